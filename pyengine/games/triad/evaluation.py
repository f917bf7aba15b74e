"""Triad's evaluation for a search cut short (the ``evaluate`` and ``noisy`` hooks of
pyengine/contract/parts.py SearchHooks).

The game ends as soon as a player is eliminated, and then the survivor with more pieces wins:
so what counts is pieces on the board, and above all who is about to take how many. The count
plays the next move out: the player to move (after a half-made turn, the candidate, who moves
once the drop is made) must capture the most he can; of his moves that do, he is taken to play
the one best for him, which also gives the bunny his drop. Then each player's share is the
square of his pieces (a player far behind is the likely one eliminated, and the game goes to the
leader of the other two; a piece ahead counts more when few are left); a move that leaves a
player without pieces ends the game as the rules score it.

Measured: the static shares matter little (a softmax of the pieces, or the chance of each being
eliminated times the other two compared, play even with these head to head), the move played
out matters most; playing two moves out was stronger (52% of 150 games in one seat against two
greedy players of one move) but cost 60-140 us a call, up to 4 ms where many moves capture.
About 4 us a call with the move to come (the rules have just listed its moves), 25 us with the
drop to come (CPython).

A position with the move made and the drop to come is ``noisy``: the turn is half made.
"""

from __future__ import annotations

from pyengine.games.triad.rules import COLOUR, TriadState, legal_moves

__all__ = ["evaluate", "noisy"]


def _share(counts: list[int]) -> tuple[float, float, float]:
    """Payoffs from pieces on the board (a player without pieces is out: the rules' ending)."""
    if min(counts) <= 0:
        out = [s for s in range(3) if counts[s] <= 0]
        if len(out) == 2:
            return tuple(1.0 if counts[s] > 0 else 0.0 for s in range(3))  # type: ignore[return-value]
        a, b = (s for s in range(3) if s != out[0])
        pay = [0.0, 0.0, 0.0]
        if counts[a] == counts[b]:
            pay[a] = pay[b] = 0.5
        else:
            pay[a if counts[a] > counts[b] else b] = 1.0
        return pay[0], pay[1], pay[2]
    # Shares as the squares of the pieces: a piece ahead counts more when few are left.
    a, b, c = counts[0] ** 2, counts[1] ** 2, counts[2] ** 2
    total = a + b + c
    return a / total, b / total, c / total


def evaluate(state: TriadState) -> tuple[float, ...]:
    """(Red, Green, Blue) expected payoffs: the true returns once the game is over."""
    if state.result:
        return state.returns()
    cells = state.cells
    counts = [cells.count(1), cells.count(2), cells.count(3)]
    if state.phase == "drop":
        counts[state.bunny] += 1  # the drop to come (a piece of the bunny's)
        who = state.candidate
    else:
        who = state.mover
    moves = legal_moves(cells, who)
    if not moves:
        counts[who] = 0  # no legal move: eliminated, scored as the rules score it
        return _share(counts)
    best: tuple[float, float, float] | None = None
    for _frm, to, taken in moves:
        after = counts[:]
        for n in taken:
            after[cells[n] - 1] -= 1
        if min(after) > 0:
            after[3 - who - COLOUR[to]] += 1  # the bunny's drop
        value = _share(after)
        if best is None or value[who] > best[who]:
            best = value
    assert best is not None
    return best


def noisy(state: TriadState) -> bool:
    """The turn is half made: the move is made, the drop is still to come."""
    return not state.result and state.phase == "drop"
