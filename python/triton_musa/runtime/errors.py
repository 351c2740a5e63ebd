"""``triton.runtime.errors`` compatibility module."""
from ..errors import InterpreterError, OutOfResources, TritonError  # noqa: F401


class AutotunerError(TritonError):
    """Autotuning could not pick a config."""
