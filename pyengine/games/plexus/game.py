"""Plexus: the game put together from its parts (imported when it is first opened:
pyengine/core/registry.py)."""
from __future__ import annotations

from typing import Any, Sequence

from pyengine.core import Action, State, register
from pyengine.core.parts import GameFromParts
from pyengine.core.replay import position
from pyengine.games.plexus import notation, playout, view
from pyengine.games.plexus.info import INFO
from pyengine.games.plexus.rules import Config, new_state

__all__ = ["INFO", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    return Config(INFO.normalize_options(options)["n"])


class Plexus(GameFromParts):
    """The parts, with the search's priors and a fast random playout (pyengine/games/plexus/playout.py)."""

    def priors(self, state: State, actions: Sequence[Action]) -> list[float]:
        return playout.priors(position(state), actions)

    def random_playout(self, state: State, rng: Any) -> tuple[tuple[float, ...], int]:
        return playout.random_playout(position(state), rng)


GAME = register(Plexus(INFO, config_of=config_of, new_state=new_state, notation=notation, view=view,
                       playout=playout))
