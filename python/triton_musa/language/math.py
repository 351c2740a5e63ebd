"""``triton.language.math``: the elementwise math builtins (the same objects as in ``tl``)."""
from .core import (abs, ceil, cdiv, cos, div_rn, erf, exp, exp2, fdiv, floor, fma, log, log2,  # noqa: F401
                   rsqrt, sin, sqrt, sqrt_rn, tanh, umulhi)

__all__ = ["abs", "ceil", "cdiv", "cos", "div_rn", "erf", "exp", "exp2", "fdiv", "floor", "fma", "log",
           "log2", "rsqrt", "sin", "sqrt", "sqrt_rn", "tanh", "umulhi"]
