"""``autotune``, ``heuristics`` and ``Config``."""
from __future__ import annotations

import builtins
import hashlib
import json
import os
import time
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence

from .. import knobs
from ..errors import CompilationError, OutOfResources
from .jit import KernelInterface

if TYPE_CHECKING:
    from .jit import Grid

__all__ = ["Config", "Autotuner", "autotune", "Heuristics", "heuristics"]


class Config:
    """One autotuning configuration: meta-parameters plus launch options."""

    def __init__(self, kwargs: Mapping[str, Any], num_warps: int = 4, num_stages: int = 3, num_ctas: int = 1,
                 maxnreg: int | None = None, pre_hook: Callable[[dict[str, Any]], Any] | None = None,
                 ir_override: str | None = None) -> None:
        self.kwargs = dict(kwargs)
        self.num_warps = num_warps
        self.num_stages = num_stages
        self.num_ctas = num_ctas
        self.maxnreg = maxnreg
        self.pre_hook = pre_hook
        self.ir_override = ir_override

    def all_kwargs(self) -> dict[str, Any]:
        opts = {"num_warps": self.num_warps, "num_stages": self.num_stages, "num_ctas": self.num_ctas,
                "maxnreg": self.maxnreg}
        return {**self.kwargs, **{k: v for k, v in opts.items() if v is not None}}

    def __str__(self) -> str:
        parts = [f"{k}: {v}" for k, v in self.kwargs.items()]
        parts += [f"num_warps: {self.num_warps}", f"num_ctas: {self.num_ctas}",
                  f"num_stages: {self.num_stages}", f"maxnreg: {self.maxnreg}"]
        return ", ".join(parts)

    __repr__ = __str__

    def _identity(self):
        return (tuple(sorted(self.all_kwargs().items())), self.maxnreg, self.pre_hook)

    def __hash__(self) -> int:
        return hash(self._identity())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Config) and self._identity() == other._identity()


def _arg_names(fn):
    while not hasattr(fn, "arg_names"):
        fn = fn.fn
    return fn.arg_names


def _interpreted(fn):
    """Whether the kernel under these decorators runs under TRITON_INTERPRET."""
    while fn is not None:
        if getattr(fn, "_interpreted", False):
            return True
        fn = getattr(fn, "fn", None)
    return False


def _base_name(fn):
    while hasattr(fn, "fn"):
        fn = fn.fn
    return getattr(fn, "__name__", repr(fn))


class Autotuner(KernelInterface):
    """Benchmarks every config the first time a key is seen and launches the fastest."""

    def __init__(self, fn: KernelInterface, arg_names: Sequence[str], configs: Iterable[Config] | None,
                 key: Iterable[str], reset_to_zero: Iterable[str] | None = None,
                 restore_value: Iterable[str] | None = None, pre_hook: Callable[..., Any] | None = None,
                 post_hook: Callable[..., Any] | None = None, prune_configs_by: Mapping[str, Any] | None = None,
                 warmup: float | None = None, rep: float | None = None, use_cuda_graph: bool = False,
                 do_bench: Callable[..., Any] | None = None, cache_results: bool = False) -> None:
        self.fn = fn
        self.arg_names = arg_names
        self.configs = list(configs) if configs else [Config({})]
        self.keys = list(key)
        for k in self.keys:
            if k not in arg_names:
                raise ValueError(f"autotune key '{k}' is not a parameter of {_base_name(fn)} ({arg_names})")
        self.reset_to_zero = list(reset_to_zero or [])
        self.restore_value = list(restore_value or [])
        self.user_pre_hook = pre_hook
        self.user_post_hook = post_hook
        prune_configs_by = prune_configs_by or {}
        self.perf_model = prune_configs_by.get("perf_model")
        self.top_k = prune_configs_by.get("top_k", 1.0)
        self.early_config_prune = prune_configs_by.get("early_config_prune")
        self.num_warmups = warmup if warmup is not None else 25
        self.rep = rep if rep is not None else 100
        self._do_bench = do_bench
        self.cache_results = cache_results or knobs.autotuning.cache
        self._failures = {}
        self.cache = {}
        # by key: (its config, that config's launch arguments), built once
        self._launch_kwargs = {}
        self._key_positions = None
        self._key_reach = -1
        self.best_config = None
        self.configs_timings = None
        self.bench_time = None
        self.__name__ = _base_name(fn)
        self.__doc__ = getattr(fn, "__doc__", None)

    # -- hooks ------------------------------------------------------------------------------
    def _pre(self, nargs, reset_only=False):
        if self.user_pre_hook is not None:
            self.user_pre_hook(nargs, reset_only) if _takes_two(self.user_pre_hook) else self.user_pre_hook(nargs)
            return {}
        for name in self.reset_to_zero:
            nargs[name].zero_()
        if reset_only:
            return {}
        return {name: nargs[name].clone() for name in self.restore_value}

    def _post(self, nargs, saved, exception=None):
        if self.user_post_hook is not None:
            self.user_post_hook(nargs, exception)
            return
        for name, value in saved.items():
            nargs[name].copy_(value)

    # -- tuning -----------------------------------------------------------------------------
    def _bench(self, args, kwargs, grid, config):
        conflicts = set(config.kwargs) & set(kwargs)
        if conflicts:
            raise ValueError(f"Conflicting meta-parameters: {', '.join(sorted(conflicts))}. Make sure that you "
                             "don't re-define auto-tuned symbols.")
        nargs = dict(zip(self.arg_names, args))
        nargs.update(kwargs)
        full = {**nargs, **config.all_kwargs()}

        def call():
            if config.pre_hook is not None:
                config.pre_hook(full)
            saved = self._pre(nargs)
            try:
                self.fn.run(*args, grid=grid, warmup=False, **kwargs, **config.all_kwargs())
            except Exception as e:
                self._post(nargs, saved, e)
                raise
            self._post(nargs, saved)

        bench = self._do_bench
        if bench is None:
            from ..testing import do_bench as _db

            def bench(f, quantiles):
                return _db(f, warmup=self.num_warmups, rep=self.rep, quantiles=quantiles)
        try:
            r = bench(call, quantiles=(0.5, 0.2, 0.8))
            return list(r) if isinstance(r, (list, tuple)) else [r, r, r]
        except (OutOfResources, CompilationError) as e:
            return self._failed(config, e)

    def _failed(self, config, error):
        """A config that does not compile or fit: skipped, with a note when printing."""
        self._failures[config] = error
        if _printing():
            print(f"Autotuning failed with {error}")
        return [float("inf")] * 3

    def _precompile(self, args, kwargs, configs):
        """Compiles every config's kernel before any is timed, in parallel (tuning time is
        mostly compile time); returns {config: exception} for those that failed."""
        fn = self.fn
        if not hasattr(fn, "_prepare"):
            return {}
        keys = {}
        nargs = {**dict(zip(self.arg_names, args)), **kwargs}
        for c in configs:
            if c.pre_hook is not None:
                # a hook may change what the kernel is compiled for (tutorial 09 sets the
                # descriptors' block shapes from the config): the key is taken after it
                c.pre_hook({**nargs, **c.all_kwargs()})
            keys[c] = fn._prepare(args, {**kwargs, **c.all_kwargs()})
        failed = fn._compile_batch(list(keys.values()))
        return {c: failed[k[0]] for c, k in keys.items() if k[0] in failed}

    def prune_configs(self, kwargs: dict[str, Any], nargs: dict[str, Any] | None = None) -> list[Config]:
        configs = self.configs
        if self.early_config_prune is not None:
            configs = list(self.early_config_prune(configs, nargs if nargs is not None else {}, **kwargs))
            if not configs:
                raise RuntimeError("autotune: early_config_prune left no configs")
        if self.perf_model is not None:
            top_k = self.top_k
            if isinstance(top_k, float) and top_k <= 1.0:
                top_k = builtins.max(1, int(len(configs) * top_k))
            est = [(self.perf_model(**(nargs or {}), **kwargs, **c.all_kwargs()), c) for c in configs]
            est.sort(key=lambda t: t[0])
            configs = [c for _, c in est[:top_k]]
        return configs

    def _positional_key(self, args):
        """`_key` of arguments all given by position; None when a key argument is missing."""
        positions = self._key_positions
        if positions is None:
            positions = self._key_positions = [self.arg_names.index(k) for k in self.keys]
            self._key_reach = max(positions, default=-1)
        if self._key_reach >= len(args):
            return None
        key = [args[i] for i in positions]
        for v in args:
            if type(v) not in _NO_DTYPE and hasattr(v, "dtype"):
                key.append(str(v.dtype))
        return tuple(key)

    def _key(self, nargs):
        key = [nargs[k] for k in self.keys if k in nargs]
        for v in nargs.values():
            # a failing hasattr raises inside: cheap types are skipped first
            if type(v) not in _NO_DTYPE and hasattr(v, "dtype"):
                key.append(str(v.dtype))
        return tuple(key)

    def _tune(self, args, kwargs, grid, nargs, key):
        t0 = time.perf_counter()
        pruned = self.prune_configs(kwargs, nargs)
        self._failures = {}
        failed = self._precompile(args, kwargs, pruned)
        timings = {}
        for config in pruned:
            if config in failed:
                timings[config] = self._failed(config, failed[config])
                continue
            if _printing():
                print(f"Autotuning kernel {self.__name__} with config {config}")
            timings[config] = self._bench(args, kwargs, grid, config)
        self.bench_time = time.perf_counter() - t0
        if all(t[0] == float("inf") for t in timings.values()):
            reasons = "\n".join(f"  {c}: {type(e).__name__}: {e}" for c, e in self._failures.items())
            raise RuntimeError(f"autotuning {self.__name__}: no config compiled and ran; each failed:\n{reasons}")
        self.configs_timings = timings
        self.cache[key] = builtins.min(timings, key=timings.get)
        self._pre(nargs, reset_only=True)

    def _disk_path(self, key, configs):
        """Where ``cache_results`` keeps a tuning: kernel source, tuning key, configs, target."""
        fn = self.fn
        while not hasattr(fn, "cache_key") and hasattr(fn, "fn"):
            fn = fn.fn
        from .. import _C
        from .driver import driver
        from .jit import _cache_dir
        parts = [_C.version(), repr(driver.active.get_current_target()), getattr(fn, "cache_key", self.__name__),
                 repr(key)] + [repr(c) for c in configs]
        digest = hashlib.sha256("\n".join(parts).encode()).hexdigest()
        return os.path.join(_cache_dir(), "autotune", digest[:2], f"{digest}.{self.__name__[:100]}.json")

    def _load_tuning(self, key):
        path = self._disk_path(key, self.configs)
        try:
            with open(path) as f:
                saved = json.load(f)
            timings = {self.configs[i]: t for i, t in saved["timings"]}
        except (OSError, ValueError, KeyError, IndexError, TypeError):
            return False
        self.configs_timings = timings
        self.cache[key] = builtins.min(timings, key=timings.get)
        self.bench_time = 0.0
        return True

    def _save_tuning(self, key):
        path = self._disk_path(key, self.configs)
        index = {c: i for i, c in enumerate(self.configs)}
        data = {"kernel": self.__name__, "key": repr(key),
                "timings": [(index[c], t) for c, t in self.configs_timings.items() if c in index]}
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w") as f:
            json.dump(data, f)
        os.replace(tmp, path)  # atomic: a concurrent reader sees all or nothing

    def run(self, *args: Any, grid: Grid, warmup: bool = False, **kwargs: Any) -> Any:
        if len(self.configs) > 1:
            # the common case, kept short: a launch of a tuned key costs little over the kernel's
            key = self._positional_key(args) if not kwargs else None
            config = self.cache.get(key) if key is not None else None
            if config is not None and config.pre_hook is None:
                launch = self._launch_kwargs.get(key)
                if launch is None or launch[0] is not config:
                    launch = self._launch_kwargs[key] = (config, config.all_kwargs())
                self.best_config = config
                return self.fn.run(*args, grid=grid, warmup=warmup, **launch[1])
        nargs = dict(zip(self.arg_names, args))
        nargs.update(kwargs)
        if len(self.configs) > 1:
            key = self._key(nargs)
            if key not in self.cache:
                # Configs with pre-hooks cannot be replayed from disk (the hooks may matter);
                # interpreted timings say nothing about compiled ones (upstream skips them too).
                use_disk = (self.cache_results and not any(c.pre_hook for c in self.configs)
                            and not _interpreted(self.fn))
                if not (use_disk and self._load_tuning(key)):
                    self._tune(args, kwargs, grid, nargs, key)
                    if use_disk:
                        self._save_tuning(key)
                if _printing():
                    print(f"Triton autotuning for function {self.__name__},\nwith key as {key},\n"
                          f"finished after {self.bench_time:.2f}s,\nbest config selected: {self.cache[key]};")
            config = self.cache[key]
        else:
            config = self.configs[0]
        self.best_config = config
        full = {**nargs, **config.all_kwargs()}
        if config.pre_hook is not None:
            config.pre_hook(full)
        return self.fn.run(*args, grid=grid, warmup=warmup, **kwargs, **config.all_kwargs())

    def warmup(self, *args: Any, grid: Grid | None = None, **kwargs: Any) -> list[Any]:
        return [self.fn.warmup(*args, grid=grid, **kwargs, **c.all_kwargs()) for c in self.prune_configs(kwargs)]


# Argument types that never carry a dtype (the tuning key's dtype part skips them).
_NO_DTYPE = frozenset({int, float, bool, str, type(None)})


def _printing():
    return knobs.autotuning.print


def _takes_two(fn):
    import inspect
    try:
        return len(inspect.signature(fn).parameters) >= 2
    except (TypeError, ValueError):
        return False


def autotune(configs: Iterable[Config] | None, key: Iterable[str], prune_configs_by: Mapping[str, Any] | None = None,
             reset_to_zero: Iterable[str] | None = None, restore_value: Iterable[str] | None = None,
             pre_hook: Callable[..., Any] | None = None, post_hook: Callable[..., Any] | None = None,
             warmup: float | None = None, rep: float | None = None, use_cuda_graph: bool = False,
             do_bench: Callable[..., Any] | None = None,
             cache_results: bool = False) -> Callable[[KernelInterface], Autotuner]:
    """Decorator: tune ``configs`` for each new value of the ``key`` arguments (and their dtypes)."""
    def decorator(fn: KernelInterface) -> Autotuner:
        return Autotuner(fn, _arg_names(fn), configs, key, reset_to_zero, restore_value, pre_hook=pre_hook,
                         post_hook=post_hook, prune_configs_by=prune_configs_by, warmup=warmup, rep=rep,
                         use_cuda_graph=use_cuda_graph, do_bench=do_bench, cache_results=cache_results)
    return decorator


class Heuristics(KernelInterface):
    """Computes meta-parameters from the other arguments before launching."""

    def __init__(self, fn: KernelInterface, arg_names: Sequence[str],
                 values: Mapping[str, Callable[[dict[str, Any]], Any]]) -> None:
        self.fn = fn
        self.arg_names = arg_names
        self.values = values
        self.__name__ = _base_name(fn)
        if hasattr(fn, "_prepare"):  # an autotuner above can then compile its configs up front
            self._prepare = lambda args, kwargs: fn._prepare(args, self._fill(args, dict(kwargs)))
            self._compile_batch = fn._compile_batch

    def _fill(self, args, kwargs):
        for name, f in self.values.items():
            kwargs[name] = f({**dict(zip(self.arg_names, args)), **kwargs})
        return kwargs

    def run(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn.run(*args, **self._fill(args, kwargs))

    def warmup(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn.warmup(*args, **self._fill(args, kwargs))


def heuristics(values: Mapping[str, Callable[[dict[str, Any]], Any]]) -> Callable[[KernelInterface], Heuristics]:
    """Decorator: ``values`` maps meta-parameter names to functions of the argument dict."""
    def decorator(fn: KernelInterface) -> Heuristics:
        return Heuristics(fn, _arg_names(fn), values)
    return decorator
