"""The Plexus lattice as SVG: dots by kind (unconnected, endpoint, midpoint, full), the tree's
segments coloured by who drew them, the kind the second mover must copy, the running score."""

from __future__ import annotations

from typing import Any

from pyengine.i18n import N_, _
from pyengine.games.plexus.rules import PlexusState, board_for
from pyengine.kit.svg import CellStyle, board_frame, cell_board, compose, new_drawing

__all__ = ["render"]


def _style(n: int) -> CellStyle:
    # Dots a third of the spacing wide: a finger's target on a phone (the magnifier does the rest).
    return CellStyle(
        size=max(34.0, 300.0 / n), margin=30.0, cls="dot plx", coords=("bottom", "left"), below=94.0, dot=0.2
    )


def _kind(deg: int) -> str:
    return ("free", "endpoint", "midpoint", "midpoint", "full")[deg]


def render(state: PlexusState, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    n = state.config.n
    board = board_for(n)
    style = _style(n)
    frame = board_frame(board, style)
    titles, classes = [], {}
    for i, name in enumerate(board.names):
        deg = state.degrees[i]
        if deg in _DOT_WORDS:
            words = _(_DOT_WORDS[deg])
        else:
            words = _("a midpoint (%d segments)") % deg
        titles.append(f"{name}: {words}")
        classes[i] = "kind-" + _kind(deg)
    lines = []
    last = {board.find(t) for t in ui.get("last", ())}
    for k, (s, t) in enumerate(state.segments):
        (x1, y1), (x2, y2) = frame.centres[s], frame.centres[t]
        who = "opening" if k == 0 else f"seat{_drawer(state, k)}"
        if s in last and t in last:  # the last move's segment, haloed (its dots alone were marked)
            lines.append(f'<line class="last-seg" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" />')
        lines.append(f'<line class="segment {who}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" />')
    drawn = cell_board(board, style, ui, titles, (), (), classes)
    drawn = drawn.replace(
        '<g class="cells">', '<g class="segments">' + "".join(lines) + '</g><g class="cells">', 1
    )
    # The kind to copy (or the full-move's question) and the score on lines of their own: one
    # line ran out of the drawing in German.
    score = _("Score %(a)d–%(b)d") % {"a": state.scores[0], "b": state.scores[1]}
    if state.over or ui.get("ended"):  # (a resignation or a draw: no instruction any more)
        say, score = state.end_reason() if state.over else ui["ended"], ""
    elif state.half:
        say = _(_COPY[state.kind])
    else:
        say = _("Full-move %d: endpoint or midpoint?") % state.full
    y = frame.board_height + 14
    panel = f'<text class="panel-status" x="{style.margin}" y="{y}">{say}</text>'
    if score:
        panel += f'<text class="panel-status" x="{style.margin}" y="{y + 18}">{score}</text>'
    dwg = new_drawing(frame.width, frame.height, _("Plexus lattice, %(n)d×%(n)d") % {"n": n})
    return compose(dwg, [drawn, panel, _legend(style.margin, frame.board_height + 56)])


_DOT_WORDS = {0: N_("not connected"), 1: N_("an endpoint (1 segment)"), 4: N_("full (4 segments)")}
_COPY = {"E": N_("Copy the kind: draw from an endpoint."), "M": N_("Copy the kind: draw from a midpoint.")}

#: The legend under the lattice: the dots' kinds and the segments' drawers, as drawn above.
_KEYS = (
    ("dot", "kind-free", N_("free")),
    ("dot", "kind-endpoint", N_("endpoint")),
    ("dot", "kind-midpoint", N_("midpoint")),
    ("dot", "kind-full", N_("full")),
    ("line", "opening", N_("opening")),
    ("line", "seat0", N_("Player 1")),
    ("line", "seat1", N_("Player 2")),
)


def _legend(left: float, y: float) -> str:
    out, x = ['<g class="legend" aria-hidden="true">'], left
    for shape, cls, key in _KEYS:
        word = _(key)
        if shape == "line" and cls == "opening":  # the segments on a second row
            x, y = left, y + 20
        if shape == "dot":
            out.append(f'<circle class="dot plx {cls}" cx="{x + 6}" cy="{y - 4}" r="6" />')
        else:
            out.append(f'<line class="segment {cls}" x1="{x}" y1="{y - 4}" x2="{x + 14}" y2="{y - 4}" />')
        out.append(f'<text class="legend-text" x="{x + 18}" y="{y}">{word}</text>')
        x += 26 + 7 * len(word)
    return "".join(out) + "</g>"


def _drawer(state: PlexusState, k: int) -> int:
    """Who drew segment ``k`` (1-based after the opening): replays the full-move order."""
    full, half, count = 1, 0, 0
    skipped = set(state.skipped)
    while True:
        count += 1
        mover = (0 if full % 2 == 1 else 1) if half == 0 else (1 if full % 2 == 1 else 0)
        if count == k:
            return mover
        if half == 0 and full in skipped:
            full += 1
        elif half == 0:
            half = 1
        else:
            full, half = full + 1, 0
