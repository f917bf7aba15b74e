"""AI agents over the engine contract; levels are data (see ``levels.py``)."""
from pyengine.ai.agents import Level, LEVELS, choose_action, level_names

__all__ = ["Level", "LEVELS", "choose_action", "level_names"]
