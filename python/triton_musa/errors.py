"""Exception classes shared by the whole package (mirrors ``triton.errors``)."""
from __future__ import annotations

import re
from typing import Any

_LOCATION = re.compile(r"\A[^\n]*?:\d+:\d+: error: ")


class TritonError(Exception):
    """Base class of every error raised by triton_musa."""


class CompilationError(TritonError):
    """A kernel failed to compile.

    The message is produced by the Rust front end and already carries the
    ``file:line:col`` location, the offending source line and a caret.
    """

    message: str

    def __init__(self, message: str = "", *args: Any) -> None:
        super().__init__(message, *args)
        self.message = message

    def __str__(self) -> str:
        return self.message

    @property
    def error_message(self) -> str:
        """The error alone, as upstream's attribute: without the ``file:line:col: error:``
        prefix and the source line and caret that follow it."""
        m = _LOCATION.match(self.message)
        if not m:
            return self.message
        lines = self.message[m.end():].split("\n")
        if len(lines) >= 3 and lines[-1].strip() == "^":
            lines = lines[:-2]
        return "\n".join(lines)

    def __reduce__(self) -> tuple[type[CompilationError], tuple[str]]:
        return (type(self), (self.message,))


class CompileTimeAssertionFailure(CompilationError):
    """A ``tl.static_assert`` evaluated to False."""


class UnsupportedLanguageConstruct(CompilationError):
    """A Python construct that kernels do not support."""


class OutOfResources(TritonError):
    """The kernel needs more of a hardware resource than the device has."""

    required: int
    limit: int
    name: str

    def __init__(self, required: int, limit: int, name: str) -> None:
        self.required = required
        self.limit = limit
        self.name = name
        super().__init__(
            f"out of resource: {name}, Required: {required}, Hardware limit: {limit}. "
            "Reducing block sizes or `num_stages` may help.")

    def __reduce__(self) -> tuple[type[OutOfResources], tuple[int, int, str]]:
        return (type(self), (self.required, self.limit, self.name))


class InterpreterError(TritonError):
    """An error in a kernel run under TRITON_INTERPRET=1 (triton_musa.runtime.interpreter): its
    message holds the repr of the exception the kernel raised (chained as ``__cause__``)."""
