"""Subdivide's drawing as SVG: the dots (hull dots ringed; in the free layout the empty lattice
points faint), the segments coloured by who drew them, the hull's boundary dashed, the segments
the chosen dot can still make drawn faintly, and at the round's end the scoring polygon shaded
with its count. The status line under the board says the round, the offence and the totals."""

from __future__ import annotations

from typing import Any

from pyengine.i18n import _, ngettext
from pyengine.games.subdivide.rules import LIMIT, SEATS, RoundState, SubdivideMatch
from pyengine.kit.svg import BoardFrame, CellStyle, board_frame, cell_board, compose, esc, new_drawing

__all__ = ["render"]


def _style(rows: int, cols: int) -> CellStyle:
    return CellStyle(
        size=max(40.0, 340.0 / max(rows, cols)),
        margin=30.0,
        cls="dot sbd",
        coords=("top", "left"),
        below=34.0,
        dot=0.17,
    )


def _line(frame: BoardFrame, a: int, b: int, cls: str) -> str:
    (x1, y1), (x2, y2) = frame.centres[a], frame.centres[b]
    return f'<line class="{cls}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" />'


def render(match: SubdivideMatch, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    rnd: RoundState = match.current
    board = rnd.board
    rows = max(r for _c, r in board.coords) + 1
    cols = max(c for c, _r in board.coords) + 1
    style = _style(rows, cols)
    frame = board_frame(board, style)
    dots = set(rnd.placed)
    placing = rnd.placing
    d = None if placing else rnd.drawing
    titles, classes = [], {}
    for i, name in enumerate(board.names):
        if i not in dots:
            titles.append((_("%s: no dot (a free point)") if placing else _("%s: no dot")) % name)
            classes[i] = "kind-empty"
            continue
        deg = rnd.degrees[i]
        where = _("a hull dot") if d is not None and i in d.hull else _("a dot")
        said = {"name": name, "where": where, "n": deg, "left": max(0, LIMIT - deg)}
        if d is None or not rnd.limited(i):
            titles.append(
                ngettext("%(name)s: %(where)s, %(n)d segment", "%(name)s: %(where)s, %(n)d segments", deg)
                % said
            )
        else:
            titles.append(
                ngettext(
                    "%(name)s: %(where)s, %(n)d segment, %(left)d more allowed",
                    "%(name)s: %(where)s, %(n)d segments, %(left)d more allowed",
                    deg,
                )
                % said
            )
        full = d is not None and rnd.limited(i) and deg >= LIMIT
        classes[i] = ("kind-hull" if d is not None and i in d.hull else "kind-inner") + (
            " full" if full else ""
        )
    under = []
    if d is not None:
        ring = d.hull_ring
        pts = " ".join(f"{frame.centres[i][0]},{frame.centres[i][1]}" for i in ring)
        under.append(f'<polygon class="hull-line" points="{pts}" />')
        if rnd.over:
            for poly in rnd.best:
                pts = " ".join(f"{frame.centres[i][0]},{frame.centres[i][1]}" for i in poly)
                names = esc(" ".join(board.names[i] for i in poly))
                under.append(
                    f'<polygon class="score-poly" points="{pts}"><title>'
                    + _("%(n)d dots: %(names)s") % {"n": len(poly), "names": names}
                    + "</title></polygon>"
                )
        # The segments the chosen dot can still make, faintly (the legal ones only).
        chosen = [board.find(t) for t in ui.get("selected", ())]
        if chosen and chosen[-1] is not None and not rnd.over:
            c = chosen[-1]
            for a in rnd.legal_actions():
                if a.data[0] == "seg" and c in d.pairs[a.data[1]]:
                    p, q = d.pairs[a.data[1]]
                    under.append(_line(frame, p, q, "seg-option"))
    players = rnd.config.players
    first = match.first
    last = {board.find(t) for t in ui.get("last", ())}
    for n, k in enumerate(rnd.segments):  # (segments are drawn once the dots are placed: d is set)
        u, v = rnd.drawing.pairs[k]
        if u in last and v in last:  # the last move's segment, haloed (its dots alone were marked)
            under.append(_line(frame, u, v, "last-seg"))
        under.append(_line(frame, u, v, f"segment sbd seat{(first + n) % players}"))
    drawn = cell_board(board, style, ui, titles, (), (), classes)
    drawn = drawn.replace(
        '<g class="cells">', '<g class="segments">' + "".join(under) + '</g><g class="cells">', 1
    )
    extra = []
    for poly in rnd.best if rnd.over else ():  # each scoring polygon (ties too) with its count
        cx = sum(frame.centres[i][0] for i in poly) / len(poly)
        cy = sum(frame.centres[i][1] for i in poly) / len(poly)
        extra.append(
            f'<text class="score-count" text-anchor="middle" x="{cx:.1f}" y="{cy + 8:.1f}">{len(poly)}</text>'
        )
    panel = (
        f'<text class="panel-status" x="{style.margin}" y="{frame.board_height + 14}">'
        f"{esc(_say(match, rnd))}</text>"
    )
    dwg = new_drawing(frame.width, frame.height, _("Subdivide, %d dots") % len(dots))
    return compose(dwg, [drawn, "".join(extra), panel])


def _say(match: SubdivideMatch, rnd: RoundState) -> str:
    players = rnd.config.players
    said = {
        "k": match.round_no + 1,
        "n": match.rule.rounds,
        "who": _(SEATS[match.first]),
        "score": rnd.score,
        "totals": " – ".join(f"{int(t)}" for t in match.totals[:players]),
    }
    if rnd.over:
        return _("Round %(k)d of %(n)d, offence %(who)s: scores %(score)d. Totals %(totals)s") % said
    return _("Round %(k)d of %(n)d, offence %(who)s. Totals %(totals)s") % said
