"""The exercises, by id. Modules ``checks_*.py`` in this package register themselves.

Instructors add private checks from a folder of ``.py`` files that call ``register``
(a new exercise) or ``extend`` (more cases for an existing one); all of it is private.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import importlib.util
import pkgutil
import sys
import threading
from pathlib import Path

from .core import Case, Exercise, Mistake

__all__ = [
    "register",
    "extend",
    "get_exercise",
    "exercises",
    "load_private_checks",
    "private_checks",
]

_REGISTRY: dict[str, Exercise] = {}
_loaded_builtin = False
_loaded_private: set[Path] = set()
_private_mode = False  # True while a private checks file runs
_lock = threading.RLock()


def register(exercise: Exercise) -> Exercise:
    """Add an exercise to the registry (an id may be registered once)."""
    if exercise.id in _REGISTRY:
        raise ValueError(f"exercise {exercise.id!r} is already registered")
    if "." not in exercise.id:
        raise ValueError(f"expected an id like 'ex01.vocab', got {exercise.id!r}")
    if _private_mode:
        exercise.private = True
        exercise.cases = [dataclasses.replace(c, private=True) for c in exercise.cases]
    _REGISTRY[exercise.id] = exercise
    return exercise


def extend(
    exercise_id: str,
    cases: list[Case],
    mistakes: list[Mistake] = (),
    error_hints: list[tuple[str, str]] = (),
) -> Exercise:
    """Add cases (private when called from a private checks file) to an exercise."""
    exercise = get_exercise(exercise_id)
    if _private_mode:
        cases = [dataclasses.replace(c, private=True) for c in cases]
    names = {c.name for c in exercise.cases}
    for case in cases:
        if case.name in names:
            raise ValueError(f"{exercise_id} already has a case named {case.name!r}")
    exercise.cases.extend(cases)
    exercise.mistakes.extend(mistakes)
    exercise.error_hints.extend(error_hints)
    return exercise


def _load_builtin() -> None:
    global _loaded_builtin
    with _lock:  # the batch grader looks exercises up from several threads
        if _loaded_builtin:
            return
        package = sys.modules[__package__]
        for info in sorted(
            pkgutil.iter_modules(package.__path__), key=lambda m: m.name
        ):
            if info.name.startswith("checks_"):
                importlib.import_module(f"{__package__}.{info.name}")
        _loaded_builtin = True


def load_private_checks(folder: str | Path) -> list[str]:
    """Run each ``*.py`` in ``folder`` (once); return the ids registered or extended."""
    global _private_mode
    _load_builtin()
    folder = Path(folder).resolve()
    if not folder.is_dir():
        raise ValueError(f"expected a folder of private checks, got {folder}")
    with _lock:
        before = {k: len(v.cases) for k, v in _REGISTRY.items()}
        for path in sorted(folder.glob("*.py")):
            if path in _loaded_private:
                continue
            _loaded_private.add(path)
            name = f"_private_checks_{abs(hash(path))}_{path.stem}"
            spec = importlib.util.spec_from_file_location(name, path)
            module = importlib.util.module_from_spec(spec)
            _private_mode = True
            try:
                spec.loader.exec_module(module)
            finally:
                _private_mode = False
        return [k for k, v in _REGISTRY.items() if before.get(k) != len(v.cases)]


@contextlib.contextmanager
def private_checks(folders=()):
    """Load the private checks of ``folders`` for one grading, and take them out again
    afterwards: a later grading in the same process (with other private checks, or
    none) sees only its own. Nested uses (a batch, then each of its submissions) load
    and remove once, at the outer level."""
    _load_builtin()
    with _lock:
        sizes = {
            k: (len(v.cases), len(v.mistakes), len(v.error_hints))
            for k, v in _REGISTRY.items()
        }
        loaded = set(_loaded_private)
    for folder in folders:
        load_private_checks(folder)
    try:
        yield
    finally:
        with _lock:
            for key in list(_REGISTRY):
                if key not in sizes:
                    del _REGISTRY[key]
                    continue
                n_cases, n_mistakes, n_hints = sizes[key]
                exercise = _REGISTRY[key]
                del exercise.cases[n_cases:]
                del exercise.mistakes[n_mistakes:]
                del exercise.error_hints[n_hints:]
            _loaded_private.intersection_update(loaded)


def get_exercise(exercise_id: str) -> Exercise:
    """The registered exercise with this id (raises KeyError listing the known ids)."""
    _load_builtin()
    try:
        return _REGISTRY[exercise_id]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY)) or "none"
        raise KeyError(f"no exercise {exercise_id!r}; known: {known}") from None


def exercises(prefix: str = "") -> list[Exercise]:
    """Registered exercises whose id is ``prefix`` or starts with ``prefix.``.

    In registration order: chapter by chapter, and within a chapter as its module lists
    them (the order of the notebook).
    """
    _load_builtin()
    return [
        ex
        for key, ex in _REGISTRY.items()
        if not prefix or key == prefix or key.startswith(prefix.rstrip(".") + ".")
    ]
