"""triton_musa: a Triton-compatible kernel language whose compiler is written in Rust.

Use it as ``import triton_musa as triton`` (or plain ``import triton`` when no upstream Triton
is installed) and ``import triton_musa.language as tl``.
"""
__version__ = "3.6.0+musa0.1"

from . import errors  # noqa: E402
from . import knobs  # noqa: E402
from ._utils import cdiv, next_power_of_2  # noqa: E402,F401
from .errors import CompilationError, OutOfResources, TritonError, InterpreterError  # noqa: E402,F401
from . import language  # noqa: E402,F401
from .runtime import (Config, JITFunction, KernelInterface, MockTensor, TensorWrapper, autotune,  # noqa: E402
                      heuristics, jit, reinterpret)
from . import runtime  # noqa: E402,F401
from . import compiler  # noqa: E402,F401
from . import backends  # noqa: E402,F401
from .compiler import compile  # noqa: E402,F401
from . import testing  # noqa: E402,F401
from . import musa_testing  # noqa: E402,F401
from .runtime._allocation import set_allocator  # noqa: E402,F401
from .runtime.jit import constexpr_function  # noqa: E402,F401
from .language.core import must_use_result  # noqa: E402,F401


def _expose_libtriton():
    """``triton._C.libtriton.nvidia.cublas``, where upstream's users import it from."""
    import sys
    try:
        from . import _C
    except ImportError:
        return  # the first compile says how to build the extension
    from . import _libtriton
    _C.libtriton = _libtriton
    sys.modules[__name__ + "._C.libtriton"] = _libtriton


_expose_libtriton()


__all__ = ["__version__", "autotune", "cdiv", "CompilationError", "compiler", "Config", "constexpr_function",
           "errors", "heuristics", "InterpreterError", "jit", "JITFunction", "KernelInterface", "knobs", "language",
           "MockTensor", "must_use_result", "musa_testing", "next_power_of_2", "OutOfResources", "reinterpret",
           "runtime", "set_allocator", "TensorWrapper", "testing", "TritonError"]
