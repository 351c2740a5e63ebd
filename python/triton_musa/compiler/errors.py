"""``triton.compiler.errors`` compatibility module."""
from ..errors import CompilationError, CompileTimeAssertionFailure, UnsupportedLanguageConstruct  # noqa: F401
