"""``triton.backends``: the names upstream code imports targets from."""
from . import compiler  # noqa: F401
