"""Caduceus: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Option, Sample

__all__ = ["INFO", "SEATS"]

SEATS = ("Player 1 (J, N)", "Player 2 (B, T)")  # translated where shown (i18n.of_game)

RULES_HTML = """
<p>Bill Taylor's game of snakes, like the light cycles of TRON. Each player steers two chains of
stones that start in opposite corners: Player 1 has J and N, Player 2 has B and T.</p>
<p><b>A chain move</b> takes away the chain's oldest stone (its tail) and then grows the chain from
its head by two stones, one after the other, each on an empty cell next to the one before
(up, down, left or right). The cell just freed may be used at once. Every move makes the chain one
stone longer.</p>
<p><b>A turn</b> moves both of your chains, in the order you like; only Player 1's very first turn
moves just one chain. A player who cannot complete a turn loses.</p>
<p><b>The 10×10 variant</b> (the source calls it the better game: faster moves) removes two tail stones
and grows three per move.</p>
<p>Click a chain's head (or its tail), then the cells it grows into, in order; only steps after
which your whole turn can still be completed are offered.</p>
"""

NOTATION_HTML = """
<p>A chain move is the directions its new stones take: <code>es</code> (east, then south); a turn
is its two chain moves in column order (J then N, B then T), or with the chain named where the
order differs, <code>N:nw J:se</code>. A record has a line per pair of turns, under a header naming the
chains; Player 1's first turn writes <code>--</code> for the chain that did not move. It may end with
<code>resign</code>.</p>
"""

DECIDED = (
    "Player 1's first turn moves one chain, every later turn two different chains.",
    "You choose the order of your two chain moves; records use column order unless a chain is named.",
    "The cells freed at the tail are empty at once and may be grown into by the same move.",
    "A player loses only when no complete legal turn exists; only steps that can be completed are offered.",
    "On 10×10 the chains start at j1 (J), a10 (N), a1 (B) and j10 (T): the only start under which the "
    "source's 10×10 game replays.",
    '"resign" in a record ends the game, as both of the source\'s records do.',
)

INFO = GameInfo(
    id="caduceus",
    title="Caduceus",
    authors="Bill Taylor",
    year="2011",
    seats=SEATS,
    blurb="Steer two snakes at once: drop the tail, grow the head — the first who cannot move loses.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    options=(
        Option(
            "size",
            "Board",
            (8, 10),
            8,
            labels=("8×8: one stone off, two on", "10×10: two stones off, three on"),
            help="8: remove 1, grow 2 (the standard game); 10: remove 2, grow 3 (the variant)",
        ),
    ),
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
    source="Bill Taylor's game, in the Trabsact Sagme Diaries, 'CADUCEUS', Jul 11, 2011",
    flags=frozenset({"flip", "resign-in-notation"}),
    samples=(
        Sample(
            "caduceus-8x8.txt",
            "The Trabsact Sagme Diaries' 8×8 game (2011)",
            "Replays as printed; player 1 resigns in turn 11 although he still had 10 legal turns.",
        ),
        Sample(
            "caduceus-10x10-corrected.txt",
            "The 10×10 game with double removal and triple growth (2011)",
            "As printed, J's move nws in turn 19 steps west from a1, off the board; nes (which puts J's "
            "head on b2, as the printed board shows) is read instead. Player 2 then resigns. The printed "
            "final board is not a position of this game.",
            printed="caduceus-10x10-printed.txt",
        ),
    ),
)
