"""Fehde's board as SVG: circular fields in the colours of the rules sheet (grey no-man's-land,
yellow fields ringed in their side's colour, the knight fields in the knights' colours), joined
by the lines along which pieces move; knights (the balls) marked ♞, squires plain discs.

The board is the reconstruction of shared/rules/fehde.md, and the drawing says so under it.
Targets are the fields (``d2`` …). The piece chosen shows where it can go (dots; rings for
jumps); the last capture is marked; ``ui["flip"]`` turns the board.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pyengine.i18n import N_, _, language
from pyengine.games.fehde.refusals import field_words, piece_words
from pyengine.games.fehde.board import BOARD, NAMES, STEPS, is_knight, side_of
from pyengine.games.fehde.rules import FehdeState
from pyengine.kit.svg import CellStyle, Piece, board_frame, cell_board, compose, esc, new_drawing

__all__ = ["render", "CAPTION"]

CAPTION = N_("Board reconstructed from the rules text")
SIZE = 64.0
STYLES = tuple(
    CellStyle(
        size=SIZE,
        margin=26.0,
        cls="fehde-field",
        round=0.4,
        flip=f,
        below=26.0,
        coords=("bottom", "left", "top", "right"),
    )
    for f in (False, True)
)
_COLOUR = ("c-white", "c-black")


@lru_cache(maxsize=4)
def _pieces(lang: str) -> dict[int, Piece]:
    """The pieces, titled in the page's language (``lang``: the cache's key)."""
    return {
        code: Piece(
            "disc",
            f"piece {_COLOUR[side_of(code)]}{' knight ball' if is_knight(code) else ' squire'}",
            text="♞\ufe0e" if is_knight(code) else "",
            text_cls="knight-mark " + ("on-light" if side_of(code) == 0 else "on-dark"),
            scale=0.33 if is_knight(code) else 0.25,
            title=piece_words(code),
        )
        for code in (1, 2, 3, 4)
    }


_DOT, _RING = (
    Piece("disc", "dest-dot", scale=0.12, movable=False),
    Piece("disc", "capture-ring", scale=0.4, movable=False),
)
_TAKEN = Piece("frame", "taken-mark", scale=0.3, movable=False)


@lru_cache(maxsize=4)
def _lines(flip: bool, lang: str) -> str:
    """The lines between neighbouring fields (each once), and the caption: the same every render."""
    style = STYLES[flip]
    frame = board_frame(BOARD, style)
    out = ['<g class="fehde-lines">']
    for i, links in enumerate(STEPS):
        (x1, y1) = frame.centres[i]
        for j, _beyond in links:
            if j > i:
                (x2, y2) = frame.centres[j]
                out.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" />')
    out.append("</g>")
    out.append(
        f'<text class="board-caption" text-anchor="middle" x="{frame.width / 2:.1f}" '
        f'y="{frame.height - 8:.1f}">{esc(_(CAPTION))}</text>'
    )
    return "".join(out)


def _title(state: FehdeState, i: int) -> str:
    code = state.cells[i]
    what = piece_words(code) if code else _("empty")
    return f"{NAMES[i]}: {what}, {field_words(i)}"


def render(state: FehdeState, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    flip = bool(ui.get("flip"))
    style = STYLES[flip]
    frame = board_frame(BOARD, style)
    # (one message: a caption lower-cased in it would lower a German noun too)
    title = _("Fehde board, 49 fields (board reconstructed from the rules text)")
    dwg = new_drawing(frame.width, frame.height, title)
    titles = [_title(state, i) for i in range(len(BOARD))]
    shapes = _pieces(language())
    pieces = [(i, shapes[c]) for i, c in enumerate(state.cells) if c]
    marks = []
    selected = [BOARD.find(t) for t in ui.get("selected", ())]
    frm = selected[-1] if selected and selected[-1] is not None else None
    if frm is not None:
        for a in state.legal_actions():
            if a.data[1] == frm:
                marks.append((a.data[2], _RING if a.data[0] == "jump" else _DOT))
    if state.taken >= 0:
        marks.append((state.taken, _TAKEN))
    sheet = (
        f'<rect class="fehde-sheet" x="4" y="4" width="{frame.width - 8:.1f}" '
        f'height="{frame.board_height - 8:.1f}" rx="14" />'
    )
    return compose(
        dwg, [sheet, _lines(flip, language()), cell_board(BOARD, style, ui, titles, pieces, marks)]
    )
