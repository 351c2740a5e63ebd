"""The MUSA backend's driver (torch_musa streams and devices)."""
import os
from typing import Any, Optional

from ... import knobs
from ..driver import DeviceUtils, DriverBase, GPUTarget


def musa_available() -> bool:
    try:
        import torch
        import torch_musa  # noqa: F401
        return bool(torch.musa.is_available())
    except Exception:
        return False


class MusaDriver(DriverBase):
    backend = "musa"

    def __init__(self) -> None:
        self.utils = DeviceUtils("musa")

    @classmethod
    def is_active(cls) -> bool:
        return musa_available()

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
