"""Schneider von Gent as SVG: faces as clickable areas with their buttons, nodes as clickable
points with their degree, seams as stitches, the thimble, prisoners, the score and the match table."""

from __future__ import annotations

from typing import Any

from pyengine.i18n import _
from pyengine.games.schneider.rules import SEATS, SchneiderMatch, SchneiderState, game_of
from pyengine.kit.svg import PIECE_MARK, compose, new_drawing, target_attrs, titled

__all__ = ["render"]

SIZE = 460.0
MARGIN = 34.0
PANEL = 58.0


def _xy(point: tuple[float, float]) -> tuple[float, float]:
    x, y = point
    return (round(MARGIN + x * SIZE, 2), round(MARGIN + (1.0 - y) * SIZE, 2))


Box = tuple[float, float, float, float]  # left, top, right, bottom

#: The largest sizes the labels are drawn at (the phone's: the game's style.css): a button's
#: face's name, a node's id, an empty face's name.
LABEL_PX, ID_PX, EMPTY_PX = 11.0, 12.0, 13.0


def _text_box(text: str, anchor: str, at: tuple[float, float], px: float) -> Box:
    """Where ``text`` is drawn, as the browser measures it (a monospaced digit is 0.6 em wide;
    the font's ascent 0.93 em, its descent 0.24 em), with a little to spare."""
    width = 0.62 * px * len(text)
    left = at[0] - {"start": 0.0, "middle": width / 2, "end": width}[anchor]
    return (left, at[1] - 0.95 * px, left + width, at[1] + 0.25 * px)


def _drawn_boxes(state: SchneiderState) -> list[Box]:
    """What a face's name must not lie on: the nodes with their ids, the thimble, the buttons,
    the empty faces' names."""
    board = state.board
    boxes: list[Box] = []
    for v in board.nodes:
        x, y = _xy(board.coords[v])
        boxes += [(x - 13, y - 13, x + 13, y + 13), _text_box(str(v), "start", (x + 14, y - 11), ID_PX)]
    if state.thimble >= 0:  # over its node (it moves: names step aside)
        x, y = _xy(board.coords[state.thimble])
        boxes.append((x - 9, y - 30, x + 9, y - 14))
    for f, cycle in enumerate(board.faces):
        cx, cy = _centre([_xy(board.coords[v]) for v in cycle])
        if state.buttons >> f & 1:
            boxes.append((cx - 11, cy - 11, cx + 11, cy + 11))
        else:
            boxes.append(_text_box(f"f{f}", "middle", (cx, cy + 4), EMPTY_PX))
    return boxes


def _free_place(text: str, centre: tuple[float, float], taken: list[Box]) -> tuple[str, tuple[float, float]]:
    """Where a button's face is named: under the button, else above, right or left of it,
    the first place that lies on nothing drawn (``taken``, which the name joins)."""
    cx, cy = centre
    places = [
        ("middle", (cx, round(cy + 23, 2))),
        ("middle", (cx, round(cy - 15, 2))),
        ("start", (round(cx + 14, 2), round(cy + 4, 2))),
        ("end", (round(cx - 14, 2), round(cy + 4, 2))),
    ]
    for anchor, at in places:
        box = _text_box(text, anchor, at, LABEL_PX)
        if not any(_overlap(box, other) for other in taken):
            taken.append(box)
            return anchor, at
    return places[0]


def _overlap(a: Box, b: Box) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


def _centre(pts: list[tuple[float, float]]) -> tuple[float, float]:
    return round(sum(p[0] for p in pts) / len(pts), 2), round(sum(p[1] for p in pts) / len(pts), 2)


def _button(dwg: Any, centre: tuple[float, float], r: float, cls: str) -> Any:  # svgwrite: untyped
    g = dwg.g(class_=cls)
    g.add(dwg.circle(center=centre, r=r))
    for dx in (-r * 0.3, r * 0.3):
        g.add(dwg.circle(center=(round(centre[0] + dx, 2), centre[1]), r=round(r * 0.14, 2), class_="hole"))
    return g


def render(shown: SchneiderState | SchneiderMatch, ui: dict[str, Any] | None = None) -> str:
    """A single game, or a match: its game in play, with the match's table (who is taylor, the
    game being played, the taylor scores)."""
    ui = ui or {}
    state = game_of(shown)
    selected = set(ui.get("selected", ()))
    board = state.board
    width, height = SIZE + 2 * MARGIN, SIZE + 2 * MARGIN + PANEL
    dwg = new_drawing(width, height, _("Schneider von Gent on %s") % board.name)

    def classes(target: str, base: str) -> list[str]:
        return [base]  # (its marks, target, selected, last, hint: the page sets them, svg.MARKS)

    faces = dwg.g(class_="faces")
    buttons = dwg.g(class_="buttons")
    taken = _drawn_boxes(state)
    for f, cycle in enumerate(board.faces):
        pts = [_xy(board.coords[v]) for v in cycle]
        target = f"f:{f}"
        poly = dwg.polygon(pts)
        has = state.buttons >> f & 1
        titled(
            poly,
            _("face f%(face)d (%(sides)d sides): %(what)s")
            % {"face": f, "sides": len(cycle), "what": _("a free button") if has else _("empty")},
        )
        faces.add(target_attrs(poly, target, classes(target, "face")))
        cx, cy = _centre(pts)
        if has:
            buttons.add(
                _button(
                    dwg, (cx, cy), 11, "button " + PIECE_MARK + (" selected" if target in selected else "")
                )
            )
            # its name beside the button: the move list and the lessons name faces (a walk found
            # "the button in f9" on a board that named only the empty faces)
            anchor, at = _free_place(f"f{f}", (cx, cy), taken)
            buttons.add(dwg.text(f"f{f}", insert=at, text_anchor=anchor, class_="face-label named"))
        else:
            buttons.add(dwg.text(f"f{f}", insert=(cx, cy + 4), text_anchor="middle", class_="face-label"))
    dwg.add(faces)

    edges = dwg.g(class_="edges")
    for e, (u, v) in enumerate(board.edges):
        a, b = _xy(board.coords[u]), _xy(board.coords[v])
        edges.add(dwg.line(a, b, class_="edge"))
        if state.seamed >> e & 1:
            edges.add(titled(dwg.line(a, b, class_="seam"), _("seam %s") % f"{u}-{v}"))
    dwg.add(edges)
    dwg.add(buttons)

    nodes = dwg.g(class_="nodes")
    for v in board.nodes:
        x, y = _xy(board.coords[v])
        target = f"n:{v}"
        prisoner = state.prisoners >> v & 1
        circle = dwg.circle(center=(x, y), r=13)
        what = _("a prisoner") if prisoner else (_("the thimble") if v == state.thimble else _("free"))
        titled(
            circle,
            _("node %(node)d, degree %(degree)d: %(what)s")
            % {"node": v, "degree": board.degrees[v], "what": what},
        )
        nodes.add(target_attrs(circle, target, classes(target, "node")))
        # The degree is always drawn, a prisoner over it: freeing the prisoners (a series' next
        # game) takes their buttons away and redraws no number (issue 52: an answer's size).
        nodes.add(dwg.text(str(board.degrees[v]), insert=(x, y + 4), text_anchor="middle", class_="degree"))
        if prisoner:
            nodes.add(_button(dwg, (x, y), 9, f"prisoner {PIECE_MARK}"))
        nodes.add(dwg.text(str(v), insert=(round(x + 14, 2), round(y - 11, 2)), class_="node-id"))
        if v == state.thimble:
            nodes.add(
                dwg.rect(insert=(x - 9, y - 30), size=(18, 16), rx=6, ry=6, class_=f"thimble {PIECE_MARK}")
            )
    dwg.add(nodes)

    panel = dwg.g(class_="panel-text")
    base = SIZE + 2 * MARGIN + 16
    who = "  ·  " + _("taylor %s") % _(SEATS[shown.taylor]) if state.config.mode == "match" else ""
    line = _("Score %(score)d  ·  free buttons %(free)d") % {
        "score": state.score(),
        "free": state.free_buttons(),
    }
    panel.add(dwg.text(line + who, insert=(MARGIN, base)))
    if state.config.mode == "match":
        cells = []
        for g in range(2):
            said = {"game": g + 1, "taylor": _(SEATS[g]), "score": state.score()}
            if g < len(shown.scores):
                said["score"] = shown.scores[g]
                cells.append(_("game %(game)d: %(taylor)s as taylor %(score)d") % said)
            elif g == shown.game_no:
                cells.append(_("game %(game)d: %(taylor)s as taylor, %(score)d so far") % said)
            else:
                cells.append(_("game %(game)d: %(taylor)s as taylor") % said)
        panel.add(dwg.text("   |   ".join(cells), insert=(MARGIN, base + 20)))
    dwg.add(panel)
    return compose(dwg)
