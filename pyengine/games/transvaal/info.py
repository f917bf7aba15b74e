"""Transvaal: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Option
from pyengine.i18n import N_

__all__ = ["INFO", "SEATS", "PLAYERS", "RECONSTRUCTED"]

#: A single game's seats are its roles; a match's two players swap them.
SEATS = (N_("Boer"), N_("English"))  # translated where shown (pyengine/i18n.py)
PLAYERS = ("Player A", "Player B")

#: What the page says under the board and in the rules text (the issue's words).
RECONSTRUCTED = N_(
    "Rules from a German Boer-War game sheet quoted by the Trabsact Sagme Diaries (2019); "
    "board after the Gioco dell'Orso. The Transvaal picture of 2011 is not available."
)

RULES_HTML = f"""
<p><b>A reconstruction.</b> {RECONSTRUCTED}</p>
<p>A blockade game from around 1900, in the family of Fox and Geese: one <b>Boer</b> (the black
stone) against three <b>English</b> (the yellow stones), on a board of two circles, a cross of two
diameters and four arcs, 21 points in all. The Boer starts on the <b>centre</b>. The English player
first places his three stones, one at a time, on any empty points (not the centre). Then the Boer
moves first and the two sides alternate.</p>
<p><b>A move</b> steps one stone along a line to the next point, which must be empty. There are no
jumps and no captures; the English move any one of their three stones each turn, and may stand on
the centre.</p>
<p><b>The Boer wins</b> at once when he steps back onto the centre, or when the English have made
their 30th move and he can still move. <b>The English win</b> when the Boer, to move, cannot: he is
shut in. A point of the outer circle has three neighbours and every other point four, so three
stones can shut the Boer in only on the outer circle.</p>
<p>In a <b>match of two games</b> the players swap roles; a game's score is the number of English
moves needed to shut the Boer in (the limit + 1 if the Boer won), and the player whose English
needed fewer moves wins the match.</p>
<p><b>Is it balanced?</b> Kabinett solved this reconstruction (every position, by retrograde
analysis): with best play the English win. From the inner circle, and from 580 of the 1,140 free
setups, they can shut the Boer in within 12 to 18 of their moves whatever he does, well inside the
30 (or 40) of the rules; the limit saves the Boer only from English who err. From the other free
setups the Boer can always escape or get home. Kabinett's medium and strong computer players
move by that solution: between two of them the English won all 100 games (limit 30, and 40).</p>
<p>Click a point to place a stone; to move, click the stone, then where it goes (the Boer's
destination alone is enough).</p>
"""

NOTATION_HTML = """
<p>Points: the centre <code>C</code>; the inner circle <code>N1 E1 S1 W1</code> (top, right, bottom,
left); the crossings of arc and radius <code>N2 E2 S2 W2</code>; the outer circle's twelve points by
the clock, <code>1</code> … <code>12</code> (12 at the top). A placement is <code>@N1</code>, a move
<code>C-E1</code>. A record: <code>[setup free] [limit 30]</code>, the placements
<code>E: @N1 @S1 @W2</code>, then numbered pairs <code>1. C-E1 N1-N2</code> (the Boer's move, then the
English's). A match of two games adds <code>[match two]</code> and heads each game
<code>[game 1 Boer A]</code>, <code>[game 2 Boer B]</code>. (The sources define no notation: this one is
Kabinett's.)</p>
"""

DECIDED = (
    "The board is the 21-point board of the Gioco dell'Orso (two circles, two diameters, four arcs "
    "crossing the radii halfway between the circles); the points' names are Kabinett's.",
    "'Auf beliebige Felder': the English player places his three stones himself, one at a time, on "
    "any empty points other than the centre, before the Boer's first move.",
    "The English may step onto and stand on the centre: nothing in the rules forbids it.",
    "The placements are not moves: the limit counts the English's moves after them.",
    "If the English cannot move (impossible with three stones on this board), the Boer wins.",
    "Options: the English set up on three inner-circle points as in the Gioco dell'Orso; a limit of "
    "40 moves as in the modern Gioco dell'Orso; a match of two games with the roles swapped.",
)

INFO = GameInfo(
    id="transvaal",
    title="Transvaal",
    authors="author unknown (a Bavarian game; reconstruction)",
    year="about 1900",
    seats=SEATS,
    colours=("black", "yellow"),
    blurb="One Boer against three English on a board of circles: back to the centre, or shut in. "
    "A reconstruction.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    source="Trabsact Sagme Diaries: 'Transvaal' (May 21, 2011: one sentence and a picture, not "
    "available) and 'Game of the South-African War' (February 20, 2019: the German rules of a "
    "Boer-War game photographed by Fred Horn). Board after the Piedmontese Gioco dell'Orso "
    "(Depaulis & Gavazzi 1999), which Thierry Depaulis compared with that game.",
    options=(
        Option(
            "setup",
            "The English set up",
            ("free", "inner"),
            "free",
            labels=("on any points (the rules)", "on the inner circle (Gioco dell'Orso)"),
            help="The rules: the English stand 'on any points'; the bear game puts them on the inner circle.",
        ),
        Option(
            "limit",
            "The Boer must survive",
            (30, 40),
            30,
            labels=("30 English moves (the rules)", "40 English moves (Gioco dell'Orso)"),
            help="After this many English moves a Boer who can still move has won.",
        ),
        Option(
            "match",
            "Play",
            ("single", "two"),
            "single",
            labels=("a single game", "a match of two games, roles swapped"),
            help="A match: each player is the English once; fewer English moves to shut the Boer in wins.",
        ),
    ),
    seat_names_by=(((("match", "two"),), PLAYERS),),
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
)
