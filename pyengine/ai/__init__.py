"""AI agents over the engine contract: levels as data, one MCTS for every game."""

from pyengine.ai.agents import LEVELS, Agent, Level, iterations_for, level_names
from pyengine.ai.mcts import Search, SearchResult

__all__ = ["LEVELS", "Agent", "Level", "Search", "SearchResult", "iterations_for", "level_names"]
