"""Schneider von Gent: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Option, Sample
from pyengine.i18n import N_

__all__ = ["INFO", "SEATS", "ROLES"]

SEATS = (N_("Player A"), N_("Player B"))  # translated where shown (pyengine/i18n.py)
#: A single game's seats are its roles (the taylor is seat 0); a match's players swap roles.
ROLES = (N_("The taylor"), N_("Mr. Button"))

RULES_HTML = """
<p>Ingo Althöfer's game for two on a graph, named after its two boards: Schneider-17, found by Frank
Schneider in 2008, and Ghent-17, found at Ghent University in 2013 (<i>Schneider</i> is German for
tailor, and Ghent was famous for its broadcloth). One player is the <b>taylor</b>, the other
<b>Mr. Button</b>; a match is two games with the
roles swapped, on the same board (one of the two smallest <i>alternating plane graphs</i>, where no
edge joins two nodes of equal degree and no edge separates two faces of equal size).</p>
<p>Every inner face starts with a free button. Mr. Button first puts the thimble on a node of his
choice. Then the taylor walks the thimble along an edge not used before to a node without a
button; the edge is seamed for good. She may then take one free button from a face beside that
edge and put it, a prisoner, on the node she just left. Mr. Button then moves one free button across
an unseamed edge into an empty neighbouring face, or passes.</p>
<p>The game ends when the taylor cannot walk on (or no free button is left). Her score is the sum
of the degrees of the nodes holding prisoners. In a match the higher taylor score wins; on a tie
the first game's taylor is the "small winner". Once no button can be caught any more, either player
may <i>count now</i>: the score is final.</p>
"""

NOTATION_HTML = """
<p>Nodes are numbered 0–16 and faces f1, f2, … as drawn. Mr. Button's placing of the thimble is
<code>@7</code>; the taylor's walk is <code>7-8</code>, with <code>+f2</code> when she took the button of
face f2; Mr. Button's move is <code>f6>f2</code> (a button from face f6 to f2) or <code>pass</code>. A
record gives the placing, then numbered pairs <code>1. 7-8+f2 f6>f2</code>, under a header
<code>[board schneider17]</code>; a match record has both games, <code>[taylor A]</code> and
<code>[taylor B]</code>. (The source defines no notation: this one is Kabinett's.)</p>
"""

DECIDED = (
    "The board is Schneider-17 by default (the graph the text names first); Ghent-17 is an option. Both "
    "games of a match use the same board.",
    "The thimble may start on any of the 17 nodes.",
    "The taylor takes at most one button a move, from a face beside the edge she walked, and puts it on "
    "the node she left; taking is optional.",
    "The taylor may walk to any node without a prisoner, visited before or not.",
    "The taylor may not pass; Mr. Button may.",
    "The game ends at once after the taylor's move that leaves her no walk, or when no free button is left.",
    'In a match a tie in taylor scores is a win for the first game\'s taylor, the "small winner".',
    "A single game has no winner: its result is the taylor's score.",
)

INFO = GameInfo(
    id="schneider-von-gent",
    title="Schneider von Gent",
    authors="Ingo Althöfer",
    year="2013",
    seats=SEATS,
    blurb="The taylor seams her way across a plane graph and imprisons Mr. Button's buttons.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    options=(
        Option(
            "board",
            "Board",
            ("schneider17", "ghent17"),
            "schneider17",
            labels=("Schneider-17", "Ghent-17"),
            help="Schneider-17 (Frank Schneider, 2008) or Ghent-17 (Ghent University, 2013)",
        ),
        Option(
            "mode",
            "Play",
            ("match", "single"),
            "match",
            labels=("a match of two games, roles swapped", "a single game"),
            help="a match of two games with roles swapped, or one game",
        ),
    ),
    source="Ingo Althöfer's description of Schneider von Gent (after 2013); the boards Schneider-17 "
    "(Frank Schneider, 2008) and Ghent-17 (Ghent University, 2013) from his table of alternating "
    "plane graphs",
    seat_names_by=(((("mode", "single"),), ROLES),),  # a single game names the roles; a match the players
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
    samples=(
        Sample(
            "schneider-von-gent-schneider17-41.txt",
            "A 41-point game on Schneider-17 (constructed)",
            "The source shows only photos of a 41-point game: the thimble on a corner after the first walk, "
            "a button moved by Mr. Button's first move, no walk left after the taylor's 13th move. Its "
            "moves are unknown; this game, found by search, fits every stated fact.",
        ),
        Sample(
            "schneider-von-gent-ghent17-41.txt",
            "A 41-point game on Ghent-17 (constructed)",
            "The same facts of the source's photos met on the other board, by a game found by search.",
        ),
    ),
)
