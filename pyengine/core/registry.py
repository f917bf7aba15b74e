"""The catalogue of games: one instance per game id."""
from __future__ import annotations

from pyengine.core.game import Game

__all__ = ["register", "get_game", "all_games"]

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add ``game`` to the catalogue (at import of its module)."""
    _GAMES[game.info.id] = game
    return game


def _load() -> None:
    # Importing the games package registers every game exactly once.
    import pyengine.games  # noqa: F401


def get_game(game_id: str) -> Game:
    """The game with this id. :raises KeyError: with the known ids when there is none."""
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(sorted(_GAMES))}") from None


def all_games() -> list[Game]:
    """Every registered game, in catalogue order (registration order)."""
    _load()
    return list(_GAMES.values())
