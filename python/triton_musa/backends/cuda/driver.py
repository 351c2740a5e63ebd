"""The CUDA backend's driver (torch.cuda streams and devices, libdevice)."""
import os
from typing import Any, Optional

from ... import knobs
from ..driver import DeviceUtils, DriverBase, GPUTarget


def cuda_available() -> bool:
    try:
        import torch
        return bool(torch.cuda.is_available()) and getattr(torch.version, "hip", None) is None
    except Exception:
        return False


class CudaDriver(DriverBase):
    backend = "cuda"

    def __init__(self) -> None:
        self.utils = DeviceUtils("cuda")

    @classmethod
    def is_active(cls) -> bool:
        return cuda_available()

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
