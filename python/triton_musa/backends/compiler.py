"""``triton.backends.compiler``: ``GPUTarget``."""
from ..runtime.driver import GPUTarget  # noqa: F401

__all__ = ["GPUTarget"]
