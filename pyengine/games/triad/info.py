"""Triad: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo

__all__ = ["INFO"]

RULES_HTML = """
<p>Cameron Browne's game for three players, Red, Green and Blue, on a board of 61 hexagons in the
three colours (no two neighbours alike). Each player begins with 9 pieces in a corner; Red moves
first.</p>
<p><b>A turn</b>: slide one of your pieces in a straight line across empty cells and stop on an
empty cell of <i>another</i> player's colour. Every enemy piece next to the landing cell is captured.
Only the moves that capture the most pieces are allowed. Then drop a piece of the third player's
colour (the "bunny": neither you nor the owner of the landing cell) on any empty cell.</p>
<p><b>Who moves next</b> is decided by the landing cell: its colour's owner moves next.</p>
<p><b>The end</b>: play stops as soon as a player has lost all his pieces, or has no legal move when
it is his turn. He loses; of the other two, the one with more pieces on the board wins (equal
numbers tie). A position repeated for the third time is a draw.</p>
"""

NOTATION_HTML = """
<p>Cells are named by a letter and a number as printed beside the board. A turn is the slide
and the drop: <code>D2-D7 B@E5</code> (a Blue piece dropped on E5). A record numbers the turns and
names the mover: <code>1. R D2-D7 B@E5</code>.</p>
"""

DECIDED = (
    "The board, its colouring and the start cells are boardspace's (Ludii uses the same).",
    "The mover drops the third player's piece on any empty cell, from an unlimited supply.",
    "The most captures are counted over all of the mover's moves.",
    "A player who lost his last piece ends the game before the drop; a player with no legal move is out "
    "when his turn comes.",
    "If no empty cell is left for the drop, there is none.",
    "A position repeated for the third time is a draw (as on boardspace).",
)

INFO = GameInfo(
    id="triad",
    title="Triad",
    authors="Cameron Browne",
    year="2002",
    seats=("Red", "Green", "Blue"),
    blurb="Three players: land on a rival's colour to capture all around — and that rival moves next.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    source="Cameron Browne, Triad (v2.0 rules, 2002, cambolbro.com/games/triad) and boardspace.net; "
    "named in the Trabsact Sagme Diaries' 'Two Games for Three Players', Jun 1, 2011",
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
)
