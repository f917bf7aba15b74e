"""(Not)Divisors: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Option, Sample

__all__ = ["INFO"]

RULES_HTML = """
<p>Leroy Quet's paper-and-pencil game for two or more players on a square grid. Take turns writing a
whole number of at least 2 into an empty cell; each number may be used only once in a game.</p>
<p>After the first number (anywhere), a number must go next to one already written (directly above,
below, left or right), and it must <b>divide or be a multiple of every number orthogonally next to
it</b>, and <b>neither divide nor be a multiple of any number diagonally next to it</b>.</p>
<p>Numbers have no upper limit: a cell is dead only when no integer at all fits it (the game checks
this exactly). <b>Whoever writes the last number wins.</b></p>
<p>Click a cell, then type its number.</p>
"""

_PLAYERS = (2, 3, 4, 5, 6)

NOTATION_HTML = """
<p>Columns are letters from the left, rows numbers from the top. A placement is the number and
its cell, <code>15@d1</code> (type it in the move box too); a record numbers the placements
<code>1. 2@c3 2. 4@b3 …</code> after a header naming the grid and the players,
<code>[n 4] [players 2]</code>. While a cell is chosen and its number is still to come, the move list
shows <code>?@d1</code>.</p>
"""

DECIDED = (
    "Rows are numbered from the top, as the source prints its example grid.",
    'Any number of players from 2 is allowed (the source says "any plural number"); the page offers up to 6.',
    "The first number may go anywhere.",
    "Numbers have no upper limit and every check is exact; a cell is dead only when no integer at all fits "
    "it.",
    "Typed numbers are limited to 30 digits: a limit on what a person types, not on the rules.",
    "Only the last player to write a number wins; all others lose alike.",
)

INFO = GameInfo(
    id="not-divisors",
    title="(Not)Divisors Or (Not)Multiples",
    authors="Leroy Quet",
    year="2011",
    seats=("Player 1", "Player 2"),
    blurb="Write numbers that divide their neighbours — but never the diagonal ones. Last to write wins.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    options=(
        Option(
            "n",
            "Grid",
            tuple(range(2, 13)),
            5,
            labels=tuple(f"{k}×{k}" for k in range(2, 13)),
            help="the grid's side, 2 to 12",
        ),
        Option("players", "Players", _PLAYERS, 2, labels=tuple(f"{k} players" for k in _PLAYERS)),
    ),
    players=_PLAYERS,
    seat_names_by=tuple(
        ((("players", k),), tuple(f"Player {i + 1}" for i in range(k))) for k in _PLAYERS[1:]
    ),
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
    source="Leroy Quet, '(Not)Divisors', Games Conceived blog, May 12, 2011",
    samples=(
        Sample(
            "not-divisors-example.txt",
            "Leroy Quet's example finished game (2011), 4×4",
            "The post gives only the final grid; its numbers are placed here in one legal order (any "
            "order that keeps them connected is legal). Eight placements: player 2 wrote the last.",
        ),
    ),
)
