"""Shuttle (example): the metadata, as data (the catalogue and the page read it without importing the
rules; see pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract import GameInfo

__all__ = ["INFO", "SEATS"]

SEATS = ("Red", "Blue")

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
)
