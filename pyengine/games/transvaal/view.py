"""Transvaal's board as SVG: the Gioco dell'Orso's two circles, two diameters and four arcs as a
printed board draws them (the shared point-board renderer, pyengine/kit/svg/), the black Boer and
the three yellow English on its 21 points, the English moves counted against the limit.

The board and the rules are a reconstruction, and the drawing says so under it. Targets are the
points (``C``, ``N1`` … ``12``); the stone chosen shows where it can go (dots).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pyengine.games.transvaal.info import RECONSTRUCTED
from pyengine.games.transvaal.rules import (
    BOARD,
    BOER,
    CENTRE,
    NAMES,
    OUTER,
    INNER,
    TransvaalMatch,
    TransvaalState,
)
from pyengine.i18n import N_, _
from pyengine.kit.svg import Piece, PointStyle, compose, esc, new_drawing, point_board

__all__ = ["render", "STYLE"]

STYLE = PointStyle(size=400.0, margin=40.0, spot=60.0, dot=17.0)
#: Under the sheet: the English count's line, then the caption's lines (as many as its words in
#: the page's language take), in SVG units.
_COUNT_Y, _CAPTION_Y, _LINE = 14.0, 32.0, 16.0
_BOER = Piece("disc", "stone seat0 boer", scale=0.3, targeted=True, title=N_("the Boer (black)"))
_ENGLISH = Piece(
    "disc", "stone seat4 english", scale=0.3, targeted=True, title=N_("an English stone (yellow)")
)
_DOT = Piece("disc", "dest-dot", scale=0.1, movable=False)


def _kind(v: int) -> str:
    if v == CENTRE:
        return _("the centre")
    if v in INNER:
        return _("inner circle")
    if v in OUTER:
        return _("outer circle")
    return _("arc and radius")


def _title(game: TransvaalState, v: int) -> str:
    who = _("the Boer") if v == game.boer else _("an English stone") if v in game.english else _("empty")
    return f"{NAMES[v]} ({_kind(v)}): {who}"


def _titled(piece: Piece) -> Piece:
    """``piece`` with its title in the page's language."""
    return replace(piece, title=_(piece.title))


def _caption_lines() -> list[str]:
    """The reconstruction's words under the board, in lines of at most 62 characters."""
    words, lines = _(RECONSTRUCTED).split(), [""]
    for word in words:
        if len(lines[-1]) + len(word) > 62:
            lines.append("")
        lines[-1] = (lines[-1] + " " + word).strip()
    return lines


def _caption(top: float, lines: list[str]) -> str:
    x = STYLE.width / 2
    return "".join(
        f'<text class="board-caption" text-anchor="middle" x="{x:.1f}" y="{top + _LINE * k:.1f}">'
        f"{esc(line)}</text>"
        for k, line in enumerate(lines)
    )


def render(state: TransvaalState | TransvaalMatch, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    game = state.current if isinstance(state, TransvaalMatch) else state
    side = STYLE.size + 2 * STYLE.margin
    lines = _caption_lines()
    height = side + _CAPTION_Y + _LINE * (len(lines) - 1) + 8
    dwg = new_drawing(
        STYLE.width, height, _("Transvaal board, 21 points (a reconstruction).") + " " + state.status()
    )
    titles = [_title(game, v) for v in BOARD.nodes]
    boer_piece, english_piece = _titled(_BOER), _titled(_ENGLISH)
    pieces = [(game.boer, boer_piece)] + [(v, english_piece) for v in game.english]
    marks = []
    chosen = [BOARD.find(t) for t in ui.get("selected", ())]
    if chosen and chosen[-1] is not None:
        frm = chosen[-1]
        marks = [(a.data.to, _DOT) for a in game.legal_actions() if getattr(a.data, "frm", None) == frm]
    sheet = (
        f'<rect class="transvaal-sheet" x="4" y="4" width="{side - 8:.1f}" height="{side - 8:.1f}" rx="18" />'
    )
    # The count under the sheet (in its corner it ran into the names of points 5 and 6 in a long
    # language), a match's game and Boer in the sheet's upper corners, clear of the points' names.
    count = _("English moves: %(n)d of %(limit)d") % {"n": game.english_moves, "limit": game.config.limit}
    if game.placing:
        count = _("English setup: %d of 3 placed") % len(game.english)
    under = f'x="{side / 2:.1f}" y="{side + _COUNT_Y:.1f}"'
    texts = [f'<text class="transvaal-count under" text-anchor="middle" {under}>{esc(count)}</text>']
    if isinstance(state, TransvaalMatch):
        game_no = _("Game %d of 2") % (state.round_no + 1)
        texts.append(f'<text class="transvaal-count" x="14" y="24">{game_no}</text>')
        boer = _("Boer: Player %s") % "AB"[state.boer_player()]
        texts.append(
            f'<text class="transvaal-count" text-anchor="end" x="{side - 14:.1f}" y="24">{boer}</text>'
        )
    counter = "".join(texts)
    mover = (
        ""
        if game.result
        else (" boer-moves" if game.mover == BOER and not game.placing else " english-moves")
    )
    board = point_board(BOARD, STYLE, ui, titles, pieces, marks)
    return compose(
        dwg, [sheet, f'<g class="transvaal{mover}">{board}</g>', counter, _caption(side + _CAPTION_Y, lines)]
    )
