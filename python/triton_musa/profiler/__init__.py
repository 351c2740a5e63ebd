"""``triton.profiler`` (upstream's proton), for what its users call: sessions (``start``,
``activate``, ``deactivate``, ``finalize``), named ``scope``s with metrics, and ``hook="triton"``,
which records every kernel launch under the name and metrics its ``launch_metadata`` gives.

Times are measured on the device that runs the work: CUDA events on the current stream around
each launch and scope (their elapsed times are read in batches, so the stream is not synchronised
per launch), the host's clock on the cpu target, whose launches run to completion. The tree of
scopes and kernels, with ``count``, ``time (ns)`` and the metrics given (``flops16``, ``bytes``,
...), is written as ``<name>.hatchet`` (JSON) by ``finalize``; ``triton.profiler.viewer`` reads it.
"""
from .profile import activate, deactivate, enter_scope, exit_scope, finalize, start
from .scope import scope

__all__ = ["activate", "deactivate", "enter_scope", "exit_scope", "finalize", "scope", "start"]
