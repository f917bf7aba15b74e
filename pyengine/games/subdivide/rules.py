"""Subdivide, The Game (Leroy Quet, 2008), top to bottom against shared/rules/subdivide.md.

A round: (free layout) the players place D dots on a lattice, then take turns drawing one straight
segment each, the offensive player first; the round ends when the convex hull is completed
(``rules = hull``) or when no segment can be drawn (``rules = simple``), and the offensive player
scores the most perimeter dots of an undivided polygon. A game is R rounds on the rounds layer
(pyengine/kit/rounds.py), the offence passing round the table; the highest total wins.

Geometry is exact (geometry.py). A round keeps the segments it may still draw as a bit mask of
dot pairs: a pair that passes through a dot is never one, a pair is dropped once drawn or crossed
(segments are never removed), so a move costs one mask of the pairs crossing it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from pyengine.i18n import N_, _
from pyengine.kit.cells import CellBoard, Naming, dot_lattice
from pyengine.contract import Action, RuleError, State
from pyengine.contract.state import Seating, seat_payoffs
from pyengine.kit.rounds import RoundRule, Rounds
from pyengine.games.subdivide.geometry import (
    Point,
    hull_boundary,
    on_open_segment,
    segments_cross,
    undivided_polygons,
)

__all__ = [
    "Config",
    "RoundState",
    "SubdivideMatch",
    "Drawing",
    "new_state",
    "new_round",
    "lattice_for",
    "drawing_for",
    "SEATS",
    "LIMIT",
]

SEATS = (N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4"))  # translated where shown
#: The most segments a limited dot takes (spec 4.4).
LIMIT = 3


# -- 2. Equipment and board; 6. options


@dataclass(frozen=True)
class Config:
    rules: str = "hull"  # "hull" or "simple"
    nested: str = "strict"  # "strict" or "lenient"
    layout: str = "array"  # "array" or "free"
    rows: int = 4
    cols: int = 4
    dots: int = 12  # free layout: D
    lattice: int = 7  # free layout: L
    players: int = 2
    rounds_each: int = 1  # R = rounds_each × players

    @property
    def rounds(self) -> int:
        """The number of rounds: ``rounds_each`` for every player (each leads the offence as often)."""
        return self.rounds_each * self.players


@lru_cache(maxsize=None)
def lattice_for(rows: int, cols: int) -> CellBoard:
    """Rows a.. from the top, columns 1.. from the left (the sample's names: ``c4`` = row c,
    column 4)."""
    return dot_lattice(cols, rows, Naming(letters="rows", row_one="top"), title=f"{rows}×{cols} dots")


def lattice_of(config: Config) -> CellBoard:
    """The lattice of the configured size."""
    if config.layout == "free":
        return lattice_for(config.lattice, config.lattice)
    return lattice_for(config.rows, config.cols)


def point(board: CellBoard, i: int) -> Point:
    """The plane point of lattice place ``i``: x = column, y = −row (spec 2)."""
    col, row = board.coords[i]
    return (col, -row)


class Drawing:
    """The fixed geometry of one set of dots: the pairs that may ever be joined (no dot between
    them), the hull, and which pairs cross which (computed when first needed)."""

    def __init__(self, board: CellBoard, dots: frozenset[int]) -> None:
        self.board = board
        self.dots = tuple(sorted(dots))
        self.points = [point(board, i) for i in range(len(board))]
        pts = self.points
        self.pairs: list[tuple[int, int]] = [
            (a, b)
            for k, a in enumerate(self.dots)
            for b in self.dots[k + 1 :]
            if not any(on_open_segment(pts[c], pts[a], pts[b]) for c in self.dots if c != a and c != b)
        ]
        self.index = {p: k for k, p in enumerate(self.pairs)}
        ring = [board.index[(x, -y)] for x, y in hull_boundary(pts[i] for i in self.dots)]
        self.hull_ring = tuple(ring)
        self.hull = frozenset(ring)
        self.hull_edges = frozenset(
            self.index[(min(ring[i], ring[i - 1]), max(ring[i], ring[i - 1]))] for i in range(len(ring))
        )
        self.hull_mask = sum(1 << k for k in self.hull_edges)
        self.all_mask = (1 << len(self.pairs)) - 1
        self._cross: dict[int, int] = {}

    def crossing(self, k: int) -> int:
        """The mask of the pairs whose segments cross pair ``k``'s."""
        found = self._cross.get(k)
        if found is None:
            pts = self.points
            a, b = self.pairs[k]
            found = 0
            for j, (c, d) in enumerate(self.pairs):
                if j != k and segments_cross(pts[a], pts[b], pts[c], pts[d]):
                    found |= 1 << j
            self._cross[k] = found
        return found

    def pair(self, a: int, b: int) -> int | None:
        """The segment joining the dots ``a`` and ``b`` (its index), or None."""
        return self.index.get((a, b) if a < b else (b, a))


@lru_cache(maxsize=64)
def drawing_for(board: CellBoard, dots: frozenset[int]) -> Drawing:
    """The drawing of ``dots`` on ``board`` (shared by positions with the same dots)."""
    return Drawing(board, dots)


# -- 4. A round


@dataclass(frozen=True)
class RoundState(State):
    """One round; seats are the round's own (0 = the offensive player, then in seat order)."""

    config: Config
    placed: tuple[int, ...]  # the dots in placement order (array layout: all of them)
    segments: tuple[int, ...] = ()  # pair indices of the drawing, in drawing order
    open: int = 0  # pairs not drawn and crossing no drawn segment
    degrees: tuple[int, ...] = ()
    mover: int = 0
    over: bool = False
    score: int = 0  # the offence's, once the round is over
    best: tuple[tuple[int, ...], ...] = ()  # the scoring polygons (dots in order), once over

    # -- the dots

    @cached_property
    def board(self) -> CellBoard:
        """The lattice of the round."""
        return lattice_of(self.config)

    @property
    def placing(self) -> bool:
        """Are dots still being placed?"""
        return len(self.placed) < self._dot_count()

    def _dot_count(self) -> int:
        return self.config.dots if self.config.layout == "free" else len(self.board)

    @cached_property
    def drawing(self) -> Drawing:
        """The dots placed and the segments they allow."""
        return drawing_for(self.board, frozenset(self.placed))

    def limited(self, dot: int) -> bool:
        """Does ``dot`` take at most 3 segments? Internal dots under ``hull``, every dot under
        ``simple`` (spec 4.4)."""
        return self.config.rules == "simple" or dot not in self.drawing.hull

    # -- the contract

    def to_move(self) -> int | None:
        return None if self.over else self.mover

    def turn_number(self) -> int:
        return len(self.placed) + len(self.segments)

    def seating(self) -> Seating:
        return Seating(self.config.players)

    def legal_actions(self) -> tuple[Action, ...]:
        if self.over:
            return ()
        board = self.board
        if self.placing:
            taken = set(self.placed)
            out = [_dot(board.names[i], i) for i in range(len(board)) if i not in taken]
            if len(self.placed) == self._dot_count() - 1:  # the last dot may not make them collinear
                out = [a for a in out if hull_boundary(point(board, i) for i in (*self.placed, a.data[1]))]
            return tuple(out)
        d = self.drawing
        deg, full = self.degrees, LIMIT
        out = []
        mask = self.open
        while mask:
            low = mask & -mask
            k = low.bit_length() - 1
            mask ^= low
            a, b = d.pairs[k]
            if (deg[a] >= full and self.limited(a)) or (deg[b] >= full and self.limited(b)):
                continue
            out.append(_segment(board.names[a], board.names[b], k))
        return tuple(out)

    def apply(self, action: Action) -> RoundState:
        if self.over:
            raise RuleError(_("the round is over"))
        if action not in self.legal_actions():
            raise RuleError(self.why_not(action.path) or _("%s is not legal here") % action.text)
        nxt = (self.mover + 1) % self.config.players
        if action.data[0] == "dot":
            placed = self.placed + (action.data[1],)
            after = replace(self, placed=placed, mover=nxt)
            if not after.placing:
                after = replace(after, open=after.drawing.all_mask, mover=0)  # the offence draws first
            return after
        k = action.data[1]
        d = self.drawing
        a, b = d.pairs[k]
        deg = list(self.degrees)
        deg[a] += 1
        deg[b] += 1
        after = replace(
            self,
            segments=self.segments + (k,),
            open=self.open & ~d.crossing(k) & ~(1 << k),
            degrees=tuple(deg),
            mover=nxt,
        )
        return after._ended()

    def _ended(self) -> RoundState:
        """5.1: under ``hull`` the round ends when every hull edge is drawn, under ``simple``
        when no segment can be drawn; then 5.3's score."""
        d = self.drawing
        if self.config.rules == "hull":
            drawn = sum(1 << k for k in self.segments)
            done = drawn & d.hull_mask == d.hull_mask
        else:
            done = not self.legal_actions()
        if not done:
            return self
        polygons = self.polygons()
        top = max((len(p) for p in polygons), default=0)
        return replace(
            self, over=True, score=top, best=tuple(tuple(p) for p in polygons if len(p) == top and top)
        )

    def polygons(self) -> list[list[int]]:
        """The undivided polygons of the drawing as it stands (5.2), their dots in order."""
        d = self.drawing
        return undivided_polygons(
            d.points, [d.pairs[k] for k in self.segments], self.config.nested == "strict"
        )

    def returns(self) -> tuple[float, ...]:
        # A round alone: the offence "wins" by scoring at all (the match counts the scores).
        return seat_payoffs(self.config.players, [0] if self.score else list(range(1, self.config.players)))

    def seat_scores(self) -> tuple[float, ...]:
        return (float(self.score),) + (0.0,) * (self.config.players - 1)

    def status(self, names: tuple[str, ...] | None = None) -> str:
        names = names or SEATS[: self.config.players]
        if self.over:
            return self.end_reason(names)
        who = _(names[self.mover])
        if self.placing:
            said = {"who": who, "k": len(self.placed) + 1, "n": self._dot_count()}
            return _("%(who)s places dot %(k)d of %(n)d.") % said
        return _("%(who)s draws segment %(k)d.") % {"who": who, "k": len(self.segments) + 1}

    def end_reason(self, names: tuple[str, ...] | None = None) -> str:
        if not self.over:
            return ""
        names = names or SEATS[: self.config.players]
        how = _("the hull is complete") if self.config.rules == "hull" else _("no segment can be drawn")
        said = {"how": how, "who": _(names[0]), "n": self.score}
        if not self.score:
            return _("Round over (%(how)s): no undivided polygon, %(who)s scores 0.") % said
        return (
            _("Round over (%(how)s): %(who)s scores %(n)d, the dots of the largest undivided polygon.") % said
        )

    def decisive_targets(self) -> tuple[str, ...]:
        # Every polygon of the largest size scores (ties too): all their dots are marked.
        return tuple(dict.fromkeys(self.board.names[i] for p in self.best for i in p))

    # -- refusals in the rules' words

    def why_not(self, path: tuple[str, ...]) -> str:
        """Why the click path (a dot to place, or two dots to join) is not legal here."""
        board = self.board
        if self.over:
            return _("the round is over")
        found = [board.find(p) for p in path]
        names = [i for i in found if i is not None]
        if len(names) != len(found):
            bad = next(p for p, i in zip(path, found) if i is None)
            return _("%s is not a dot of this board") % bad
        if self.placing:
            if len(path) != 1:
                return _("dots are placed first: click an empty point")
            i = names[0]
            if i in self.placed:
                return _("%s has a dot already") % path[0]
            return _("the last dot may not make all the dots collinear (they would have no hull)")
        if len(path) != 2:
            return ""
        a, b = names
        dots = set(self.placed)
        for p, i in zip(path, (a, b)):
            if i not in dots:
                return _("%s is not a dot") % p
        if a == b:
            return _("a segment joins two different dots")
        d = self.drawing
        seg = f"{board.names[a]}-{board.names[b]}"
        k = d.pair(a, b)
        if k is None:
            pts = d.points
            on = next(board.names[c] for c in d.dots if on_open_segment(pts[c], pts[a], pts[b]))
            return _("%(seg)s passes through the dot %(dot)s") % {"seg": seg, "dot": on}
        if k in self.segments:
            return _("%s is drawn already") % seg
        for j in self.segments:
            if d.crossing(k) >> j & 1:
                c, e = d.pairs[j]
                return _("%(seg)s crosses the segment %(other)s") % {
                    "seg": seg,
                    "other": f"{board.names[c]}-{board.names[e]}",
                }
        for i in (a, b):
            if self.degrees[i] >= LIMIT and self.limited(i):
                said = {"dot": board.names[i], "n": LIMIT}
                if self.config.rules == "simple":
                    return _("%(dot)s has %(n)d segments already (every dot takes at most %(n)d)") % said
                return _("%(dot)s has %(n)d segments already (an internal dot takes at most %(n)d)") % said
        return ""

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        if self.over:
            return _("The round is over.")
        if not self.placing and len(path) == 1:
            i = self.board.find(path[0])
            if i is None:
                return ""
            if i not in self.placed:
                return _("%s is not a dot.") % path[0]
            if self.degrees[i] >= LIMIT and self.limited(i):
                return _("%(dot)s has %(n)d segments already.") % {"dot": path[0], "n": LIMIT}
            return _("No segment can be drawn from %s.") % path[0]
        why = self.why_not(path)
        return why[0].upper() + why[1:] + "." if why else ""

    def parse_action(self, text: str) -> Action:
        """A segment ``a1-b2`` (either order, spaces allowed) or a dot ``+a1``."""
        raw = text.strip()
        if raw.startswith("+"):
            path: tuple[str, ...] = (raw[1:].strip(),)
        else:
            a, sep, b = raw.partition("-")
            if not sep:
                raise RuleError(_("%r is not a segment: write two dots joined by -, e.g. a1-b2") % raw[:20])
            path = (a.strip(), b.strip())
        board = self.board
        found = [board.find(p) for p in path]
        cells = [i for i in found if i is not None]
        if len(cells) == len(found):
            want = ("dot", cells[0]) if len(cells) == 1 else ("seg", self.drawing.pair(*cells))
            for action in self.legal_actions():
                if action.data == want:
                    return action
        raise RuleError(self.why_not(path) or _("%r is not legal here") % raw)


@lru_cache(maxsize=None)
def _segment(a: str, b: str, k: int) -> Action:
    """Pair ``k`` as an action: a click on either end, then the other (alternative paths)."""
    return Action((a, b), f"{a}-{b}", ("seg", k), alt_paths=((b, a),))


@lru_cache(maxsize=None)
def _dot(name: str, i: int) -> Action:
    return Action((name,), f"+{name}", ("dot", i))


def new_round(config: Config) -> RoundState:
    """3.2: a blank drawing; the array layout's dots are placed at once."""
    board = lattice_of(config)
    degrees = (0,) * len(board)
    if config.layout == "free":
        return RoundState(config, placed=(), degrees=degrees)
    placed = tuple(range(len(board)))
    return RoundState(
        config, placed=placed, open=drawing_for(board, frozenset(placed)).all_mask, degrees=degrees
    )


# -- 3.1, 5.4: the game, R rounds, the offence passing round


@dataclass(frozen=True)
class _MakeRound:
    """Round r, begun (on offence) by its first seat (a value, so that equal games compare equal)."""

    config: Config

    def __call__(self, round_no: int, first: int) -> RoundState:
        return new_round(self.config)


@dataclass(frozen=True)
class SubdivideMatch(Rounds[RoundState]):
    """The rounds, said in the game's words: the round, its offence, the totals."""

    def seating(self) -> Seating:
        return Seating(self.rule.seats, SEATS[: self.rule.seats])

    def _names(self) -> tuple[str, ...]:
        """The round's seats by their match names (round seat 0 is the offence)."""
        n = self.rule.seats
        return tuple(SEATS[(self.first + i) % n] for i in range(n))

    def status(self) -> str:
        if self.is_over():
            return self.end_reason()
        said = {"k": self.round_no + 1, "n": self.rule.rounds, "who": _(self._names()[0])}
        head = _("Round %(k)d of %(n)d (%(who)s on offence): ") % said
        if self.between:
            starts = _("%s starts the next round.") % _(SEATS[self.next_first()])
            return head + self.current.end_reason(self._names()) + " " + starts
        return head + self.current.status(self._names())

    def end_reason(self) -> str:
        if not self.is_over():
            return ""
        totals = ", ".join(f"{_(SEATS[s])} {t:g}" for s, t in enumerate(self.totals))
        best = max(self.totals)
        leaders = [_(SEATS[s]) for s, t in enumerate(self.totals) if t == best]
        said = {"last": self.current.end_reason(self._names()), "totals": totals, "who": leaders[0]}
        if len(leaders) == 1:
            return _("%(last)s Totals: %(totals)s. %(who)s wins.") % said
        said["who"] = _(" and ").join(leaders)
        return _("%(last)s Totals: %(totals)s. %(who)s tie for the highest total.") % said


def new_state(config: Config) -> SubdivideMatch:
    rule = RoundRule(seats=config.players, rounds=config.rounds, points="scores", rotate=True, pause=True)
    return SubdivideMatch.start(_MakeRound(config), rule)
