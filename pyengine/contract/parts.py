"""What a game may tell the computer's search (pyengine/ai/mcts.py, pyengine/ai/tactics.py):
one small typed object, declared by the game, with its defaults here. Every hook is optional
and sees the game's own position (the match's wrappers for resignations and draws removed).

- ``playout(state, rng) -> (payoffs, plies)``: play the position out with the game's own policy
  (smarter or faster than uniformly random); the levels that use the game's knowledge.
- ``random_playout(state, rng) -> (payoffs, plies)``: exactly the generic uniformly random
  playout (the same choices from the same generator), only faster; every level may use it, as
  it is a speed-up and no knowledge.
- ``priors(state, actions) -> list[float]``: an order for expanding untried actions (the
  smallest value first).
- ``decisive_action(state, deep, deadline, positions) -> Action | None``: the first action of a
  turn that wins at once which the generic search within a turn cannot reach (a mating series
  of many moves); ``deep``: the full search (bounded by ``deadline`` or ``positions``), else a
  quick check (every node the search expands).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from types import ModuleType
from typing import Any
from collections.abc import Callable, Sequence

from pyengine.contract.actions import Action

__all__ = ["SearchHooks", "NAMES"]

Payoffs = tuple[tuple[float, ...], int]

#: The hooks' names: a game's playout module offers them as functions of these names.
NAMES = ("playout", "random_playout", "priors", "decisive_action")


@dataclass(frozen=True)
class SearchHooks:
    """The search's hooks of one game (see the module doc); None: the generic behaviour."""

    playout: Callable[[Any, random.Random], Payoffs] | None = None
    random_playout: Callable[[Any, random.Random], Payoffs] | None = None
    priors: Callable[[Any, Sequence[Action]], list[float]] | None = None
    decisive_action: Callable[[Any, bool, float | None, int], Action | None] | None = None

    @classmethod
    def of_module(cls, module: ModuleType | Any, unwrap: Callable[[Any], Any]) -> SearchHooks:
        """The hooks a playout module offers by name, each called on ``unwrap(state)``."""
        if module is None:
            return cls()

        def wrapped(fn: Callable[..., Any]) -> Callable[..., Any]:
            def hook(state: Any, *args: Any) -> Any:
                return fn(unwrap(state), *args)

            hook.__name__ = hook.__qualname__ = fn.__name__
            hook.__doc__ = fn.__doc__
            return hook

        found = {name: getattr(module, name, None) for name in NAMES}
        return cls(**{name: wrapped(fn) if callable(fn) else None for name, fn in found.items()})
