"""``triton.runtime``: the JIT, autotuning and the backend drivers."""
from .jit import JITFunction, KernelInterface, KernelParam, MockTensor, TensorWrapper, jit, reinterpret  # noqa: F401
from .autotuner import Autotuner, Config, Heuristics, autotune, heuristics  # noqa: F401
from ..errors import InterpreterError, OutOfResources  # noqa: F401
from .driver import driver  # noqa: F401  (the DriverConfig object: ``triton.runtime.driver.active``)

__all__ = ["autotune", "Autotuner", "Config", "driver", "Heuristics", "heuristics", "InterpreterError",
           "JITFunction", "KernelInterface", "KernelParam", "MockTensor", "OutOfResources", "jit"]
