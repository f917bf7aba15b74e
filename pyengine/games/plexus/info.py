"""Plexus: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Option, Sample

__all__ = ["INFO"]

RULES_HTML = """
<p>Leroy Quet's game of growing a tree, for two on a square lattice of dots (an odd number per
side). One tree of
segments grows from a first segment drawn from the centre dot to the dot north of it.</p>
<p><b>A half-move</b> draws a segment from a connected dot to a neighbouring dot that is not connected
yet. A dot with one segment is an <i>endpoint</i>, with two or three a <i>midpoint</i>.</p>
<p><b>A full-move</b> is two half-moves. The first mover (Player 1 in odd full-moves, Player 2 in even
ones) draws from an endpoint or a midpoint, as he likes; the other must then draw from the
<i>same kind</i> of dot. If he cannot, his half-move is lost and the first mover scores a point.</p>
<p>The game ends when every dot is connected; the higher score wins (ties cannot happen).</p>
<p>Click a dot, then the dot to join it to.</p>
"""

NOTATION_HTML = """
<p>Dots by column letter (a… from west to east) and row number (1… from south to north). A
half-move is its segment, <code>d5-d6</code>; a record numbers the full-moves,
<code>1. d4-d3 d5-e5</code>, with <code>--</code> for a lost half-move, after a header
<code>[n 7]</code> giving the lattice.</p>
"""

DECIDED = (
    "The first segment is drawn for the players, from the centre to the dot north of it (the source says "
    "its direction does not matter).",
    "A half-move is also lost when the first half-move connected the last dot, and it scores for the first "
    "mover: scores are then always odd in total, so games never tie.",
    "A dot's kind is judged by its segments just before the half-move that uses it.",
    "Lattices of 3 to 15 dots a side are offered (odd), 7 by default.",
)

INFO = GameInfo(
    id="plexus",
    title="Plexus Via Midpoints And Endpoints",
    authors="Leroy Quet",
    year="2011",
    seats=("Player 1", "Player 2"),
    blurb="Grow one tree together; copy your rival's endpoint-or-midpoint choice or give him a point.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    options=(
        Option(
            "n",
            "Lattice",
            (3, 5, 7, 9, 11, 13, 15),
            7,
            labels=tuple(f"{k}×{k}" for k in (3, 5, 7, 9, 11, 13, 15)),
            help="dots per side, odd, 3 to 15",
        ),
    ),
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
    source="Leroy Quet, 'Plexus', Games Conceived blog, May 7, 2011",
    samples=(
        Sample(
            "plexus-example-a.txt",
            "Example A (3×3): a half-move lost in mid-game",
            "Worked out for Kabinett (the source has no sample game): in full-move 3 P2 cannot "
            "draw from a midpoint, so P1 scores; P1 wins 1-0.",
        ),
        Sample(
            "plexus-example-b.txt",
            "Example B (3×3): the last dot connected by a first half-move",
            "Worked out for Kabinett: P2 connects the last dot in full-move 4, P1 has no "
            "half-move left and P2 scores; P2 wins 1-0.",
        ),
    ),
)
