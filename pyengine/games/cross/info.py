"""Cross: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo, Option, Sample

__all__ = ["INFO"]

RULES_HTML = """
<p>A connection game for two on a hexagonal board of hexagons, after Cameron Browne's
<i>Cross</i>, in the "12*" form of the Trabsact Sagme Diaries. Two players take turns placing
stones of their colour on empty cells of a hexagonal board.
Black (x) starts with a single stone; from then on every turn, for both players, is two stones.</p>
<p><b>Group restriction:</b> the two stones of a turn may never end up in the same group: the second
stone must not touch the first one, nor any stone of the group the first one joined. One stone may
join several of your groups at once. If no cell is left for a second stone, the turn has one.</p>
<p><b>Goal:</b> after your turn, a group touching three sides of which no two are neighbours
(every other side, a <i>Y</i>) wins for you. A group touching two opposite sides (a <i>cross</i>)
without a Y loses for you. Corner cells belong to both of their sides.</p>
<p>Options: Browne's original one-stone game with the swap rule, board sizes 5 to 7, the older
group restriction (only groups that existed before the turn count), and the literal "deferred" reading
in which a cross only loses if nobody ever makes a Y.</p>
"""

NOTATION_HTML = """
<p>Cells are named by a letter for the column and a number for the row, as printed beside
the board (<code>i6</code>). A turn is its stones: <code>l5 l7</code>. A record has one line per pair
of turns, <code>2:  l5 l7   j5 k8</code> (Black's stones, then White's), with <code>--</code> for a stone
not placed (Black's first turn has one stone). The source's sample heads its columns with a line
<code>___xx_______oo___</code> (Black's two stones under <code>xx</code>, White's under
<code>oo</code>); records are read with or without it.</p>
"""

DECIDED = (
    '"12*" means one stone on the very first turn and two on every later turn of either player, as in the '
    "sample records.",
    "The group restriction is checked after each stone: at most one of the turn's new stones per group (a "
    "stone that merges groups is fine). The older reading is an option.",
    "A Y and a cross are judged at the end of the mover's turn; a turn that makes both wins (Browne's rule).",
    'A cross loses at once (Browne\'s published rule); the literal "deferred" reading is an option.',
    "If no cell is legal for the second stone, the turn ends after one.",
    "No swap in the 12* game (it balances itself); Browne's one-stone game offers the swap.",
    "Boards of side 5, 6 (the sample's, the default) and 7 are offered.",
    "A full board without a result would be a draw (believed impossible).",
)

INFO = GameInfo(
    id="cross",
    title="Cross",
    authors="Cameron Browne; 12* protocol by the Trabsact Sagme Diaries",
    year="2008 / 2011",
    seats=("Black (x)", "White (o)"),
    blurb="Make a Y touching three alternate sides, but never a cross between two opposite sides.",
    rules_html=RULES_HTML,
    notation_html=NOTATION_HTML,
    decided=DECIDED,
    options=(
        Option(
            "rules",
            "Rules",
            ("12star", "browne"),
            "12star",
            labels=("12*: two stones a turn, group restriction", "Browne's original: one stone a turn"),
            help="12*: one stone, then two per turn with the group restriction; browne: one stone per turn",
        ),
        Option(
            "size", "Cells per side", (5, 6, 7), 6, labels=("5 (61 cells)", "6 (91 cells)", "7 (127 cells)")
        ),
        Option(
            "group_restriction",
            "Group restriction",
            ("strict", "old-groups"),
            "strict",
            labels=("strict: the turn's first stone counts", "older: only groups from before the turn"),
            only_if=(("rules", "12star"),),
        ),
        Option(
            "cross_rule",
            "A cross",
            ("immediate", "deferred"),
            "immediate",
            labels=("loses at once", "loses only if nobody makes a Y"),
        ),
        Option(
            "swap",
            "Swap",
            ("on", "off"),
            "on",
            labels=("allowed", "not allowed"),
            only_if=(("rules", "browne"),),
        ),
    ),
    labels=(("swap", "Swap"),),
    languages=("en", "de"),  # the rules text, statuses and refusals: locale/de.po
    source="Trabsact Sagme Diaries, 'CROSS', Dec 5, 2011; Browne's rules (nestorgames 2009)",
    flags=frozenset({"resign-in-notation"}),  # the source's "15: resign" (shared/rules/cross.md)
    samples=(
        Sample(
            "cross-corrected.txt",
            "The Trabsact Sagme Diaries' sample game (12*, size 6)",
            "As printed, player 1's stone f7 stands twice (turns 4 and 6), so the record breaks at turn 6. "
            "The printed final board has an x on f5 instead, a cell the record never names: turn 6 read "
            "as o4 f5 gives exactly that board. Player 1 resigns in turn 15: player 2 (o) wins.",
            printed="cross-printed.txt",
        ),
    ),
)
