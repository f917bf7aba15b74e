"""Alpha-beta search over the engine contract, cut by the game's evaluation (issue 53).

Where a game's tactics decide (Chivalry's jumps that must go on), a few hundred MCTS
iterations with playouts do not see material; a full-width search to a few turns does. Depth
counts *turns* (the seat to move changes), so a turn of several actions (a jump's legs, Cross's
two stones) is searched whole at every depth; a position the game calls not quiet (``noisy``: a
capture due) is played on before the evaluation judges it, and in a quiet one the mover may
still make the game's ``tactical`` actions (a capture it need not make) or stand (quiescence).
Values are the root seat's payoff: its own nodes maximise it, every other seat minimises it
(paranoid, for more than two seats), chance averages it. A transposition table keeps each
position's value and best action between depths and between the turns of one player (its best
action is searched first, and is the choice of a search too short to finish an iteration).
Iterative deepening, and the search is a generator, so the page runs it in slices
(:meth:`AlphaBeta.run` with a deadline), as it runs MCTS.
"""

from __future__ import annotations

import random
import time
from collections.abc import Generator, Iterator, Sequence
from typing import Any

from pyengine.ai.mcts import SearchResult
from pyengine.ai.tactics import NODES, hands_a_win, winning_line
from pyengine.contract import CHANCE, Action, State, apply
from pyengine.contract.state import seats_of

__all__ = ["AlphaBeta", "LOW", "HIGH"]

#: An evaluation e in [0, 1] is searched as LOW + (HIGH - LOW) * e, so that every finished
#: game (0, 1, or a draw's payoff, shrunk a little per action to prefer the sooner win) ranks
#: outside the evaluations' band: a proven win is never traded for a fine-looking position.
LOW, HIGH = 0.05, 0.95
#: Actions played on through positions that are not quiet before the evaluation judges one.
QUIESCENCE = 16
#: Positions kept in the transposition table (the page's memory is small).
TABLE = 200_000
_EXACT, _LOWER, _UPPER = 0, 1, 2
#: Positions looked at between two looks at the clock.
_SLICE = 16

_Walk = Generator[None, None, float]


class AlphaBeta:
    """One search from ``state`` for its seat to move, by the game's ``evaluate`` hook;
    e.g. ``AlphaBeta(game, state, random.Random(1)).run(iterations=5000).action`` (iterations
    count positions). ``depth``: search only to this many turns (the bench's baseline).
    ``noise``: choose at random among root actions within this much of the best (variety)."""

    def __init__(
        self,
        game: Any,
        state: State,
        rng: random.Random,
        *,
        depth: int = 64,
        quiescence: bool = True,
        noise: float = 0.0,
        table: dict[State, tuple[int, float, int, Action | None]] | None = None,
        tactics_until: float | None = None,
        tactics_nodes: int = NODES,
    ) -> None:
        hooks = game.hooks
        if hooks.evaluate is None:
            raise ValueError(f"{game.info.id} declares no evaluation")
        self.game, self.info, self.rng = game, game.info, rng
        self._evaluate, self._noisy, self._priors = hooks.evaluate, hooks.noisy, hooks.priors
        self._tactical = hooks.tactical
        self.state = state
        seat = state.to_move()
        if seat is None or seat == CHANCE:
            raise ValueError("no seat is to act in this state")
        self.seat: int = seat
        self.n = seats_of(state, self.info)[0]
        self.max_depth, self.quiescence, self.noise = depth, quiescence, noise
        self.table = table if table is not None and len(table) < TABLE else {}
        self.iterations = 0  # positions looked at
        self.completed = 0  # the deepest finished iteration
        self.done = False  # the tree is searched to its end, or to ``depth``
        self.tactics_until, self.tactics_nodes = tactics_until, tactics_nodes
        self.decisive: Action | None = winning_line(game, state, self.info, tactics_until, tactics_nodes)
        self.actions: list[Action] = list(state.legal_actions())
        rng.shuffle(self.actions)  # equal actions are chosen among at random, not by list order
        # The table's best action here (the last search's line, in a turn of several actions)
        # is searched first and is the choice until an iteration finishes.
        entry = self.table.get(state)
        if entry is not None and entry[3] in self.actions:
            self.actions.remove(entry[3])
            self.actions.insert(0, entry[3])
        self.scores: dict[Action, float] = {}  # the last finished iteration's value of each action
        self.looked: dict[Action, int] = {}  # positions looked at under each root action
        self.best: Action = self.actions[0]
        self.value = 0.5
        self._cut = 0  # evaluated (not finished) positions in the iteration under way
        self._walk = self._deepen()

    # -- running

    def run(self, iterations: int | None = None, deadline: float | None = None) -> SearchResult:
        """Search until ``iterations`` more positions are looked at or ``deadline`` passes."""
        until = None if iterations is None else self.iterations + iterations
        while not self.done and self.decisive is None:
            if deadline is not None and time.monotonic() >= deadline:
                break
            if until is not None and self.iterations >= until:
                break
            try:
                next(self._walk)
            except StopIteration:
                self.done = True
        return self.result()

    @property
    def forced(self) -> bool:
        """No thought is needed: one legal action, or one that wins at once."""
        return self.decisive is not None or len(self.actions) == 1

    def settled(self, remaining: int) -> bool:
        """More search cannot change the choice: the tree is searched to its end."""
        return self.done

    def result(self) -> SearchResult:
        """The choice so far: a win at once, else the deepest finished iteration's best (or the
        deeper one's, where it found better), with the positions looked at under each action."""
        if self.decisive is not None:
            return SearchResult(self.decisive, self.iterations, {self.decisive: 1}, 1.0)
        return SearchResult(self.best, self.iterations, dict(self.looked), self.expected(self.seat))

    def expected(self, seat: int) -> float:
        """``seat``'s expected payoff in the root position, as far as the search sees."""
        if self.decisive is not None:
            return 1.0 if seat == self.seat else 0.0
        v = self.value
        mine = 1.0 if v > HIGH else 0.0 if v < LOW else (v - LOW) / (HIGH - LOW)
        if seat == self.seat:
            return mine
        return (1.0 - mine) / max(1, self.n - 1)

    def choice(self, deadline: float | None = None) -> SearchResult:
        """The choice; a search that has not finished two turns checks that its action does
        not let the next player win at once (as MCTS does, pyengine/ai/mcts.py)."""
        result = self.result()
        if self.decisive is not None or self.completed >= 2 or self.done or len(self.actions) < 2:
            return result
        ranked = sorted(self.actions, key=lambda a: -self.scores.get(a, 0.0))
        ranked.remove(result.action)
        for action in [result.action, *ranked][:12]:
            after = apply(self.state, action, self.info)
            if after.to_move() == self.seat or not hands_a_win(
                self.game, after, self.info, self.seat, deadline, self.tactics_nodes
            ):
                return SearchResult(action, self.iterations, result.visits, result.value)
            if deadline is not None and time.monotonic() >= deadline:
                break
        return result

    def judge(self, line: Sequence[Action]) -> _Walk:
        """The value of the position after ``line`` (actions from the root: a turn) at the last
        finished depth, searched with an open window (the analysis of a game: the root's scores
        of actions worse than the best are only bounds, and a turn's later actions have none);
        a generator as the search's walk is (its return value)."""
        state, depth = self.state, max(1, self.completed)
        for action in line:
            child = apply(state, action, self.info)
            mover = state.to_move()
            if mover != CHANCE and depth > 0 and child.to_move() != mover:
                depth -= 1  # as the search counts turns
            state = child
        return self._value(state, depth, -1.0, 2.0, len(line), 0)

    # -- the search

    def _deepen(self) -> Generator[None, None, None]:
        for depth in range(1, self.max_depth + 1):
            self._cut = 0
            yield from self._root(depth)
            self.completed = depth
            best = max(self.scores.values())
            if self._cut == 0 or best > HIGH or best < LOW:
                return  # searched to the end, or a proven result
        self.done = True

    def _root(self, depth: int) -> Generator[None, None, None]:
        order = sorted(self.actions, key=lambda a: -self.scores.get(a, 0.0)) if self.scores else self.actions
        if self.scores and not self.noise:
            # The last choice first: an iteration cut short keeps its first action as the choice,
            # and the sort breaks ties by the actions' first order, which may put first an action
            # whose cut-off bound only equals the best's value (Triad: a drop that hands the next
            # player the game, chosen by medium when its third iteration was cut short).
            order = [self.best, *(a for a in order if a != self.best)]
        alpha, scores = -1.0, {}
        for action in order:
            before = self.iterations
            child = apply(self.state, action, self.info)
            v = yield from self._value(child, self._next_depth(child, depth), alpha - self.noise, 2.0, 1, 0)
            self.looked[action] = self.looked.get(action, 0) + self.iterations - before
            scores[action] = v
            if not len(scores) - 1 or v > alpha:  # the deeper search's best so far is the choice
                alpha = v
                self.best, self.value = action, v
        self.scores = scores
        if self.noise:
            near = [a for a in order if scores[a] >= alpha - self.noise]
            self.best = near[self.rng.randrange(len(near))]
            self.value = scores[self.best]

    def _next_depth(self, child: State, depth: int) -> int:
        """A turn is over where another seat (or chance) is to act: one turn less to search."""
        return depth - 1 if child.to_move() != self.seat else depth

    def _value(self, state: State, depth: int, alpha: float, beta: float, ply: int, q: int) -> _Walk:
        self.iterations += 1
        if self.iterations % _SLICE == 0:
            yield
        if state.is_over():
            return self._finished(state, ply)
        seat = state.to_move()
        assert seat is not None  # (not over)
        info = self.info
        if seat == CHANCE:
            if depth <= 0:  # past the depth only a seat's own pending actions are played on
                self._cut += 1
                return self._judged(state)
            total = 0.0
            for action, p in state.chance_outcomes():
                total += p * (yield from self._value(apply(state, action, info), depth, 0.0, 2.0, ply + 1, q))
            return total
        if depth <= 0:
            if not self.quiescence or q >= QUIESCENCE:
                self._cut += 1
                return self._judged(state)
            if self._noisy is None or not self._noisy(state):
                return (yield from self._quiet(state, seat, alpha, beta, ply, q))
            q += 1
        entry = self.table.get(state)
        first = None
        if entry is not None:
            d, v, flag, first = entry
            if d >= depth and (
                flag == _EXACT or (flag == _LOWER and v >= beta) or (flag == _UPPER and v <= alpha)
            ):
                return v
        maximise = seat == self.seat
        a0, b0 = alpha, beta
        best, best_action = (-1.0 if maximise else 3.0), None
        for action, child in self._ordered(state, seat, first, depth):
            d = depth - 1 if depth > 0 and child.to_move() != seat else depth
            v = yield from self._value(child, d, alpha, beta, ply + 1, q)
            if maximise:
                if v > best:
                    best, best_action = v, action
                    alpha = max(alpha, v)
            elif v < best:
                best, best_action = v, action
                beta = min(beta, v)
            if alpha >= beta:
                break
        flag = _UPPER if best <= a0 else _LOWER if best >= b0 else _EXACT
        self.table[state] = (depth, best, flag, best_action)
        return best

    def _judged(self, state: State) -> float:
        return LOW + (HIGH - LOW) * float(self._evaluate(state)[self.seat])

    def _quiet(self, state: State, seat: int, alpha: float, beta: float, ply: int, q: int) -> _Walk:
        """A quiet position past the depth: the mover may stand on its evaluation or make one
        of the game's tactical actions (a capture it need not make), searched on (quiescence)."""
        self._cut += 1
        stand = self._judged(state)
        if self._tactical is None:
            return stand
        tactics = self._tactical(state, state.legal_actions())
        if not tactics:
            return stand
        maximise, best = seat == self.seat, stand
        for action in tactics:
            if (maximise and best >= beta) or (not maximise and best <= alpha):
                break
            if maximise:
                alpha = max(alpha, best)
            else:
                beta = min(beta, best)
            v = yield from self._value(apply(state, action, self.info), 0, alpha, beta, ply + 1, q + 1)
            best = max(best, v) if maximise else min(best, v)
        return best

    def _finished(self, state: State, ply: int) -> float:
        r = float(state.returns()[self.seat])
        return 0.5 + (r - 0.5) * (1.0 - 0.001 * min(ply, 40))

    def _ordered(
        self, state: State, seat: int, first: Action | None, depth: int
    ) -> Iterator[tuple[Action, State]]:
        """The actions with their positions, the likeliest best first: the table's best, then
        by the game's priors, or (high in the tree, where it pays) by the evaluation. Positions
        are made as they are searched: a cut-off spares the rest."""
        actions: Sequence[Action] = state.legal_actions()
        info = self.info
        if self._priors is None and depth >= 2 and len(actions) > 1:
            evaluate, me = self._evaluate, self.seat
            sign = 1.0 if seat == me else -1.0
            pairs = [(a, apply(state, a, info)) for a in actions]
            pairs.sort(key=lambda p: -sign * (p[1].returns() if p[1].is_over() else evaluate(p[1]))[me])
            if first is not None:
                yield from ((a, c) for a, c in pairs if a == first)
            yield from ((a, c) for a, c in pairs if a != first)
            return
        if self._priors is not None and len(actions) > 1:
            order = self._priors(state, actions)
            actions = [actions[i] for i in sorted(range(len(actions)), key=lambda i: -order[i])]
        if first is not None and first in actions:
            yield first, apply(state, first, info)
        for a in actions:
            if a != first:
                yield a, apply(state, a, info)
