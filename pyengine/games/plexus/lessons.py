"""Plexus's lessons (issue 54): the lattice and its coordinates, endpoints and midpoints, the
second mover's copy (and the two half-moves in a row it brings), the lost half-move that scores,
the end of a 3×3 game won by a point, and a game on the 5×5 lattice against the easy computer.

Every task judges the lattice after the turn (which dots are connected, from which kind of dot a
segment was drawn, the points), so every way that does it counts."""

from __future__ import annotations

from pyengine.contract.lessons import NOT_YET, Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.games.plexus.rules import PlexusState, board_for, kind_of
from pyengine.i18n import N_

__all__ = ["SERIES"]

RULES = {
    "2.lattice": "An n×n lattice of dots, n odd; segments join orthogonally adjacent dots only.",
    "2.notation": "Dots: column a.. west to east, row 1..n south to north; a move is from-to.",
    "2.kinds": "Degree = segments at a dot; an endpoint has degree 1, a midpoint degree 2 or 3.",
    "3.start": "Empty lattice, two players, both scores 0.",
    "3.opening": "The opening segment runs from the centre to the dot north of it; it scores nothing.",
    "4.full-moves": "Full-move k has two half-moves; P1 moves first in odd k, P2 in even k, always.",
    "4.half-move": "A half-move draws from a connected dot of degree 1-3 to an adjacent unconnected dot.",
    "4.first-half": "The first mover draws any legal half-move; its kind (E or M) is the full-move's kind.",
    "4.copy": "The second mover must draw a half-move of the same kind, measured after the first.",
    "4.lost": "If he has none, his half-move is lost and the first mover scores 1 (automatically).",
    "4.length": "Every half-move connects one new dot: n² − 2 half-moves in a game.",
    "5.end": "The game ends when every dot is connected.",
    "5.win": "More points win.",
    "5.no-ties": "n² − 2 is odd, so the scores never tie.",
    "6.n": "Option n: odd, 3..15 (default 7).",
    "9.opening": "Decision: the opening segment is automatic, centre to north, part of no full-move.",
    "9.last-dot": "Decision: a first half-move connecting the last dot also costs the second mover "
    "his half-move and scores for the first mover.",
    "9.kind-now": "Decision: a dot's kind is its degree just before the half-move that uses it.",
    "9.default-n": "Decision: default n = 7; any odd n from 3 to 15.",
    "9.coordinates": "Decision: columns west to east, rows south to north (chess-like).",
}


def _state(turn: Turn) -> tuple[PlexusState, PlexusState]:
    before, after = turn.before, turn.after
    assert isinstance(before, PlexusState) and isinstance(after, PlexusState)
    return before, after


def _drawn(turn: Turn) -> list[tuple[str, str, str]]:
    """The turn's half-moves: (from, to, kind), the kind as it was when drawn."""
    before, after = _state(turn)
    names = board_for(after.config.n).names
    out, degrees = [], list(before.degrees)
    for s, t in after.segments[len(before.segments) :]:
        out.append((names[s], names[t], kind_of(degrees[s])))
        degrees[s] += 1
        degrees[t] += 1
    return out


def _south(turn: Turn) -> str | None:
    drawn = _drawn(turn)
    if drawn and drawn[0][1] == "c2":
        return None
    if drawn and drawn[0][1] == "c5":
        return N_("That is c5, at the north edge: rows count from the south, so c2 is just below the centre.")
    return N_("That is legal, but it does not reach c2: draw from the centre c3 one dot south.")


def _endpoint(turn: Turn) -> str | None:
    drawn = _drawn(turn)
    if drawn and drawn[0][2] == "E":
        return None
    return N_("That draws from a midpoint, a dot with two or three segments: an endpoint has only one.")


def _copy(turn: Turn) -> str | None:
    drawn = _drawn(turn)
    if drawn and drawn[0][1] == "b5":
        return None
    return N_("That copies the kind, but your copy does not reach b5: b4 is a midpoint, so draw from a5.")


def _point(turn: Turn) -> str | None:
    before, after = _state(turn)
    if after.scores[turn.seat] > before.scores[turn.seat]:
        return None
    return N_("That is legal, but Player 2 can copy it: c4 is the only midpoint with a free dot beside it.")


def _last(turn: Turn) -> str | None:
    before, after = _state(turn)
    if after.is_over():
        return None if after.returns()[turn.seat] > 0.5 else N_("The game is over, but you did not win.")
    if after.scores[turn.seat] > before.scores[turn.seat]:
        return NOT_YET
    return N_(
        "That is legal, but Player 2 can copy it, then begin the next full-move on the last dot and score, "
        "since you cannot answer."
    )


SERIES = Series(
    sections=SPEC_SECTIONS,
    rules=RULES,
    lessons=(
        Lesson(
            id="south",
            title=N_("The first segment"),
            text=N_(
                "The game opens by itself with a segment from the centre c3 north to c4, and rows count "
                "from the south. Draw a segment from c3 to a new dot: c2, just south of it."
            ),
            task=_south,
            options={"n": 5},
            rules=(
                "2.lattice",
                "2.notation",
                "3.start",
                "3.opening",
                "4.half-move",
                "9.opening",
                "9.coordinates",
                "6.n",
            ),
        ),
        Lesson(
            id="endpoint",
            title=N_("Endpoints and midpoints"),
            text=N_(
                "A dot with one segment is an endpoint, one with two or three a midpoint, and the first "
                "mover of a full-move draws from either. Start full-move 3 from an endpoint."
            ),
            task=_endpoint,
            options={"n": 5},
            setup="1. c3-d3 d3-d4\n2. d4-d5 c4-c5",
            rules=("2.kinds", "4.first-half", "4.full-moves"),
        ),
        Lesson(
            id="copy",
            title=N_("Copy the kind"),
            text=N_(
                "Player 1 drew from an endpoint, so you must too, kinds counted as they are now: b3 is a "
                "midpoint since his segment. Connect b5 with your copy, then begin full-move 4, which is "
                "yours."
            ),
            task=_copy,
            options={"n": 5},
            setup="1. c4-b4 b4-a4\n2. c3-b3 a4-a5\n3. b3-a3",
            rules=("4.copy", "9.kind-now", "4.full-moves", "2.kinds"),
        ),
        Lesson(
            id="point",
            title=N_("A lost half-move"),
            text=N_(
                "If the second mover has no half-move of the first mover's kind, his half-move is lost and "
                "the first mover scores a point. Score a point: choose a kind Player 2 cannot copy."
            ),
            task=_point,
            options={"n": 5},
            setup="1. c4-c5 c5-b5\n2. c5-d5 c4-b4",
            rules=("4.lost", "4.first-half"),
        ),
        Lesson(
            id="last",
            title=N_("The last dot"),
            text=N_(
                "The game ends when every dot is connected, and more points win; connecting the last dot as "
                "first mover scores too, since nobody can answer. Three dots are left and it is 0 to 0: win."
            ),
            task=_last,
            options={"n": 3},
            setup="1. b2-c2 c2-c3\n2. b2-b1 c2-c1",
            turns=2,
            replies=(("b1-a1",),),
            rules=("5.end", "5.win", "9.last-dot", "4.lost", "4.full-moves"),
        ),
        Lesson(
            id="play",
            title=N_("A game on the 5×5 lattice"),
            text=N_(
                "A game has n² − 2 half-moves, an odd number, so the scores never tie; the usual lattice is "
                "7×7, this one 5×5. Play a game against the easy computer."
            ),
            task=game_over,
            options={"n": 5},
            play=True,
            rules=("4.length", "5.no-ties", "6.n", "9.default-n"),
        ),
    ),
)
