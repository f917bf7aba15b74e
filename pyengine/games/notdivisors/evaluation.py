"""(Not)Divisors's evaluation (the ``evaluate`` and ``noisy`` hooks): who makes the last placement.

The last mover wins, so what counts is the number of placements left, modulo the number of
players. A dead cell (next to a number, admitting none) stays dead: more neighbours only add
conditions, and a number bigger than every orthogonal neighbour must be a multiple of their lcm,
which a diagonal one still divides. So the placements left are those of the *live* cells: the
alive ones, and the untouched ones (no number next to them) that a chain of untouched cells joins
to an alive one. Each live cell is filled in the end with a chance read from its neighbourhood
(measured in random games on the 4×4 to 6×6 grids): an alive cell alone nearly surely, less so
the more alive cells touch it (a placement puts conditions on its eight neighbours and may kill
them), less again if it admits only divisors of a neighbour (numbers run out); an untouched cell
about two times in three. Taken as independent, these chances give the distribution of the count
modulo the players, hence each seat's chance to make the last placement. Near the end (lone
alive cells) this is nearly exact; early on it is near even, as it must be in a game of parity,
where a placement's worth shows only in the replies (one-ply greedy play by it wins about three
games in four against random play; a search that sees the replies does better).

A cell chosen and its number not yet typed is half a turn (``noisy``); it is judged by the best
of its numbers for the player placing it (one step on: a few evaluations).

Cells are bits of an int on a grid padded by one column, so neighbourhoods are shifts.
"""

from __future__ import annotations

from functools import lru_cache

from pyengine.games.notdivisors.rules import NotDivisorsState, _big_possible

__all__ = ["evaluate", "noisy", "fill_chances"]

#: The chance that an alive cell is filled in the end, by (alive cells touching it, at most 2;
#: whether it admits numbers above its orthogonal neighbours, infinitely many).
ALIVE = {
    (0, True): 0.99,
    (0, False): 0.87,
    (1, True): 0.8,
    (1, False): 0.53,
    (2, True): 0.62,
    (2, False): 0.39,
}
#: The same for an untouched cell that placements can reach, by the alive cells next to it
#: orthogonally (at most 2). (One they cannot reach stays empty.)
UNTOUCHED = (0.65, 0.69, 0.53)


@lru_cache(maxsize=None)
def _layout(n: int) -> tuple[tuple[int, ...], int, int]:
    """Per cell its bit (cells are numbered row by row, n a row: rules.board_for; rows of n + 1
    bits, the last always empty), the padded width, the mask of the grid's bits."""
    width = n + 1
    bits = tuple(1 << ((i // n) * width + i % n) for i in range(n * n))
    return bits, width, sum(bits)


def _orth(mask: int, width: int, inside: int) -> int:
    return ((mask << 1) | (mask >> 1) | (mask << width) | (mask >> width)) & inside


def _king(mask: int, width: int, inside: int) -> int:
    side = mask | (mask << 1) | (mask >> 1)
    return (side | (side << width) | (side >> width)) & inside


def fill_chances(state: NotDivisorsState) -> list[float]:
    """For each live cell, the chance that it is filled in the end (a cell chosen: before it)."""
    n, values = state.config.n, state.values
    bits, width, inside = _layout(n)
    filled = alive = 0
    for b, v in zip(bits, values):
        if v:
            filled |= b
    for i in state.alive_cells():
        alive |= bits[i]
    untouched = inside & ~filled & ~_orth(filled, width, inside)
    # the untouched cells a chain of placements can reach: orthogonally, from an alive cell
    reach = _orth(alive, width, inside) & untouched
    while True:
        grown = reach | (_orth(reach, width, inside) & untouched)
        if grown == reach:
            break
        reach = grown
    out = []
    for i, b in enumerate(bits):
        if alive & b:
            crowd = min(2, (_king(b, width, inside) & alive).bit_count() - 1)
            out.append(ALIVE[crowd, _big_possible(values, n, i)])
        elif reach & b:
            out.append(UNTOUCHED[min(2, (_orth(b, width, inside) & alive).bit_count())])
    return out


def evaluate(state: NotDivisorsState) -> tuple[float, ...]:
    """Each seat's chance to make the last placement; the result once the game is over."""
    if state.over:
        return state.returns()
    k = state.config.players
    if state.ply == 0:
        return (1.0 / k,) * k
    if state.cell >= 0:
        mover = state.ply % k
        return max((evaluate(state.apply(a)) for a in state.legal_actions()), key=lambda p: p[mover])
    # dist[j]: the chance that the placements left are j modulo k (independent cells)
    dist = [1.0] + [0.0] * (k - 1)
    for p in fill_chances(state):
        dist = [(1 - p) * dist[j] + p * dist[j - 1] for j in range(k)]
    # r placements left (r >= 1, the game goes on): the last is made by seat (ply + r - 1) % k
    return tuple(dist[(s - state.ply + 1) % k] for s in range(k))


def noisy(state: NotDivisorsState) -> bool:
    """A cell is chosen and its number not yet typed: half a turn."""
    return state.cell >= 0 and not state.over
