"""Shuttle: the example game of docs/ADDING_A_GAME.md, registered but not in the catalogue
(it opens at play.html?game=example, for the platform's tests)."""
from __future__ import annotations

from pyengine.core import GameInfo, register
from pyengine.core.parts import GameFromParts
from pyengine.games.example import notation, view
from pyengine.games.example.rules import SEATS, new_state

__all__ = ["INFO", "GAME"]

INFO = GameInfo(
    id="example",
    title="Shuttle (example)",
    authors="Kabinett's checklist",
    year="2026",
    seats=SEATS,
    blurb="Type how far the shared token goes, then move it; gold cells score.",
    rules_html="<p>Type a distance, then move the shared token exactly that many king steps. "
               "Gold cells score a point; 3 points win. A position seen three times since the last "
               "point is a draw.</p>",
    source="docs/ADDING_A_GAME.md",
    flags=frozenset({"draw-offers"}),
    ai_iterations_per_second=3000,
)

GAME = register(GameFromParts(INFO, new_state=new_state, notation=notation, view=view), listed=False)
