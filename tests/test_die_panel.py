"""The dice races' panel (pyengine/kit/svg/die.py): the die a thumb's width on a phone, and the
lines beside it within the board, in every language and with every option (a German status of
Karls Rennen ran out of the board on a phone: the walk of 2026-11-29)."""

from __future__ import annotations

import html
import random
import re

import pytest

from pyengine import i18n
from pyengine.app.controller import Match
from pyengine.catalogue import get_game
from pyengine.contract import CHANCE
from pyengine.kit.svg.die import CHAR, wrapped

#: The widest board with a die is 374 CSS px wide on a 390 px phone: the die is 44 px or more.
PHONE_BOARD = 374


def _variants(game_id: str) -> list[dict]:
    info = get_game(game_id).info
    out: list[dict] = [{}]
    for option in info.options:
        out += [{option.key: value} for value in getattr(option, "values", ())]
    return out


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["karls-rennen", "einstein"])
def test_the_panels_lines_stay_within_the_board_and_the_die_is_a_thumbs_width(
    game_id: str, lang: str
) -> None:
    i18n.set_language(lang)
    for options in _variants(game_id):
        m = Match(game_id, get_game(game_id).info.normalize_options(options), seed=3)
        rng = random.Random(f"{game_id}{options}")
        for _ in range(120):
            svg = m.game.render(m.state, {"targets": m.next_targets()})
            width, height = (float(x) for x in re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())
            die = re.search(r'class="die-face" height="([\d.]+)"', svg)
            if die:
                assert float(die.group(1)) * PHONE_BOARD / width >= 44, (game_id, width)
            panel = svg.split('class="panel-text"')[1] if 'class="panel-text"' in svg else ""
            for x, y, text in re.findall(r'<text[^>]* x="([\d.]+)" y="([\d.]+)">([^<]*)</text>', panel):
                assert float(y) + 5 <= height, (options, html.unescape(text), y, height)  # (descenders)
                assert float(x) + len(html.unescape(text)) * CHAR <= width, (options, html.unescape(text))
            if m.state.is_over():
                break
            m.play(m.chance_action() if m.state.to_move() == CHANCE else rng.choice(m.state.legal_actions()))


def test_a_long_line_wraps_at_spaces_and_a_short_one_stays_whole() -> None:
    line = "Schwarz hat 2 gewürfelt: einen Stein von C, G oder H ziehen (nach Osten oder nach Süden)."
    parts = wrapped(line, 406)
    assert " ".join(parts) == line and len(parts) == 2 and all(len(p) * CHAR <= 406 for p in parts)
    assert wrapped("Weiß würfelt.", 406) == ["Weiß würfelt."]
