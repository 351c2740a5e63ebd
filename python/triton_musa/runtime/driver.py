"""Backend drivers and the choice of the active one (``triton.runtime.driver``).

Selection order: ``TRITON_DEFAULT_BACKEND`` (cpu / cuda / musa), else MUSA when torch_musa is
importable and a device is present, else CUDA when present, else the host CPU -- each device
backend only if the compiler was built with it (``_SUPPORTED``).
"""
import os
from typing import Any, Callable, Mapping, Optional, Sequence, Union

from ..backends.cpu.driver import CPUDriver, _complete_torch_cpu, _CPUDeviceInterface, _CPUEvent  # noqa: F401
from ..backends.cuda.driver import CudaDriver, libdevice_path  # noqa: F401
from ..backends.cuda.driver import cuda_available as _cuda_available
from ..backends.driver import TORCH_DEVICE_TYPE, DeviceUtils, DriverBase, GPUTarget  # noqa: F401
from ..backends.musa.driver import MusaDriver  # noqa: F401
from ..backends.musa.driver import musa_available as _musa_available

# Each backend's driver is ``triton_musa/backends/<name>/driver.py``; the names stay importable
# from here, where upstream code and our tests find them.

#: Backends the compiler can target today. The one place to change when a backend lands.
_SUPPORTED = ("cpu", "cuda", "musa")
#: Every backend name the selection understands.
_KNOWN = ("cpu", "cuda", "musa")


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
