"""``triton.tools``: host-side helpers of upstream's API."""
