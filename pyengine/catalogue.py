"""The catalogue of games: their metadata at once, a game's code when it is first opened.
It lies above the contract (pyengine/contract), the kit and the games, which it imports.

``pyengine/games/__init__.py`` names the game packages in catalogue order. Each package's
``info.py`` is pure data (``INFO``), read for the catalogue; its ``game.py`` (rules,
notation, view, AI hooks, and what they import, such as python-chess) is imported by
:func:`get_game`, and answers by calling :func:`register`. So the page's worker
holds only the games a person opens.
"""

from __future__ import annotations

import importlib

from pyengine.contract.game import Game
from pyengine.contract.state import GameInfo

__all__ = [
    "register",
    "get_game",
    "all_games",
    "all_infos",
    "default_game",
    "every_id",
    "package_of",
    "UNAVAILABLE",
]

#: Games the sources name but give no rules for: the catalogue shows them as "rules
#: unavailable" (shared spec rules/unavailable.md), with no engine and no play links.
UNAVAILABLE: tuple[dict[str, str], ...] = (
    {
        "id": "atride",
        "title": "Atride",
        "authors": "Gauthier Fourcade",
        "year": "1994",
        "players": "3",
        "blurb": "Three players with circular capture: each takes the pieces of the player on his "
        "left. Its board, pieces and moves are not known.",
    },
)

_GAMES: dict[str, Game] = {}
#: id -> (metadata, package name, listed in the catalogue), in catalogue order
_INFOS: dict[str, tuple[GameInfo, str, bool]] = {}


def register(game: Game, listed: bool = True) -> Game:
    """Add ``game`` (at import of its package); an unlisted game (the example game of
    docs/ADDING_A_GAME.md) opens by its id but is not in :func:`all_games`."""
    _GAMES[game.info.id] = game
    _load_infos()
    if game.info.id not in _INFOS:  # a game made elsewhere (a test's own)
        _INFOS[game.info.id] = (game.info, "", listed)
    return game


def _load_infos() -> None:
    if _INFOS:
        return
    from pyengine import games

    for name in games.CATALOGUE + games.UNLISTED:
        info = importlib.import_module(f"pyengine.games.{name}.info").INFO
        _INFOS[info.id] = (info, name, name in games.CATALOGUE)


def all_infos() -> list[GameInfo]:
    """Every listed game's metadata, in catalogue order (no game code is imported)."""
    _load_infos()
    return [info for info, _, listed in _INFOS.values() if listed]


def every_id() -> list[str]:
    """Every game's id, listed or not (the example game too), in catalogue order."""
    _load_infos()
    return list(_INFOS)


def package_of(game_id: str) -> str:
    """The name of the game's package under pyengine/games."""
    _load_infos()
    return _INFOS[game_id][1]


def get_game(game_id: str) -> Game:
    """The game with this id (importing its package the first time).

    :raises KeyError: with the known ids when there is none.
    """
    _load_infos()
    if game_id not in _GAMES:
        if game_id not in _INFOS:
            known = ", ".join(i.id for i in all_infos())
            raise KeyError(f"unknown game {game_id!r}; known: {known}")
        importlib.import_module(f"pyengine.games.{_INFOS[game_id][1]}.game")
    return _GAMES[game_id]


def all_games() -> list[Game]:
    """Every listed game, in catalogue order (imports them all: tests, build, command line)."""
    return [get_game(info.id) for info in all_infos()]


def default_game() -> Game:
    """The game a page or link without a (known) game opens: the catalogue's first."""
    return get_game(all_infos()[0].id)
