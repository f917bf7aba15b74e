"""Monte Carlo tree search (UCT) over the engine contract, for every game.

Works on atomic actions, so a turn of several actions by one seat is several tree levels;
chance actions are sampled with their probabilities; payoffs are per seat in [0, 1] (teams
share theirs, score games normalise theirs), so any number of seats works unchanged.
Iterative, never recursive: the browser's WebAssembly stack is shallow.

A game may help the search through optional hooks on its Game object (all optional):

- ``playout(state, rng) -> (payoffs, plies)``: play the state out, return the payoffs and
  the number of actions it took (a fast or smarter playout policy);
- ``evaluate(state) -> tuple[float, ...]``: payoffs estimated for a non-terminal state,
  used to cut playouts off after ``playout_depth`` actions;
- ``priors(state, actions) -> list[float]``: an order for expanding untried actions;
- ``decisive_action(state, deep) -> Action | None``: an action that starts a forced win the
  generic one-action look-ahead cannot see (e.g. a mate in a series of several moves); asked
  with ``deep`` at the root, and cheaply for every node the search expands, which then tries
  only that action (so a node whose mover can win at once is valued as a win, not as the
  average of his untried moves);
- ``random_playout(state, rng) -> (payoffs, plies)``: exactly the generic uniformly random
  playout (same choices for the same generator), only faster; used by every level, as it is
  a speed-up and no game knowledge.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Callable

from pyengine.core import CHANCE, Action, State, apply
from pyengine.core.game import GameInfo, seats_of

__all__ = ["Search", "SearchResult"]


class _Node:
    __slots__ = ("state", "seat", "children", "untried", "visits", "value", "chance")

    def __init__(self, state: State, n_seats: int) -> None:
        self.state = state
        self.seat = state.to_move()
        self.chance = self.seat == CHANCE
        self.children: dict[Action, _Node] = {}
        self.untried: list[Action] | None = None  # filled on first expansion
        self.visits = 0
        self.value = [0.0] * n_seats


@dataclass(frozen=True)
class SearchResult:
    """The chosen action, how many iterations ran, and the root's visit share per action."""

    action: Action
    iterations: int
    visits: dict[Action, int]
    value: float  # the mover's mean payoff of the chosen action


class Search:
    """One search from ``state``; run it in slices with :meth:`run` (cooperative deadline),
    e.g. ``Search(game, state, random.Random(1)).run(iterations=100).action``."""

    def __init__(
        self,
        game: Any,
        state: State,
        rng: random.Random,
        *,
        exploration: float = 1.0,
        playout_depth: int = 0,
        discount: float = 0.995,
        root: _Node | None = None,
        knowledge: bool = True,
    ) -> None:
        self.game = game
        self.info: GameInfo = game.info
        self.n = seats_of(state, self.info)[0]
        self.rng = rng
        self.c = exploration
        self.depth = playout_depth
        self.discount = discount
        self.root = root if root is not None and root.state == state else _Node(state, self.n)
        self.iterations = 0
        self._decisive_hook: Callable | None = getattr(game, "decisive_action", None) if knowledge else None
        self.decisive: Action | None = self._find_decisive()
        # Without ``knowledge`` the search ignores the game's hooks: plain random playouts.
        hook = (lambda name: getattr(game, name, None)) if knowledge else (lambda name: None)
        self._playout: Callable | None = hook("playout")
        self._evaluate: Callable | None = hook("evaluate")
        self._priors: Callable | None = hook("priors")
        self._random_playout: Callable | None = getattr(game, "random_playout", None)

    # -- running

    def run(self, iterations: int | None = None, deadline: float | None = None, check_every: int = 1) -> SearchResult:
        """Iterate until ``iterations`` more are done or ``deadline`` (time.monotonic) passes."""
        done = 0
        while (iterations is None or done < iterations) and self.decisive is None:
            if deadline is not None and done % check_every == 0 and time.monotonic() >= deadline:
                break
            self._iterate()
            done += 1
            if self.forced or (iterations is not None and self.iterations % 64 == 0
                               and self.settled(iterations - done)):
                break
        return self.result()

    def settled(self, remaining: int) -> bool:
        """No ``remaining`` more iterations can change the most visited root action: stop
        early (the choice is the same, the time is saved)."""
        if len(self.root.children) < 2 or self.root.chance:
            return False
        first, second = sorted((c.visits for c in self.root.children.values()), reverse=True)[:2]
        return first - second > remaining

    @property
    def forced(self) -> bool:
        """No thought is needed: one legal action, or one that wins at once."""
        if self.root.chance:
            return False
        return self.decisive is not None or (self.iterations >= 1 and len(self._root_actions()) == 1)

    def _find_decisive(self) -> Action | None:
        """A root action that ends the game with the mover's full payoff (checked once)."""
        seat = self.root.state.to_move()
        if seat is None or seat == CHANCE:
            return None
        for action in self.root.state.legal_actions():
            after = apply(self.root.state, action, self.info)
            if after.is_over() and after.returns()[seat] == 1.0:
                return action
        if self._decisive_hook is not None:
            return self._decisive_hook(self.root.state, True)
        return None

    def result(self) -> SearchResult:
        root = self.root
        if self.decisive is not None:
            return SearchResult(self.decisive, self.iterations, {self.decisive: 1}, 1.0)
        actions = self._root_actions()
        if not root.children:
            return SearchResult(actions[0], self.iterations, {}, 0.5)
        best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].value[root.seat]))
        visits = {a: child.visits for a, child in root.children.items()}
        node = best[1]
        return SearchResult(best[0], self.iterations, visits, node.value[root.seat] / max(1, node.visits))

    def subtree(self, state: State, depth: int = 6) -> _Node | None:
        """A node of this tree holding ``state`` (for reuse by the next search), if any."""
        frontier = [self.root]
        for _ in range(depth):
            nxt = []
            for node in frontier:
                for child in node.children.values():
                    if child.state == state:
                        return child
                    nxt.append(child)
            frontier = nxt
        return None

    # -- one iteration

    def _root_actions(self) -> list[Action]:
        root = self.root
        if root.untried is None:
            self._expand_list(root)
        return list(root.children) + list(root.untried or [])

    def _expand_list(self, node: _Node) -> None:
        if self._decisive_hook is not None and node is not self.root and not node.chance:
            win = self._decisive_hook(node.state, False)
            if win is not None:
                node.untried = [win]
                return
        actions = list(node.state.legal_actions())
        if self._priors is not None and actions:
            order = self._priors(node.state, actions)
            ranked = sorted(range(len(actions)), key=lambda i: order[i])
            actions = [actions[i] for i in ranked]  # best last: pop() takes it first
        else:
            self.rng.shuffle(actions)
        node.untried = actions

    def _iterate(self) -> None:
        node = self.root
        path = [node]
        # Selection and expansion.
        while True:
            if node.seat is None:
                break
            if node.chance:
                outcomes = node.state.chance_outcomes()
                action = self._sample(outcomes)
                child = node.children.get(action)
                if child is None:
                    child = node.children[action] = _Node(apply(node.state, action, self.info), self.n)
                    path.append(child)
                    node = child
                    break
                node = child
                path.append(node)
                continue
            if node.untried is None:
                self._expand_list(node)
            if node.untried:
                action = node.untried.pop()
                child = node.children[action] = _Node(apply(node.state, action, self.info), self.n)
                path.append(child)
                node = child
                break
            node = self._select(node)
            path.append(node)
        # Simulation. Results are shrunk towards a draw by discount ** (actions to the
        # end), so that of two wins the search prefers the sooner (and the later loss).
        payoffs, plies = self._simulate(node.state)
        if self.discount < 1.0:
            f = self.discount ** (len(path) - 1 + plies)
            payoffs = tuple(0.5 + (p - 0.5) * f for p in payoffs)
        # Backpropagation.
        for visited in path:
            visited.visits += 1
            value = visited.value
            for seat in range(self.n):
                value[seat] += payoffs[seat]
        self.iterations += 1

    def _select(self, node: _Node) -> _Node:
        seat = node.seat
        log_n = math.log(node.visits)
        c = self.c
        best, best_score = None, -1.0
        for child in node.children.values():
            score = child.value[seat] / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = child, score
        return best

    def _sample(self, outcomes) -> Action:
        pick = self.rng.random()
        for action, p in outcomes:
            pick -= p
            if pick < 0:
                return action
        return outcomes[-1][0]

    def _simulate(self, state: State) -> tuple[tuple[float, ...], int]:
        if state.is_over():
            return state.returns(), 0
        if self._playout is not None:
            return self._playout(state, self.rng)
        if self._random_playout is not None and not self.depth:
            return self._random_playout(state, self.rng)
        steps = 0
        rng = self.rng
        while not state.is_over():
            if self.depth and steps >= self.depth and self._evaluate is not None:
                return self._evaluate(state), steps
            if state.to_move() == CHANCE:
                action = self._sample(state.chance_outcomes())
            else:
                action = rng.choice(state.legal_actions())
            state = state.apply(action)
            steps += 1
        return state.returns(), steps
