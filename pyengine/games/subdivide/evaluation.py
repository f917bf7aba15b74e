"""Subdivide's evaluation (the ``evaluate`` hook): each player's chance of the highest total.

A round scores for its offensive player the largest undivided polygon of the drawing once the
hull is complete. So the round's score *as things stand* is that of the drawing with the hull's
missing edges added (those that can still be drawn: under ``simple`` a full dot takes none): the
largest face whose boundary, without its dangling segments, is one simple cycle, as the rules'
face test has it (a closed chain floating inside, which ``nested = strict`` counts as dividing,
and a face pinched at a dot are not looked for: rare, and the end of a round scores exactly).
Early in a round the hull alone is one big face that the defence will cut up, so the round's
expected score runs from a fresh round's (``fresh``, as greedy play by this evaluation scores
against itself) to the score as it stands as the segments fill the drawing. The match adds to
the totals the round's expected score for its offence and a fresh round's for every round still
to come, and turns the expected totals into each player's chance of the highest (normal spreads).

No position is noisy: every turn is one segment, and the round's end (the hull complete) is
scored exactly.

The faces are traced on the drawing's fixed order of dot pairs around each dot (computed once
per set of dots): a call costs about 35 microseconds on the 4×4 array, 100 on 8×8.
"""

from __future__ import annotations

import math
from functools import lru_cache

from pyengine.games.subdivide.rules import LIMIT, Config, Drawing, RoundState, SubdivideMatch

__all__ = ["evaluate", "score_as_it_stands", "expected_round_score", "fresh"]

#: A round's spread in points at its start, and at the least before it ends.
SPREAD, SPREAD_MIN = 1.5, 0.3
#: The segments a round has when the drawing is full, per dot (measured: ~28 on the 4×4 array).
SEGMENTS_PER_DOT = 1.7


@lru_cache(maxsize=64)
def _ranks(d: Drawing) -> list[tuple[int, int, int, int]]:
    """Per pair: its two dots and its rank in each one's counter-clockwise order of the segments
    it may ever have (fixed by the dots)."""
    pts = d.points
    around: dict[int, list[tuple[float, int]]] = {v: [] for v in d.dots}
    for k, (a, b) in enumerate(d.pairs):
        around[a].append((math.atan2(pts[b][1] - pts[a][1], pts[b][0] - pts[a][0]), k))
        around[b].append((math.atan2(pts[a][1] - pts[b][1], pts[a][0] - pts[b][0]), k))
    rank: dict[tuple[int, int], int] = {}
    for v, ring in around.items():
        for r, (_, k) in enumerate(sorted(ring)):
            rank[v, k] = r
    return [(a, b, rank[a, k], rank[b, k]) for k, (a, b) in enumerate(d.pairs)]


def _largest_face(d: Drawing, drawn: int) -> int:
    """The most dots on a bounded face's boundary cycle (its dangling segments left out) in the
    drawing of the pairs ``drawn`` (a mask), 0 if none."""
    ranks = _ranks(d)
    ring: dict[int, list[tuple[int, int]]] = {}
    rest = drawn
    while rest:
        low = rest & -rest
        rest ^= low
        a, b, ra, rb = ranks[low.bit_length() - 1]
        ring.setdefault(a, []).append((ra, b))
        ring.setdefault(b, []).append((rb, a))
    order: dict[int, list[int]] = {}
    place: dict[int, dict[int, int]] = {}
    for v, ns in ring.items():
        ns.sort()
        order[v] = [w for _, w in ns]
        place[v] = {w: i for i, (_, w) in enumerate(ns)}
    pts = d.points
    seen: set[tuple[int, int]] = set()
    best = 0
    for v, around in order.items():
        for w in around:
            if (v, w) in seen:
                continue
            walk, u, x = [], v, w
            while (u, x) not in seen:
                seen.add((u, x))
                walk.append((u, x))
                u, x = x, order[x][place[x][u] - 1]  # the neighbour just clockwise: the face on the left
            if len(walk) < 3 or len(walk) <= best:
                continue  # (a face's cycle is at most its walk)
            if sum(pts[a][0] * pts[b][1] - pts[b][0] * pts[a][1] for a, b in walk) <= 0:
                continue  # the outer walk of a connected part
            edges = set(walk)
            once = [(a, b) for a, b in walk if (b, a) not in edges]  # dangling segments run both ways
            dots = {a for a, _ in once}
            chained = all(once[i][1] == once[(i + 1) % len(once)][0] for i in range(len(once)))
            if len(once) >= 3 and chained and len(dots) == len(once):
                best = max(best, len(once))
    return best


def score_as_it_stands(rnd: RoundState) -> int:
    """The offence's score if the hull edges that can still be drawn were drawn now, and nothing
    else (under ``hull`` the round ends so; under ``simple`` they close what they can)."""
    d = rnd.drawing
    drawn = 0
    for k in d.hull_edges:  # (under ``hull`` every one not drawn yet can be)
        a, b = d.pairs[k]
        if rnd.open >> k & 1 and not (rnd.degrees[a] >= LIMIT and rnd.limited(a)):
            if not (rnd.degrees[b] >= LIMIT and rnd.limited(b)):
                drawn |= 1 << k
    for k in rnd.segments:
        drawn |= 1 << k
    return _largest_face(d, drawn)


@lru_cache(maxsize=None)
def fresh(config: Config) -> float:
    """A fresh round's expected score, as greedy play by this evaluation scores against itself
    (4.6 on the 4×4 array, 5.7 on 5×5, 4.6 with 12 dots placed on 7×7): about a side and a half
    of the array, or of a square of the dots placed."""
    if config.layout == "free":
        return max(3.0, math.sqrt(config.dots) + 1.0)
    return max(3.0, (config.rows + config.cols) / 2 + 0.5)


def expected_round_score(rnd: RoundState) -> tuple[float, float]:
    """(the offence's expected score in the round, its spread)."""
    if rnd.over:
        return float(rnd.score), 0.0
    base = fresh(rnd.config)
    if rnd.placing:
        return base, SPREAD
    now = score_as_it_stands(rnd)
    full = SEGMENTS_PER_DOT * len(rnd.drawing.dots)
    filled = min(1.0, len(rnd.segments) / full)
    return base + (now - base) * filled, max(SPREAD_MIN, SPREAD * (1.0 - filled))


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def evaluate(match: SubdivideMatch) -> tuple[float, ...]:
    """Each seat's chance of the highest total (a tie between two: half each); the result once
    the match is over."""
    if match.is_over():
        return match.returns()
    n = match.rule.seats
    mean = list(match.totals)
    var = [0.0] * n
    rnd = match.current
    if not rnd.is_over():  # (an ended round is in the totals already)
        score, spread = expected_round_score(rnd)
        mean[match.first] += score
        var[match.first] += spread * spread
    base = fresh(rnd.config)
    for later in range(1, match.rule.rounds - match.round_no):
        seat = (match.first + later) % n  # the offence passes round the table
        mean[seat] += base
        var[seat] += SPREAD * SPREAD
    chances = []
    for i in range(n):
        p = 1.0
        for j in range(n):
            if j != i:
                p *= _phi((mean[i] - mean[j]) / math.sqrt(var[i] + var[j] + 0.25))
        chances.append(p)
    total = sum(chances)
    return tuple(c / total for c in chances)
