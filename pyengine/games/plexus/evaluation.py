"""Plexus's evaluation (the ``evaluate`` and ``noisy`` hooks): the score the game is heading for.

Every half-move connects one dot, a full-move takes two half-moves or one (a lost half-move,
a point), and the last dot connected by a first half-move always loses the answer: that
*final point* goes, if no other half-move is lost, to the first mover of the full-move in which
the free dots run out, which the parity of the free dots names (spec 5.3: the points' total is
odd). So the projected margin is the points so far plus the final point. A lost half-move in
mid-game also flips that parity: it is worth two points to one player, the *beneficiary* (his
point, and the final point comes to him or stays his), and nothing to the other (his point, and
the final point goes). The evaluation therefore adds that swing (a little less) for the
beneficiary when he leads and can make his rival lose the answer now (no source of the kind he
draws from is left: such a position is not quiet, ``noisy``) or when his answer can set that up;
else a small bonus for scarce sources, which make lost answers likelier. (Random games show the
point: nearly all end with the final point alone, greedy play by the margin alone loses as the
player without it.)

Dots are bits of an int on a lattice padded by one column, so a dot's neighbours are four shifts:
one call costs a few microseconds plus a loop over the degrees.
"""

from __future__ import annotations

import math
from functools import lru_cache

from pyengine.games.plexus.rules import PlexusState, board_for

__all__ = ["evaluate", "noisy", "projected_margin", "final_point_owner", "beneficiary", "can_score"]

#: The margin (P1's points minus P2's, projected) for odds of e : 1.
SCALE = 1.2
#: A scoring half-move at hand for the beneficiary to play, in points of the projected margin
#: (two if he takes it; a little less, the game goes on).
THREAT = 1.6
#: The same, one answer ahead: the beneficiary to answer, whose answer can set up such a lead.
AHEAD = 1.2
#: For the beneficiary, over 1 + the sources of the scarcer kind.
SCARCE = 0.5
#: Sources of a kind beyond which no single half-move can leave none (it changes at most five
#: dots: its two and the target's other neighbours).
_REACH = 5


@lru_cache(maxsize=None)
def _layout(n: int) -> tuple[tuple[int, ...], int, int]:
    """Per dot its bit (rows of n + 1 bits, the last bit of a row always empty), the padded
    width, and the mask of the lattice's bits."""
    board = board_for(n)
    width = n + 1
    bits = tuple(1 << (row * width + col) for col, row in board.coords)
    return bits, width, sum(bits)


def _near(mask: int, width: int, inside: int) -> int:
    """The dots orthogonally next to some dot of ``mask``."""
    return ((mask << 1) | (mask >> 1) | (mask << width) | (mask >> width)) & inside


Masks = tuple[int, int, int, int]  # the free dots, the endpoints, the dots of degree 2 and of 3


def _masks(state: PlexusState) -> Masks:
    bits = _layout(state.config.n)[0]
    free = ends = two = three = 0
    for b, d in zip(bits, state.degrees):
        if d == 0:
            free |= b
        elif d == 1:
            ends |= b
        elif d == 2:
            two |= b
        elif d == 3:
            three |= b
    return free, ends, two, three


def _draw(m: Masks, s: int, t: int) -> Masks:
    """The masks after the segment s-t: t becomes an endpoint, s has one segment more."""
    free, ends, two, three = m
    if ends & s:
        return free & ~t, (ends & ~s) | t, two | s, three
    if two & s:
        return free & ~t, ends | t, two & ~s, three | s
    return free & ~t, ends | t, two, three & ~s


def _sources(m: Masks, width: int, inside: int) -> tuple[int, int]:
    """The endpoints and the midpoints that can be drawn from (a free neighbour)."""
    reach = _near(m[0], width, inside)
    return m[1] & reach, (m[2] | m[3]) & reach


def _half_moves(source: int, free: int, width: int, inside: int) -> list[tuple[int, int]]:
    out = []
    while source:
        s = source & -source
        source ^= s
        targets = _near(s, width, inside) & free
        while targets:
            t = targets & -targets
            targets ^= t
            out.append((s, t))
    return out


def _scores(m: Masks, width: int, inside: int) -> bool:
    """Whether a first half-move here leaves no source of its kind (the answer is lost)."""
    for k, source in enumerate(_sources(m, width, inside)):
        if source and source.bit_count() <= _REACH:
            for s, t in _half_moves(source, m[0], width, inside):
                if not _sources(_draw(m, s, t), width, inside)[k]:
                    return True
    return False


def can_score(state: PlexusState) -> bool:
    """Whether the first mover to play has a half-move after which no source of its kind is left
    (his rival loses the answer: a point)."""
    if state.over or state.half:
        return False
    _, width, inside = _layout(state.config.n)
    return _scores(_masks(state), width, inside)


def can_answer_and_score(state: PlexusState) -> bool:
    """Whether the second mover to play has an answer after which his own first half-move (he
    leads the next full-move) can make his rival lose the answer."""
    if state.over or not state.half:
        return False
    _, width, inside = _layout(state.config.n)
    return _answer_scores(_masks(state), state.kind, width, inside)


def _answer_scores(m: Masks, kind: str, width: int, inside: int) -> bool:
    ends, mids = _sources(m, width, inside)
    if min(ends.bit_count(), mids.bit_count()) > _REACH + _REACH:
        return False  # an answer changes at most five dots: no kind can run short after it
    answers = _half_moves(ends if kind == "E" else mids, m[0], width, inside)
    return any(_scores(_draw(m, s, t), width, inside) for s, t in answers)


def _ahead(state: PlexusState) -> tuple[int, int]:
    """(full-move, free dots) at the next first half-move (an answer due will be drawn: a lost
    one is taken at once by the rules)."""
    free = state.degrees.count(0)
    return (state.full + 1, free - 1) if state.half else (state.full, free)


def final_point_owner(state: PlexusState) -> int:
    """The seat that scores the final point if no other half-move is lost (-1: none is due,
    the free dots run out in a full answer)."""
    full, free = _ahead(state)
    if free % 2 == 0:
        return -1
    last = full + (free - 1) // 2
    return 0 if last % 2 == 1 else 1


def beneficiary(state: PlexusState) -> int:
    """The seat a lost half-move in mid-game helps: two points of margin for him whenever he
    makes his rival lose the answer (his point, and the final point comes to him or stays his),
    none for the rival (his point, and the final point goes to the other or away)."""
    owner = final_point_owner(state)
    if owner >= 0:
        return 1 - owner
    full, free = _ahead(state)
    first = 0 if full % 2 == 1 else 1
    return first if free // 2 % 2 == 0 else 1 - first


def projected_margin(state: PlexusState) -> float:
    """P1's points minus P2's at the end as it is heading now: the points, the final point, and
    the chances of the player whom a lost half-move helps: a point at hand (or one answer away),
    else fewer sources of a kind, which makes lost answers likelier."""
    margin = float(state.scores[0] - state.scores[1])
    owner = final_point_owner(state)
    if owner >= 0:
        margin += 1.0 if owner == 0 else -1.0
    gainer = beneficiary(state)
    sign = 1.0 if gainer == 0 else -1.0
    _, width, inside = _layout(state.config.n)
    m = _masks(state)
    if state.to_move() == gainer:
        if state.half == 0 and _scores(m, width, inside):
            return margin + sign * THREAT
        if state.half == 1 and _answer_scores(m, state.kind, width, inside):
            return margin + sign * AHEAD
    ends, mids = _sources(m, width, inside)
    return margin + sign * SCARCE / (1 + min(ends.bit_count(), mids.bit_count()))


def evaluate(state: PlexusState) -> tuple[float, ...]:
    """(P1, P2): a logistic of the projected margin; the result once the game is over."""
    if state.over:
        return state.returns()
    p = 1.0 / (1.0 + math.exp(-projected_margin(state) / SCALE))
    return (p, 1.0 - p)


def noisy(state: PlexusState) -> bool:
    """A first mover to play who can make his rival lose the answer (a point due)."""
    return can_score(state)
