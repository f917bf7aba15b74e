"""The browser-independent application layer: the match controller, its saved forms and the page bridge."""

from pyengine.app.controller import CONFIRM, HUMAN, ClickResult, Match
from pyengine.app.saved import parse_seats

__all__ = ["CONFIRM", "HUMAN", "ClickResult", "Match", "parse_seats"]
