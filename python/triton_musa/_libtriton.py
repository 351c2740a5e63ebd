"""``triton._C.libtriton``: the part of upstream's native module that user code calls directly,
``nvidia.cublas.CublasLt`` (tutorials 09 and 10 compare against it). Here it runs cuBLAS through
torch, which links it, rather than a second copy of the library."""
from __future__ import annotations

import types


class CublasLt:
    """``CublasLt(workspace)``; ``matmul(A, B, C)`` writes ``C = A @ B.T`` (A: M×K, B: N×K, C: M×N,
    contiguous, on one CUDA device), in fp16, bf16 or fp8 e4m3 (then with unit scales)."""

    def __init__(self, workspace) -> None:
        import torch
        if not isinstance(workspace, torch.Tensor) or not workspace.is_cuda or workspace.dtype != torch.uint8:
            raise TypeError("CublasLt: workspace must be a uint8 CUDA tensor")
        self.workspace = workspace

    def matmul(self, A, B, C) -> None:
        import torch
        for name, t in (("A", A), ("B", B), ("C", C)):
            if not isinstance(t, torch.Tensor) or t.dim() != 2 or not t.is_cuda or not t.is_contiguous():
                raise ValueError(f"CublasLt.matmul: {name} must be a contiguous 2-D CUDA tensor")
        (m, k), (n, k2) = A.shape, B.shape
        if k != k2 or tuple(C.shape) != (m, n):
            raise ValueError(f"CublasLt.matmul: shapes A {tuple(A.shape)}, B {tuple(B.shape)}, C {tuple(C.shape)} "
                             f"do not make C = A @ B.T")
        if A.dtype != B.dtype:
            raise ValueError(f"CublasLt.matmul: A is {A.dtype} but B is {B.dtype}")
        if A.dtype in (torch.float16, torch.bfloat16):
            torch.matmul(A, B.T, out=C)
        elif A.dtype == torch.float8_e4m3fn:
            one = torch.ones((), device=A.device, dtype=torch.float32)
            C.copy_(torch._scaled_mm(A, B.T, scale_a=one, scale_b=one, out_dtype=C.dtype))
        else:
            raise ValueError(f"CublasLt.matmul: unsupported dtype {A.dtype} (fp16, bf16 or float8_e4m3fn)")


nvidia = types.SimpleNamespace(cublas=types.SimpleNamespace(CublasLt=CublasLt))
