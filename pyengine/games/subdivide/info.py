"""Subdivide: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Option, Sample

__all__ = ["INFO"]

RULES_HTML = """
<p>Leroy Quet's game of 2008 for two to four players, on a set of dots: an array of dots, or dots
the players place themselves. A game has one or more rounds per player; in each round one player is
on <i>offence</i>, in turn round the table.</p>
<p><b>A turn</b> draws one straight segment between two dots, the offensive player first. A segment
may not pass through another dot or cross a segment already drawn (sharing an end dot is fine), and
a pair of dots is joined at most once. An <i>internal</i> dot takes at most 3 segments; the dots on
the boundary of the convex hull of all the dots take any number.</p>
<p><b>The round ends</b> when the hull's whole boundary has been drawn. The offensive player then
scores the number of dots around the largest <i>undivided polygon</i>: a closed chain of segments
with no chain of segments inside it joining two of its dots (segments inside that hang from one of
its dots, or float free, do not divide it). A closed chain inside it makes it divided too, unless
the game is set to "lenient". The highest total after the last round wins.</p>
<p><b>Simplified rules</b> (Leroy Quet's postscript): every dot, hull dots included, takes at most 3
segments, and the round ends when no segment can be drawn.</p>
<p>Click a dot, then the dot to join it to (either end first); the segments the first dot can still
make are drawn faintly.</p>
"""

_SIZES = tuple(range(2, 9))
_PLAYERS = (2, 3, 4)

NOTATION_HTML = """
<p>Dots by row letter (a is the top row) and column number (1 is the left one). A segment is
<code>a1-b2</code>, a placed dot <code>+c3</code>. A record names the options in a header, then each
round, <code>[round 1 offence P1]</code>, with its numbered segments <code>1. a4-b2 2. d3-d4 …</code>.</p>
"""

DECIDED = (
    "A round is scored on the drawing at its end: a polygon divided later in the round does not count.",
    "Dots where a polygon runs straight are dots of its perimeter (segments cannot pass through dots).",
    'A smaller closed chain inside a polygon, touching it in at most one dot, makes it divided ("strict"); '
    '"lenient" is an option.',
    "Every dot on the hull's boundary is a hull dot, those in the middle of a straight stretch too.",
    "Two dots are joined at most once; under the full rules the round ends when the hull's last edge is "
    "drawn.",
    "The simplified rules change only the segment limit and the end of a round, not the scoring.",
    "Placed dots are placed in turn, the offensive player first, and may not all lie on one line.",
    "The highest total over all rounds wins; equal totals tie.",
)

INFO = GameInfo(
    id="subdivide",
    title="Subdivide",
    authors="Leroy Quet",
    year="2008",
    seats=("Player 1", "Player 2"),
    blurb="Join dots without crossing; the offence scores the largest polygon nobody has cut in two.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    options=(
        Option(
            "rules",
            "Rules",
            ("hull", "simple"),
            "hull",
            labels=("convex-hull rules", "simplified: 3 segments per dot, play to the last segment"),
        ),
        Option(
            "nested",
            "A closed chain inside a polygon",
            ("strict", "lenient"),
            "strict",
            labels=("divides it", "does not divide it"),
        ),
        Option(
            "layout", "Dots", ("array", "free"), "array", labels=("an array of dots", "placed by the players")
        ),
        Option("rows", "Rows", _SIZES, 4, only_if=(("layout", "array"),)),
        Option("cols", "Columns", _SIZES, 4, only_if=(("layout", "array"),)),
        Option("dots", "Dots to place", (5, 8, 12, 16), 12, only_if=(("layout", "free"),)),
        Option(
            "lattice",
            "Placement lattice",
            (5, 7, 9),
            7,
            only_if=(("layout", "free"),),
            labels=("5×5", "7×7", "9×9"),
        ),
        Option("players", "Players", _PLAYERS, 2, labels=tuple(f"{k} players" for k in _PLAYERS)),
        Option(
            "rounds_each",
            "Rounds",
            (1, 2, 3),
            1,
            labels=("each player on offence once", "each twice", "each three times"),
        ),
    ),
    players=_PLAYERS,
    seat_names_by=tuple(
        ((("players", k),), tuple(f"Player {i + 1}" for i in range(k))) for k in _PLAYERS[1:]
    ),
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
    source="Leroy Quet, 'Subdivide, The Game', Games Conceived blog, September 21, 2008",
    labels=(("next-game", "Next round"),),
    samples=(
        Sample(
            "subdivide-sample-round.txt",
            "Leroy Quet's sample round (4×4 array)",
            "The source's round: 22 segments, the hull completed by the last; player 1's largest "
            "undivided polygon has the 6 dots a1 b2 a4 b4 c2 b1 (the segment b3-b4 inside it "
            "does not divide it).",
        ),
    ),
)
