"""The colour themes (light, dark, high contrast) of the page's stylesheet (web/kabinett.css and
the games' own style.css): seats are told apart by luminance, not hue alone, so that greyscale
and colour-blind eyes still see who is who; pieces stand out from the board they stand on (by
their fill or, for light stones on a light board, by their dark outline: WCAG's 3:1 for graphical objects)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from pyengine import games as packages
from tools.packing import collected_css

# The page's stylesheet as build.py writes it: the shared one, then each game's own.
CSS = collected_css(Path(__file__).resolve().parent.parent, list(packages.CATALOGUE + packages.UNLISTED))
THEMES = ("light", "dark", "contrast")
OUTLINE = "#3a332c"  # the stones' stroke (.board-svg .stone)


def variables(theme: str) -> dict[str, str]:
    """The CSS custom properties in force in ``theme``: :root's, then the theme's own block (the
    shared stylesheet's and those of the games that name colours of their own)."""

    def block(selector: str) -> dict[str, str]:
        out: dict[str, str] = {}
        for m in re.finditer(re.escape(selector) + r"\s*\{([^}]*)\}", CSS):
            out.update(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", m.group(1)))
        return out

    out = block(":root")
    if theme != "light":
        out.update(block(f'html[data-theme="{theme}"]'))
    return out


def luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    x, y = sorted((luminance(a), luminance(b)))
    return (y + 0.05) / (x + 0.05)


# Which colours play against each other on which board (the variable of the board's places):
# each game says so in its package (pyengine/games/<game>/hints.py COLOURS).
TWO_SEAT_BOARDS = [
    (name, *hints.COLOURS)
    for name in packages.CATALOGUE
    if hasattr(hints := importlib.import_module(f"pyengine.games.{name}.hints"), "COLOURS")
]


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("games,a,b,board", TWO_SEAT_BOARDS)
def test_the_two_seats_differ_in_luminance_by_three_to_one_in_every_theme(theme, games, a, b, board):
    v = variables(theme)
    assert contrast(v[a], v[b]) >= 3.0, f"{games} in {theme}: {v[a]} vs {v[b]}"


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("games,a,b,board", TWO_SEAT_BOARDS)
def test_every_piece_stands_out_from_its_board_by_fill_or_outline(theme, games, a, b, board):
    v = variables(theme)
    for seat in (a, b):
        by_fill = contrast(v[seat], v[board])
        by_outline = contrast(OUTLINE, v[board])
        assert max(by_fill, by_outline) >= 3.0, f"{games} in {theme}: {seat} {v[seat]} on {v[board]}"


def test_six_seats_of_the_contrast_theme_differ_in_luminance_and_the_dots_in_shape():
    v = variables("contrast")
    seats = [v[f"seat{i}"] for i in range(6)]
    for i in range(6):
        for j in range(i + 1, 6):
            assert contrast(seats[i], seats[j]) >= 1.5, (i, j, seats[i], seats[j])
    # The seats' dots (seats line, move list) have a shape per seat beyond the first two.
    for n in range(2, 6):
        assert re.search(rf"\.dot\.n{n}\s*\{{[^}}]*(border-radius|clip-path|box-shadow)", CSS), n


def test_four_seat_karls_rennen_tells_the_two_dark_seats_apart_by_their_outline():
    v = variables("light")
    assert contrast(v["c-red"], v["c-black"]) < 3.0  # so the outline must do it:
    assert re.search(r"\.piece\.c-red\s*\{[^}]*stroke-dasharray", CSS)
    assert contrast(v["c-white"], v["c-blue"]) >= 3.0 and contrast(v["c-blue"], v["c-black"]) >= 3.0


def test_pyscripts_configuration_is_never_shown_as_text_on_the_page():
    # play.html's <py-config> holds JSON for PyScript; without PyScript's own stylesheet it
    # would stand as raw text under the board.
    assert re.search(r"py-config,[^{]*\{[^}]*display:\s*none", CSS)
