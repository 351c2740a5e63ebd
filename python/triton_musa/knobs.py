"""``triton_musa.knobs`` (``triton.knobs``): upstream Triton's settings object, for the settings
triton_musa honours.

Each knob belongs to a group (``knobs.cache.dir``, ``knobs.runtime.override_arch``, ...) and is
backed by an environment variable. Reading a knob reads the variable each time (its default when
unset) unless the knob was set in-process; setting it records the value in-process and, while
``knobs.propagate_env`` is true (the default), writes the variable too. Knobs the compiler reads
from the environment itself (``compilation.dump_ir``, ``cache.dump_dir``, ...) always write it:
that is how they take effect. ``knobs.env`` assigned to a knob, or ``del``, forgets the
in-process value.

Only knobs that take effect exist: assigning any other attribute of a group (an upstream knob
triton_musa does not honour, a misspelling) raises ``AttributeError`` rather than doing nothing.
A knob set in-process applies to the next launch of every kernel (the launch fast path is reset);
a variable changed in ``os.environ`` directly is seen at the next compile, as before knobs.

``knobs.scope()`` restores every knob and its variable on exit; ``knobs.reset()`` forgets every
in-process value.

``knobs.runtime.launch_enter_hook`` / ``launch_exit_hook`` are hook chains, as upstream's: each
function added is called with the launch's metadata (a ``LazyDict``) before / after every
launch (the launch fast path is off while any is added).
"""
from __future__ import annotations

import os
import sys
import types
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterator

if TYPE_CHECKING:
    from typing import TypeVar

    _Group = TypeVar("_Group", bound="base_knobs")

__all__ = ["autotuning", "cache", "compilation", "env", "language", "nvidia", "propagate_env", "reset", "runtime",
           "scope"]

propagate_env: bool = True

_TRUE = ("1", "true", "on", "yes")
_F32_PRECISIONS = ("tf32", "tf32x3", "ieee", "bf16x3", "bf16x6")
_UNSET = object()
_listeners = []


class Env:
    """The type of ``knobs.env``: assigned to a knob, it forgets the in-process value."""

    def __repr__(self) -> str:
        return "knobs.env"


env = Env()


def _subscribe(fn: Callable[[], object]) -> None:
    """Calls ``fn()`` after any knob changes in-process (the JIT drops what it derived from them)."""
    _listeners.append(fn)


def _changed():
    for fn in _listeners:
        fn()


def _setenv(key, value):
    if value is None:
        os.environ.pop(key, None)
    else:
        os.environ[key] = value


_settings_variables = None


def compile_settings() -> dict[str, str]:
    """The variables the compiler reads for a compile (``_C.settings_variables()``) that are set
    now: sent with each compile message, so a knob or variable changed in-process applies to
    the next compile."""
    global _settings_variables
    if _settings_variables is None:
        from . import _C
        _settings_variables = tuple(_C.settings_variables())
    env = os.environ
    return {k: env[k] for k in _settings_variables if k in env}


def _home(sub):
    return os.path.join(os.path.expanduser("~"), ".triton_musa", sub)


class _Knob:
    """One knob: ``key`` is its environment variable. ``compiler_env``: the compiler reads the
    variable itself, so setting the knob always writes it."""

    def __init__(self, key: str, default: Any = None, doc: str = "", compiler_env: bool = False) -> None:
        self.key = key
        self.default = default
        self.compiler_env = compiler_env
        self.__doc__ = doc

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: base_knobs | None, owner: type | None = None) -> Any:
        if obj is None:
            return self
        v = obj.__dict__.get(self.name, _UNSET)
        if v is not _UNSET:
            return v
        raw = os.environ.get(self.key)
        if raw is None:
            return self.default() if callable(self.default) else self.default
        return self.parse(raw)

    def __set__(self, obj: base_knobs, value: Any) -> None:
        if isinstance(value, Env):
            self.__delete__(obj)
            return
        value = self.check(value, f"knobs.{obj._group}.{self.name}")
        if value is _UNSET:  # back to the default
            obj.__dict__.pop(self.name, None)
            raw = None
        else:
            obj.__dict__[self.name] = value
            raw = self.to_env(value)
        if propagate_env or self.compiler_env:
            _setenv(self.key, raw)
        _changed()

    def __delete__(self, obj: base_knobs) -> None:
        if obj.__dict__.pop(self.name, _UNSET) is not _UNSET:
            _changed()

    def parse(self, raw):
        return raw

    def check(self, value, where):
        return value

    def to_env(self, value):
        return None if value is None else str(value)


class _Bool(_Knob):

    def parse(self, raw):
        return raw.strip().lower() in _TRUE

    def check(self, value, where):
        if not isinstance(value, bool):
            raise TypeError(f"{where} takes a bool, got {value!r}")
        return value

    def to_env(self, value):
        return "1" if value else "0"


class _Path(_Knob):
    """A directory; None (or unsetting) means the default."""

    def check(self, value, where):
        if value is None:
            return _UNSET
        if not isinstance(value, (str, os.PathLike)):
            raise TypeError(f"{where} takes a path, got {value!r}")
        return os.fspath(value)

    def parse(self, raw):
        return raw or (self.default() if callable(self.default) else self.default)


class _OptStr(_Knob):
    """A string or None; ``choices`` limits the strings."""

    def __init__(self, key, choices=None, **kw):
        super().__init__(key, **kw)
        self.choices = choices

    def _valid(self, value, where):
        if self.choices is not None and value not in self.choices:
            raise ValueError(f"{where} must be one of {', '.join(map(repr, self.choices))} or None, got {value!r}")
        return value

    def check(self, value, where):
        if value is None:
            return None
        if not isinstance(value, str):
            raise TypeError(f"{where} takes a string or None, got {value!r}")
        return self._valid(value, where)

    def parse(self, raw):
        return self._valid(raw, self.key) if raw else None


class base_knobs:
    """A group of knobs. Only its knobs can be assigned."""

    _group = "?"

    @property
    def knob_descriptors(self) -> dict[str, _Knob]:
        """``{name: descriptor}`` of the group's knobs (each has ``.key``, its variable)."""
        out = {}
        for cls in reversed(type(self).__mro__):
            out.update({k: v for k, v in vars(cls).items() if isinstance(v, _Knob)})
        return out

    @property
    def knobs(self) -> dict[str, Any]:
        """``{name: current value}``."""
        return {k: getattr(self, k) for k in self.knob_descriptors}

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in self.knob_descriptors:
            raise AttributeError(
                f"knobs.{self._group} has no knob {name!r}: triton_musa does not honour it (its knobs here: "
                f"{', '.join(self.knob_descriptors) or 'none'})")
        super().__setattr__(name, value)

    def copy(self: _Group) -> _Group:
        """A group with the same in-process values."""
        new = type(self)()
        new.__dict__.update(self.__dict__)
        return new

    def reset(self: _Group) -> _Group:
        """Forgets the in-process values: every knob reads its variable again."""
        if self.__dict__:
            self.__dict__.clear()
            _changed()
        return self

    @contextmanager
    def scope(self: _Group) -> Iterator[_Group]:
        """Restores the group's in-process values and variables on exit."""
        keys = [k.key for k in self.knob_descriptors.values()]
        saved_env = {k: os.environ.get(k) for k in keys}
        saved = dict(self.__dict__)
        try:
            yield self
        finally:
            self.__dict__.clear()
            self.__dict__.update(saved)
            for k, v in saved_env.items():
                _setenv(k, v)
            _changed()

    def __repr__(self) -> str:
        return f"knobs.{self._group}({', '.join(f'{k}={v!r}' for k, v in self.knobs.items())})"


class cache_knobs(base_knobs):
    _group = "cache"
    dir = _Path("TRITON_CACHE_DIR", lambda: _home("cache"), "Where compiled kernels are cached.")
    dump_dir = _Path("TRITON_DUMP_DIR", lambda: _home("dump"), "Where compilation.dump_ir writes stages.",
                     compiler_env=True)
    override_dir = _Path("TRITON_OVERRIDE_DIR", lambda: _home("override"),
                         "Where compilation.override finds replacement stages.", compiler_env=True)


class compilation_knobs(base_knobs):
    _group = "compilation"
    always_compile = _Bool("TRITON_ALWAYS_COMPILE", False, "Compile even when the cache has the kernel.",
                           compiler_env=True)
    dump_ir = _Bool("TRITON_KERNEL_DUMP", False, "Write every stage of each kernel compiled to cache.dump_dir.",
                    compiler_env=True)
    override = _Bool("TRITON_KERNEL_OVERRIDE", False,
                     "Compile from the stage files found in cache.override_dir.", compiler_env=True)


class HookChain:
    """Functions called in order (in reverse for an exit chain) with the same arguments."""

    def __init__(self, reversed: bool = False) -> None:
        self.calls: list[Callable[..., Any]] = []
        self.reversed = reversed

    def add(self, func: Callable[..., Any]) -> None:
        if func not in self.calls:
            self.calls.append(func)
            _changed()  # launches must leave the fast path, which calls no hook

    def remove(self, func: Callable[..., Any]) -> None:
        if func in self.calls:
            self.calls.remove(func)
            _changed()

    def __call__(self, *args: Any, **kwargs: Any) -> None:
        for call in (self.calls[::-1] if self.reversed else list(self.calls)):
            call(*args, **kwargs)


class runtime_knobs(base_knobs):
    _group = "runtime"
    launch_enter_hook = HookChain()
    launch_exit_hook = HookChain(reversed=True)
    interpret = _Bool("TRITON_INTERPRET", False, "Run kernels decorated from now on in the interpreter.")
    debug = _Bool("TRITON_DEBUG", False, "Compile kernels with device assertions (unless @jit(debug=...) says).",
                  compiler_env=True)
    override_arch = _OptStr("TRITON_OVERRIDE_ARCH", doc="Compile for this GPU architecture (sm90, mp_31) instead of "
                            "the device's; no effect on the cpu target.")


class language_knobs(base_knobs):
    _group = "language"
    fp32_default = _OptStr("TRITON_F32_DEFAULT", choices=_F32_PRECISIONS,
                           doc="tl.dot's input_precision for calls that name none (None: tf32).")
    default_fp_fusion = _Bool("TRITON_DEFAULT_FP_FUSION", True,
                              "Let multiplies and adds fuse into FMAs unless a launch says enable_fp_fusion.")


class autotuning_knobs(base_knobs):
    _group = "autotuning"
    cache = _Bool("TRITON_CACHE_AUTOTUNING", False, "Keep autotuning results on disk (autotuners made from now on).")
    print = _Bool("TRITON_PRINT_AUTOTUNING", False, "Print each autotuning result.", compiler_env=True)


class nvidia_knobs(base_knobs):
    _group = "nvidia"
    libdevice_path = _OptStr("TRITON_LIBDEVICE_PATH", doc="CUDA's libdevice bitcode for the cuda target.",
                             compiler_env=True)


cache = cache_knobs()
compilation = compilation_knobs()
runtime = runtime_knobs()
language = language_knobs()
autotuning = autotuning_knobs()
nvidia = nvidia_knobs()

_GROUPS = ("cache", "compilation", "runtime", "language", "autotuning", "nvidia")


def reset() -> None:
    """Forgets every in-process value."""
    for g in _GROUPS:
        getattr(_module, g).reset()


@contextmanager
def scope() -> Iterator[types.ModuleType]:
    """Restores every knob, its variable and ``propagate_env`` on exit."""
    groups = {g: getattr(_module, g) for g in _GROUPS}
    saved = {g: dict(obj.__dict__) for g, obj in groups.items()}
    saved_env = {k.key: os.environ.get(k.key) for obj in groups.values() for k in obj.knob_descriptors.values()}
    saved_propagate = propagate_env
    try:
        yield _module
    finally:
        for g, obj in groups.items():
            object.__setattr__(_module, g, obj)
            obj.__dict__.clear()
            obj.__dict__.update(saved[g])
        for k, v in saved_env.items():
            _setenv(k, v)
        object.__setattr__(_module, "propagate_env", saved_propagate)
        _changed()


class _KnobsModule(types.ModuleType):
    """Assignments to the module: ``propagate_env``, or a group replaced by one of its kind."""

    def __setattr__(self, name, value):
        if name == "propagate_env":
            value = bool(value)
        elif name in _GROUPS:
            if type(value) is not type(getattr(self, name)):
                raise TypeError(f"knobs.{name} must be a {type(getattr(self, name)).__name__}, got {value!r}")
        elif not name.startswith("_"):
            raise AttributeError(f"knobs has no group {name!r} that triton_musa honours (its groups: "
                                 f"{', '.join(_GROUPS)})")
        super().__setattr__(name, value)
        if name in _GROUPS:
            _changed()


_module = sys.modules[__name__]
_module.__class__ = _KnobsModule
