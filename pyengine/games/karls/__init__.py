"""Karls Rennen (Ingo Althöfer, 2006/2015): EinStein's die rule on Karl Scherer's 21 squares."""
from __future__ import annotations

from typing import Any, Sequence

import re
from dataclasses import replace

from pyengine.core import Action, Game, GameInfo, Option, State, register
from pyengine.core.series import (
    SERIES_VALUES, Series, first_seats, parse_series_record, series_or_game, series_record,
)
from pyengine.games.karls import notation, playout, view
from pyengine.games.karls.rules import Config, new_state, players_of, teams_of

__all__ = ["INFO", "KarlsRennen", "config_of"]

RULES_HTML = """
<p>A dice race on Karl Scherer's tiling of a 16×16 square by 21 squares, where no two squares of
equal size share a side. The squares' sizes take the place of the numbered stones of
<i>EinStein würfelt nicht</i>.</p>
<p>Roll the die, then move one of your stones that stands on a square of the rolled size. If you
have none there, move a stone from the largest smaller size or the smallest larger size you
occupy (your choice). A move crosses exactly one boundary line: Black (north-west) moves east or
south, White (south-east) north or west; every square across that side is a target. A stone on
the target square is captured, even your own.</p>
<p>You win by reaching the 4-square in the opposite corner, or when your opponent has no stones
left. White begins. With four players, partners sit in opposite corners, each with four stones;
a player without stones passes, and a team wins when either partner reaches his goal.</p>
"""

INFO = GameInfo(
    id="karls-rennen",
    title="Karls Rennen",
    authors="Ingo Althöfer",
    year="2006",
    seats=("White", "Black"),
    blurb="EinStein without numbers: the die names the size of the square to move from.",
    rules_html=RULES_HTML,
    options=(
        Option("players", "Players", (2, 4), 2, help="two players, or four in two teams of partners"),
        Option("first", "First to move", ("White", "Black"), "White", only_if=(("players", 2),)),
        Option("mirror", "Board", ("off", "on"), "off",
               help="the tiling as tabled, or its mirror image (the same game for two players)"),
        Option("match", "Match", SERIES_VALUES, "single", only_if=(("players", 2),),
               help="one game, or a series in which the loser of each game begins the next"),
    ),
    teams=(),
    has_chance=True,
    source="Ingo Althöfer's rules (seed 003); the tiling from Karl Scherer's 'New Mosaics' (1997)",
    ai_iterations_per_second=4900,  # measured in Chromium (under load, so on the low side): docs/BENCHMARKS.md
)


_MATCH = re.compile(r"\[\s*match\s+([\w-]+)\s*\]")


def config_of(options: dict[str, Any] | None) -> Config:
    o = INFO.normalize_options(options)
    first = ("White", "Black").index(o["first"]) if o["players"] == 2 else 0
    return Config(o["players"], o["mirror"] == "on", first)


class KarlsRennen(Game):
    info = INFO

    def new_state(self, options: dict[str, Any] | None = None) -> State:
        o = INFO.normalize_options(options)
        return series_or_game(new_state, config_of(options), o["match"] if o["players"] == 2 else "single")

    def seat_names(self, options: dict[str, Any] | None = None) -> tuple[str, ...]:
        config = config_of(options)
        if config.players == 2:
            return tuple(p.colour for p in players_of(config))
        return tuple(f"{p.colour} ({p.corner})" for p in players_of(config))

    def teams(self, options: dict[str, Any] | None = None) -> tuple[tuple[int, ...], ...]:
        return teams_of(config_of(options))

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


register(KarlsRennen())
