"""Karls Rennen as SVG: the tiling to scale with each square's size, the stones in their seat's
colour, the goal squares outlined, and the die (clickable when a human is to roll)."""

from __future__ import annotations

from typing import Any

from pyengine.kit.bestof import BestOf
from pyengine.kit.dice import ROLL_TARGET
from pyengine.i18n import _, ngettext
from pyengine.games.karls.rules import MOVE, KarlsRennenState, players_of
from pyengine.kit.svg import PIECE_MARK, compose, die_panel, new_drawing, target_attrs, titled

__all__ = ["render"]

UNIT = 30.0
MARGIN = 12.0
PANEL = 80.0  # (the die, and three lines of text beside it: kit/svg/die.py)


def render(shown: KarlsRennenState | BestOf[KarlsRennenState], ui: dict[str, Any] | None = None) -> str:
    """A game, or a series of games: the game in play, under it the series' status (its score
    and the game being played) where a game's status stands alone."""
    ui = ui or {}
    state = shown.current if isinstance(shown, BestOf) else shown
    targets = set(ui.get("targets", ()))
    t = state.tiling
    side = t.side * UNIT
    width, height = side + 2 * MARGIN, side + 2 * MARGIN + PANEL
    players = players_of(state.config)
    dwg = new_drawing(width, height, _("Karls Rennen on Karl Scherer's 21-square tiling"))

    squares, marks, pieces = dwg.g(class_="squares"), dwg.g(class_="marks"), dwg.g(class_="pieces")
    for sq in t.squares:
        x, y, s = MARGIN + sq.x * UNIT, MARGIN + sq.y * UNIT, sq.size * UNIT
        target = f"sq:{sq.label}"
        cls = ["square", f"size{sq.size}"]  # (its marks: the page sets them, svg.MARKS)
        rect = dwg.rect(insert=(x, y), size=(s, s))
        o = state.owner[sq.id]
        title = _("%(square)s, size %(size)d") % {"square": sq.label, "size": sq.size}
        if o >= 0:
            title += ": " + _("a stone of %s") % _(players[o].colour)
        titled(rect, title)
        squares.add(target_attrs(rect, target, cls))
        marks.add(dwg.text(str(sq.size), insert=(x + 3, y + 11), class_="size-mark"))
        if sq.size > 1:  # a 1-square has room for its size and a stone only
            marks.add(
                dwg.text(sq.label, insert=(x + s - 4, y + s - 4), text_anchor="end", class_="square-label")
            )
        if o >= 0:
            r = min(13.0, s * 0.3)
            pieces.add(
                dwg.circle(
                    center=(x + s / 2 + (2 if sq.size == 1 else 0), y + s / 2 + (2 if sq.size == 1 else 0)),
                    r=r,
                    class_=f"piece {PIECE_MARK} c-{players[o].colour.lower()}",
                )
            )
    for p in players:
        goal = t.by_label(p.goal)
        # Inside the square's size (top left) and letter (bottom right): the walk found the
        # outline crossing both on the corners A and T.
        inset = 14.0 if goal.size >= 3 else 5.0
        marks.add(
            titled(
                dwg.rect(
                    insert=(MARGIN + goal.x * UNIT + inset, MARGIN + goal.y * UNIT + inset),
                    size=(goal.size * UNIT - 2 * inset, goal.size * UNIT - 2 * inset),
                    class_=f"goal goal-{p.colour.lower()}",
                ),
                _("%s's goal") % _(p.colour),
            )
        )
    dwg.add(squares)
    dwg.add(marks)
    dwg.add(pieces)

    counts = " · ".join(
        ngettext("%(seat)s %(n)d stone", "%(seat)s %(n)d stones", len(state.stones(s)))
        % {"seat": _(p.colour), "n": len(state.stones(s))}
        for s, p in enumerate(players)
    )
    roll = state.roll if state.phase == MOVE else state.last_roll
    dwg.add(
        die_panel(
            dwg,
            MARGIN,
            side + 2 * MARGIN + 6,
            roll,
            ROLL_TARGET in targets,
            state.phase == MOVE,
            [counts, ui.get("ended") or shown.status()],  # (a resignation: not "to roll")
            width,
        )
    )
    return compose(dwg)
