"""The game contract is declared and checked (pyengine/contract/parts.py): every game package
states what it provides in one typed object, ``PARTS``, and mypy checks it; a misspelt or
mis-typed hook is a type error, not a silence; nothing looks hooks up by name any more."""

from __future__ import annotations

import ast
import importlib
import textwrap
from dataclasses import fields
from pathlib import Path

import pytest

from pyengine import games
from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.contract.state import State
from pyengine.kit.fromparts import GameFromParts
from pyengine.kit.rounds import Rounds

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("package", games.CATALOGUE + games.UNLISTED)
def test_every_game_package_declares_its_parts(package):
    module = importlib.import_module(f"pyengine.games.{package}.game")
    parts = module.PARTS
    assert isinstance(parts, GameParts) and isinstance(parts.notation, Notation)
    assert isinstance(parts.search, SearchHooks)
    assert isinstance(module.GAME, GameFromParts) and module.GAME.parts is parts
    assert parts.info is importlib.import_module(f"pyengine.games.{package}.info").INFO


@pytest.mark.parametrize("package", games.CATALOGUE + games.UNLISTED)
def test_every_game_declares_an_evaluation_and_a_search_chosen_by_measurement(package):
    """Issue 53: the evaluation is part of the contract; a game whose levels search by
    alpha-beta (or by its own plan) measured its positions per second in the page (its budgets)."""
    search = importlib.import_module(f"pyengine.games.{package}.game").PARTS.search
    assert search.evaluate is not None, f"{package} declares no evaluation"
    assert search.searcher in ("mcts", "alphabeta", "plan")
    assert search.searcher == "mcts" or search.nodes_per_second > 0
    assert (search.searcher == "plan") == (search.plan is not None)


#: The getattr calls left below the app, each with its reason: none looks up a hook.
ALLOWED_GETATTR = {
    "pyengine/contract/state.py": "the mark of a State's cached legal_actions",
}


def test_no_hook_is_looked_up_by_name():
    """The contract, the kit and the search call hooks as typed fields: no ``getattr(x, name)``
    that a misspelling would turn into a silent None; and nowhere in the engine a getattr of a
    hook's name."""
    hooks = {f.name for cls in (GameParts, Notation, SearchHooks) for f in fields(cls)}
    found = []
    for path in sorted((ROOT / "pyengine").rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "getattr"):
                continue
            named = node.args[1] if len(node.args) > 1 else None
            if isinstance(named, ast.Constant) and named.value in hooks:
                found.append(f"{where}:{node.lineno} looks up {named.value!r}")
            elif where.startswith(("pyengine/contract/", "pyengine/kit/", "pyengine/ai/")):
                if where not in ALLOWED_GETATTR:
                    found.append(f"{where}:{node.lineno}")
    assert not found, "getattr lookups: " + ", ".join(found)


#: A game package's PARTS, with ``{notation}`` and ``{search}`` filled in by the tests.
PACKAGE = """
from __future__ import annotations
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from pyengine.contract import Action, GameInfo, State
from pyengine.contract.parts import GameParts, Notation, SearchHooks

INFO = GameInfo("t", "T", "", "", ("A", "B"), "", "")

@dataclass(frozen=True)
class TState(State):
    n: int = 0

def new_state(config: dict[str, Any]) -> TState:
    return TState()

def parse_record(text: str, config: dict[str, Any]) -> list[Action]:
    return []

def format_record(
    actions: Sequence[Action], config: dict[str, Any], states: Sequence[TState] | None = None
) -> str:
    return ""

def board_text(state: TState) -> str:
    return str(state.n)

def render(state: TState, ui: dict[str, Any] | None = None) -> str:
    return ""

def playout(state: TState, rng: random.Random) -> tuple[tuple[float, ...], int]:
    return (0.5, 0.5), 0

def worded_priors(state: TState, actions: Sequence[Action]) -> str:
    return ""

def priors_of_numbers(state: int, actions: Sequence[Action]) -> list[float]:
    return []

PARTS = GameParts(
    info=INFO,
    new_state=new_state,
    notation=Notation(parse_record=parse_record, format_record=format_record, {notation}),
    render=render,
    search=SearchHooks({search}),
)
"""


def mypy_errors(tmp_path: Path, notation: str, search: str) -> list[str]:
    return mypy_errors_of(tmp_path, textwrap.dedent(PACKAGE).format(notation=notation, search=search))


def mypy_errors_of(tmp_path: Path, text: str) -> list[str]:
    from mypy import api

    source = tmp_path / "package.py"
    source.write_text(text)
    out, err, status = api.run(
        [
            "--strict",
            "--no-incremental",
            "--cache-dir=/dev/null",
            "--python-version=3.11",
            "--follow-imports=silent",
            "--ignore-missing-imports",
            str(source),
        ]
    )
    assert status in (0, 1), err
    return [line for line in out.splitlines() if ": error:" in line]


def test_mypy_checks_a_package_against_the_contract(tmp_path):
    """A good package passes; a misspelt hook, a hook of the wrong type and a hook on another
    position type fail."""
    assert mypy_errors(tmp_path, "board_text=board_text", "playout=playout") == []
    errors = mypy_errors(tmp_path, "bord_text=board_text", "playout=playout, priors=worded_priors")
    assert any('Unexpected keyword argument "bord_text" for "Notation"' in e for e in errors), errors
    assert any('Argument "priors" to "SearchHooks" has incompatible type' in e for e in errors), errors
    errors = mypy_errors(tmp_path, "board_text=board_text", "priors=priors_of_numbers")
    assert errors and all("GameParts" in e or "SearchHooks" in e for e in errors), errors


def _subclasses(cls: type) -> list[type]:
    return [cls] + [c for sub in cls.__subclasses__() for c in _subclasses(sub)]


def test_a_series_forwards_nothing_to_the_game_in_play():
    """A series of games (:class:`Rounds`: a best-of match, Schneider von Gent's two games,
    Subdivide's rounds) answers only what it declares: who reads the game in play reads its
    ``current``; a misspelt or misplaced attribute is an AttributeError and a type error."""
    for package in games.CATALOGUE + games.UNLISTED:
        importlib.import_module(f"pyengine.games.{package}.game")  # (their series' classes)
    series = _subclasses(Rounds)
    assert len(series) >= 4, series  # Rounds, BestOf and the games' own matches
    for cls in series:
        for base in cls.__mro__[:-1]:  # (object has its own __getattribute__)
            assert "__getattr__" not in vars(base) and "__getattribute__" not in vars(base), (cls, base)
    assert all(issubclass(cls, State) for cls in series)


#: Reads through a series, and a series' view that takes only a game: type errors.
SERIES = """
from __future__ import annotations
from typing import Any
from pyengine.kit.bestof import BestOf, SeriesView
from pyengine.games.einstein.rules import EinsteinState

def board_of_series(series: BestOf[EinsteinState]) -> tuple[int, ...]:
    return series.board

def board_of_game(series: BestOf[EinsteinState]) -> tuple[int, ...]:
    return series.current.board

def game_view(state: EinsteinState, ui: dict[str, Any] | None) -> str:
    return ""

def text(shown: EinsteinState | BestOf[EinsteinState]) -> str:
    return shown.status()

VIEW: SeriesView[EinsteinState] = SeriesView(render=game_view, board_text=text)
"""


def test_mypy_says_which_functions_see_a_series(tmp_path):
    """The game's fields are read on the game in play, never through the series; a view that
    shows series (pyengine/kit/bestof.py SeriesView) must take one."""
    errors = mypy_errors_of(tmp_path, SERIES)
    assert any('"BestOf[EinsteinState]" has no attribute "board"' in e for e in errors), errors
    assert any('Argument "render" to "SeriesView" has incompatible type' in e for e in errors), errors
    lines = SERIES.splitlines()
    wrong = {lines.index("    return series.board") + 1, lines.index(lines[-1]) + 1}
    assert {int(e.split(":")[1]) for e in errors} == wrong, errors  # nowhere else
