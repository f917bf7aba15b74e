"""The Chivalry board as SVG: the 176 squares chequered as on Parker's board, the castles
marked, Men as plain discs and Knights as discs with a knight's head (White's light, Black's
dark; docs/ADDING_A_GAME.md, "4. Boards and views").

Targets are the squares (``G1`` …); ``stop`` (a canter's end) is a button the page draws
beside the board. While a move is under way its trail is drawn (the squares it stood on, the
pieces it captured) and the legs it may take next are dotted; ``ui["flip"]`` turns the board.
"""

from __future__ import annotations

from typing import Any

from pyengine.i18n import N_, _
from pyengine.games.chivalry.rules import BOARD, NAMES, ChivalryState, is_knight, is_leg
from pyengine.kit.svg import CellStyle, Piece, board_frame, cell_board, compose, new_drawing

__all__ = ["render"]

SIZE = 40.0
STYLES = tuple(
    CellStyle(
        size=SIZE,
        margin=24.0,
        cls="chsq",
        parity=("dark", "light"),
        flip=f,
        coords=("bottom", "left", "top", "right"),
    )
    for f in (False, True)
)
_COLOUR = ("c-white", "c-black")
_PIECES = {
    code: Piece(
        "disc",
        f"piece {_COLOUR[0 if code <= 2 else 1]}{' knight' if is_knight(code) else ''}",
        text="♞\ufe0e" if is_knight(code) else "",
        text_cls="knight-mark " + ("on-light" if code <= 2 else "on-dark"),
        scale=0.36,
    )
    for code in (1, 2, 3, 4)
}
_DOT, _RING = (
    Piece("disc", "dest-dot", scale=0.13, movable=False),
    Piece("disc", "capture-ring", scale=0.44, movable=False),
)
_TRAIL, _TAKEN = (
    Piece("disc", "trail-dot", scale=0.09, movable=False),
    Piece("frame", "taken-mark", scale=0.3, movable=False),
)
_WORDS = {1: N_("a white man"), 2: N_("a white knight"), 3: N_("a black man"), 4: N_("a black knight")}
_CASTLES = {"castle-white": N_(", White's castle"), "castle-black": N_(", Black's castle")}


def _title(state: ChivalryState, i: int) -> str:
    what = _(_WORDS[state.cells[i]]) if state.cells[i] in _WORDS else _("empty")
    kind = BOARD.kinds[i]
    castle = _(_CASTLES[kind]) if kind in _CASTLES else ""
    return f"{NAMES[i]}: {what}{castle}"


def render(state: ChivalryState, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    style = STYLES[bool(ui.get("flip"))]
    selected = [t for t in ui.get("selected", ()) if BOARD.find(t) is not None]
    frame = board_frame(BOARD, style)
    dwg = new_drawing(frame.width, frame.height, _("Chivalry board, 176 squares"))
    cells = state.cells
    titles = [_title(state, i) for i in range(len(BOARD))]
    pieces = [(i, _PIECES[c]) for i, c in enumerate(cells) if c]
    marks = []
    # Legs that go on from the piece chosen (or under way): dots on empty squares.
    frm = state.at if state.at >= 0 else (BOARD.find(selected[-1]) if selected else None)
    if frm is not None:
        for a in state.legal_actions():
            if is_leg(a) and a.data.frm == frm:
                marks.append((a.data.to, _RING if a.data.kind == "jump" else _DOT))
    if state.at >= 0:
        marks += [(i, _TRAIL) for i in state.legs[:-1]]
        marks += [(i, _TAKEN) for i in state.taken]
    classes = {state.at: "moving"} if state.at >= 0 else {}  # the castles are classed by kind
    return compose(dwg, [cell_board(BOARD, style, ui, titles, pieces, marks, classes)])
