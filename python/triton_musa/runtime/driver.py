"""Backend drivers and the choice of the active one (``triton.runtime.driver``).

Selection order: ``TRITON_DEFAULT_BACKEND`` (cpu / cuda / musa), else MUSA when torch_musa is
importable and a device is present, else CUDA when present, else the host CPU -- each device
backend only if the compiler was built with it (``_SUPPORTED``).
"""
import os
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Dict, Mapping, Optional, Sequence, Union

from .. import knobs

if TYPE_CHECKING:
    import torch

# (No ``from __future__ import annotations`` here: GPUTarget's dataclass fields keep their types
# as objects, as upstream's; annotations naming torch are written as strings.)

#: Backends the compiler can target today. The one place to change when a backend lands.
_SUPPORTED = ("cpu", "cuda", "musa")
#: Every backend name the selection understands.
_KNOWN = ("cpu", "cuda", "musa")
#: The torch device type that holds the tensors of each backend.
TORCH_DEVICE_TYPE = {"cpu": "cpu", "cuda": "cuda", "musa": "musa"}


@dataclass(frozen=True)
class GPUTarget:
    """What code is generated for: ``backend`` name, ``arch`` and ``warp_size``."""
    backend: str
    arch: Union[int, str]
    warp_size: int


class BackendUnavailableError(RuntimeError):
    """The requested backend is not built into this compiler, or its device is missing."""


def _fact(x):
    return x() if callable(x) else bool(x)


def select_backend(env: Mapping[str, str], musa_available: Union[bool, Callable[[], bool]],
                   cuda_available: Union[bool, Callable[[], bool]], supported: Sequence[str] = _SUPPORTED) -> str:
    """Chooses the backend name from the environment and the availability facts.

    ``env`` is a mapping (like ``os.environ``); ``musa_available`` / ``cuda_available`` are
    bools or zero-argument callables (probed only when needed). Pure: no other state is read.
    """
    requested = (env.get("TRITON_DEFAULT_BACKEND") or "").strip().lower()
    if requested:
        if requested not in _KNOWN:
            raise ValueError(
                f"TRITON_DEFAULT_BACKEND={env.get('TRITON_DEFAULT_BACKEND')!r} is not a known backend; "
                f"use one of: {', '.join(_KNOWN)}")
        if requested not in supported:
            raise BackendUnavailableError(
                f"the {requested} backend is not built yet in this triton_musa "
                f"(TRITON_DEFAULT_BACKEND={requested}); supported backends: {', '.join(supported)}")
        return requested
    if "musa" in supported and _fact(musa_available):
        return "musa"
    if "cuda" in supported and _fact(cuda_available):
        return "cuda"
    return "cpu"


def _musa_available():
    try:
        import torch
        import torch_musa  # noqa: F401
        return bool(torch.musa.is_available())
    except Exception:
        return False


def _cuda_available():
    try:
        import torch
        return bool(torch.cuda.is_available()) and getattr(torch.version, "hip", None) is None
    except Exception:
        return False


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
                from .. import _C
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


class CudaDriver(DriverBase):
    backend = "cuda"

    def __init__(self) -> None:
        self.utils = DeviceUtils("cuda")

    @classmethod
    def is_active(cls) -> bool:
        return _cuda_available()

    def get_device_interface(self) -> Any:
        import torch
        return torch.cuda

    def get_current_device(self) -> int:
        import torch
        return torch.cuda.current_device()

    def get_current_stream(self, device: Optional[int] = None) -> int:
        # The raw handle straight from torch's C layer: no Stream object on the launch path.
        import torch
        if device is None:
            device = torch._C._cuda_getDevice()
        return torch._C._cuda_getCurrentRawStream(device)

    def get_current_target(self) -> GPUTarget:
        override = knobs.runtime.override_arch  # "sm90" or "90", as upstream's
        if override:
            return GPUTarget("cuda", int(override.removeprefix("sm")), 32)
        import torch
        major, minor = torch.cuda.get_device_capability(self.get_current_device())
        return GPUTarget("cuda", major * 10 + minor, 32)


class MusaDriver(DriverBase):
    backend = "musa"

    def __init__(self) -> None:
        self.utils = DeviceUtils("musa")

    @classmethod
    def is_active(cls) -> bool:
        return _musa_available()

    def get_device_interface(self) -> Any:
        import torch
        import torch_musa  # noqa: F401
        return torch.musa

    def get_current_device(self) -> int:
        return self.get_device_interface().current_device()

    def get_current_stream(self, device: Optional[int] = None) -> Any:
        return self.get_device_interface().current_stream(device).musa_stream

    def get_current_target(self) -> GPUTarget:
        override = os.environ.get("TRITON_MUSA_ARCH") or knobs.runtime.override_arch
        if override:
            arch = int(override.removeprefix("mp_"))
        else:
            major, minor = self.get_device_interface().get_device_capability(self.get_current_device())
            arch = major * 10 + minor
        # 128-wide warps on the QY parts (capability 2x), 32 from PH1 (3x) on.
        return GPUTarget("musa", arch, 128 if arch < 30 else 32)


_LIBDEVICE = []


def libdevice_path() -> Optional[str]:
    """CUDA's libdevice bitcode: TRITON_LIBDEVICE_PATH, else the copy upstream Triton's wheel
    ships (found without importing it), else None (the compiler then tries the CUDA toolkit)."""
    env = knobs.nvidia.libdevice_path
    if env:
        return env
    if not _LIBDEVICE:
        import importlib.util
        found = None
        try:
            spec = importlib.util.find_spec("triton")
        except (ImportError, ValueError):
            spec = None
        for loc in (spec.submodule_search_locations or []) if spec else []:
            cand = os.path.join(loc, "backends", "nvidia", "lib", "libdevice.10.bc")
            if os.path.isfile(cand):
                found = cand
                break
        _LIBDEVICE.append(found)
    return _LIBDEVICE[0]


_DRIVERS = {"cpu": CPUDriver, "cuda": CudaDriver, "musa": MusaDriver}


def _create_active():
    name = select_backend(os.environ, _musa_available, _cuda_available)
    return _DRIVERS[name]()


class DriverConfig:
    """``triton.runtime.driver``: ``.active`` is chosen on first use; ``set_active`` overrides."""

    def __init__(self) -> None:
        self._default: Optional[DriverBase] = None
        self._active: Optional[DriverBase] = None

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name == "_active":
            try:
                from .. import _C
            except ImportError:
                return  # no extension, no fast path to invalidate (the first compile says why)
            _C._driver_changed()  # fn[grid] callables made for another driver are not reused

    @property
    def default(self) -> DriverBase:
        if self._default is None:
            self._default = _create_active()
        return self._default

    @property
    def active(self) -> DriverBase:
        if self._active is None:
            self._active = self.default
        return self._active

    def set_active(self, driver: DriverBase) -> None:
        self._active = driver

    def reset_active(self) -> None:
        self._active = self.default


driver = DriverConfig()


def __getattr__(name: str) -> DriverBase:  # ``from triton.runtime.driver import active`` style access
    if name in ("active", "default"):
        return getattr(driver, name)
    raise AttributeError(name)
