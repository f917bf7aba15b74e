"""The catalogue of games: one instance per game id."""
from __future__ import annotations

from pyengine.core.game import Game

__all__ = ["register", "get_game", "all_games", "default_game"]

_GAMES: dict[str, Game] = {}
_UNLISTED: set[str] = set()


def register(game: Game, listed: bool = True) -> Game:
    """Add ``game`` to the catalogue (at import of its module); an unlisted game (the example
    game of docs/ADDING_A_GAME.md) opens by its id but is not in :func:`all_games`."""
    _GAMES[game.info.id] = game
    if not listed:
        _UNLISTED.add(game.info.id)
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
    """Every listed game, in catalogue order (registration order)."""
    _load()
    return [g for gid, g in _GAMES.items() if gid not in _UNLISTED]


def default_game() -> Game:
    """The game a page or link without a (known) game opens: the catalogue's first."""
    return all_games()[0]
