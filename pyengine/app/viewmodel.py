"""The view as a model: typed, frozen parts, each with a version the bridge moves on when the
part changes (issue 52, item 2).

The bridge (:mod:`pyengine.app.bridge`) builds a :class:`View` of parts for every answer; the
page protocol (:mod:`pyengine.app.protocol`) sends a part's keys only when its version moved
since the answer the page holds (and then only its keys that changed). The wire stays flat:
the page reads the keys of :data:`pyengine.app.protocol.VIEW_KEYS`, which are the parts'
fields (tests/test_protocol.py checks that every key is one part's field).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

__all__ = [
    "Game",
    "Board",
    "Marks",
    "Status",
    "Moves",
    "Seats",
    "Link",
    "Panels",
    "Form",
    "Lesson",
    "Analysis",
    "Study",
    "PART_TYPES",
    "View",
    "Versions",
]


@dataclass(frozen=True)
class Game:
    """What the game is and what the page may offer in it."""

    game: str
    title: str
    flags: list[str]
    labels: dict[str, str]


@dataclass(frozen=True)
class Board:
    """The board's drawing (None: the page's pre-rendered start board is this very board)."""

    svg: str | None


@dataclass(frozen=True)
class Marks:
    """What the page marks on the board: targets, the selection, the last move, the hint
    (pyengine/svg.py MARKS), what decided the game, the computer's shares, the piece moved."""

    targets: list[str]
    marks: dict[str, list[str]]
    decisive: list[str]
    shares: dict[str, float]
    moved: Any


@dataclass(frozen=True)
class Status:
    """Who is to move, or the result, and the words around it."""

    status: str
    message: str
    notice: str
    aside: str
    to_move: int | None
    over: bool
    result: str
    outcome: dict[str, Any] | None
    scores: list[str] | None
    turn_progress: list[int]
    prompt: dict[str, Any] | None
    ai_to_move: bool
    thinking: bool


@dataclass(frozen=True)
class Moves:
    """The history: the move list, the cursor, what undo and redo may do."""

    actions: int
    moves: list[dict[str, Any]]
    cursor: int
    behind: bool
    ai_waits: bool
    #: The last actions for a screen reader: [number, seat said (a roll's: the roller), words, a roll?,
    #: played for the person (forced)?]
    words: list[list[Any]]
    can_undo: bool
    can_redo: bool


@dataclass(frozen=True)
class Seats:
    """Who plays, and what the person at this device may do."""

    seats: list[str]
    seat_names: list[str]
    seat_colours: list[str]
    person_rolls: bool
    can_resign: bool
    resigns_as: str
    can_offer_draw: bool
    auto_roll: bool
    auto_forced: bool


@dataclass(frozen=True)
class Link:
    """The match as a link and as a save, and what the page stores for a reload."""

    query: str
    saved: str
    reopen: dict[str, Any] | None
    far: dict[str, Any] | None
    fix_url: str
    import_span: list[int]
    import_failed: bool


@dataclass(frozen=True)
class Panels:
    """The record panel's texts (None unless the page shows it)."""

    record: str | None
    exports: Any


@dataclass(frozen=True)
class Lesson:
    """The lesson shown (pyengine/app/learn.py), or None outside lessons."""

    lesson: dict[str, Any] | None


@dataclass(frozen=True)
class Analysis:
    """The analysis of the game (pyengine/app/analysing.py): how far it is, its thresholds
    (None: none stands for the game shown), and the judged turns so far."""

    analysis: dict[str, Any] | None
    judged: list[dict[str, Any]]


@dataclass(frozen=True)
class Study:
    """Exploring and comments (pyengine/app/studying.py), or None without a match."""

    study: dict[str, Any] | None


@dataclass(frozen=True)
class Replay:
    """A replay embed (pyengine/app/replaying.py), or None outside replays."""

    replay: dict[str, Any] | None


@dataclass(frozen=True)
class Form:
    """The new-game form's data (in the answers that open a game: protocol.FORM_KEYS)."""

    levels: list[str]
    options: list[dict[str, Any]]
    rules_html: str
    samples: list[dict[str, Any]]


#: The parts of every view, in the order of their keys on the wire.
PART_TYPES: tuple[type, ...] = (
    Game,
    Board,
    Marks,
    Status,
    Moves,
    Seats,
    Link,
    Panels,
    Lesson,
    Study,
    Analysis,
    Replay,
)


@dataclass(frozen=True)
class View:
    """A view: its parts (``form`` only in the answers that open a game)."""

    parts: tuple[Any, ...]
    form: Form | None = None

    def flat(self) -> dict[str, Any]:
        """The view's keys, as the page reads them."""
        out: dict[str, Any] = {}
        for part in self.parts + ((self.form,) if self.form is not None else ()):
            for f in fields(part):
                out[f.name] = getattr(part, f.name)
        return out


class Versions:
    """Each part's version: moved on when a part differs from the last one of its kind."""

    def __init__(self) -> None:
        self.last: dict[str, Any] = {}
        self.number: dict[str, int] = {}

    def stamp(self, view: View) -> dict[str, int]:
        """The versions of ``view``'s parts (a part equal to the last one keeps its version)."""
        out = {}
        for part in view.parts:
            name = type(part).__name__
            if self.last.get(name) != part:
                self.last[name] = part
                self.number[name] = self.number.get(name, 0) + 1
            out[name] = self.number[name]
        return out
