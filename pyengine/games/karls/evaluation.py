"""Karls Rennen's evaluation for a search cut short (the ``evaluate`` and ``noisy`` hooks of
pyengine/contract/parts.py).

As in EinStein, the game is a race of dice: the die names a square size, and a stone moves
when it stands on that size or on the nearest size a player has. Here a stone's size changes
with every square it crosses, so a side's race is counted stone by stone: a stone on a square
of size s moves on the faces that name s for it, given the sizes its fellow stones stand on
(a chance q of six); it waits 1/q turns on average there (a variance of (1 - q)/q²) and then
crosses to whichever square ahead is quickest from. ``times(config)`` holds, per seat, per
set of sizes of the other stones and per square, those expected turns home and their variance
along the quickest way (built once: 64 sets × 21 squares per seat). A side's race is its
quickest stone (the others keep moving on the faces it does not claim). The side to move is
home first when it needs no more turns than the other: the chance of that by a normal law, its
variance widened by ``SPREAD`` for what the race leaves out. Captures are the race's main
upset, so the side to move also gets the chance that its roll lets one of its stones take the
other side's quickest stone (the other side's race without it then): measured, greedy play on
the race beats greedy play on it without this 1041 to 959 games. With four players the turns
are counted in plies round the table and a team's race is its quicker partner's. A rolled die
is judged by the best move it allows.
"""

from __future__ import annotations

import math
from functools import lru_cache

from pyengine.kit.dice import movable
from pyengine.games.karls.rules import MOVE, OVER, Config, KarlsRennenState, board_tables, teams_of, tiling_of

__all__ = ["evaluate", "noisy", "times", "SPREAD"]

#: Variance (turns squared) added for what the race leaves out.
SPREAD = 4.0
_SQRT2 = math.sqrt(2.0)
_FAR = 1e9  # a seat without stones never arrives


def _faces(size: int, others: int) -> int:
    """The faces (bit r - 1 for roll r) on which a stone on a square of ``size`` may move, its
    fellows standing on the sizes of the bit set ``others`` (bit s - 1 for size s)."""
    fellows = [(1, s) for s in range(1, 7) if others >> (s - 1) & 1 and s != size]
    return sum(1 << (roll - 1) for roll in range(1, 7) if 0 in movable([(0, size), *fellows], roll))


#: ``FACES[size][others]``: :func:`_faces` for every size and set of the fellows' sizes.
FACES = tuple(tuple(_faces(size, others) for others in range(64)) for size in range(7))
#: How many faces a set of faces has.
_COUNT = tuple(bin(m).count("1") for m in range(64))


#: A seat's table: ``mean[others][square]`` and ``variance[others][square]``.
Times = tuple[tuple[tuple[float, ...], ...], tuple[tuple[float, ...], ...]]


def times(config: Config) -> tuple[Times, ...]:
    """Per seat: expected turns for a stone to reach the goal, and their variance, per set of
    the other stones' sizes and per square (the quickest way; the goal itself 0)."""
    return _times(config.players, config.mirror)


@lru_cache(maxsize=None)
def _times(players: int, mirror: bool) -> tuple[Times, ...]:
    config = Config(players, mirror)
    sizes = [sq.size for sq in tiling_of(config.mirror).squares]
    out = []
    for _home, goal, targets in board_tables(config):
        # Squares nearest the goal first: every move leads nearer (the game's moves only advance).
        order = _nearest_first(goal, targets)
        means, variances = [], []
        for others in range(64):
            mean, var = [0.0] * len(sizes), [0.0] * len(sizes)
            for x in order:
                if x == goal:
                    continue
                q = _COUNT[FACES[sizes[x]][others]] / 6
                y = min(targets[x], key=mean.__getitem__)
                mean[x] = 1 / q + mean[y]
                var[x] = (1 - q) / (q * q) + var[y]
            means.append(tuple(mean))
            variances.append(tuple(var))
        out.append((tuple(means), tuple(variances)))
    return tuple(out)


def _nearest_first(goal: int, targets: tuple[tuple[int, ...], ...]) -> list[int]:
    """The squares ordered so that each comes after all the squares it can move to."""
    done: list[int] = []
    seen: set[int] = set()

    def visit(x: int) -> None:
        if x in seen:
            return
        seen.add(x)
        for y in targets[x]:
            visit(y)
        done.append(x)

    visit(goal)
    for x in range(len(targets)):
        visit(x)
    return done


def _race(table: Times, sizes: tuple[int, ...], stones: list[int]) -> tuple[float, float, int]:
    """A seat's expected turns home and their variance (its quickest stone's), and that stone's
    square (-1: no stones)."""
    if not stones:
        return _FAR, 0.0, -1
    mask = twice = 0
    for x in stones:
        bit = 1 << (sizes[x] - 1)
        twice |= mask & bit
        mask |= bit
    means, variances = table
    best, var, quickest = _FAR, 0.0, -1
    for x in stones:
        bit = 1 << (sizes[x] - 1)
        others = mask if twice & bit else mask & ~bit
        m = means[others][x]
        if m < best:
            best, var, quickest = m, variances[others][x], x
    return best, var, quickest


@lru_cache(maxsize=None)
def _sides(players: int, mover: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The mover's team and the other (two players: each alone)."""
    teams = teams_of(Config(players))
    mine = next(t for t in teams if mover in t)
    return mine, next(t for t in teams if t != mine)


@lru_cache(maxsize=None)
def _attackers(players: int, mirror: bool) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per seat and square, the squares from which the seat's stones move there."""
    tables = board_tables(Config(players, mirror))
    return tuple(
        tuple(tuple(x for x in range(len(t)) if y in t[x]) for y in range(len(t))) for _h, _g, t in tables
    )


def _chance(races: list[tuple[float, float, int]], mover: int) -> float:
    """The chance that the mover's side is home first, from every seat's race."""
    n = len(races)
    if n == 2:
        (m_mine, v_mine, _), (m_theirs, v_theirs, _) = races[mover], races[1 - mover]
        z = (m_theirs - m_mine + 0.5) / math.sqrt(v_mine + v_theirs + SPREAD)
    else:  # in plies round the table from the mover; a team arrives with its quicker partner
        arrive = [(n * (m - 1) + (s - mover) % n, v) for s, (m, v, _) in enumerate(races)]
        mine, theirs = (min(arrive[s] for s in team) for team in _sides(n, mover))
        z = (theirs[0] - mine[0]) / (n * math.sqrt(mine[1] + theirs[1] + SPREAD))
    return 0.5 * (1 + math.erf(z / _SQRT2))


class _Board:
    """What the evaluation of one configuration reads."""

    def __init__(self, config: Config) -> None:
        self.players = config.players
        self.tables = _times(config.players, config.mirror)
        self.sizes = tuple(sq.size for sq in tiling_of(config.mirror).squares)
        self.attackers = _attackers(config.players, config.mirror)
        self.moves = board_tables(config)

    def judge(self, stones: list[list[int]], races: list[tuple[float, float, int]], mover: int) -> float:
        """The mover's side's chance, the mover about to roll: the race, and the chance that
        his roll lets him take the other side's quickest stone (its race without it then)."""
        p = _chance(races, mover)
        mine, theirs = _sides(self.players, mover)
        victim = min(theirs, key=lambda s: races[s][0])
        target = races[victim][2]
        if target < 0:
            return p
        sizes, faces, mask, twice = self.sizes, 0, 0, 0
        own = stones[mover]
        for x in own:
            bit = 1 << (sizes[x] - 1)
            twice |= mask & bit
            mask |= bit
        for x in self.attackers[mover][target]:
            if x in own:
                bit = 1 << (sizes[x] - 1)
                faces |= FACES[sizes[x]][mask if twice & bit else mask & ~bit]
        if not faces:
            return p
        rest = [x for x in stones[victim] if x != target]
        if not rest and all(not stones[s] for s in theirs if s != victim):
            taken = 1.0  # the other side's last stone
        else:
            after = list(races)
            after[victim] = _race(self.tables[victim], sizes, rest)
            taken = _chance(after, mover)
        q = _COUNT[faces] / 6
        return (1 - q) * p + q * max(p, taken)


@lru_cache(maxsize=None)
def _board(players: int, mirror: bool) -> _Board:
    return _Board(Config(players, mirror))


def evaluate(state: KarlsRennenState) -> tuple[float, ...]:
    """Each seat's payoff: a finished game's result, else the race as it stands."""
    if state.phase == OVER:
        return state.returns()
    config, mover, n = state.config, state.seat, state.config.players
    board = _board(n, config.mirror)
    tables, sizes = board.tables, board.sizes
    stones: list[list[int]] = [[] for _ in range(n)]
    for x, o in enumerate(state.owner):
        if o >= 0:
            stones[o].append(x)
    races = [_race(tables[s], sizes, stones[s]) for s in range(n)]
    mine, theirs = _sides(n, mover)
    if state.phase != MOVE:
        p = board.judge(stones, races, mover)
    else:  # the roll is known: the best move it allows; then the next seat (the other side) rolls
        p = 0.0
        _home, goal, targets = board.moves[mover]
        for x in state.movable():
            for y in targets[x]:
                victim = state.owner[y]
                if y == goal or (
                    victim in theirs
                    and len(stones[victim]) == 1
                    and all(not stones[s] for s in theirs if s != victim)
                ):
                    return tuple(1.0 if s in mine else 0.0 for s in range(n))
                after, moved = list(races), [list(own) for own in stones]
                moved[mover] = [z for z in stones[mover] if z != x and z != y] + [y]
                after[mover] = _race(tables[mover], sizes, moved[mover])
                if victim >= 0 and victim != mover:
                    moved[victim] = [z for z in stones[victim] if z != y]
                    after[victim] = _race(tables[victim], sizes, moved[victim])
                p = max(p, 1 - board.judge(moved, after, (mover + 1) % n))
    return tuple(p if s in mine else 1 - p for s in range(n))


def noisy(state: KarlsRennenState) -> bool:
    """A turn half made: the die is rolled, the stone still to move."""
    return state.phase == MOVE
