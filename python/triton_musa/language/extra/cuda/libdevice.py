"""``triton.language.extra.cuda.libdevice``: re-exports ``triton.language.extra.libdevice``."""
from ..libdevice import *  # noqa: F401,F403
from ..libdevice import __all__  # noqa: F401
