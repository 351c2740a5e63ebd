"""``triton.language`` (imported as ``tl``): the types and builtins that kernels use."""
from . import core  # noqa: F401
from .core import *  # noqa: F401,F403
from .core import __all__ as _core_all
from . import math  # noqa: F401
from . import extra  # noqa: F401

_RANDOM = ("philox", "philox_impl", "randint", "randint4x", "rand", "rand4x", "randn", "randn4x",
           "uint_to_uniform_float", "pair_uniform_to_normal")
_MICROSCALING = ("dot_scaled",)
_HISTOGRAMS = ("histogram",)
_SORTING = ("sort", "topk", "bitonic_merge")
_INDEXING = ("gather",)
__all__ = list(_core_all) + list(_RANDOM) + list(_MICROSCALING) + list(_HISTOGRAMS) + list(_SORTING) + \
    list(_INDEXING) + ["core", "math", "extra", "random"]  # noqa: F405


def _tuple(values=()):
    """``tl.tuple((a, b))``: a tuple, in kernels and in Python."""
    import builtins
    return builtins.tuple(values)


_tuple.__triton_builtin__ = "tuple"
_tuple.__name__ = "tuple"
globals()["tuple"] = _tuple  # named so only here, where nothing else calls the builtin tuple
__all__.append("tuple")


def __getattr__(name):
    # The random functions are @jit functions: imported on first use, once the JIT exists.
    if name in _RANDOM or name == "random":
        import importlib
        random = importlib.import_module(__name__ + ".random")
        return random if name == "random" else getattr(random, name)
    if name in _MICROSCALING:
        import importlib
        return getattr(importlib.import_module(__name__ + ".microscaling"), name)
    if name in _SORTING:
        import importlib
        return getattr(importlib.import_module(__name__ + ".sorting"), name)
    if name in _INDEXING:
        import importlib
        return getattr(importlib.import_module(__name__ + ".indexing"), name)
    if name in _HISTOGRAMS:
        import importlib
        return getattr(importlib.import_module(__name__ + ".histograms"), name)
    raise AttributeError(f"module 'triton_musa.language' has no attribute '{name}'")
