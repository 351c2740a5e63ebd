"""The cuda backend (its driver: ``driver.py``)."""
