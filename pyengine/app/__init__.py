"""The browser-independent application layer: the match controller and the page bridge."""
from pyengine.app.controller import CONFIRM, HUMAN, ClickResult, Match, parse_seats

__all__ = ["CONFIRM", "HUMAN", "ClickResult", "Match", "parse_seats"]
