"""``proton.scope``: a named region, as a ``with`` block or a decorator."""
from __future__ import annotations

import functools
from typing import Any, Callable, Optional

from .profile import enter_scope, exit_scope


class scope:
    """``with proton.scope(name, {"flops16": n}):`` records the region's time and the metrics
    under ``name`` in every active session; ``@proton.scope(name)`` does so for each call."""

    def __init__(self, name: str, metrics: Optional[dict[str, Any]] = None) -> None:
        if not isinstance(name, str):
            raise TypeError(f"proton.scope: the name must be a str, got {name!r}")
        self.name, self.metrics = name, metrics

    def __enter__(self) -> "scope":
        enter_scope(self.name, metrics=self.metrics)
        return self

    def __exit__(self, *exc: Any) -> None:
        exit_scope(self.name)

    def __call__(self, func: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            with scope(self.name, self.metrics):
                return func(*args, **kwargs)
        return wrapper
