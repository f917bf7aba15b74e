"""The Caduceus board as SVG: chains as linked stones in their player's colour, the first chain
of each player round and the second square (the source's ``J-j-j`` with the head's letter in
capitals: every stone carries its chain's letter, the head's upper case and larger, the tail's
outline dashed); cells emptied in the last turn shaded; the cells a chain may grow into dotted.
"""

from __future__ import annotations

from typing import Any

from pyengine.i18n import _, ngettext
from pyengine.games.caduceus.rules import CHAINS, OWNER, CaduceusState, board_for
from pyengine.kit.svg import CellStyle, Piece, board_frame, cell_board, compose, new_drawing

__all__ = ["render"]

# Margins of 18: the 8×8 board's squares a finger wide (44 CSS px) on a 390 px phone.
STYLES = {
    n: tuple(
        CellStyle(
            size=44.0 if n == 8 else 36.0, margin=18.0, cls="square cad", flip=f, coords=("top", "left")
        )
        for f in (False, True)
    )
    for n in (8, 10)
}
_DOT = Piece("disc", "dest-dot", scale=0.13, movable=False)


def _stone(chain: int, part: str) -> Piece:
    """A stone of ``chain``: part "head", "tail" or "body"."""
    seat = OWNER[chain]
    shape = "disc" if chain % 2 == 0 else "tile"
    letter = CHAINS[chain] if part == "head" else CHAINS[chain].lower()
    scale = {"head": 0.4, "tail": 0.3, "body": 0.33}[part]
    return Piece(
        shape,
        f"stone seat{seat} chain-{CHAINS[chain].lower()} {part}",
        text=letter,
        text_cls="chain-letter " + ("on-dark" if seat == 0 else "on-light"),
        scale=scale,
    )


_STONES = {(c, part): _stone(c, part) for c in range(4) for part in ("head", "tail", "body")}


def _title(state: CaduceusState, i: int, where: dict[int, tuple[int, int]]) -> str:
    """What a screen reader says about cell ``i``. A stone's words change only when that stone
    does: its chain and owner, and whether it is the tail; the head says the chain's length and
    its cells from the tail (where every other stone of it lies), since it changes every move."""
    board = board_for(state.config.size)
    name = board.names[i]
    if i not in where:
        if i in state.last_emptied or i in state.emptied:
            return _("%s: empty, emptied in the last turn") % name
        return _("%s: empty") % name
    c, k = where[i]
    chain = state.chains[c]
    owner = _("Player 1") if OWNER[c] == 0 else _("Player 2")
    said: dict[str, object] = {"name": name, "chain": CHAINS[c], "owner": owner}
    if k == len(chain) - 1:
        said["n"] = len(chain)
        said["cells"] = " ".join(board.names[x] for x in chain)
        return (
            ngettext(
                "%(name)s: chain %(chain)s's head (%(n)d stone, %(owner)s), from the tail: %(cells)s",
                "%(name)s: chain %(chain)s's head (%(n)d stones, %(owner)s), from the tail: %(cells)s",
                len(chain),
            )
            % said
        )
    if k == 0:
        return _("%(name)s: chain %(chain)s's tail (%(owner)s)") % said
    return _("%(name)s: a stone of chain %(chain)s (%(owner)s)") % said


def render(state: CaduceusState, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    size = state.config.size
    board = board_for(size)
    style = STYLES[size][bool(ui.get("flip"))]
    frame = board_frame(board, style)
    where = {cell: (c, k) for c, chain in enumerate(state.chains) for k, cell in enumerate(chain)}
    pieces = []
    for c, chain in enumerate(state.chains):
        for k, cell in enumerate(chain):
            part = "head" if k == len(chain) - 1 else ("tail" if k == 0 else "body")
            pieces.append((cell, _STONES[c, part]))
    targets = set(ui.get("targets", ()))
    growing = state.cur >= 0 or any(board.find(t) is not None for t in ui.get("selected", ()))
    marks = [(i, _DOT) for i in range(len(board)) if growing and board.names[i] in targets and i not in where]
    classes = {i: "emptied" for i in (*state.last_emptied, *state.emptied) if i not in where}
    titles = [_title(state, i, where) for i in range(len(board))]
    drawn = cell_board(board, style, ui, titles, pieces, marks, classes)
    links = []
    for c, chain in enumerate(state.chains):
        for a, b in zip(chain, chain[1:]):
            (x1, y1), (x2, y2) = frame.centres[a], frame.centres[b]
            links.append(f'<line class="link seat{OWNER[c]}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" />')
    drawn = drawn.replace(
        '<g class="pieces">', '<g class="links">' + "".join(links) + '</g><g class="pieces">', 1
    )
    dwg = new_drawing(frame.width, frame.height, _("Caduceus board, %(n)d×%(n)d") % {"n": size})
    return compose(dwg, [drawn])
