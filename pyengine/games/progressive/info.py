"""One-Hit Progressive Chess: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Sample

__all__ = ["INFO"]

RULES_HTML = """
<p>Chess in series, after the Italian progressive chess, in a "one-hit" form. White makes one
move, then Black up to two, White up to three, and so on —
series <i>n</i> holds 1 to <i>n</i> moves of the same player. You may end a series early after
its first move ("End series").</p>
<p><b>One hit:</b> a move that captures (en passant too), gives check or promotes ends the series
at once. No move may leave your own king in check; a check must be answered by the first move of
your next series, else it is checkmate.</p>
<p>En passant is allowed only as the first move of a series, against a pawn that made its double
step in the opponent's last series. Castling follows the usual rules in the current position.
Draws: stalemate at the start of a series, ten series in a row without a pawn move or capture,
and insufficient material.</p>
"""

NOTATION_HTML = """
<p>Standard algebraic notation (SAN): <code>e4</code>, <code>Nf3</code>, <code>exd5</code>,
<code>O-O</code>, <code>e8=Q</code>, <code>+</code> for check, <code>#</code> for mate. A record has one
line per series, <code>3. c4 g3 h4</code>, and ends with the result (<code>1-0</code>,
<code>0-1</code>, <code>1/2-1/2</code>). The game can also be saved as PGN for chess programs.</p>
"""

DECIDED = (
    "The standard Italian progressive rules: series 1, 2, 3, … counted across both players; a check is "
    "answered by the first move of the next series; en passant only as a series' first move; stalemate "
    "draws; the ten-series rule.",
    "A series also ends when the player has no legal move in its middle.",
    "Ten series in a row without a pawn move or capture is a draw at once.",
    "A position without mating material is a draw.",
    "No threefold-repetition rule (the ten-series rule ends every game).",
)

INFO = GameInfo(
    id="progressive-chess",
    title="One-Hit Progressive Chess",
    authors="Trabsact Sagme Diaries (after the Italian progressive chess rules)",
    year="2011",
    seats=("White", "Black"),
    blurb="Series of 1, 2, 3, … moves — but a capture, check or promotion ends your series at once.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
    source="Trabsact Sagme Diaries, 'ONE-HIT PROGRESSIVE CHESS', Jul 27, 2011",
    flags=frozenset({"flip", "resign-in-notation"}),  # chess says "resign" in the series, then 1-0 / 0-1
    labels=(("pgn", "PGN with the final position (for chess programs)"),),
    samples=(
        Sample(
            "progressive-chess-corrected.txt",
            "The Trabsact Sagme Diaries' sample game (2011)",
            "As printed, series 5 begins with e4 where White's e-pawn already stands (d4 is meant); "
            "Nc6:d8 in series 6 is the e7 knight's; Rc3 in series 9 must be Rc2; Kd3 in series 11 "
            "walks e1-d2-d3; series 13-19 elide their routes (shortest legal routes taken here). "
            "The game ends in checkmate by the rook on b8 (the printed diagram leaves it on h3).",
            printed="progressive-chess-printed.txt",
        ),
    ),
)
