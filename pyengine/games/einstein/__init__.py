"""EinStein würfelt nicht! (Ingo Althöfer, 2004): the dice race Karls Rennen is built on."""
from __future__ import annotations

from typing import Any, Sequence

import re
from dataclasses import replace

from pyengine.core import Action, Game, GameInfo, Option, State, register
from pyengine.core.series import (
    SERIES_VALUES, Series, first_seats, parse_series_record, series_or_game, series_record,
)
from pyengine.games.einstein import notation, playout, view
from pyengine.games.einstein.rules import SEATS, Config, new_state

__all__ = ["INFO", "EinStein", "config_of"]

RULES_HTML = """
<p>Each player has six stones numbered 1 to 6 in his corner of a 5×5 board: Blue top left, Red
bottom right, arranged at random (or placed by the players).</p>
<p>Roll the die and move your stone with that number one step: Blue right, down or diagonally
right-down; Red left, up or diagonally left-up. If that stone is gone, move the stone with the next
higher or the next lower number still on the board (your choice). A stone on the target cell is
captured, even your own.</p>
<p>You win by reaching the opposite corner (Blue e1, Red a5), or by taking your opponent's last
stone. Blue begins.</p>
"""

INFO = GameInfo(
    id="einstein",
    title="EinStein würfelt nicht!",
    authors="Ingo Althöfer",
    year="2004",
    seats=SEATS,
    blurb="Six numbered stones, one die, a 5×5 board: the race Karls Rennen is built on.",
    rules_html=RULES_HTML,
    options=(
        Option("setup", "Start arrangement", ("random", "choose"), "random",
               help="arranged at random, or each player places his stones"),
        Option("first", "First to move", ("blue", "red"), "blue"),
        Option("match", "Match", SERIES_VALUES, "single",
               help="one game, or best of 3 / 5: the loser of each game begins the next"),
    ),
    has_chance=True,
    source="Ingo Althöfer's game (3-Hirn-Verlag 2004), named as the parent in seed 003",
    ai_iterations_per_second=4300,  # measured in Chromium (under load, so on the low side): docs/BENCHMARKS.md
)


_MATCH = re.compile(r"\[\s*match\s+([\w-]+)\s*\]")


def config_of(options: dict[str, Any] | None) -> Config:
    o = INFO.normalize_options(options)
    return Config(o["setup"], ("blue", "red").index(o["first"]))


class EinStein(Game):
    info = INFO

    def new_state(self, options: dict[str, Any] | None = None) -> State:
        return series_or_game(new_state, config_of(options), INFO.normalize_options(options)["match"])

    def render(self, state: State, ui: dict[str, Any] | None = None) -> str:
        return view.render(getattr(state, "inner", state), ui)

    def record_options(self, text: str) -> dict[str, Any]:
        m = _MATCH.search(text)
        if not m:
            return notation.record_options(text)
        head = re.split(r"\[\s*game\s", text)[0]  # the games' own headers (who began) are not options
        return {**notation.record_options(head), "match": m.group(1)}

    # A series (option ``match``) is a record of ``[game k]`` sections (pyengine/core/series.py).
    def parse_record(self, text: str, options: dict[str, Any] | None = None) -> list[Action]:
        config, start = config_of(options), self.new_state(options)
        if not isinstance(start, Series):
            return notation.parse_record(text, config)
        return parse_series_record(text, start, lambda chunk, first: notation.parse_record(chunk, replace(config, first=first)))

    def format_record(self, actions: Sequence[Action], options: dict[str, Any] | None = None) -> str:
        config, start = config_of(options), self.new_state(options)
        if not isinstance(start, Series):
            return notation.format_record(actions, config)
        text = series_record(actions, lambda acts, first: notation.format_record(acts, replace(config, first=first)),
                             first_seats(start, actions))
        return f"[match {INFO.normalize_options(options)['match']}]\n" + text

    def board_text(self, state: State) -> str:
        return notation.board_text(getattr(state, "inner", state))

    # -- AI hook (pyengine/ai/mcts.py)
    def playout(self, state: State, rng) -> tuple[tuple[float, ...], int]:
        return playout.playout(getattr(state, "inner", state), rng)


register(EinStein())
