"""The chess board of One-Hit Progressive Chess as SVG (DESIGN.md, "Views").

Targets: squares ``sq:e4``, the promotion chooser ``promo:q`` (drawn over the board once a pawn's
move to the last rank is chosen) and the button ``end-series``. Marks: the squares of the whole
last series (``last``), the king in check, destination dots on the selected piece's targets.
``ui["flip"]`` shows the board from Black's side.
"""
from __future__ import annotations

from typing import Any

import chess

from pyengine.games.progressive.rules import END, PcState
from pyengine.svg import new_drawing, target_attrs, titled

__all__ = ["render"]

CELL, MARGIN, PANEL = 50, 22, 70
# Filled glyphs for both colours (CSS fills them white or black); U+FE0E asks for text, not emoji.
GLYPHS = {chess.KING: "♚", chess.QUEEN: "♛", chess.ROOK: "♜", chess.BISHOP: "♝", chess.KNIGHT: "♞", chess.PAWN: "♟"}
TEXT = "\ufe0e"


def render(state: PcState, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    targets, selected = set(ui.get("targets", ())), list(ui.get("selected", ()))
    last, hint = set(ui.get("last", ())), set(ui.get("hint", ()))
    flip = bool(ui.get("flip"))
    board = state.board()
    side = 8 * CELL
    dwg = new_drawing(side + 2 * MARGIN, side + 2 * MARGIN + PANEL, "One-Hit Progressive Chess board")

    def corner(square: int) -> tuple[float, float]:
        f, r = chess.square_file(square), chess.square_rank(square)
        if flip:
            f, r = 7 - f, 7 - r
        return MARGIN + f * CELL, MARGIN + (7 - r) * CELL

    check = board.king(board.turn) if board.is_check() and not state.over else None
    squares, marks, pieces = dwg.g(class_="squares"), dwg.g(class_="marks"), dwg.g(class_="pieces")
    for square in chess.SQUARES:
        x, y = corner(square)
        target = "sq:" + chess.square_name(square)
        piece = board.piece_at(square)
        light = (chess.square_file(square) + chess.square_rank(square)) % 2 == 1
        cls = ["csq", "light" if light else "dark", "selected" if target in selected else "",
               "last" if target in last else "", "hint" if target in hint else "",
               "check" if square == check else "", "target" if target in targets else ""]
        rect = dwg.rect(insert=(x, y), size=(CELL, CELL))
        name = chess.square_name(square)
        titled(rect, name + (f": {_name(piece)}" if piece else ""))
        squares.add(target_attrs(rect, target, cls))
        if piece:
            colour = "white" if piece.color else "black"
            pieces.add(dwg.text(GLYPHS[piece.piece_type] + TEXT, insert=(x + CELL / 2, y + CELL * 0.8),
                                text_anchor="middle", class_=f"chess-piece {colour}"))
        if target in targets and selected and target not in selected:
            # A destination of the selected piece: a dot, or a ring around a piece to capture.
            if piece and piece.color != board.turn:
                marks.add(dwg.circle(center=(x + CELL / 2, y + CELL / 2), r=CELL * 0.45, class_="capture-ring"))
            else:
                marks.add(dwg.circle(center=(x + CELL / 2, y + CELL / 2), r=CELL * 0.14, class_="dest-dot"))
    coords = dwg.g(class_="coords")
    for i in range(8):
        f = chess.FILE_NAMES[7 - i if flip else i]
        r = chess.RANK_NAMES[i if flip else 7 - i]
        coords.add(dwg.text(f, insert=(MARGIN + i * CELL + CELL / 2, MARGIN + side + 15), text_anchor="middle"))
        coords.add(dwg.text(r, insert=(MARGIN / 2, MARGIN + i * CELL + CELL * 0.6), text_anchor="middle"))
    dwg.add(squares)
    dwg.add(marks)
    dwg.add(pieces)
    dwg.add(coords)
    promos = sorted(t for t in targets if t.startswith("promo:"))
    if promos and len(selected) >= 2:
        dwg.add(_chooser(dwg, corner(chess.parse_square(selected[1][3:])), promos, board.turn))
    dwg.add(_panel(dwg, state, side, END.path[0] in targets))
    return dwg.tostring()


def _name(piece: chess.Piece) -> str:
    return ("white " if piece.color else "black ") + chess.piece_name(piece.piece_type)


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
        titled(button, f"promote to a {chess.piece_name(piece.piece_type)}")
        g.add(target_attrs(button, target, ["promo-button", "target"]))
        g.add(dwg.text(GLYPHS[piece.piece_type] + TEXT, insert=(x + CELL / 2, yy + CELL * 0.8), text_anchor="middle",
                       class_=f"chess-piece {'white' if white else 'black'} promo-glyph"))
    return g


def _panel(dwg: Any, state: PcState, side: float, can_end: bool) -> Any:
    """The series counter and the "end series" button under the board."""
    g = dwg.g(class_="series-panel")
    y = side + 2 * MARGIN + 8
    if state.over:
        counter = state.end_reason()
    else:
        counter = f"Series {state.series} ({('White', 'Black')[state.mover]}): move {state.done + 1} of {state.series}"
    g.add(dwg.text(counter, insert=(MARGIN, y + 18), class_="series-counter"))
    if state.over:
        return g  # the result has the whole line; no button to cover it
    button = dwg.rect(insert=(MARGIN + side - 130, y), size=(130, 32), rx=6, ry=6)
    titled(button, "end this series now (allowed after one move)")
    if can_end:
        target_attrs(button, END.path[0], ["end-series", "target"])
    else:
        button.attribs["class"] = "end-series disabled"
    g.add(button)
    g.add(dwg.text("End series", insert=(MARGIN + side - 65, y + 21), text_anchor="middle", class_="button-label"))
    if not state.over and state.done == 0 and state.in_check():
        g.add(dwg.text("Check! The first move must answer it.", insert=(MARGIN, y + 44), class_="panel-status"))
    return g
