"""Shuttle's board: the shared cell-board renderer, gold cells by kind, the token."""

from __future__ import annotations

from typing import Any

from pyengine.games.example.rules import BOARD, SEATS, ShuttleState
from pyengine.kit.svg import CellStyle, Piece, board_frame, cell_board, compose, new_drawing

__all__ = ["render"]

STYLE = CellStyle(size=70.0, margin=26.0, cls="square", parity=("size1", "size2"))
TOKEN = Piece("disc", "stone token", scale=0.3, targeted=True, title="the token")


def render(state: ShuttleState, ui: dict[str, Any] | None = None) -> str:
    frame = board_frame(BOARD, STYLE)
    titles = [
        f"{n}: {'gold' if k == 'gold' else 'plain'}{', the token' if i == state.token else ''}"
        for i, (n, k) in enumerate(zip(BOARD.names, BOARD.kinds))
    ]
    dwg = new_drawing(
        frame.width, frame.height, f"Shuttle: {SEATS[0]} {state.points[0]}, {SEATS[1]} {state.points[1]}"
    )
    return compose(dwg, [cell_board(BOARD, STYLE, ui, titles, [(state.token, TOKEN)])])
