"""``triton.compiler`` compatibility namespace."""
from ..errors import CompilationError, CompileTimeAssertionFailure, UnsupportedLanguageConstruct  # noqa: F401
from ..runtime.driver import GPUTarget  # noqa: F401

__all__ = ["CompilationError", "CompileTimeAssertionFailure", "UnsupportedLanguageConstruct", "GPUTarget"]
