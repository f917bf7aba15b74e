"""Chivalry: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo

__all__ = ["INFO"]

RULES_HTML = """
<p>George S. Parker's game of 1887, the ancestor of Camelot, played here by the World Camelot
Federation's rules. Each side has 8 Knights (marked ♞) and 12 Men on a board of 176 squares;
White's castle is G1–H1, Black's G16–H16. White moves first.</p>
<p><b>A move</b> is one of: a <i>plain move</i>, one step in any of the eight directions to an empty
square; a <i>canter</i>, one or more leaps over your own pieces to the empty square beyond (they
stay); a <i>jump</i>, one or more leaps over enemy pieces, each captured at once — after a jump the
piece must go on jumping while it can; or, for a Knight only, a <i>Knight's Charge</i>: canter legs
followed by jump legs. A canter may stop after any leg, but never lands twice on the same square.</p>
<p><b>Capturing is compulsory:</b> if any of your pieces can jump, your move must capture (by a
jump, or by a Knight's Charge). A Knight whose canter lands next to a piece it can jump must
capture in that move, there or later.</p>
<p><b>Castles:</b> you may enter your own castle only by jumping into it, and must then move that
piece out on your next turn, before anything else (by capturing if it can). A piece that enters
the enemy castle stops there and can never leave; it may only step to the other castle square,
twice per game at most.</p>
<p><b>Winning:</b> two of your pieces in the enemy castle; or capturing every enemy piece while
keeping two or more; or leaving the opponent without a legal move while you have two or more
pieces. Both sides down to one piece, a repetition of the same position for the third time, or
an agreement is a draw.</p>
<p>Click a piece, then where it lands; after each leg of a canter or jump the next legs are
highlighted, and "Stop here" (or a click on the piece) ends a canter.</p>
"""

NOTATION_HTML = """
<p>The World Camelot Federation's notation: squares by column letter and row number; a plain move
<code>C8-D9</code>, a canter <code>E6-C8-A8</code>, a jump <code>H4xJ4xL6</code>, a Knight's Charge
<code>F6-F8-H8xH10xJ12</code>. A record pairs the moves, <code>1. E6-C8 D11-D9xB7xD5</code>, and may end
with <code>resign</code>.</p>
"""

DECIDED = (
    "The World Camelot Federation's text is the rule set; its clarifications override older Parker "
    "Brothers wording.",
    "The duty to leave your own castle comes before compulsory capture elsewhere.",
    "Landing in the enemy castle ends the move at once, even in the middle of a canter or jump.",
    "A canter never lands twice on the same square in one move.",
    "A Knight whose canter touches a square from which it can jump must capture in that move.",
    "A player whose piece must leave his castle but cannot has no legal move.",
    "If the player to move has no legal move and his opponent has only one piece, the game is drawn.",
    "The same position for the third time is a draw.",
)

INFO = GameInfo(
    id="chivalry",
    title="Chivalry",
    authors="George S. Parker; rules of the World Camelot Federation",
    year="1887",
    seats=("White", "Black"),
    blurb="Canter over friends, jump over foes: two pieces in the enemy castle win.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    source="Trabsact Sagme Diaries, 'Chivalry', May 20, 2011, quoting the World Camelot Federation's "
    "rules (© 2008–2012 Michael Wortley Nolan and the WCF)",
    flags=frozenset({"flip", "resign-in-notation"}),
    labels=(("stop", "Stop here"),),
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
)
