"""Subdivide's lessons (issue 54): a segment and the dots' names, crossings, the limit of 3 at
internal dots (hull dots have none), dividing a polygon on defence, closed chains inside under the
strict and the lenient rule, ending an offensive round with the largest polygon (and the game by
the totals), the simplified rules, dots placed by the players, and a two-round game on a 3×3 array
against the easy computer.

Every task judges the drawing after the turn: its undivided polygons, the round's end and score,
the degree of a dot, where a dot was placed; so every segment that does it counts."""

from __future__ import annotations

from pyengine.contract.lessons import Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.games.subdivide.rules import RoundState, SubdivideMatch
from pyengine.i18n import N_

__all__ = ["SERIES"]

RULES = {
    "2.dots": "A set of dots: the array layout is an r×c lattice of dots (default 4×4).",
    "2.notation": "Dots: row letter (a at the top), then column number (1 at the left).",
    "2.segment": "A segment is a straight line joining two dots.",
    "2.hull": "Hull dots lie on the convex hull's boundary (collinear ones too); the rest are internal.",
    "2.degree": "A dot's degree is the number of drawn segments ending at it.",
    "3.offence": "R rounds, a multiple of the players; the offence of round i is P((i - 1) mod k + 1).",
    "3.fresh": "Each round starts on a fresh blank drawing; the array's dots are placed automatically.",
    "3.placing": "Free layout: players place one dot each in turn, the offence first, until D dots exist.",
    "4.turn": "The offence draws first, then the seat order; a turn draws exactly one segment.",
    "4.once": "A pair of dots is joined at most once.",
    "4.through": "A segment may not pass through another dot.",
    "4.cross": "A segment may not cross a drawn segment; sharing an end dot is fine.",
    "4.limit-hull": "Rule set hull: an internal dot takes at most 3 segments; hull dots have no limit.",
    "4.limit-simple": "Rule set simple: every dot, hull dots included, takes at most 3 segments.",
    "4.always": "Under hull an undrawn hull edge is always legal, so there is always a move; no passing.",
    "5.end-hull": "Under hull the round ends right after the segment that completes the hull.",
    "5.end-simple": "Under simple the round ends when no legal segment remains.",
    "5.polygon": "A polygon is a closed chain of segments; all its dots are perimeter dots.",
    "5.undivided": "Undivided: no chain inside joins two of its dots (hanging or floating segments allowed).",
    "5.score": "The offence scores the most perimeter dots of an undivided polygon at the end; others 0.",
    "5.game": "After R rounds the highest total wins; equal highest totals tie.",
    "6.rules": "Option rules: hull (default) or simple.",
    "6.nested": "Option nested: strict (default; a closed chain inside divides) or lenient.",
    "6.layout": "Option layout: array r×c (2..8), or free (D dots on an L×L lattice).",
    "6.players": "Option players: 2..4.",
    "6.rounds": "Option rounds: a multiple of the players.",
    "9.at-end": "Decision: the drawing at the round's end is scored; a polygon divided later does not count.",
    "9.straight-dots": "Decision: perimeter dots include those where the polygon runs straight.",
    "9.strict": "Decision: a closed chain inside, touching it in at most one dot, divides it by default.",
    "9.hull-collinear": "Decision: all dots on the hull's boundary are hull dots, collinear ones included.",
    "9.once-end": "Decision: a pair is joined once; under hull the round ends exactly at the last hull edge.",
    "9.simple-scoring": "Decision: under simple the scoring is unchanged.",
    "9.free-order": "Decision: dots are placed from the offence on, in seat order; never all collinear.",
    "9.totals": "Decision: the game result is the highest total over all rounds; equal totals tie.",
    "9.rows-top": "Decision: row a is the top row.",
}


def _rounds(turn: Turn) -> tuple[RoundState, RoundState]:
    before, after = turn.before, turn.after
    assert isinstance(before, SubdivideMatch) and isinstance(after, SubdivideMatch)
    return before.current, after.current


def _drawn(turn: Turn) -> list[str]:
    """The segments the turn drew, as ``a1-b2``, in their round's order (either end first)."""
    before, after = _rounds(turn)
    d = after.drawing
    names = after.board.names
    out = []
    for k in after.segments[len(before.segments) :]:
        a, b = d.pairs[k]
        out.append(f"{names[a]}-{names[b]}")
    return out


def _largest(r: RoundState) -> int:
    return max((len(p) for p in r.polygons()), default=0)


def _segment(turn: Turn) -> str | None:
    if _drawn(turn) == ["a1-d2"]:
        return None
    return N_("That is legal, but it is not a1-d2: d2 is in row d, the bottom one, second from the left.")


def _cross(turn: Turn) -> str | None:
    drawn = _drawn(turn)
    if drawn and "a1" in drawn[0].split("-"):
        return None
    return N_("That is legal, but it does not start at a1: draw from a1 along an edge that shares a2 or b1.")


def _fourth(turn: Turn) -> str | None:
    _before, after = _rounds(turn)
    if after.degrees[after.board.names.index("b1")] >= 4:
        return None
    return N_("That is legal, but b1 still has 3 segments: give it a fourth, to any dot but the full b2.")


def _divide(turn: Turn) -> str | None:
    _before, after = _rounds(turn)
    size = _largest(after)
    if size < 6:
        return None
    if size > 6:
        return N_("That makes an undivided polygon of 7 dots: the offence would score even more.")
    if any(len(p) == 6 and set(p) == set(_POLYGON) for p in _named(after)):
        return N_(
            "That is legal, but the polygon is still undivided: join two of its dots through its inside."
        )
    return N_("That divides it, but a new polygon of 6 dots is left undivided: cut across from b1.")


_POLYGON = ("a1", "b1", "c2", "b4", "a4", "b2")


def _named(r: RoundState) -> list[list[str]]:
    return [[r.board.names[i] for i in p] for p in r.polygons()]


def _strict(turn: Turn) -> str | None:
    _before, after = _rounds(turn)
    diamond = any(len(p) == 8 for p in _named(after))
    ends = {e for s in _drawn(turn) for e in s.split("-")}
    if not diamond and not ends & set(_DIAMOND):
        return None
    if not diamond:
        return N_("That divides it with a chord between two of its dots: close a chain inside instead.")
    return N_("That is legal, but the diamond is still undivided: close the triangle c3 c4 d3.")


_DIAMOND = ("a3", "b4", "c5", "d4", "e3", "d2", "c1", "b2")


def _lenient(turn: Turn) -> str | None:
    _before, after = _rounds(turn)
    sizes = [len(p) for p in after.polygons()]
    if 8 in sizes and 3 in sizes:
        return None
    if 8 not in sizes:
        return N_("That divides the diamond with a chord: close the triangle inside it instead.")
    return N_("That keeps the diamond, but closes no chain inside it: join c3 and d3.")


def _end(turn: Turn) -> str | None:
    before, after = _rounds(turn)
    if after.over and turn.after.returns()[turn.seat] == 1:
        return None
    hull = after.drawing.hull
    names = after.board.names
    drawn = _drawn(turn)
    if drawn and all(names.index(e) in hull for e in drawn[0].split("-")):
        return N_("That chord divides the polygon the hull will close: finish the hull instead.")
    return N_("That is legal, but the round goes on until every hull edge is drawn: one is still missing.")


def _simple(turn: Turn) -> str | None:
    _before, after = _rounds(turn)
    if after.over:
        return None
    return N_("That is legal, but a segment can still be drawn, so the round goes on: leave none.")


def _place(turn: Turn) -> str | None:
    before, after = _rounds(turn)
    new = [after.board.names[i] for i in after.placed[len(before.placed) :]]
    if new and new[0].startswith("i"):
        return None
    return N_("That is legal, but it is not in row i: rows run from a at the top to i at the bottom.")


_SAMPLE = (
    "1. a1-b2 2. a1-a2 3. b1-c2 4. b1-a1 5. c2-b4 6. b3-b4 7. b2-a4 8. a3-a4 9. c2-d3 10. a4-b4 "
    "11. c3-b4 12. b4-c4 13. c1-d2 14. c1-d1 15. d3-c4 16. c4-d4 17. b1-d2 18. b1-c1 19. d2-d3 "
    "20. a2-a3 21. d3-d4 22. d1-d2"
)
_DIAMOND_RECORD = "1. a3-b4 2. b4-c5 3. c5-d4 4. d4-e3 5. e3-d2 6. d2-c1 7. c1-b2 8. b2-a3 9. c3-c4 10. c4-d3"


SERIES = Series(
    sections=SPEC_SECTIONS,
    rules=RULES,
    lessons=(
        Lesson(
            id="segment",
            title=N_("A segment"),
            text=N_(
                "Player 1 is on offence in this round and draws first, one straight segment a turn, never "
                "through a third dot: a1-c3 would pass through b2. Rows are letters from a at the top, "
                "columns numbers from the left: join a1 to d2."
            ),
            task=_segment,
            rules=(
                "2.dots",
                "2.notation",
                "2.segment",
                "3.fresh",
                "3.offence",
                "4.turn",
                "4.through",
                "9.rows-top",
            ),
        ),
        Lesson(
            id="cross",
            title=N_("No crossing"),
            text=N_(
                "A segment may not cross one already drawn, nor join a pair twice, but it may share an end "
                "dot with it. Draw a segment from a1, boxed in by a2-b1."
            ),
            task=_cross,
            setup="1. a2-b1",
            rules=("4.cross", "4.once", "4.turn"),
        ),
        Lesson(
            id="limit",
            title=N_("Three at most inside"),
            text=N_(
                "An internal dot takes at most 3 segments, a dot on the hull's boundary any number, even one "
                "in the middle of a straight edge like b1. Give b1 a fourth segment: b2, inside, is full."
            ),
            task=_fourth,
            setup="1. a1-b1 2. b1-c1 3. a2-b1 4. b2-c2 5. b2-b3 6. b2-c3",
            rules=("2.hull", "2.degree", "4.limit-hull", "9.hull-collinear"),
        ),
        Lesson(
            id="divide",
            title=N_("Divide it on defence"),
            text=N_(
                "A polygon is undivided while no chain inside joins two of its dots; b3-b4 only hangs from "
                "b4. On defence, leave no undivided polygon of 6 dots like a1 b1 c2 b4 a4 b2."
            ),
            task=_divide,
            setup=" ".join(_SAMPLE.split()[:22]),
            rules=("5.polygon", "5.undivided", "9.at-end", "9.straight-dots"),
        ),
        Lesson(
            id="strict",
            title=N_("A closed chain inside"),
            text=N_(
                "By default a closed chain inside a polygon, touching it in at most one dot, divides it. On "
                "defence, divide the diamond around c3 without touching its dots."
            ),
            task=_strict,
            options={"rows": 5, "cols": 5},
            setup=_DIAMOND_RECORD + " 11. a1-a2",
            rules=("6.nested", "9.strict", "5.undivided"),
        ),
        Lesson(
            id="lenient",
            title=N_("The lenient rule"),
            text=N_(
                "With the lenient option a closed chain inside a polygon, touching it in at most one dot, "
                "does not divide it. On offence, close the triangle c3 c4 d3 and keep the diamond."
            ),
            task=_lenient,
            options={"rows": 5, "cols": 5, "nested": "lenient"},
            setup=_DIAMOND_RECORD,
            rules=("6.nested", "5.undivided"),
        ),
        Lesson(
            id="end",
            title=N_("End the round"),
            text=N_(
                "The round ends with the last hull edge, and the offence scores the dots of the largest "
                "undivided polygon; Player 1 scored 6 in round 1. On offence in round 2, end the round with "
                "the largest polygon and win the game on totals."
            ),
            task=_end,
            setup="[round 1 offence P1]\n"
            + _SAMPLE
            + "\n[round 2 offence P2]\n1. a1-a2 2. a2-a3 3. a3-a4 4. a4-b4 5. b4-c4 6. c4-d4 7. d3-d4 "
            "8. d2-d3 9. c1-d1 10. b1-c1 11. a1-b1 12. b2-c3",
            rules=(
                "3.offence",
                "4.always",
                "5.end-hull",
                "5.score",
                "5.game",
                "6.rounds",
                "9.at-end",
                "9.straight-dots",
                "9.once-end",
                "9.totals",
            ),
        ),
        Lesson(
            id="simple",
            title=N_("The simplified rules"),
            text=N_(
                "Under the simplified rules every dot, hull dots too, takes at most 3 segments, and the "
                "round ends when no segment can be drawn, scored as usual. End the round now."
            ),
            task=_simple,
            options={"rules": "simple"},
            setup="1. a4-c3 2. c1-d2 3. b2-c1 4. c3-c4 5. b2-c2 6. b1-c1 7. b2-c3 8. c4-d3 9. b4-c4 "
            "10. a4-b4 11. a1-a2 12. a4-b1 13. d1-d2 14. a3-b1 15. d3-d4 16. a2-a3",
            rules=("6.rules", "4.limit-simple", "5.end-simple", "9.simple-scoring"),
        ),
        Lesson(
            id="place",
            title=N_("Placing the dots"),
            text=N_(
                "With placed dots the players place them in turn, the offence first, and the last may not "
                "put them all on one line, so a8 is refused here. Place the last dot in row i, the bottom "
                "row."
            ),
            task=_place,
            options={"layout": "free", "dots": 8, "lattice": 9},
            setup="+a1 +a2 +a3 +a4 +a5 +a6 +a7",
            rules=("6.layout", "3.placing", "9.free-order"),
        ),
        Lesson(
            id="play",
            title=N_("A game of two rounds"),
            text=N_(
                "Play a game of two rounds on a 3×3 array against the easy computer, each of you on offence "
                "once. Up to four players may play, and more rounds, each player on offence as often."
            ),
            task=game_over,
            options={"rows": 3, "cols": 3},
            play=True,
            rules=("6.layout", "6.players", "6.rounds", "3.offence"),
        ),
    ),
)
