"""Makes ``import triton`` resolve to ``triton_musa`` when no other ``triton`` is installed.

Loaded at interpreter start by ``triton_musa_alias.pth``; it must stay cheap: it imports
neither torch nor the compiler extension, and it does nothing until ``triton`` is imported.

A finder is appended to the END of ``sys.meta_path`` so that every normal finder (an installed
upstream Triton included) wins for the top-level name ``triton``. Once ``triton`` has been
aliased to ``triton_musa``, a second finder at the front maps ``triton.<sub>`` to the very same
module objects as ``triton_musa.<sub>`` (otherwise the path finder would load the files a
second time under the alias names).
"""
import sys

_REAL = "triton_musa"
_ALIAS = "triton"


def _real_name(fullname):
    return _REAL + fullname[len(_ALIAS):]


def _alias_active():
    mod = sys.modules.get(_ALIAS)
    return mod is not None and mod is sys.modules.get(_REAL)


def _sync():
    """Registers every loaded ``triton_musa.*`` module under its ``triton.*`` name too."""
    prefix = _REAL + "."
    for name, mod in list(sys.modules.items()):
        if name.startswith(prefix):
            sys.modules.setdefault(_ALIAS + name[len(_REAL):], mod)


class _AliasLoader:
    def __init__(self, real):
        self.real = real

    def create_module(self, spec):
        import importlib
        return importlib.import_module(self.real)

    def exec_module(self, module):
        _sync()

    def get_code(self, fullname):
        """The real module's code, so ``python -m triton.tools.compile`` runs ours."""
        import importlib.util
        spec = importlib.util.find_spec(self.real)
        get = getattr(spec.loader, "get_code", None) if spec is not None else None
        return get(self.real) if get is not None else None


class _TopLevelFinder:
    """Claims ``triton`` only when nothing before it did and ``triton_musa`` exists."""

    @staticmethod
    def find_spec(fullname, path=None, target=None):
        if fullname != _ALIAS:
            return None
        import importlib.util
        try:
            if importlib.util.find_spec(_REAL) is None:
                return None
        except (ImportError, ValueError):
            return None
        _install_submodule_finder()
        return importlib.util.spec_from_loader(_ALIAS, _AliasLoader(_REAL), is_package=True)


class _SubmoduleFinder:
    """``triton.<sub>`` -> ``triton_musa.<sub>``, only while ``triton`` is the alias."""

    @staticmethod
    def find_spec(fullname, path=None, target=None):
        if not fullname.startswith(_ALIAS + ".") or not _alias_active():
            return None
        import importlib.util
        real = _real_name(fullname)
        try:
            spec = importlib.util.find_spec(real)
        except (ImportError, ValueError):
            return None
        if spec is None:
            return None
        return importlib.util.spec_from_loader(fullname, _AliasLoader(real),
                                               is_package=spec.submodule_search_locations is not None)


def _install_submodule_finder():
    if not any(f is _SubmoduleFinder for f in sys.meta_path):
        sys.meta_path.insert(0, _SubmoduleFinder)


def install():
    """Appends the top-level finder to ``sys.meta_path`` (idempotent)."""
    if not any(f is _TopLevelFinder for f in sys.meta_path):
        sys.meta_path.append(_TopLevelFinder)


install()


def force():
    """Binds ``triton`` to ``triton_musa`` even where another ``triton`` is installed (to run
    code written for upstream, its tutorials say, unchanged on triton_musa)."""
    import importlib
    real = importlib.import_module(_REAL)
    for name in [n for n in sys.modules if n == _ALIAS or n.startswith(_ALIAS + ".")]:
        del sys.modules[name]
    sys.modules[_ALIAS] = real
    _install_submodule_finder()
    _sync()
