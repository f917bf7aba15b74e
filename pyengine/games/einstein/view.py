"""EinStein würfelt nicht! as SVG: the 5×5 board with coordinates, numbered stones in the
players' colours, the goal corners, the die, and (when placing) the stones still to place."""

from __future__ import annotations

from typing import Any

from pyengine.kit.bestof import BestOf
from pyengine.kit.dice import ROLL_TARGET
from pyengine.i18n import _
from pyengine.games.einstein.rules import BOARD, GOALS, MOVE, SEATS, SETUP, EinsteinState
from pyengine.kit.svg import (
    CellStyle,
    Piece,
    board_frame,
    cell_board,
    compose,
    die_panel,
    new_drawing,
    target_attrs,
    titled,
)

__all__ = ["render"]

COLOURS = ("blue", "red")
STYLE = CellStyle(
    size=84.0, margin=26.0, cls="square", parity=("size1", "size2"), prefix="c:", below=100.0
)  # (the die panel: four lines)


def _goals() -> list[tuple[int, Piece]]:
    """The goal corners (their titles in the page's language)."""
    return [
        (
            g,
            Piece(
                "frame",
                f"goal goal-{COLOURS[seat]}",
                scale=37 / 84,
                title=_("%s's goal") % _(SEATS[seat]),
                movable=False,
            ),
        )
        for seat, g in enumerate(GOALS)
    ]


_STONES = {
    v: Piece(
        "tile", f"piece c-{COLOURS[0 if v > 0 else 1]}", str(abs(v)), "piece-number on-dark", scale=28 / 84
    )
    for v in (*range(1, 7), *range(-6, 0))
}


def render(shown: EinsteinState | BestOf[EinsteinState], ui: dict[str, Any] | None = None) -> str:
    """A game, or a series of games: the game in play, under it the series' status (its score
    and the game being played) where a game's status stands alone."""
    ui = ui or {}
    state = shown.current if isinstance(shown, BestOf) else shown
    targets = set(ui.get("targets", ()))
    frame = board_frame(BOARD, STYLE)
    dwg = new_drawing(frame.width, frame.height, _("EinStein würfelt nicht! on a 5×5 board"))

    def classes(target: str, base: str) -> list[str]:
        return [base]  # (its marks, target, selected, last, hint: the page sets them, svg.MARKS)

    titles = [
        f"{name}: "
        + (
            _("%(seat)s stone %(n)d") % {"seat": _(SEATS[0 if v > 0 else 1]), "n": abs(v)}
            if v
            else _("empty")
        )
        for name, v in zip(BOARD.names, state.board)
    ]
    pieces = [(i, _STONES[v]) for i, v in enumerate(state.board) if v]
    parts: list[Any] = [cell_board(BOARD, STYLE, ui, titles, pieces, _goals())]

    base = frame.board_height + 4
    margin = STYLE.margin
    roll = state.roll if state.phase == MOVE else state.last_roll
    if state.phase == SETUP and state.config.setup == "choose":
        tray = dwg.g(class_="tray")
        for k, n in enumerate(state.unplaced()):
            target = f"s:{n}"
            x = margin + 64 + k * 52
            box = dwg.rect(insert=(x, base), size=(46, 46), rx=8, ry=8)
            titled(box, _("stone %d to place") % n)
            tray.add(target_attrs(box, target, classes(target, f"piece tray-stone c-{COLOURS[state.seat]}")))
            tray.add(
                dwg.text(
                    str(n), insert=(x + 23, base + 31), text_anchor="middle", class_="piece-number on-dark"
                )
            )
        parts.append(tray)
    else:
        counts = " · ".join(
            _("%(seat)s: stones %(stones)s")
            % {
                "seat": _(SEATS[s]),
                "stones": " ".join(str(n) for n in sorted(n for _cell, n in state.stones(s))) or _("none"),
            }
            for s in (0, 1)
        )
        parts.append(
            die_panel(
                dwg,
                margin,
                base,
                roll,
                ROLL_TARGET in targets,
                state.phase == MOVE,
                [counts, ui.get("ended") or shown.status()],
                frame.width,
            )
        )
    return compose(dwg, parts)
