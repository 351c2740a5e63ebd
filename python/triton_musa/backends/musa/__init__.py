"""The musa backend (its driver: ``driver.py``)."""
