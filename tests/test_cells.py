"""The shared cell boards (pyengine/kit/cells.py) and their SVG renderer (pyengine/kit/svg/), checked
against the boards the specs describe (cross.md, einstein.md, triad.md, chivalry.md, fehde.md,
plexus.md, subdivide.md, caduceus.md)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pyengine.kit.cells import Naming, dot_lattice, hex_hex, masked_board, square_grid
from pyengine.kit.svg import (
    MARK_CLASSES,
    CellStyle,
    Piece,
    board_frame,
    cell_board,
    compose,
    mark,
    new_drawing,
)

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize(
    "board",
    [
        square_grid(5, 5),
        square_grid(8, 8, diagonals=True),
        square_grid(4, 4, Naming(letters="rows", row_one="top")),
        hex_hex(6),
        hex_hex(5, "axial", Naming(upper=True)),
        dot_lattice(7, 7),
    ],
)
def test_every_cell_name_parses_back_to_its_cell(board):
    assert len(set(board.names)) == len(board)
    for i, name in enumerate(board.names):
        assert board.parse(name) == i
        assert board.parse(name.upper()) == i  # names are read case-insensitively
    with pytest.raises(ValueError, match="not a cell"):
        board.parse("z99")


def test_cells_are_numbered_row_by_row_as_chess_squares_are():
    board = square_grid(8, 8)
    assert board.names[:3] == ("a1", "b1", "c1") and board.names[8] == "a2" and board.names[63] == "h8"


def test_naming_with_letters_for_rows_reads_row_then_column_subdivide():
    board = square_grid(4, 4, Naming(letters="rows", row_one="top"))
    assert board.names[:5] == ("a1", "a2", "a3", "a4", "b1")
    # Row a is the top row: a1 is drawn top left, d4 bottom right.
    a1, d4 = board.centres[board.parse("a1")], board.centres[board.parse("d4")]
    assert a1[0] < d4[0] and a1[1] < d4[1]


def test_row_one_at_the_top_or_the_bottom_decides_where_rows_are_drawn():
    top = square_grid(8, 8, Naming(row_one="top"))  # Caduceus: row 1 at the top
    bottom = square_grid(8, 8)  # chess
    assert top.centres[top.parse("a1")][1] < top.centres[top.parse("a8")][1]
    assert bottom.centres[bottom.parse("a1")][1] > bottom.centres[bottom.parse("a8")][1]


def test_square_neighbours_are_four_or_eight():
    rook, king = square_grid(8, 8), square_grid(8, 8, diagonals=True)
    d4 = rook.parse("d4")
    assert sorted(rook.names[j] for j in rook.neighbours(d4)) == ["c4", "d3", "d5", "e4"]
    assert len(king.neighbours(d4)) == 8
    assert len(king.neighbours(king.parse("a1"))) == 3


def test_step_beyond_and_lines():
    board = square_grid(7, 7, diagonals=True)
    d4 = board.parse("d4")
    assert board.names[board.step(d4, "n")] == "d5"
    assert board.names[board.step(d4, "ne", 2)] == "f6"
    assert board.names[board.beyond(d4, "w")] == "b4"  # a jump over c4
    assert board.beyond(board.parse("b4"), "w") is None  # a4 is there, the landing cell is not
    assert board.step(board.parse("a1"), "s") is None
    assert [board.names[j] for j in board.line(d4, "e")] == ["e4", "f4", "g4"]
    assert board.line(board.parse("g4"), "e") == ()


def test_cross_board_in_doubled_columns():
    board = hex_hex(6)
    assert len(board) == 91
    assert [n for n in board.names if n.endswith("1") and len(n) == 2] == ["f1", "h1", "j1", "l1", "n1", "p1"]
    i6 = board.parse("i6")
    assert sorted(board.names[j] for j in board.neighbours(i6)) == ["g6", "h5", "h7", "j5", "j7", "k6"]
    assert len(board.neighbours(board.parse("a6"))) == 3  # a corner


def test_triad_board_in_axial_coordinates_matches_the_spec_table():
    board = hex_hex(5, "axial", Naming(upper=True))
    assert len(board) == 61
    rows = {}
    for name in board.names:
        rows.setdefault(name[0], []).append(int(name[1:]))
    table = {
        "A": (1, 5),
        "B": (1, 6),
        "C": (1, 7),
        "D": (1, 8),
        "E": (1, 9),
        "F": (2, 9),
        "G": (3, 9),
        "H": (4, 9),
        "I": (5, 9),
    }
    assert {c: (min(r), max(r)) for c, r in rows.items()} == table
    e5 = board.parse("E5")
    assert sorted(board.names[j] for j in board.neighbours(e5)) == ["D4", "D5", "E4", "E6", "F5", "F6"]
    # Neighbours are one hex apart on the drawing too.
    x, y = board.centres[e5]
    for j in board.neighbours(e5):
        assert abs(((board.centres[j][0] - x) ** 2 + (board.centres[j][1] - y) ** 2) ** 0.5 - 3**0.5) < 1e-6


CHIVALRY_MASK = (
    "......GG......",
    "...DEFGHIJK...",
    "..CDEFGHIJKL..",
    ".BCDEFGHIJKLM.",
    *["ABCDEFGHIJKLMN"] * 8,
    ".BCDEFGHIJKLM.",
    "..CDEFGHIJKL..",
    "...DEFGHIJK...",
    "......GG......",
)


def test_an_irregular_board_from_a_mask_has_chivalrys_176_squares():
    mask = tuple("".join("x" if ch != "." else "." for ch in line) for line in CHIVALRY_MASK)
    mask = tuple(
        line[:6] + ("cc" if line[6:8] == "xx" and line.count("x") == 2 else line[6:8]) + line[8:]
        for line in mask
    )
    board = masked_board(mask, {"x": "square", "c": "castle"}, Naming(upper=True), diagonals=True)
    assert len(board) == 176
    assert sorted(board.names[i] for i in board.cells_of_kind("castle")) == ["G1", "G16", "H1", "H16"]
    assert board.find("A4") is None and board.find("A5") is not None and board.find("N12") is not None


def test_kinds_of_fehdes_fields():
    # Row 7 (Black's) first, as drawn; section 2: 9 yellow fields a side, a knight field each, 29 grey.
    mask = ("gyyyyyg", "gyyKyyg", "ggggggg", "ggggggg", "ggggggg", "gyykyyg", "gyyyyyg")
    board = masked_board(mask, {"g": "grey", "y": "yellow", "k": "knight", "K": "knight"}, diagonals=True)
    assert [board.names[i] for i in board.cells_of_kind("knight")] == ["d2", "d6"]
    assert len(board.cells_of_kind("yellow")) == 18 and len(board.cells_of_kind("grey")) == 29
    assert {board.names[i] for i in board.cells_of_kind("yellow") if board.names[i][1] in "12"} == {
        "b1",
        "c1",
        "d1",
        "e1",
        "f1",
        "b2",
        "c2",
        "e2",
        "f2",
    }


def test_a_lattice_of_dots_joins_orthogonal_neighbours():
    board = dot_lattice(5, 5)
    assert len(board.edges) == 2 * 5 * 4
    assert all(board.parse(board.names[a]) == a for a, _ in board.edges)
    c3 = board.parse("c3")
    assert sorted(board.names[j] for j in board.neighbours(c3)) == ["b3", "c2", "c4", "d3"]


def _drawn(board, style, ui, **kw):
    """The board as the page shows it: the drawing, marked by the page (svg.mark, as web/glue.py
    marks it); the drawing itself carries no mark."""
    frame = board_frame(board, style)
    text = compose(
        new_drawing(frame.width, frame.height, "a board"),
        [cell_board(board, style, ui, list(board.names), **kw)],
    )
    assert not set(" ".join(re.findall(r'class="([^"]*)"', text)).split()) & MARK_CLASSES
    return ET.fromstring(mark(text, ui))


def test_the_renderer_draws_every_cell_as_a_named_target_the_page_marks_from_the_ui():
    board = square_grid(5, 5)
    style = CellStyle(size=40, prefix="c:", parity=("dark", "light"))
    root = _drawn(
        board,
        style,
        {"targets": ["c:a1", "c:b2"], "selected": ["c:b2"], "last": ["c:e5"], "hint": ["c:a1"]},
        pieces=[(0, Piece("disc", "stone seat0", title="a stone"))],
    )
    cells = {e.get("data-target"): e for e in root.iter(f"{SVG}rect") if e.get("data-target")}
    assert len(cells) == 25
    assert set(cells["c:a1"].get("class").split()) == {"cell", "dark", "target", "hint"}
    assert set(cells["c:b2"].get("class").split()) == {"cell", "dark", "target", "selected"}
    assert set(cells["c:e5"].get("class").split()) == {"cell", "dark", "last"}
    assert cells["c:b1"].get("class") == "cell light"
    assert all(e.find(f"{SVG}title").text == name[2:] for name, e in cells.items())
    stones = [e for e in root.iter(f"{SVG}circle") if "stone" in e.get("class", "")]
    assert len(stones) == 1 and stones[0].find(f"{SVG}title").text == "a stone"
    labels = [t.text for g in root.iter(f"{SVG}g") if g.get("class") == "coords" for t in g]
    assert labels == ["a", "b", "c", "d", "e", "1", "2", "3", "4", "5"]


def test_a_flipped_board_puts_a1_at_the_top_right():
    board = square_grid(8, 8)
    plain, flipped = board_frame(board, CellStyle(size=50)), board_frame(board, CellStyle(size=50, flip=True))
    a1, h8 = board.parse("a1"), board.parse("h8")
    assert plain.centres[a1] == flipped.centres[h8] and plain.centres[h8] == flipped.centres[a1]


def test_kinds_and_static_classes_become_classes():
    board = masked_board(("ab", "ab"), {"a": "castle", "b": "square"})
    root = _drawn(board, CellStyle(extra=("x", "", "", "y")), {})
    classes = [e.get("class") for e in root.iter(f"{SVG}rect")]
    assert classes == ["cell kind-castle x", "cell kind-square", "cell kind-castle", "cell kind-square y"]


def test_names_and_titles_are_escaped():
    board = square_grid(2, 1)
    frame = board_frame(board, CellStyle())
    text = compose(
        new_drawing(frame.width, frame.height, "x"), [cell_board(board, CellStyle(), {}, ['a<b & "c"', "ok"])]
    )
    assert ET.fromstring(text).find(f".//{SVG}title").text == 'a<b & "c"'


def test_a_written_position_lists_pieces_by_letter_and_refuses_a_cell_without_one():
    from pyengine.kit.cells import piece_list

    assert piece_list("K:d2 S:c5 c6 k: d6", "KSks") == [("K", "d2"), ("S", "c5"), ("S", "c6"), ("k", "d6")]
    with pytest.raises(ValueError, match="say which pieces first"):
        piece_list("d2 K:d3", "KSks")
    with pytest.raises(ValueError, match="say which pieces first"):
        piece_list("Q:d2", "KSks")
