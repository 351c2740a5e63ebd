"""``autotune``, ``heuristics`` and ``Config``."""
import builtins
import os
import time

from ..errors import CompilationError, OutOfResources
from .jit import KernelInterface

__all__ = ["Config", "Autotuner", "autotune", "Heuristics", "heuristics"]


class Config:
    """One autotuning configuration: meta-parameters plus launch options."""

    def __init__(self, kwargs, num_warps=4, num_stages=3, num_ctas=1, maxnreg=None, pre_hook=None,
                 ir_override=None):
        self.kwargs = dict(kwargs)
        self.num_warps = num_warps
        self.num_stages = num_stages
        self.num_ctas = num_ctas
        self.maxnreg = maxnreg
        self.pre_hook = pre_hook
        self.ir_override = ir_override

    def all_kwargs(self):
        opts = {"num_warps": self.num_warps, "num_stages": self.num_stages, "num_ctas": self.num_ctas}
        return {**self.kwargs, **{k: v for k, v in opts.items() if v is not None}}

    def __str__(self):
        parts = [f"{k}: {v}" for k, v in self.kwargs.items()]
        parts += [f"num_warps: {self.num_warps}", f"num_ctas: {self.num_ctas}",
                  f"num_stages: {self.num_stages}", f"maxnreg: {self.maxnreg}"]
        return ", ".join(parts)

    __repr__ = __str__

    def _identity(self):
        return (tuple(sorted(self.all_kwargs().items())), self.maxnreg, self.pre_hook)

    def __hash__(self):
        return hash(self._identity())

    def __eq__(self, other):
        return isinstance(other, Config) and self._identity() == other._identity()


def _arg_names(fn):
    while not hasattr(fn, "arg_names"):
        fn = fn.fn
    return fn.arg_names


def _base_name(fn):
    while hasattr(fn, "fn"):
        fn = fn.fn
    return getattr(fn, "__name__", repr(fn))


class Autotuner(KernelInterface):
    """Benchmarks every config the first time a key is seen and launches the fastest."""

    def __init__(self, fn, arg_names, configs, key, reset_to_zero=None, restore_value=None,
                 pre_hook=None, post_hook=None, prune_configs_by=None, warmup=None, rep=None,
                 use_cuda_graph=False, do_bench=None, cache_results=False):
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
        self.warmup = warmup if warmup is not None else 25
        self.rep = rep if rep is not None else 100
        self._do_bench = do_bench
        self.cache = {}
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
                return _db(f, warmup=self.warmup, rep=self.rep, quantiles=quantiles)
        try:
            r = bench(call, quantiles=(0.5, 0.2, 0.8))
            return list(r) if isinstance(r, (list, tuple)) else [r, r, r]
        except (OutOfResources, CompilationError) as e:
            if os.environ.get("TRITON_PRINT_AUTOTUNING") == "1":
                print(f"Autotuning failed with {e}")
            return [float("inf")] * 3

    def prune_configs(self, kwargs, nargs=None):
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

    def _key(self, nargs):
        key = [nargs[k] for k in self.keys if k in nargs]
        key += [str(v.dtype) for v in nargs.values() if hasattr(v, "dtype")]
        return tuple(key)

    def run(self, *args, grid, warmup=False, **kwargs):
        nargs = dict(zip(self.arg_names, args))
        nargs.update(kwargs)
        if len(self.configs) > 1:
            key = self._key(nargs)
            if key not in self.cache:
                t0 = time.perf_counter()
                pruned = self.prune_configs(kwargs, nargs)
                timings = {}
                for config in pruned:
                    if os.environ.get("TRITON_PRINT_AUTOTUNING") == "1":
                        print(f"Autotuning kernel {self.__name__} with config {config}")
                    timings[config] = self._bench(args, kwargs, grid, config)
                self.bench_time = time.perf_counter() - t0
                self.cache[key] = builtins.min(timings, key=timings.get)
                self.configs_timings = timings
                self._pre(nargs, reset_only=True)
                if os.environ.get("TRITON_PRINT_AUTOTUNING") == "1":
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

    def warmup(self, *args, grid=None, **kwargs):
        return [self.fn.warmup(*args, grid=grid, **kwargs, **c.all_kwargs()) for c in self.prune_configs(kwargs)]


def _takes_two(fn):
    import inspect
    try:
        return len(inspect.signature(fn).parameters) >= 2
    except (TypeError, ValueError):
        return False


def autotune(configs, key, prune_configs_by=None, reset_to_zero=None, restore_value=None, pre_hook=None,
             post_hook=None, warmup=None, rep=None, use_cuda_graph=False, do_bench=None, cache_results=False):
    """Decorator: tune ``configs`` for each new value of the ``key`` arguments (and their dtypes)."""
    def decorator(fn):
        return Autotuner(fn, _arg_names(fn), configs, key, reset_to_zero, restore_value, pre_hook=pre_hook,
                         post_hook=post_hook, prune_configs_by=prune_configs_by, warmup=warmup, rep=rep,
                         use_cuda_graph=use_cuda_graph, do_bench=do_bench, cache_results=cache_results)
    return decorator


class Heuristics(KernelInterface):
    """Computes meta-parameters from the other arguments before launching."""

    def __init__(self, fn, arg_names, values):
        self.fn = fn
        self.arg_names = arg_names
        self.values = values
        self.__name__ = _base_name(fn)

    def _fill(self, args, kwargs):
        for name, f in self.values.items():
            kwargs[name] = f({**dict(zip(self.arg_names, args)), **kwargs})
        return kwargs

    def run(self, *args, **kwargs):
        return self.fn.run(*args, **self._fill(args, kwargs))

    def warmup(self, *args, **kwargs):
        return self.fn.warmup(*args, **self._fill(args, kwargs))


def heuristics(values):
    """Decorator: ``values`` maps meta-parameter names to functions of the argument dict."""
    def decorator(fn):
        return Heuristics(fn, _arg_names(fn), values)
    return decorator
