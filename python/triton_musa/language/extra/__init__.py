"""``triton.language.extra``: backend-dispatching extras (``libdevice``)."""
from . import libdevice  # noqa: F401
from . import cuda  # noqa: F401
