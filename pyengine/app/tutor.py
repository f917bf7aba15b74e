"""A lesson on a match (issue 54): its position, the person's turns judged by the lesson's task,
the opponent's fixed replies, hints that lead to the task, and a search for the turns that do it
(the hints; tests/test_lessons.py proves every lesson solvable with it).

The lesson's match is an ordinary :class:`~pyengine.app.controller.Match`: the person's seat is
``human``, the others are :data:`LESSON` (nobody plays them but the tutor), or the easy computer
in a series' last lesson (``play``). A :class:`Tutor` is a value: the bridge keeps the one it
holds with the match, so that a command that fails restores both.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from dataclasses import dataclass, replace

from pyengine import i18n
from pyengine.app.controller import CONFIRM, HUMAN, LESSON, Match
from pyengine.catalogue import get_game, package_of
from pyengine.contract import CHANCE, Action, State
from pyengine.contract.lessons import NOT_YET, Lesson, Series, Turn

__all__ = ["Tutor", "series_of", "open_lesson", "solutions", "SEARCH_LIMIT"]

#: The positions the search for a lesson's solutions may visit (the hint in the page; a lesson
#: whose solutions lie beyond it fails tests/test_lessons.py).
SEARCH_LIMIT = 20_000
#: What a turn is told when the task took all its turns without being done.
NOT_DONE = i18n.N_("That is legal, but the task is not done yet.")
#: What a turn is told after which the lesson's fixed reply cannot be played.
ASTRAY = i18n.N_("That is legal, but it leads away from the task: press Try again.")


def series_of(game_id: str) -> Series | None:
    """The game's lessons (its package's ``lessons.py``), or None where it has none."""
    try:
        module = importlib.import_module(f"pyengine.games.{package_of(game_id)}.lessons")
    except ModuleNotFoundError:
        return None
    series = getattr(module, "SERIES", None)
    return series if isinstance(series, Series) else None


@dataclass(frozen=True)
class Tutor:
    """Where a lesson stands: which lesson, the person's seat, the turn under way, the verdict."""

    game: str
    index: int  #: the lesson's place in its series (0 first)
    seat: int  #: the person's seat
    turn_start: int  #: the match's action index where the person's current turn began
    number: int = 1  #: the person's turn in the lesson (1 first)
    verdict: str = "task"  #: "task" (under way), "solved" or "missed"
    why: str = ""  #: why the last turn missed (English; shown translated)

    @property
    def series(self) -> Series:
        """The lesson's series."""
        series = series_of(self.game)
        assert series is not None
        return series

    @property
    def lesson(self) -> Lesson:
        """The lesson."""
        return self.series.lessons[self.index]

    def judge(self, m: Match) -> Tutor:
        """The tutor after the match's last command: when the person's turn is over, the task
        judges it; a turn that is fine but not yet the task's end gets the opponent's reply."""
        if self.verdict != "task" or m.cursor != len(m.actions) or len(m.actions) <= self.turn_start:
            return self
        if _persons_turn(m.state, self.seat):
            return self
        lesson = self.lesson
        if lesson.play:  # a game against the computer: done when it ends
            return replace(self, verdict="solved") if m.state.is_over() else self
        turn = Turn(
            start=m.states[m.floor],
            before=m.states[self.turn_start],
            actions=tuple(m.actions[self.turn_start :]),
            after=m.state,
            seat=self.seat,
            number=self.number,
        )
        said = lesson.task(turn)
        if said is None:
            return replace(self, verdict="solved", why="")
        if said != NOT_YET:
            return replace(self, verdict="missed", why=said)
        if self.number >= lesson.turns or self.number > len(lesson.replies):
            return replace(self, verdict="missed", why=NOT_DONE)
        for text in lesson.replies[self.number - 1]:
            action = _by_text(m.state, text)
            if action is None:  # (tests/test_lessons.py checks the replies after every such turn)
                return replace(self, verdict="missed", why=ASTRAY)
            m.play(action)
        if not _persons_turn(m.state, self.seat):
            return replace(self, verdict="missed", why=NOT_DONE)
        return replace(self, turn_start=len(m.actions), number=self.number + 1)

    def hint(self, m: Match) -> list[str]:
        """The targets to click next that lead to the task (the first of the person's clicks
        still to make in every turn that does it), none where no way is left."""
        if self.verdict != "task" or self.lesson.play or m.cursor != len(m.actions):
            return []
        done = tuple(m.actions[self.turn_start :])
        out: list[str] = []
        n = len(m.partial)
        for way in solutions(
            self.lesson, m.state, self.seat, m.states[m.floor], m.states[self.turn_start], done, self.number
        ):
            first = way[0]
            # (a move's other ways to click it are hinted only once the person began one)
            for p in first.paths if n else first.paths[:1]:
                if p[:n] == m.partial:
                    target = p[n] if len(p) > n else CONFIRM
                    if target not in out:
                        out.append(target)
        return out


def open_lesson(game_id: str, index: int) -> tuple[Match, Tutor]:
    """The match of a game's lesson at its position, and its tutor.

    :raises ValueError: for a game without lessons or a lesson it does not have."""
    series = series_of(game_id)
    if series is None:
        raise ValueError(i18n._("This game has no lessons yet."))
    if not 0 <= index < len(series.lessons):
        raise ValueError(i18n._("There is no such lesson."))
    lesson = series.lessons[index]
    game = get_game(game_id)
    options = game.info.normalize_options(dict(lesson.options))
    actions = game.read_record(lesson.setup, options) if lesson.setup.strip() else []
    m = Match(game_id, options, None, actions, seed=1000 + index)
    seat = _seat_of(m.state)
    other = "easy" if lesson.play else LESSON  # (a level of pyengine/ai: tests/test_lessons.py)
    m.seats = [HUMAN if i == seat else other for i in range(len(m.seats))]
    m.floor = len(m.actions)  # the lesson's position is where undo stops
    m.play_forced()
    return m, Tutor(game_id, index, seat, turn_start=m.floor)


def _seat_of(state: State) -> int:
    seat = state.to_move()
    if seat == CHANCE:
        seat = state.roller()
    if seat is None or seat < 0:
        raise ValueError("a lesson's position must be a seat's to play")
    return seat


def _persons_turn(state: State, seat: int) -> bool:
    """The person is (still) to act: to move, or to roll the die before moving."""
    mover = state.to_move()
    return mover == seat or (mover == CHANCE and state.roller() == seat)


def _by_text(state: State, text: str) -> Action | None:
    if state.to_move() == CHANCE:
        choices = [a for a, _ in state.chance_outcomes()]
    else:
        choices = list(state.legal_actions())
    return next((a for a in choices if a.text == text), None)


def _rest_of_turn(state: State, seat: int, budget: list[int]) -> Iterator[tuple[tuple[Action, ...], State]]:
    """Every way the person's turn may go on from ``state``, and where each ends."""
    if not _persons_turn(state, seat) or state.is_over():
        yield (), state
        return
    choices = (
        [a for a, _ in state.chance_outcomes()] if state.to_move() == CHANCE else list(state.legal_actions())
    )
    for action in choices:
        budget[0] -= 1
        if budget[0] < 0:
            return
        after = state.apply(action)
        for rest, end in _rest_of_turn(after, seat, budget):
            yield (action, *rest), end


def solutions(
    lesson: Lesson,
    state: State,
    seat: int,
    start: State,
    before: State | None = None,
    done: tuple[Action, ...] = (),
    number: int = 1,
    limit: int = SEARCH_LIMIT,
) -> list[tuple[Action, ...]]:
    """The ways to finish the person's current turn from which the task is done, within
    ``limit`` positions (later turns follow the lesson's replies). The turn began in ``before``
    (default: ``state``) and ``done`` are its actions so far. Each way is the turn's remaining
    actions."""
    return _solve(lesson, state, seat, start, state if before is None else before, done, number, [limit])


def _solve(
    lesson: Lesson,
    state: State,
    seat: int,
    start: State,
    before: State,
    done: tuple[Action, ...],
    number: int,
    budget: list[int],
) -> list[tuple[Action, ...]]:
    found: list[tuple[Action, ...]] = []
    for rest, end in _rest_of_turn(state, seat, budget):
        if not rest:
            continue
        turn = Turn(start, before, done + rest, end, seat, number)
        said = lesson.task(turn)
        if said is None or (said == NOT_YET and _later(lesson, end, seat, start, number, budget)):
            found.append(rest)
    return found


def _later(lesson: Lesson, state: State, seat: int, start: State, number: int, budget: list[int]) -> bool:
    """After a turn that is not yet the task's end: can a later turn do it, after the replies?"""
    if number >= lesson.turns or number > len(lesson.replies):
        return False
    for text in lesson.replies[number - 1]:
        action = _by_text(state, text)
        if action is None:
            return False
        state = state.apply(action)
    if not _persons_turn(state, seat):
        return False
    return bool(_solve(lesson, state, seat, start, state, (), number + 1, budget))


__all__ += ["LESSON", "HUMAN"]
