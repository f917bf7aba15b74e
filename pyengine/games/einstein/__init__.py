"""EinStein würfelt nicht! (Ingo Althöfer, 2004): the dice race Karls Rennen is built on."""
from __future__ import annotations

from typing import Any, Sequence

from pyengine.core import Action, Game, GameInfo, Option, State, register
from pyengine.games.einstein import notation, playout, view
from pyengine.games.einstein.rules import SEATS, Config, EwnState, new_state

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
    ),
    has_chance=True,
    source="Ingo Althöfer's game (3-Hirn-Verlag 2004), named as the parent in seed 003",
    ai_iterations_per_second=1000,  # measured in Chromium: docs/BENCHMARKS.md
)


def config_of(options: dict[str, Any] | None) -> Config:
    o = INFO.normalize_options(options)
    return Config(o["setup"], ("blue", "red").index(o["first"]))


class EinStein(Game):
    info = INFO

    def new_state(self, options: dict[str, Any] | None = None) -> EwnState:
        return new_state(config_of(options))

    def render(self, state: State, ui: dict[str, Any] | None = None) -> str:
        return view.render(getattr(state, "inner", state), ui)

    def record_options(self, text: str) -> dict[str, Any]:
        return notation.record_options(text)

    def parse_record(self, text: str, options: dict[str, Any] | None = None) -> list[Action]:
        return notation.parse_record(text, config_of(options))

    def format_record(self, actions: Sequence[Action], options: dict[str, Any] | None = None) -> str:
        return notation.format_record(actions, config_of(options))

    def board_text(self, state: State) -> str:
        return notation.board_text(getattr(state, "inner", state))

    # -- AI hook (pyengine/ai/mcts.py)
    def playout(self, state: State, rng) -> tuple[tuple[float, ...], int]:
        return playout.playout(getattr(state, "inner", state), rng)


register(EinStein())
