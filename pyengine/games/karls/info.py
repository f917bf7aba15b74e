"""Karls Rennen: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/core/registry.py)."""
from __future__ import annotations

from pyengine.core import GameInfo, Option
from pyengine.core.bestof import MATCH_LABELS, MATCH_VALUES

__all__ = ["INFO"]

RULES_HTML = """
<p>A dice race on Karl Scherer's tiling of a 16×16 square by 21 squares, where no two squares of
equal size share a side. The squares' sizes take the place of the numbered stones of
<i>EinStein würfelt nicht</i>.</p>
<p>Roll the die, then move one of your stones that stands on a square of the rolled size. If you
have none there, move a stone from the largest smaller size or the smallest larger size you
occupy (your choice). A move crosses exactly one boundary line: Black (north-west) moves east or
south, White (south-east) north or west; every square across that side is a target. A stone on
the target square is captured, even your own.</p>
<p>You win by reaching the 4-square in the opposite corner, or when your opponent has no stones
left. White begins. With four players, partners sit in opposite corners, each with four stones;
a player without stones passes, and a team wins when either partner reaches his goal.</p>
"""

INFO = GameInfo(
    id="karls-rennen",
    title="Karls Rennen",
    authors="Ingo Althöfer",
    year="2006",
    seats=("White", "Black"),
    blurb="EinStein without numbers: the die names the size of the square to move from.",
    rules_html=RULES_HTML,
    options=(
        Option("players", "Players", (2, 4), 2, labels=("2 players", "4 players in two teams"), help="two players, or four in two teams of partners"),
        Option("first", "First to move", ("White", "Black"), "White", only_if=(("players", 2),)),
        Option("mirror", "Board", ("off", "on"), "off", labels=("as tabled", "mirror image"),
               help="the tiling as tabled, or its mirror image (the same game for two players)"),
        Option("match", "Match", MATCH_VALUES, "single", labels=MATCH_LABELS, only_if=(("players", 2),),
               help="one game, or a series in which the loser of each game begins the next"),
    ),
    teams=(),
    has_chance=True,
    source="Ingo Althöfer's rules (seed 003); the tiling from Karl Scherer's 'New Mosaics' (1997)",
    ai_iterations_per_second=4900,  # measured in Chromium (under load, so on the low side): docs/BENCHMARKS.md
    ai_plain_iterations_per_second=900,  # easy's plain random playouts: 927 it/s in the page (2026-11-23)
    players=(2, 4),
    # As the rules derive them from the board (rules.seat_names_of; tests/test_karls_rennen.py checks).
    seat_names_by=(((("players", 4),), ("White (SE)", "Blue (SW)", "Black (NW)", "Red (NE)")),),
)
