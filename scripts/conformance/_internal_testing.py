"""The test helpers upstream's language tests import from `triton._internal_testing`, written
here for triton_musa (the conformance script installs this module under that name). The target
predicates answer for the active backend: on the CPU target everything vendor-specific is false."""
import os
import re
from typing import Optional

import numpy as np
import torch
from numpy.random import RandomState

import triton
import triton.language as tl
from triton.runtime.jit import TensorWrapper, reinterpret

int_dtypes = ["int8", "int16", "int32", "int64"]
uint_dtypes = ["uint8", "uint16", "uint32", "uint64"]
integral_dtypes = int_dtypes + uint_dtypes
float_dtypes = ["float16", "float32", "float64"]
float_dtypes_with_bfloat16 = float_dtypes + ["bfloat16"]
dtypes = integral_dtypes + float_dtypes
dtypes_with_bfloat16 = dtypes + ["bfloat16"]
torch_float8_dtypes = ["float8_e4m3fn", "float8_e5m2"]
torch_dtypes = ["bool"] + int_dtypes + ["uint8"] + float_dtypes + ["bfloat16"]
tma_dtypes = sorted(set(dtypes_with_bfloat16) - {"int64", "uint64", "float64"})


def is_interpreter():
    return os.environ.get("TRITON_INTERPRET", "0") == "1"


def is_compile_warmup():
    return False


def random_int(low, high, *, warmup_value=None, **kwargs):
    return int(torch.randint(low, high, size=(), **kwargs).item())


def random_float(*, warmup_value=0.5, **kwargs):
    return float(torch.rand((), **kwargs).item())


def get_current_target():
    if is_interpreter():
        return None
    return triton.runtime.driver.active.get_current_target()


def _cuda_arch():
    t = get_current_target()
    return t.arch if t is not None and t.backend == "cuda" else None


def is_cuda():
    return _cuda_arch() is not None


def is_ampere_or_newer():
    return is_cuda() and _cuda_arch() >= 80


def is_hopper():
    return is_cuda() and _cuda_arch() // 10 == 9


def is_hopper_or_newer():
    return is_cuda() and _cuda_arch() >= 90


def is_blackwell():
    return is_cuda() and _cuda_arch() // 10 == 10


def is_blackwell_ultra():
    return False


def is_rubin():
    return False


def is_sm12x():
    return is_cuda() and _cuda_arch() // 10 == 12


def _false(*_args, **_kwargs):
    return False


# no AMD or Intel backend here
is_hip = is_hip_cdna = is_hip_cdna2 = is_hip_cdna3 = is_hip_cdna4 = is_hip_cdna3_or_newer = _false
is_hip_rdna = is_hip_rdna3 = is_hip_rdna4 = is_hip_rdna4m = is_hip_gfx1250 = is_xpu = _false


def get_hip_lds_size():
    return 0


def supports_tma(byval_only=False):
    return False


def supports_ws():
    return False


def supports_clc():
    return False


def tma_skip_msg(byval_only=False):
    return "tensor descriptors (TMA) are not supported by triton_musa yet"


def numpy_random(shape, dtype_str, rs: Optional[RandomState] = None, low=None, high=None):
    """Random test data of `dtype_str`: integers never 0 (division tests), floats ~ N(0, 1),
    bfloat16 as float32 with the low mantissa bits cleared, fp8 as small int8 bytes."""
    shape = (shape,) if isinstance(shape, int) else shape
    rs = RandomState(seed=17) if rs is None else rs
    if dtype_str in integral_dtypes:
        info = np.iinfo(getattr(np, dtype_str))
        lo = info.min if low is None else max(low, info.min)
        hi = info.max if high is None else min(high, info.max)
        x = rs.randint(lo, hi, shape, dtype=getattr(np, dtype_str))
        x[x == 0] = 1
        return x
    if dtype_str and "float8" in dtype_str:
        return rs.randint(20, 40, shape, dtype=np.int8)
    if dtype_str in float_dtypes:
        return rs.normal(0, 1, shape).astype(dtype_str)
    if dtype_str == "bfloat16":
        bits = rs.normal(0, 1, shape).astype("float32").view("uint32") & np.uint32(0xFFFF0000)
        return bits.view("float32")
    if dtype_str in ("bool", "int1", "bool_"):
        return rs.normal(0, 1, shape) > 0.0
    raise RuntimeError(f"unknown dtype {dtype_str}")


def to_triton(x: np.ndarray, device, dst_type=None):
    """A torch tensor (or a reinterpreting wrapper for unsigned and fp8 types) holding `x`."""
    name = x.dtype.name
    if name in uint_dtypes:
        signed = torch.tensor(x.astype(getattr(np, name[1:])), device=device)
        return reinterpret(signed, getattr(tl, name))
    if dst_type and "float8" in dst_type:
        return reinterpret(torch.tensor(x, device=device), getattr(tl, dst_type))
    if name == "float32" and dst_type == "bfloat16":
        return torch.tensor(x, device=device).bfloat16()
    return torch.tensor(x, device=device)


def str_to_triton_dtype(x: str):
    """A dtype by its torch or triton name (`float8_e4m3fn` is `tl.float8e4nv`)."""
    names = {"bool": "int1", "float8_e4m3fn": "float8e4nv", "float8_e5m2": "float8e5",
             "float8_e4m3fnuz": "float8e4b8", "float8_e5m2fnuz": "float8e5b16"}
    return getattr(tl, names.get(x, x))


def torch_dtype_name(dtype) -> str:
    if isinstance(dtype, tl.dtype):
        return dtype.name
    if isinstance(dtype, torch.dtype):
        return re.match(r"^torch\.(\w+)$", str(dtype)).group(1)
    raise TypeError(f"not a triton or torch dtype: {type(dtype)}")


def to_numpy(x):
    if isinstance(x, TensorWrapper):
        return x.base.cpu().numpy().astype(getattr(np, torch_dtype_name(x.dtype)))
    if isinstance(x, torch.Tensor):
        return x.cpu().float().numpy() if x.dtype is torch.bfloat16 else x.cpu().numpy()
    raise ValueError(f"not a triton-compatible tensor: {x}")


def default_alloc_fn(size: int, align: int, _stream):
    return torch.empty(size, dtype=torch.int8, device=triton.runtime.driver.active.get_active_torch_device())


def unwrap_tensor(t):
    return t.base if isinstance(t, TensorWrapper) else t
