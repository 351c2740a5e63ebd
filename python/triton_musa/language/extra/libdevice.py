"""``triton.language.extra.libdevice``: extra math functions.

Functions that also exist in ``tl`` are the same objects (builtin name = bare name); the
others are declared here with the builtin name ``libdevice.<name>``.
"""
from ..core import builtin as _builtin
from ..core import (abs, ceil, cos, div_rn, erf, exp, exp2, floor, fma, log, log2, rsqrt, sin,  # noqa: F401
                    sqrt, sqrt_rn, tanh, umulhi)

__all__ = ["abs", "ceil", "cos", "div_rn", "erf", "exp", "exp2", "floor", "fma", "log", "log2", "rsqrt",
           "sin", "sqrt", "sqrt_rn", "tanh", "umulhi"]


def _decl(name, params):
    ns = {}
    exec(f"def {name}({params}):\n    '''libdevice {name}.'''\n", ns)  # builds a stub with a real signature
    fn = _builtin(ns[name], name=f"libdevice.{name}", export=False)
    fn.__module__ = __name__
    globals()[name] = fn
    __all__.append(name)


for _name in ("acos", "acosh", "asin", "asinh", "atan", "atanh", "cosh", "sinh", "tan", "expm1",
              "log1p", "log10", "exp10", "erfinv", "erfc", "lgamma", "tgamma", "rint", "round", "trunc",
              "nearbyint", "cbrt", "rcbrt", "isnan", "isinf", "isfinited", "signbit", "fast_expf",
              "fast_logf", "fast_tanhf", "float_as_int", "int_as_float", "popc", "clz", "ffs", "brev",
              "ilogb", "j0", "j1", "y0", "y1"):
    _decl(_name, "arg0")
for _name in ("pow", "atan2", "fmod", "hypot", "copysign", "nextafter", "fmin", "fmax", "fdim",
              "remainder", "ldexp", "fast_dividef", "mulhi"):
    _decl(_name, "arg0, arg1")
del _name
