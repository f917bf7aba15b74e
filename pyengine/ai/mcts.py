"""Monte Carlo tree search (UCT) over the engine contract, for every game.

Works on atomic actions, so a turn of several actions by one seat is several tree levels;
chance actions are sampled with their probabilities; payoffs are per seat in [0, 1] (teams
share theirs, score games normalise theirs), so any number of seats works unchanged.
Iterative, never recursive: the browser's WebAssembly stack is shallow.

A game helps the search through its hooks (``Game.hooks``, pyengine/contract/parts.py): its own
playout and priors (the levels with knowledge), a faster uniformly random playout (every level),
and a direct search for a decisive action, asked with ``deep`` at the root by every level and
cheaply for every node the search expands with knowledge, which then tries only that action (so
a node whose mover can win at once is valued as a win, not as the average of his untried moves).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pyengine.contract import CHANCE, Action, State, apply
from pyengine.kit import patience
from pyengine.contract.parts import MovesPlayed, Payoffs
from pyengine.contract.state import GameInfo, seats_of
from pyengine.ai.tactics import NODES, hands_a_win, winning_line

#: Root actions checked for handing the opponent a win, without a deadline (native play).
SAFE_CANDIDATES = 12
#: RAVE (a game's ``amaf_playout``): the weight of an action's all-moves-as-first mean against
#: its own is sqrt(K / (3 n + K)) after n visits of its own (Gelly and Silver's schedule): the
#: AMAF mean leads while an action has few visits, its own mean once it has hundreds.
RAVE_K = 300
#: With RAVE the AMAF means explore (an action played well anywhere in the playouts is tried
#: early): UCT's exploration term is this part of the level's.
RAVE_EXPLORATION = 0.25
#: The AMAF mean of an action no playout has played yet.
RAVE_FIRST = 0.5

__all__ = ["Search", "SearchResult"]


class _Node:
    __slots__ = ("state", "seat", "children", "untried", "visits", "value", "chance", "amaf")

    def __init__(self, state: State, n_seats: int) -> None:
        self.state = state
        self.seat = state.to_move()  # None: the game is over
        self.chance = self.seat == CHANCE
        self.children: dict[Action, _Node] = {}
        self.untried: list[Action] | None = None  # filled on first expansion
        self.visits = 0
        self.value = [0.0] * n_seats
        #: RAVE: the mover's (visits, payoff sum) of each action's data wherever played after here.
        self.amaf: dict[Any, list[float]] | None = None


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
        discount: float = 0.995,
        root: _Node | None = None,
        knowledge: bool = True,
        tactics_until: float | None = None,
        tactics_nodes: int = NODES,
    ) -> None:
        self.game = game
        self.info: GameInfo = game.info
        self.n = seats_of(state, self.info)[0]
        self.rng = rng
        self.c = exploration
        self.discount = discount
        self.root = root if root is not None and root.state == state else _Node(state, self.n)
        self.iterations = 0
        hooks = game.hooks
        self._decisive_hook = hooks.decisive_action if knowledge else None
        #: Until when the direct searches for wins (pyengine/ai/tactics.py) may run (None: by
        #: their number of positions only, reproducible).
        self.tactics_until, self.tactics_nodes = tactics_until, tactics_nodes
        self.decisive: Action | None = self._find_decisive()
        # Without ``knowledge`` the search ignores the game's hooks: plain random playouts
        # (made faster by the game's random_playout, which is no knowledge).
        self._playout: Callable[[State, random.Random], Payoffs] | None = hooks.playout if knowledge else None
        self._priors = hooks.priors if knowledge else None
        self._random_playout: Callable[[State, random.Random], Payoffs] | None = hooks.random_playout
        self._amaf: Callable[[State, random.Random], MovesPlayed] | None = (
            hooks.amaf_playout if knowledge else None
        )

    # -- running

    def run(
        self, iterations: int | None = None, deadline: float | None = None, check_every: int = 1
    ) -> SearchResult:
        """Iterate until ``iterations`` more are done or ``deadline`` (time.monotonic) passes
        (also inside the rules' long work: pyengine/kit/patience.py)."""
        done = 0
        with patience.until(deadline):
            while (iterations is None or done < iterations) and self.decisive is None:
                if deadline is not None and done % check_every == 0 and time.monotonic() >= deadline:
                    break
                try:
                    self._iterate()
                except patience.OutOfTime:
                    break
                done += 1
                if self.forced or (
                    iterations is not None and self.iterations % 64 == 0 and self.settled(iterations - done)
                ):
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
        """A root action that begins a turn winning at once (every level: pyengine/ai/tactics.py)."""
        if self.root.state.to_move() in (None, CHANCE):
            return None
        return winning_line(self.game, self.root.state, self.info, self.tactics_until, self.tactics_nodes)

    def expected(self, seat: int) -> float:
        """``seat``'s expected payoff in the root position, as far as the search sees."""
        if self.decisive is not None:  # the mover wins at once
            return 1.0 if self.root.seat == seat else 0.0
        root = self.root
        return root.value[seat] / root.visits if root.visits else 0.5

    def choice(self, deadline: float | None = None) -> SearchResult:
        """The search's final choice: :meth:`result`, except that an action ending the turn
        that lets the next player win at once gives way to the most visited one that does not,
        where there is one (every root action is checked until ``deadline``; without one, the
        :data:`SAFE_CANDIDATES` most visited, so that native play stays quick and reproducible)."""
        result = self.result()
        if self.decisive is not None or self.root.chance or len(self._root_actions()) < 2:
            return result
        children = self.root.children
        ranked = sorted(children, key=lambda a: -children[a].visits) + list(self.root.untried or [])
        if result.action in ranked:
            ranked.remove(result.action)
        ranked.insert(0, result.action)
        try:
            with patience.until(deadline):
                return self._safe(ranked, result, deadline)
        except patience.OutOfTime:  # the rules' long work (patience.py): keep the search's choice
            return result

    def _safe(self, ranked: list[Action], result: SearchResult, deadline: float | None) -> SearchResult:
        seat, children = self.root.seat, self.root.children
        assert seat is not None  # a choice is made where a seat acts
        i = 0
        while i < len(ranked):
            if (deadline is None and i >= SAFE_CANDIDATES) or (
                deadline is not None and i and time.monotonic() >= deadline
            ):
                break
            action = ranked[i]
            child = children.get(action)
            after = child.state if child is not None else apply(self.root.state, action, self.info)
            threat = (
                None
                if after.to_move() == seat
                else hands_a_win(self.game, after, self.info, seat, deadline, self.tactics_nodes)
            )
            if threat is None:
                if action == result.action:
                    return result
                value = child.value[seat] / max(1, child.visits) if child is not None else 0.5
                return SearchResult(action, self.iterations, result.visits, value)
            if i == 0:  # first the actions that take the place the opponent would win on
                spot = set(threat.path)
                ranked[1:] = sorted(ranked[1:], key=lambda a: not spot.intersection(a.path))
            i += 1
        return result

    def result(self) -> SearchResult:
        """The choice so far: the most visited action (a decisive one at once), with the visits."""
        root = self.root
        if self.decisive is not None:
            return SearchResult(self.decisive, self.iterations, {self.decisive: 1}, 1.0)
        actions = self._root_actions()
        if not root.children:  # no iteration yet (a slice's deadline came first)
            if root.chance:  # (a die's root lists no legal actions: its outcomes are the choice)
                actions = [a for a, _ in root.state.chance_outcomes()]
            return SearchResult(actions[0], self.iterations, {}, 0.5)
        seat = root.seat
        assert seat is not None  # a root with children is a seat's or chance's (-1: the last)
        best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].value[seat]))
        visits = {a: child.visits for a, child in root.children.items()}
        node = best[1]
        return SearchResult(best[0], self.iterations, visits, node.value[seat] / max(1, node.visits))

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
        rave = self._amaf is not None
        played: list[tuple[int, Any]] = []  # RAVE: (seat, action data) down the tree, one per node
        # Selection and expansion.
        while True:
            if node.seat is None:
                break
            if node.chance:
                outcomes = node.state.chance_outcomes()
                action = self._sample(outcomes)
                played.append((CHANCE, action.data))
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
            if rave:
                action, rave_child = self._select_rave(node)
                assert node.seat is not None  # (a seat's node: the game goes on)
                played.append((node.seat, action.data))
                if rave_child is None:
                    assert node.untried is not None  # (an untried action was chosen)
                    node.untried.remove(action)
                    child = node.children[action] = _Node(apply(node.state, action, self.info), self.n)
                    path.append(child)
                    node = child
                    break
                node = rave_child
                path.append(node)
                continue
            if node.untried:
                action = node.untried[-1]
                child = node.children[action] = _Node(apply(node.state, action, self.info), self.n)
                node.untried.pop()
                path.append(child)
                node = child
                break
            node = self._select(node)
            path.append(node)
        # Simulation. Results are shrunk towards a draw by discount ** (actions to the
        # end), so that of two wins the search prefers the sooner (and the later loss).
        moves: list[tuple[int, Any]] = []
        try:
            if rave and self._amaf is not None and not node.state.is_over():
                payoffs, plies, moves = self._amaf(node.state, self.rng)
            else:
                payoffs, plies = self._simulate(node.state)
        except patience.OutOfTime:  # the deadline passed in the rules' long work: undo the expansion
            parent = path[-2] if len(path) > 1 else None
            if parent is not None and node.visits == 0:
                for action, child in list(parent.children.items()):
                    if child is node:
                        del parent.children[action]
                        if not parent.chance and parent.untried is not None:
                            parent.untried.append(action)
            raise
        if self.discount < 1.0:
            f = self.discount ** (len(path) - 1 + plies)
            payoffs = tuple(0.5 + (p - 0.5) * f for p in payoffs)
        # Backpropagation.
        for visited in path:
            visited.visits += 1
            value = visited.value
            for seat in range(self.n):
                value[seat] += payoffs[seat]
        if rave:
            self._amaf_update(path, played + moves, payoffs)
        self.iterations += 1

    def _amaf_update(self, path: list[_Node], moves: list[tuple[int, Any]], payoffs: Sequence[float]) -> None:
        """RAVE: each node of the path counts the iteration's payoff for every action its mover
        made from there on (the tree's and the playout's: ``moves[d]`` was made at ``path[d]``),
        once per action."""
        for d, visited in enumerate(path):
            seat = visited.seat
            if seat is None or visited.chance:
                continue
            stats = visited.amaf
            if stats is None:
                stats = visited.amaf = {}
            r = payoffs[seat]
            seen = set()
            for mover, data in moves[d:]:
                if mover != seat or data in seen:
                    continue
                seen.add(data)
                entry = stats.get(data)
                if entry is None:
                    stats[data] = [1.0, r]
                else:
                    entry[0] += 1.0
                    entry[1] += r

    def _select_rave(self, node: _Node) -> tuple[Action, _Node | None]:
        """The action to follow from ``node`` by UCT-RAVE, among its children and its untried
        actions (an untried one scores its AMAF mean alone, as if visited once), with its child
        (None: untried)."""
        seat = node.seat
        assert seat is not None and node.untried is not None  # (a seat's expanded node)
        stats = node.amaf or {}
        c = self.c * RAVE_EXPLORATION
        log_n = math.log(node.visits + 1)
        best: tuple[Action, _Node | None] | None = None
        best_score = -1.0
        for action, child in node.children.items():
            n = child.visits or 1
            own = child.value[seat] / n
            entry = stats.get(action.data)
            if entry is not None:
                beta = math.sqrt(RAVE_K / (3 * n + RAVE_K))
                own = (1 - beta) * own + beta * entry[1] / entry[0]
            score = own + c * math.sqrt(log_n / n)
            if score > best_score:
                best, best_score = (action, child), score
        explore = c * math.sqrt(log_n)
        for action in reversed(node.untried):  # (the last is the priors' best, or at random)
            entry = stats.get(action.data)
            score = (RAVE_FIRST if entry is None else entry[1] / entry[0]) + explore
            if score > best_score:
                best, best_score = (action, None), score
        assert best is not None  # (a seat's node has an action)
        return best

    def _select(self, node: _Node) -> _Node:
        seat = node.seat
        assert seat is not None  # selection happens below a seat's node, never a finished game's
        log_n = math.log(node.visits)
        c = self.c
        best, best_score = next(iter(node.children.values())), -1.0
        for child in node.children.values():
            score = child.value[seat] / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = child, score
        return best

    def _sample(self, outcomes: Sequence[tuple[Action, float]]) -> Action:
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
        if self._random_playout is not None:
            return self._random_playout(state, self.rng)
        steps = 0
        rng = self.rng
        while not state.is_over():
            if steps % 32 == 0:
                patience.check()  # a long random game must not run past the deadline
            if state.to_move() == CHANCE:
                action = self._sample(state.chance_outcomes())
            else:
                action = rng.choice(state.legal_actions())
            state = state.apply(action)
            steps += 1
        return state.returns(), steps
