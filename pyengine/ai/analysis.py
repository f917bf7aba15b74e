"""The analysis of a game (issue 55): each turn judged by the searches the levels use.

Every position where a turn starts (or its seat's decision, after a die) and where it ends is
searched within a budget of page time per position (``depth``: quick or deep), converted into
iterations with the game's measured page rates, so an analysis is the same in the page and on
CPython. A turn's mover had a chance of winning with best play before it (the search's value at
the decision) and has one after it (the value of the position it made); the difference is the
turn's drop, labelled by :data:`THRESHOLDS`. Where the search is alpha-beta, the turn is judged
inside the search at the decision too: the best turn's value against the played one's (searched
again with an open window, a quarter of the position's budget), the same depth on both sides,
so that neither the two searches' horizons nor a third seat's share make a drop; the drop is the
smaller of the two (the one inside alone where the turn ends before a throw of the dice, which
another kind of search values). Where the game's evaluation is a calibrated chance
(``SearchHooks.calibrated``) and the search a tree search, the evaluation's judgement of each of
the turn's actions counts too (the larger drop). Measured on games of strong against random:
docs/BENCHMARKS.md, "Analysis". Exact knowledge takes precedence: a game's solved
results (``SearchHooks.solved``: Transvaal) replace the estimates, and a win at once (the search's
direct search, pyengine/ai/tactics.py; a game's own, such as progressive chess's mating series)
is named, found or missed.

:class:`Analysis` is resumable: :meth:`Analysis.step` works until a deadline (the page's slices)
and the results come turn by turn.
"""

from __future__ import annotations

import random
import time
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any

from pyengine.ai.agents import Agent, Level, Searcher, iterations_for
from pyengine.ai.alphabeta import HIGH, LOW, AlphaBeta
from pyengine.ai.mcts import Search
from pyengine.ai.planned import Planned
from pyengine.contract import CHANCE, Action, State, apply
from pyengine.contract.replay import position
from pyengine.contract.state import seats_of
from pyengine.i18n import N_, _
from pyengine.kit.turns import move_list, same_turn

__all__ = [
    "Analysis",
    "Judged",
    "DEPTHS",
    "THRESHOLDS",
    "LABELS",
    "comments_of",
    "comment_on",
    "label_of",
]

#: Page seconds of search per position: quick analyses a 60-turn game in about 30 s of page time.
DEPTHS = {"quick": 0.3, "deep": 1.2}

#: A drop of the mover's winning chance by more than this is the label's (the largest first).
THRESHOLDS = (("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))

#: The labels' words (translated where shown).
LABELS = {"inaccuracy": N_("Inaccuracy"), "mistake": N_("Mistake"), "blunder": N_("Blunder")}

#: Of a position's budget, what each later action of a better turn gets (its first action's
#: search is the position's own).
CONTINUE = 0.3

#: Of a position's budget (alpha-beta's positions), what is kept for searching the action played
#: with an open window (the search proper knows only a bound on an action worse than its best).
RESEARCH = 0.25

#: The longest better turn followed (a progressive-chess series is at most this long).
LONGEST = 16


def label_of(drop: float) -> str:
    """The label of a drop of the mover's chance ("" below the smallest threshold), judged in
    the whole points the page shows ("more than 10 points": a drop shown as 10 is not)."""
    points = round(100 * drop)
    return next((label for label, least in THRESHOLDS if points > round(100 * least)), "")


@dataclass(frozen=True)
class Judged:
    """One turn judged. ``start``/``stop``: its actions' span; ``seat``: its mover (-1: a turn
    of chance alone, never labelled); ``before``: each seat's chance with best play where the
    mover decided; ``after``: each seat's chance after the turn; ``drop``: the mover's loss;
    ``better``: the best turn's actions from ``start`` (for a labelled turn), ``better_text``
    it in the game's notation; ``words``: a win at once found or missed; ``exact``: a solved
    game's result after the turn, in words."""

    start: int
    stop: int
    seat: int
    before: tuple[float, ...]
    after: tuple[float, ...]
    drop: float
    label: str
    better: tuple[Action, ...] = ()
    better_text: str = ""
    words: str = ""
    exact: str = ""


@dataclass(frozen=True)
class _Known:
    """A position searched: each seat's chance, the best action, whether it wins at once, the
    solved result in words; where an alpha-beta search judged them side by side (at its last
    finished depth), the mover's chance after each of its actions (a bound for the actions worse
    than the best) and after the turn played from here (searched again with an open window)."""

    values: tuple[float, ...]
    best: Action | None
    wins_now: bool
    words: str
    options: dict[Action, float] | None = None
    played: float | None = None
    tree: bool = False


class Analysis:
    """The analysis of the game ``states``/``actions`` (a match's history: ``states[i]`` before
    action i and after the last), at ``depth`` ("quick" or "deep"), reproducible by ``seed``."""

    def __init__(
        self,
        game: Any,
        states: Sequence[State],
        actions: Sequence[Action],
        depth: str = "quick",
        seed: int = 0,
    ) -> None:
        if depth not in DEPTHS:
            raise ValueError(f"unknown depth {depth!r}")
        if len(states) != len(actions) + 1:
            raise ValueError("a history has one state more than actions")
        self.game, self.depth = game, depth
        self.actions = list(actions)
        self.raw = list(states)
        self.states = [position(s) for s in states]
        level = Level("analysis", "mcts", DEPTHS[depth])
        self.budget = iterations_for(level, game)
        self.chance_budget = max(1, round(DEPTHS[depth] * game.hooks.iterations_per_second))
        self.agent = Agent(game, level, random.Random(seed))
        self.rng = random.Random(seed * 7 + 1)
        entries = [e for e in move_list(game, states, actions) if not e.aside]
        self.turns = [(e.start, e.stop, e.seat) for e in entries]
        self.numbered = []  # the numbered turns before each (the notation's numbering)
        count = 0
        for e in entries:
            self.numbered.append(count)
            count += e.number is not None
        self.results: list[Judged] = []
        self.start_values: tuple[float, ...] = ()
        self._known: dict[int, _Known] = {}
        self._ends: dict[int, int] = {}  # a turn's decision: where the turn ends
        self._deadline: float | None = None
        self._work: Generator[None, None, None] | None = self._analyse()

    # -- running

    def step(self, deadline: float | None = None) -> bool:
        """Work until ``deadline`` (time.monotonic; None: to the end); True when done."""
        self._deadline = deadline
        while self._work is not None:
            try:
                next(self._work)
            except StopIteration:
                self._work = None
                break
            if deadline is not None and time.monotonic() >= deadline:
                break
        return self._work is None

    @property
    def done(self) -> bool:
        """Is every turn judged?"""
        return self._work is None

    def progress(self) -> tuple[int, int]:
        """(turns judged, turns in all)."""
        return len(self.results), len(self.turns)

    # -- the work

    def _analyse(self) -> Generator[None, None, None]:
        for start, stop, _seat in self.turns:  # each turn's decision, and where the turn ends
            decide = self._decision(start, stop)
            if decide is not None:
                self._ends[decide] = stop
        yield from self._value(0)
        self.start_values = self._known[0].values
        for k, (start, stop, seat) in enumerate(self.turns):
            decide = self._decision(start, stop)
            if decide is not None:
                yield from self._value(decide)
            yield from self._value(stop)
            after = self._known[stop]
            if decide is None or seat < 0:
                self.results.append(
                    Judged(start, stop, -1, after.values, after.values, 0.0, "", words=after.words)
                )
                yield
                continue
            yield from self._judge(k, start, decide, stop, seat)
            yield

    def _decision(self, start: int, stop: int) -> int | None:
        """The first position of a turn where its seat decides (after a die), if any."""
        return next((i for i in range(start, stop) if self.states[i].to_move() not in (None, CHANCE)), None)

    def _judge(self, k: int, start: int, decide: int, stop: int, seat: int) -> Generator[None, None, None]:
        before, after = self._known[decide], self._known[stop]
        end = self.states[stop]
        won = end.is_over() and end.returns()[seat] == 1.0
        played = tuple(self.actions[decide:stop])
        drop = max(0.0, before.values[seat] - after.values[seat])
        if before.options is not None and (before.played is not None or played[0] in before.options):
            # the turn played against the best inside the same search: the same depth and
            # evaluation on both sides (two searches from two positions differ by their horizon,
            # and their values by the seat each is made for)
            value = before.played if before.played is not None else before.options[played[0]]
            inside = max(0.0, max(before.options.values()) - value)
            # a drop both see: the search at the decision sees no deeper than the strongest
            # player, who may have played what it judges worse (a position after a turn that
            # waits for the dice is searched by another kind of search: the first alone)
            drop = inside if end.to_move() == CHANCE else min(drop, inside)
        elif before.tree and self.game.hooks.calibrated:
            drop = max(drop, self._regret(decide, stop, seat))
        if before.best is not None and played[:1] == (before.best,) and len(played) == 1:
            drop = 0.0  # the search's own choice: what it sees after it is the same position
        if won:
            drop = 0.0
        label = label_of(drop)
        words = ""
        if before.wins_now:
            words = _("Found a win at once.") if won else _("Missed a win at once.")
        better: tuple[Action, ...] = ()
        if label:
            line: list[Action] = []
            yield from self._better(decide, before.best, line)
            better = (*self.actions[start:decide], *line)
            if better == tuple(self.actions[start:stop]):
                better, label, drop = (), "", 0.0  # the turn played was the best after all
        text = self._text(k, start, better) if better else ""
        self.results.append(
            Judged(
                start,
                stop,
                seat,
                before.values,
                after.values,
                round(drop, 4),
                label,
                better,
                text,
                words,
                after.words,
            )
        )

    def _regret(self, decide: int, stop: int, seat: int) -> float:
        """The game's evaluation's judgement of a turn: at each of the mover's actions, how much
        worse for him the position it made is than the best action's (a finished game by its
        result), summed over the turn. Asked where the evaluation is a calibrated chance
        (``SearchHooks.calibrated``) and the search a tree search, whose values after a throw of
        the dice hardly tell one move from another at the analysis's budget."""
        evaluate = self.game.hooks.evaluate
        if evaluate is None:
            return 0.0

        def judged(state: State) -> float:
            return float(state.returns()[seat] if state.is_over() else evaluate(state)[seat])

        total = 0.0
        for i in range(decide, stop):
            state = self.states[i]
            if state.to_move() != seat:
                continue
            best = max(judged(apply(state, a, self.game.info)) for a in state.legal_actions())
            total += max(0.0, best - judged(self.states[i + 1]))
        return total

    def _better(self, at: int, first: Action | None, line: list[Action]) -> Generator[None, None, None]:
        """The best turn from position ``at`` (its first action known): each later action of
        the turn by a shorter search (the mover's agent carries its tree or plan on)."""
        state = self.states[at]
        seat = state.to_move()
        action = first
        while action is not None and len(line) < LONGEST:
            line.append(action)
            after = apply(state, action, self.game.info)
            if after.is_over() or not same_turn(state, after, seat):
                return
            state, action = after, None
            search = self._start(state, max(1, round(self.budget * CONTINUE)))
            yield from self._run(search, max(1, round(self.budget * CONTINUE)))
            action = search.choice().action

    def _text(self, k: int, start: int, better: tuple[Action, ...]) -> str:
        """The better turn in the game's notation, as the move list writes a turn."""
        states = list(self.raw[: start + 1])
        for action in better:
            states.append(apply(states[-1], action, self.game.info))
        actions = [*self.actions[:start], *better]
        _number, text = self.game.list_turn(states, actions, range(start, len(actions)), self.numbered[k])
        return str(text)

    def _value(self, i: int) -> Generator[None, None, None]:
        """Search position ``i`` (once) within the depth's budget, in slices."""
        if i in self._known:
            return
        state = self.states[i]
        n = seats_of(state, self.game.info)[0]
        if state.is_over():
            self._known[i] = _Known(tuple(state.returns()), None, False, "")
            return
        solved = self.game.hooks.solved
        exact = solved(state) if solved is not None else None
        seat = state.to_move()
        search: Searcher
        if seat == CHANCE or seat is None:
            search = Search(self.game, state, self.rng, exploration=self.game.hooks.exploration)
            yield from self._run(search, self.chance_budget)
            best = None
            wins = False
        else:
            search = self._start(state, self.budget)
            share = round(self.budget * RESEARCH) if isinstance(search, AlphaBeta) else 0
            yield from self._run(search, self.budget - share)
            best = search.choice().action
            wins = search.decisive is not None or (
                isinstance(search, Planned) and search.result().value >= 1.0
            )
        values = tuple(search.expected(s) for s in range(n))
        options = _options(search) if exact is None else None
        played: float | None = None
        if options is not None and isinstance(search, AlphaBeta) and i in self._ends:
            # the turn played judged at the same depth as the best (alpha-beta knows only a
            # bound on an action worse than its best, and nothing of a turn's later actions),
            # within the rest of the position's budget
            line = self.actions[i : self._ends[i]]
            value = yield from self._exact(search, line, self.budget - search.iterations)
            played = None if value is None else _chance(value)
        if exact is not None:
            values = exact[0]
        words = exact[1] if exact is not None else ""
        self._known[i] = _Known(values, best, wins, words, options, played, isinstance(search, Search))

    def _exact(
        self, search: AlphaBeta, line: Sequence[Action], budget: int
    ) -> Generator[None, None, float | None]:
        """The value after ``line`` in ``search`` at its last finished depth, searched with an
        open window within ``budget`` positions (None: not within them)."""
        # a table of its own: the search's holds deeper values of the iteration it cut short
        # (the best's value is the last finished depth's)
        table, search.table = search.table, {}
        walk = search.judge(line)
        start = search.iterations
        try:
            while True:
                try:
                    next(walk)
                except StopIteration as done:
                    return float(done.value)
                if search.iterations - start > budget:
                    return None
                if self._deadline is not None and time.monotonic() >= self._deadline:
                    yield
        finally:
            search.table = table

    def _start(self, state: State, budget: int) -> Searcher:
        """The level's search from ``state``; a tree search's values undiscounted (the
        levels shrink a long win's value towards a draw to prefer the sooner one, which would
        flatten the chances the analysis compares)."""
        search = self.agent.start(state, iterations=budget)
        if isinstance(search, Search):
            search.discount = 1.0
        return search

    def _run(self, search: Searcher, budget: int) -> Generator[None, None, None]:
        """Run ``search`` to ``budget`` iterations, yielding at each slice's deadline. The whole
        budget: a tree search stops where its choice is settled, but the analysis wants its
        values too."""
        while True:
            before = search.iterations
            search.run(iterations=max(0, budget - search.iterations), deadline=self._deadline)
            out_of_time = self._deadline is not None and time.monotonic() >= self._deadline
            finished = isinstance(search, Planned) or (isinstance(search, AlphaBeta) and search.done)
            stuck = search.iterations == before and not out_of_time
            if search.iterations >= budget or search.forced or finished or stuck:
                return
            if out_of_time:
                yield


def _chance(v: float) -> float:
    """An alpha-beta value as the root seat's chance (the conversion of :meth:`AlphaBeta.expected`)."""
    return 1.0 if v > HIGH else 0.0 if v < LOW else (v - LOW) / (HIGH - LOW)


def _options(search: Searcher) -> dict[Action, float] | None:
    """The mover's chance after each root action as an alpha-beta search's last finished depth
    judged it (for an action worse than the best, a bound), or None."""
    if not isinstance(search, AlphaBeta) or not search.scores or search.decisive is not None:
        return None
    return {a: _chance(v) for a, v in search.scores.items()}


def comments_of(analysis: Analysis) -> tuple[tuple[int, str], ...]:
    """The analysis as a record's comments after turns (pyengine/contract/study.py
    ``Line.comments``): the labelled turns with their drop and the better turn, and what is known
    exactly."""
    out = []
    for judged in analysis.results:
        said = comment_on(judged.label, judged.drop, judged.better_text, judged.words, judged.exact)
        if said:
            out.append((judged.stop, said))
    return tuple(out)


def comment_on(label: str, drop: float, better_text: str, words: str, exact: str) -> str:
    """A judged turn as a record's comment ("Blunder (−42). Better: Nc3.": the drop in points of
    the mover's chance, as the page shows it), or "" where the analysis has nothing to say of it
    (the saved analysis keeps these fields: the page's export)."""
    parts = []
    if label:
        parts.append(_("%(label)s (−%(points)d).") % {"label": _(LABELS[label]), "points": round(100 * drop)})
        if better_text:
            parts.append(_("Better: %(turn)s.") % {"turn": better_text})
    parts += [said for said in (words, exact) if said]
    return " ".join(parts)
