"""EinStein würfelt nicht!: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Option
from pyengine.kit.bestof import MATCH_LABELS, MATCH_VALUES
from pyengine.i18n import N_

__all__ = ["INFO", "SEATS"]

SEATS = (N_("Blue"), N_("Red"))  # translated where shown (pyengine/i18n.py)

RULES_HTML = """
<p>Ingo Althöfer's dice game for two ("EinStein doesn't throw dice" — but you do). Each player
has six stones numbered 1 to 6 in his corner of a 5×5 board: Blue top left, Red
bottom right, arranged at random (or placed by the players).</p>
<p>Roll the die and move your stone with that number one step: Blue right, down or diagonally
right-down; Red left, up or diagonally left-up. If that stone is gone, move the stone with the next
higher or the next lower number still on the board (your choice). A stone on the target cell is
captured, even your own.</p>
<p>You win by reaching the opposite corner (Blue e1, Red a5), or by taking your opponent's last
stone. Blue begins.</p>
"""

NOTATION_HTML = """
<p>Cells by column letter (a–e, left to right) and row number (1–5, bottom to top). A turn is the
roll and the move: <code>4:4b4-c3</code> (rolled 4, stone 4 from b4 to c3), with <code>x</code> for a
capture, <code>6:5c3xd2</code>. A record numbers the turns <code>1. … 2. …</code> after the
arrangements, <code>[blue a5=3 b5=1 …]</code> <code>[red e1=…]</code>; the move list says them in
words.</p>
"""

DECIDED = (
    'The stones are arranged at random by default (a quick start); "players place their stones" offers the '
    "full rule.",
    "Blue moves first; in a match the loser of a game starts the next (the publisher's practice).",
)

INFO = GameInfo(
    id="einstein",
    title="EinStein würfelt nicht!",
    authors="Ingo Althöfer",
    year="2004",
    seats=SEATS,
    blurb="Six numbered stones, one die, a 5×5 board: the race Karls Rennen is built on.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    options=(
        Option(
            "setup",
            "Start arrangement",
            ("random", "choose"),
            "random",
            labels=("at random", "each player places his stones"),
            help="arranged at random, or each player places his stones",
        ),
        Option("first", "First to move", ("blue", "red"), "blue", labels=("Blue", "Red")),
        Option(
            "match",
            "Match",
            MATCH_VALUES,
            "single",
            labels=MATCH_LABELS,
            help="one game, or best of 3 / 5: the loser of each game begins the next",
        ),
    ),
    has_chance=True,
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
    source="Ingo Althöfer, EinStein würfelt nicht! (3-Hirn-Verlag, 2004)",
)
