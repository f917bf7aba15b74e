"""Karls Rennen: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Option
from pyengine.kit.bestof import MATCH_LABELS, MATCH_VALUES
from pyengine.i18n import N_

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

NOTATION_HTML = """
<p>Squares are labelled A–U as drawn. A turn is the roll and the move: <code>5:B-K</code>, with
<code>x</code> for a capture, <code>3:GxL</code>. A record numbers the turns <code>1. 4:T-P 2. 5:B-K …</code>;
with four players each turn names its corner, <code>SE 5:P-K</code>, and a player without stones
<code>pass</code>es. (The source defines no notation: this one is Kabinett's.)</p>
"""

DECIDED = (
    "The two-player homes (the source's diagram is missing): for each size needed, the square(s) of that "
    "size nearest the home corner — Black A B C G H J, White T P N U Q M.",
    "With four players each home is the four squares lying wholly inside its corner's quarter of the board "
    "(sizes 1 to 4); every player heads for the diagonally opposite corner's 4-square.",
    "Four players take turns clockwise from the south-east (SE, SW, NW, NE), so the teams alternate.",
    "With four players a team loses when both partners have no stones left.",
    '"Crossing exactly one boundary line" means moving to any square that shares a stretch of side with '
    "the stone's square on the allowed side.",
    "No passing in the two-player game, nor for a player who has stones.",
)

INFO = GameInfo(
    id="karls-rennen",
    title="Karls Rennen",
    authors="Ingo Althöfer",
    year="2006",
    seats=("White", "Black"),
    blurb="EinStein without numbers: the die names the size of the square to move from.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    options=(
        Option(
            "players",
            "Players",
            (2, 4),
            2,
            labels=("2 players", "4 players in two teams"),
            help="two players, or four in two teams of partners",
        ),
        Option("first", "First to move", ("White", "Black"), "White", only_if=(("players", 2),)),
        Option(
            "mirror",
            "Board",
            ("off", "on"),
            "off",
            labels=("as tabled", "mirror image"),
            help="the tiling as tabled, or its mirror image (the same game for two players)",
        ),
        Option(
            "match",
            "Match",
            MATCH_VALUES,
            "single",
            labels=MATCH_LABELS,
            only_if=(("players", 2),),
            help="one game, or a series in which the loser of each game begins the next",
        ),
    ),
    teams=(),
    has_chance=True,
    source="Ingo Althöfer's rules for Karls Rennen, on Karl Scherer's tiling of a 16×16 square "
    "by 21 squares ('New Mosaics', 1997)",
    players=(2, 4),
    # As the rules derive them from the board (rules.seat_names_of; tests/test_karls_rennen.py checks).
    seat_names_by=(
        ((("players", 4),), (N_("White (SE)"), N_("Blue (SW)"), N_("Black (NW)"), N_("Red (NE)"))),
    ),
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
)
