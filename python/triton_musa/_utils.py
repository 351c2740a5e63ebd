"""Host-side helpers that kernels may also call (``triton.cdiv``, ``triton.next_power_of_2``)."""
from __future__ import annotations


def cdiv(x: int, y: int) -> int:
    """Ceiling division ``(x + y - 1) // y``."""
    return (x + y - 1) // y


def next_power_of_2(n: int) -> int:
    """The smallest power of two >= n (1 for n <= 1), by bit smearing (valid to 64 bits)."""
    n -= 1
    n |= n >> 1
    n |= n >> 2
    n |= n >> 4
    n |= n >> 8
    n |= n >> 16
    n |= n >> 32
    n += 1
    return n if n > 0 else 1


cdiv.__triton_builtin__ = "cdiv"
next_power_of_2.__triton_builtin__ = "next_power_of_2"
