"""The host backend's driver: programs run on a thread pool of this process."""
import time
from typing import TYPE_CHECKING, Any, Optional

from ..driver import DeviceUtils, DriverBase, GPUTarget

if TYPE_CHECKING:
    import torch


class _CPUEvent:
    """A timing event with the torch.cuda.Event interface, measured with perf_counter."""
    __slots__ = ("t",)

    def __init__(self, enable_timing=True, **_):
        self.t = None

    def record(self, stream=None):
        self.t = time.perf_counter()

    def synchronize(self):
        pass

    def elapsed_time(self, end):
        return (end.t - self.t) * 1e3


class _CPUDeviceInterface:
    """The ``torch.cuda``-like device interface of the host backend."""
    Event = _CPUEvent

    @staticmethod
    def is_available():
        return True

    @staticmethod
    def synchronize(device=None):
        pass

    @staticmethod
    def current_device():
        return 0

    @staticmethod
    def device_count():
        return 1

    @staticmethod
    def set_device(device):
        pass

    @staticmethod
    def current_stream(device=None):
        return None


def _complete_torch_cpu():
    """Adds ``torch.cpu.set_stream`` where torch lacks it. torch.cpu has ``Stream``, ``stream()``
    and ``current_stream()`` so that code written for ``torch.cuda`` runs on the CPU device, but
    not ``set_stream``, which such code calls as ``getattr(torch, device.type).set_stream(s)``;
    it selects the stream as ``torch.cpu.stream(s)`` does (CPU streams do nothing)."""
    try:
        import torch.cpu as cpu
    except ImportError:
        return
    if hasattr(cpu, "set_stream") or not hasattr(cpu, "_current_stream"):
        return

    def set_stream(stream):
        if stream is not None:
            cpu._current_stream = stream

    cpu.set_stream = set_stream


class CPUDriver(DriverBase):
    """Runs kernels on the host: one program instance per grid point, on a thread pool."""
    backend = "cpu"

    def __init__(self) -> None:
        self._target: Optional[GPUTarget] = None
        self.utils = DeviceUtils("cpu")
        _complete_torch_cpu()

    @classmethod
    def is_active(cls) -> bool:
        return True

    def get_current_target(self) -> GPUTarget:
        if self._target is None:
            try:
                from ... import _C
                arch = _C.host_cpu()
            except ImportError:
                arch = "host"
            self._target = GPUTarget("cpu", arch, 1)
        return self._target

    def get_device_interface(self) -> Any:
        return _CPUDeviceInterface

    def get_active_torch_device(self) -> "torch.device":
        import torch
        return torch.device("cpu")

    def get_empty_cache_for_benchmark(self) -> "Optional[torch.Tensor]":
        return None  # the host's caches are not flushed between timed runs
