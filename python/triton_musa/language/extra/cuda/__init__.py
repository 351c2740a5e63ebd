"""``triton.language.extra.cuda``: the same ``libdevice`` as ``triton.language.extra``."""
from .. import libdevice  # noqa: F401
