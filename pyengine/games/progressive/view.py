"""The chess board of One-Hit Progressive Chess as SVG (docs/ADDING_A_GAME.md, "4. Boards and views").

Targets: squares ``sq:e4``, the promotion chooser ``promo:q`` (drawn over the board once a pawn's
move to the last rank is chosen) and the button ``end-series``. Marks: the squares of the whole
last series (``last``), the king in check, destination dots on the selected piece's targets.
``ui["flip"]`` shows the board from Black's side.
"""

from __future__ import annotations

from typing import Any

import chess

from pyengine.i18n import N_, _
from pyengine.kit.cells import square_grid
from pyengine.games.progressive.rules import END, PIECE_NAMES, ProgressiveState
from pyengine.kit.svg import (
    CellStyle,
    Piece,
    board_frame,
    cell_board,
    compose,
    new_drawing,
    target_attrs,
    titled,
)

__all__ = ["render"]

# Margins of 20: the squares a finger wide (44 CSS px) on a 390 px phone, the coordinates still beside them.
CELL, MARGIN, PANEL = 50, 20, 70
# Filled glyphs for both colours (CSS fills them white or black); U+FE0E asks for text, not emoji.
GLYPHS = {
    chess.KING: "♚",
    chess.QUEEN: "♛",
    chess.ROOK: "♜",
    chess.BISHOP: "♝",
    chess.KNIGHT: "♞",
    chess.PAWN: "♟",
}
TEXT = "\ufe0e"
#: The chess board as a cell board: its cells are numbered as python-chess's squares (a1 = 0, h8 = 63).
BOARD = square_grid(8, 8, diagonals=True, title="the chess board")
STYLES = tuple(
    CellStyle(
        size=CELL, margin=MARGIN, cls="csq", parity=("dark", "light"), prefix="sq:", flip=f, below=PANEL
    )
    for f in (False, True)
)
_PIECES = {
    (t, c): Piece("glyph", f"chess-piece {'white' if c else 'black'}", GLYPHS[t] + TEXT)
    for t in GLYPHS
    for c in (True, False)
}
_DOT, _RING = (
    Piece("disc", "dest-dot", scale=0.14, movable=False),
    Piece("disc", "capture-ring", scale=0.45, movable=False),
)


def render(state: ProgressiveState, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    targets, selected = set(ui.get("targets", ())), list(ui.get("selected", ()))
    style = STYLES[bool(ui.get("flip"))]
    board = state.board()
    frame = board_frame(BOARD, style)
    dwg = new_drawing(frame.width, frame.height, _("One-Hit Progressive Chess board"))

    check = board.king(board.turn) if board.is_check() and not state.over else None
    titles, pieces, marks = [], [], []
    for square in chess.SQUARES:
        piece = board.piece_at(square)
        name = chess.square_name(square)
        titles.append(f"{name}: {_name(piece)}" if piece else _("%s: empty") % name)
        if piece:
            pieces.append((square, _PIECES[piece.piece_type, piece.color]))
        target = "sq:" + name
        if target in targets and selected and target not in selected:
            # A destination of the selected piece: a dot, or a ring around a piece to capture.
            marks.append((square, _RING if piece and piece.color != board.turn else _DOT))
    parts: list[Any] = [
        cell_board(BOARD, style, ui, titles, pieces, marks, {check: "check"} if check is not None else None)
    ]
    promos = sorted(t for t in targets if t.startswith("promo:"))
    if promos and len(selected) >= 2:
        x, y = frame.centres[chess.parse_square(selected[1][3:])]
        parts.append(_chooser(dwg, (x - CELL / 2, y - CELL / 2), promos, board.turn))
    parts.append(_panel(dwg, state, 8 * CELL, END.path[0] in targets, (ui or {}).get("ended", "")))
    return compose(dwg, parts)


_SIDES = (N_("White"), N_("Black"))
_PROMOTE = {
    chess.QUEEN: N_("promote to a queen"),
    chess.ROOK: N_("promote to a rook"),
    chess.BISHOP: N_("promote to a bishop"),
    chess.KNIGHT: N_("promote to a knight"),
}


def _name(piece: chess.Piece) -> str:
    return _(PIECE_NAMES[piece.piece_type, piece.color])


def _chooser(dwg: Any, at: tuple[float, float], promos: list[str], white: bool) -> Any:
    """Four buttons (queen, rook, bishop, knight) in a column from the promotion square."""
    order = {"q": 0, "r": 1, "b": 2, "n": 3}
    promos = sorted(promos, key=lambda t: order[t[-1]])
    x, y = at
    down = y < MARGIN + 4 * CELL  # open towards the board's middle
    g = dwg.g(class_="promotion")
    for i, target in enumerate(promos):
        yy = y + (i if down else -i) * CELL
        piece = chess.Piece(chess.PIECE_SYMBOLS.index(target[-1]), white)
        button = dwg.rect(insert=(x, yy), size=(CELL, CELL), rx=6, ry=6)
        titled(button, _(_PROMOTE[piece.piece_type]))
        g.add(target_attrs(button, target, ["promo-button", "target"]))
        g.add(
            dwg.text(
                GLYPHS[piece.piece_type] + TEXT,
                insert=(x + CELL / 2, yy + CELL * 0.8),
                text_anchor="middle",
                class_=f"chess-piece {'white' if white else 'black'} promo-glyph",
            )
        )
    return g


def _panel(dwg: Any, state: ProgressiveState, side: float, can_end: bool, ended: str = "") -> Any:
    """The series counter and the "end series" button under the board (``ended``: how a game
    ended that its position does not show: a resignation, an agreed draw)."""
    g = dwg.g(class_="series-panel")
    y = side + 2 * MARGIN + 8
    if state.over or ended:
        counter = state.end_reason() if state.over else ended
    else:
        said = {"n": state.series, "who": _(_SIDES[state.mover]), "k": state.done + 1}
        counter = _("Series %(n)d (%(who)s): move %(k)d of %(n)d") % said
    g.add(dwg.text(counter, insert=(MARGIN, y + 18), class_="series-counter"))
    if state.over or ended:
        return g  # the result has the whole line; no button to cover it
    button = dwg.rect(insert=(MARGIN + side - 130, y), size=(130, 32), rx=6, ry=6)
    titled(button, _("end this series now (allowed after one move)"))
    if can_end:
        target_attrs(button, END.path[0], ["end-series", "target"])
    else:
        button.attribs["class"] = "end-series disabled"
    g.add(button)
    g.add(
        dwg.text(
            _("End series"), insert=(MARGIN + side - 65, y + 21), text_anchor="middle", class_="button-label"
        )
    )
    if not state.over and state.done == 0 and state.in_check():
        g.add(
            dwg.text(
                _("Check! The first move must answer it."), insert=(MARGIN, y + 44), class_="panel-status"
            )
        )
    return g
