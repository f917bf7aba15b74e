"""Fehde: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Option

__all__ = ["INFO"]

RULES_HTML = """
<p>A German game of tactics for two, known from a rules sheet that Fred Horn translated into
English. Each side has a <b>knight</b> (a ball, marked ♞ here) and nine <b>squires</b>. The
knights start on their knight fields (White d2, Black d6), the squires on the nine yellow fields
beside and behind their knight. A lot decides who begins.</p>
<p><b>A turn</b> moves one piece: a <i>step</i> to an adjacent empty field in any of the eight
directions, or a <i>jump</i> over an adjacent enemy piece, in a straight line, to the empty field
right behind it; the jumped piece is captured. One piece per jump, never your own.
<b>Jumping is compulsory:</b> if you can jump, you must (any of your jumps).</p>
<p><b>Where pieces may stand:</b> a knight anywhere; a squire only on its own side's yellow
fields and on the grey no-man's-land — never on the enemy's yellow fields nor on a knight field.
A squire may jump over a piece on an enemy yellow corner field only if it lands on grey.</p>
<p><b>You win</b> by capturing the enemy knight, by capturing all nine enemy squires, or by
putting your knight on the enemy knight's starting field. A player who cannot move loses; the
same position for the third time (same player to move) is a draw, and players may agree a draw.</p>
<p><b>The board is a reconstruction.</b> The published board is known only from a picture we do
not have; this 7×7 board of circles follows every clause of the English and German rules texts
(nine yellow fields beside and behind each knight, grey columns a and g and grey rows 3–5), and
will be replaced if the real board becomes known.</p>
<p>Click a piece, then where it goes.</p>
"""

NOTATION_HTML = """
<p>Fields by column letter (a–g) and row number (1–7, White's side at the bottom). A step is
<code>c2-c3</code>, a jump <code>c4xe6</code>; a record pairs the moves, <code>1. e2-d3 b6-a7</code>,
after a header saying who began, <code>[first White]</code>.</p>
"""

DECIDED = (
    "The board is the 7×7 reconstruction described above: it meets every clause of both rules texts.",
    "A squire may only jump to its own yellow fields or to grey; only jumps it may make are compulsory.",
    "A player with no legal move loses.",
    "The same position for the third time, with the same player to move, is a draw.",
    "A lot decides who begins unless the game is set to let White or Black begin.",
)

INFO = GameInfo(
    id="fehde",
    title="Fehde",
    authors="author unknown; rules translated by Fred Horn",
    year="year unknown",
    seats=("White", "Black"),
    blurb="Knights and squires jump to capture; take the enemy knight or reach its field.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    source="Trabsact Sagme Diaries, 'Fehde', May 22, 2011, with Fred Horn's translation of the "
    "German rules (12/02/2013); German text: brettspiele.digital. Board reconstructed from "
    "the rules text.",
    options=(
        Option(
            "first",
            "First to move",
            ("lot", "white", "black"),
            "lot",
            labels=("Drawn by lot", "White", "Black"),
            help="The rules: players draw who begins.",
        ),
    ),
    has_chance=True,
    person_rolls=False,  # the lot for the first move is drawn, nobody rolls
    flags=frozenset({"flip"}),
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
)
