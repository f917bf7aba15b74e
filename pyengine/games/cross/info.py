"""Cross: the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/core/registry.py)."""
from __future__ import annotations

from pyengine.core import GameInfo, Option, Sample

__all__ = ["INFO"]

RULES_HTML = """
<p>Two players take turns placing stones of their colour on empty cells of a hexagonal board.
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
<p><b>Records</b> are written as in the source's sample game: a first line such as
<code>___xx_______oo___</code> heads the columns (Black's two stones under <code>xx</code>, White's
under <code>oo</code>; a record may leave it out), then one line per turn pair,
<code>2:  l5 l7   j5 k8</code>, with <code>--</code> for a stone that was not placed (Black's first turn
has one stone).</p>
"""

INFO = GameInfo(
    id="cross",
    title="Cross",
    authors="Cameron Browne; 12* protocol by the Trabsact Sagme Diaries",
    year="2008 / 2011",
    seats=("Black (x)", "White (o)"),
    blurb="Make a Y touching three alternate sides, but never a cross between two opposite sides.",
    rules_html=RULES_HTML,
    options=(
        Option("rules", "Rules", ("12star", "browne"), "12star",
               labels=("12*: two stones a turn, group restriction", "Browne's original: one stone a turn"),
               help="12*: one stone, then two per turn with the group restriction; browne: one stone per turn"),
        Option("size", "Cells per side", (5, 6, 7), 6, labels=("5 (61 cells)", "6 (91 cells)", "7 (127 cells)")),
        Option("group_restriction", "Group restriction", ("strict", "old-groups"), "strict",
               labels=("strict: the turn's first stone counts", "older: only groups from before the turn"), only_if=(("rules", "12star"),)),
        Option("cross_rule", "A cross", ("immediate", "deferred"), "immediate",
               labels=("loses at once", "loses only if nobody makes a Y")),
        Option("swap", "Swap", ("on", "off"), "on", labels=("allowed", "not allowed"), only_if=(("rules", "browne"),)),
    ),
    source="Trabsact Sagme Diaries, 'CROSS', Dec 5, 2011; Browne's rules (nestorgames 2009)",
    ai_iterations_per_second=900,  # measured in Chromium: docs/BENCHMARKS.md
    ai_plain_iterations_per_second=100,
    flags=frozenset(),  # easy's plain random playouts: 100 it/s in the page (2026-11-23)
    samples=(
        Sample("cross-corrected.txt", "The Trabsact Sagme Diaries' sample game (12*, size 6)",
               "As printed, player 1's stone f7 stands twice (turns 4 and 6), so the record breaks at turn 6. "
               "The printed final board has an x on f5 instead, a cell the record never names: turn 6 read "
               "as o4 f5 gives exactly that board. Player 1 resigns in turn 15: player 2 (o) wins.",
               printed="cross-printed.txt"),
    ),
)
