"""The cpu backend (its driver: ``driver.py``)."""
