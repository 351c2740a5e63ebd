"""``triton.backends.driver``: what every backend's driver shares (``DriverBase``,
``GPUTarget``, ``driver.active.utils``). Each backend's own driver is ``backends/<name>/driver.py``,
as upstream's; ``triton.runtime.driver`` chooses the active one."""
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Dict, Optional, Union

if TYPE_CHECKING:
    import torch

# (No ``from __future__ import annotations`` here: GPUTarget's dataclass fields keep their types
# as objects, as upstream's; annotations naming torch are written as strings.)

#: The torch device type that holds the tensors of each backend.
TORCH_DEVICE_TYPE = {"cpu": "cpu", "cuda": "cuda", "musa": "musa"}


@dataclass(frozen=True)
class GPUTarget:
    """What code is generated for: ``backend`` name, ``arch`` and ``warp_size``."""
    backend: str
    arch: Union[int, str]
    warp_size: int


class DriverBase:
    backend: Optional[str] = None

    def get_current_target(self) -> GPUTarget:
        raise NotImplementedError

    def get_device_interface(self) -> Any:
        raise NotImplementedError

    def get_active_torch_device(self) -> "torch.device":
        import torch
        return torch.device(TORCH_DEVICE_TYPE[self.backend], self.get_current_device())

    def get_current_device(self) -> int:
        return 0

    def set_current_device(self, device: int) -> None:
        self.get_device_interface().set_device(device)

    def get_current_stream(self, device: Optional[int] = None) -> Any:
        return None

    def get_benchmarker(self) -> Callable[..., Any]:
        from ..testing import do_bench
        return do_bench

    def get_empty_cache_for_benchmark(self) -> "Optional[torch.Tensor]":
        import torch
        return torch.empty(256 * 1024 * 1024 // 4, dtype=torch.int, device=self.get_active_torch_device())

    def clear_cache(self, cache: "Optional[torch.Tensor]") -> None:
        if cache is not None:
            cache.zero_()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} backend={self.backend}>"


class DeviceUtils:
    """``driver.active.utils`` of a backend, as upstream's."""

    def __init__(self, backend: str) -> None:
        self.backend = backend

    def get_device_properties(self, device: Optional[int]) -> Dict[str, Any]:
        """The properties of device ``device`` (an index; None is 0).

        GPUs: max_shared_mem, max_num_regs, multiprocessor_count, warpSize, sm_clock_rate,
        mem_clock_rate, mem_bus_width, from the driver. The host (cpu): multiprocessor_count is
        the threads that run programs, warpSize 1 (a program is one thread), max_shared_mem the
        bytes of tile buffers a program may keep on its stack (``kernel.metadata.shared`` is a
        kernel's), max_num_regs 2**31 - 1: registers never limit how many programs run there (a
        program spills what does not fit to its stack; ``kernel.n_regs`` counts the registers
        its machine code names)."""
        from .. import _C
        return _C.device_properties(self.backend, int(device or 0))
