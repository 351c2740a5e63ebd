"""``triton.backends.compiler``: ``GPUTarget``."""
from .driver import GPUTarget  # noqa: F401

__all__ = ["GPUTarget"]
