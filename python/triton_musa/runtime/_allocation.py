"""``triton.set_allocator``: where kernels would take global scratch memory from (upstream uses it
for device-side tensor descriptors). Kernels compiled here need none, so the allocator is only
kept, for code that sets it and reads it back."""
from typing import Any, Callable, Optional


class NullAllocator:
    def __call__(self, size: int, alignment: int, stream: Optional[int]) -> Any:
        raise RuntimeError("Kernel requires a runtime memory allocation, but no allocator was set. "
                           "Use triton.set_allocator to specify an allocator.")


_allocator: Callable[[int, int, Optional[int]], Any] = NullAllocator()


def set_allocator(allocator: Callable[[int, int, Optional[int]], Any]) -> None:
    """Sets the function ``(size, alignment, stream) -> buffer`` scratch memory would come from."""
    global _allocator
    if not callable(allocator):
        raise TypeError(f"set_allocator needs a callable (size, alignment, stream) -> buffer, got {allocator!r}")
    _allocator = allocator


def get_allocator() -> Callable[[int, int, Optional[int]], Any]:
    return _allocator
