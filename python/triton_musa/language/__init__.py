"""``triton.language`` (imported as ``tl``): the types and builtins that kernels use."""
from . import core  # noqa: F401
from .core import *  # noqa: F401,F403
from .core import __all__ as _core_all
from . import math  # noqa: F401
from . import extra  # noqa: F401

__all__ = list(_core_all) + ["core", "math", "extra"]
