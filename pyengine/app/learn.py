"""The bridge's lessons (issue 54): opening one, the person's turns judged after every command,
hints that lead to the task, and the lesson's part of the view. A lesson's match is never
stored as the page's game (its link is ``game=<id>&learn=<n>``; its ``saved`` is empty), so
learning loses nothing of a game in progress."""

from __future__ import annotations

from dataclasses import replace
from collections.abc import Callable
from typing import Any

from pyengine import i18n
from pyengine.app import viewmodel as vm
from pyengine.app.controller import Match
from pyengine.app.tutor import Tutor, open_lesson, series_of
from pyengine.catalogue import default_game, get_game
from pyengine.contract.actions import TYPED

__all__ = ["LessonCommands", "lesson_query", "LESSON_REFUSALS"]

#: What a lesson refuses, by command: the match's own actions are not a lesson's.
LESSON_REFUSALS = {
    "undo": i18n.N_("In a lesson, press Try again to start it afresh."),
    "redo": i18n.N_("In a lesson, press Try again to start it afresh."),
    "goto": i18n.N_("In a lesson, press Try again to start it afresh."),
    "resign": i18n.N_("A lesson cannot be resigned: go on to the next one, or choose another."),
    "offer_draw": i18n.N_("A lesson cannot be drawn: go on to the next one, or choose another."),
    "import": i18n.N_("A lesson cannot load a record: start a new game to load it."),
    "sample": i18n.N_("A lesson cannot open a sample game: start a new game first."),
    "seats": i18n.N_("A lesson's seats are fixed."),
    "rematch": i18n.N_("A lesson has no rematch: press Try again."),
}


def lesson_query(game: str, index: int) -> str:
    """The lesson's link query (1 for a series' first lesson)."""
    return f"game={game}&learn={index + 1}"


class LessonCommands:
    """Mixed into :class:`~pyengine.app.bridge.Bridge`: the lesson the page shows, if any."""

    match: Match | None
    origin: str
    fix_url: str
    notice: str
    hint: list[str]
    #: (pyengine/app/aside.py) the game in progress a lesson replaces is put aside, and the
    #: lesson's own game never is.
    put_aside: Callable[[Match | None], None]
    lesson_match: Match | None

    tutor: Tutor | None = None

    def open_learn(self, game: str, index: int) -> None:
        """Open a game's lesson (``index`` 0 first; past the last one: the last one) in place
        of the match."""
        series = series_of(game)
        index = max(0, min(index, len(series.lessons) - 1)) if series else index
        self.put_aside(self.match)  # (a game in progress is not lost to the lesson)
        self.match, self.tutor = open_lesson(game, index)
        self.lesson_match = self.match
        self.origin = lesson_query(game, index)
        self.fix_url = self.origin
        self.notice = ""

    def cmd_learn(self, msg: dict[str, Any]) -> str:
        """Open a lesson: ``game`` (default: the one shown), ``lesson`` (0 first; past the
        last one: the last one), or without it the first lesson not ``done`` (their ids: what
        this device remembers)."""
        game = str(msg.get("game") or (self.match.info.id if self.match else default_game().info.id))
        if "lesson" not in msg:
            series, done = series_of(game), set(msg.get("done") or ())
            ids = [x.id for x in series.lessons] if series else []
            self.open_learn(game, next((i for i, x in enumerate(ids) if x not in done), 0))
            return ""
        self.open_learn(game, int(msg["lesson"]))
        return ""

    def lesson_refusal(self, cmd: str) -> str:
        """Why a command is not for a lesson ('' where it is): a lesson's game against the
        computer is a game like any other, but for records and samples."""
        tutor = self.tutor
        if tutor is None or (tutor.lesson.play and cmd not in ("import", "sample", "seats")):
            return ""
        if cmd == "click" or cmd == "type" or cmd == "move":
            if tutor.verdict == "solved" and not tutor.lesson.play:
                return i18n._("Well done: this lesson is solved. Go on to the next one.")
            if tutor.verdict == "missed":
                return i18n._("Press Try again to start the lesson afresh.")
            return ""
        said = LESSON_REFUSALS.get(cmd, "")
        return i18n._(said) if said else ""

    def judge_lesson(self) -> None:
        """The person's turn judged, the opponent's fixed reply played (after every command)."""
        if self.tutor is not None and self.match is not None:
            self.tutor = self.tutor.judge(self.match)

    def lesson_hint(self) -> str:
        """The places that lead to the task, marked on the board."""
        assert self.tutor is not None and self.match is not None
        targets = self.tutor.hint(self.match)
        self.hint = targets
        if not targets:
            return i18n._("No way to the task is left from here: press Try again.")
        typed = [t[len(TYPED) :] for t in targets if t.startswith(TYPED)]
        if typed:
            return i18n._("Hint: type %s.") % i18n._(" or ").join(typed)
        return i18n._("Hint: the marked places lead to the task.")

    def lesson_part(self) -> vm.Lesson:
        """The lesson's part of the view (None outside lessons)."""
        tutor = self.tutor
        if tutor is None:
            return vm.Lesson(lesson=None)
        series, lesson = tutor.series, tutor.lesson
        languages = get_game(tutor.game).info.languages

        def said_in(text: str) -> str:  # a game's own words: in the page's language where it has them
            return i18n.of_game(languages, text)

        why = said_in(tutor.why) if tutor.why else ""
        if tutor.verdict == "solved":
            done = i18n._("The game is over, and so are the lessons: play a whole game next.")
            said = done if lesson.play else i18n._("Solved!")
        elif tutor.verdict == "missed":
            said = why
        else:
            said = ""
        return vm.Lesson(
            lesson={
                "game": tutor.game,
                "index": tutor.index,
                "id": lesson.id,
                "count": len(series.lessons),
                "title": said_in(lesson.title),
                "text": said_in(lesson.text),
                "verdict": tutor.verdict,
                "said": said,
                "play": lesson.play,
                "ids": [x.id for x in series.lessons],
                "titles": [said_in(x.title) for x in series.lessons],
            }
        )

    def lesson_limits(self, moves: vm.Moves, seats: vm.Seats) -> tuple[vm.Moves, vm.Seats]:
        """A lesson's history and seats: no undo, resignation or draw (Try again instead)."""
        if self.tutor is None or self.tutor.lesson.play:
            return moves, seats
        return (
            replace(moves, can_undo=False, can_redo=False),
            replace(seats, can_resign=False, can_offer_draw=False),
        )
