"""Lessons: a game taught by playing (issue 54). A game package's ``lessons.py`` declares its
:class:`Series`; the app's tutor (:mod:`pyengine.app.tutor`) runs one lesson on a match, and
tests/test_lessons.py checks every series: solvable, not solved by doing nothing, hints that
lead to a solution, every rule of the spec covered.

A lesson is a position (the game's own start with ``options``, then ``setup``, a record in the
game's notation), one or two sentences, and a task the engine checks: a predicate over the
person's turn (:class:`Turn`), so that every way that does the task counts. Texts are English,
marked with ``N_`` where they are written (locale/<lang>.po translates them; the tutor shows
them in the page's language).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pyengine.contract.actions import Action
from pyengine.contract.state import State

__all__ = ["Turn", "Task", "NOT_YET", "Lesson", "Series", "SPEC_SECTIONS"]

#: The rule sections of a spec written to shared/rules' template, by number (a game whose spec
#: numbers or names them otherwise lists its own).
SPEC_SECTIONS: Mapping[str, str] = {
    "2": "Equipment and board",
    "3": "Setup",
    "4": "Turn structure and legal moves",
    "5": "End of game, scoring, winner",
    "6": "Options and variants",
    "9": "Decisions and open points",
}


@dataclass(frozen=True)
class Turn:
    """What a task judges: the person's last turn and where the lesson began."""

    start: State  #: the lesson's position
    before: State  #: the position the person's last turn began in
    actions: tuple[Action, ...]  #: that turn's actions (empty: nothing was played)
    after: State  #: the position after it
    seat: int  #: the person's seat
    number: int  #: 1 for the person's first turn in the lesson, 2 for the next...


#: A task's verdict that the person's turn is fine but the task is not done yet: the opponent
#: replies (:attr:`Lesson.replies`) and the person plays on, up to :attr:`Lesson.turns` turns.
NOT_YET = "…"

#: The task: ``None`` when the turn does it; else why it missed, one sentence marked ``N_``
#: ("That move is legal, but it captures only one man: look for a jump that can go on."), or
#: :data:`NOT_YET`.
Task = Callable[[Turn], "str | None"]


@dataclass(frozen=True)
class Lesson:
    """One lesson: a position, its words, the task, and the rules of the spec it teaches."""

    id: str  #: stable (the device remembers which lessons are done by it)
    title: str  #: a few words, marked ``N_``
    text: str  #: the idea and the task: at most two sentences, marked ``N_``
    task: Task
    #: The rules it teaches: keys of the series' :attr:`Series.rules`.
    rules: tuple[str, ...]
    setup: str = ""  #: a record in the game's notation, played from the start
    options: Mapping[str, Any] = field(default_factory=dict)
    #: The person's turns the task may take; after each one that is :data:`NOT_YET` but the
    #: last, the opponent answers with the next reply.
    turns: int = 1
    #: The opponent's fixed replies: each the action texts of one whole turn (dice included).
    replies: tuple[tuple[str, ...], ...] = ()
    #: The last lesson of a series: a game against the easy computer from this position; it is
    #: done when the game ends (its task judges only whether the game is over).
    play: bool = False


@dataclass(frozen=True)
class Series:
    """A game's lessons, in order, and the rules they cover."""

    lessons: tuple[Lesson, ...]
    #: The spec's rule sections, by their number there, with their headings:
    #: ``{"2": "Equipment and board", "3": "Setup", "4": "Turn structure and legal moves", …}``
    #: (the board, the setup, a turn, the end, the options where the game has any, and the
    #: decisions; not the source, the notation or the sample records).
    sections: Mapping[str, str]
    #: The spec's rules, by key: ``{"4.jump": "A jump captures the piece jumped over", …}``. The
    #: key begins with its section's number; tests/test_lessons.py checks that every section
    #: has rules here and every rule is taught by a lesson (English only: for developers).
    rules: Mapping[str, str]

    def coverage(self) -> dict[str, list[str]]:
        """The coverage table: each rule's key and the lessons that teach it."""
        return {key: [x.id for x in self.lessons if key in x.rules] for key in self.rules}


def game_over(turn: Turn) -> str | None:
    """The task of a series' last lesson (``play``): the game is over."""
    return None if turn.after.is_over() else NOT_YET


__all__ += ["game_over"]
