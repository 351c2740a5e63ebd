"""``triton.tools.tensor_descriptor.TensorDescriptor``: a tensor with the block shape a kernel
reads it in, passed to kernels as an argument (``desc.load(offsets)``, ``desc.store(offsets, v)``).
Every target reads and writes its blocks with ordinary masked loads and stores; the copy engines
(TMA, TME) are not used yet."""
from dataclasses import dataclass
from typing import Any, List


@dataclass
class TensorDescriptor:
    base: Any
    shape: List[int]
    strides: List[int]
    block_shape: List[int]
    padding: str = "zero"

    def __post_init__(self):
        rank = len(self.shape)
        if not 1 <= rank <= 5:
            raise ValueError(f"TensorDescriptor: rank must be 1 to 5, got {rank}")
        if len(self.strides) != rank or len(self.block_shape) != rank:
            raise ValueError(f"TensorDescriptor: shape {list(self.shape)}, strides {list(self.strides)} and "
                             f"block_shape {list(self.block_shape)} must have the same length")
        if self.strides[-1] != 1:
            raise ValueError(f"TensorDescriptor: the last stride must be 1, got {self.strides[-1]}")
        elem = getattr(self.base, "element_size", lambda: None)()
        if elem is not None:
            for i, s in enumerate(self.strides[:-1]):
                if (s * elem) % 16:
                    raise ValueError(f"TensorDescriptor: stride {i} is {s * elem} bytes; strides must be "
                                     "multiples of 16 bytes")
            ptr = getattr(self.base, "data_ptr", lambda: 0)()
            if ptr % 16:
                raise ValueError("TensorDescriptor: base must be 16-byte aligned")
        for b in self.block_shape:
            if b <= 0 or b & (b - 1):
                raise ValueError("TensorDescriptor: block_shape entries must be powers of 2, got "
                                 f"{list(self.block_shape)}")
        if self.padding not in ("zero", "nan"):
            raise ValueError(f"TensorDescriptor: padding must be 'zero' or 'nan', got {self.padding!r}")

    @staticmethod
    def from_tensor(tensor, block_shape, padding="zero"):
        return TensorDescriptor(tensor, list(tensor.shape), list(tensor.stride()), list(block_shape), padding)
