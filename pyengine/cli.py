"""The command line: ``list``, ``rules GAME``, ``replay GAME FILE``, ``play GAME --seats ...``."""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from typing import Any, cast
from collections.abc import Sequence

from pyengine.ai import level_names
from pyengine.app.arena import play_games
from pyengine.contract import RecordError, apply
from pyengine.catalogue import all_games, get_game

__all__ = ["main"]


def _options(pairs: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"--option wants KEY=VALUE, not {pair!r}")
        out[key.strip()] = value.strip()
    return out


def _cmd_list(args: argparse.Namespace) -> int:
    for game in all_games():
        print(f"{game.info.id}\t{game.info.title}")
    return 0


def _cmd_rules(args: argparse.Namespace) -> int:
    info = get_game(args.game).info
    text = re.sub(r"<[^>]+>", "", info.rules_page())
    print(f"{info.title} ({info.authors}, {info.year})\n{html.unescape(text).strip()}")
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    with open(args.file, encoding="utf-8") as fh:
        text = fh.read()
    options = game.info.normalize_options({**game.record_options(text), **_options(args.option)})
    try:
        actions = game.read_record(text, options)
    except RecordError as err:
        print(f"{args.file}: rejected at {err}", file=sys.stderr)
        return 1
    state = game.new_state(options)
    for action in actions:
        state = apply(state, action, game.info)
    print(game.board_text(state).rstrip())
    if state.is_over():
        print(f"Result: {state.end_reason()}")
        print(
            "Payoffs: " + ", ".join(f"{n} {r:g}" for n, r in zip(game.seat_names(options), state.returns()))
        )
    else:
        print(f"Game in progress after {len(actions)} actions: {state.status()}")
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    options = game.info.normalize_options(_options(args.option))
    seats = [s.strip() for s in args.seats.split(",")]
    names = game.seat_names(options)
    if len(seats) != len(names):
        raise ValueError(f"{game.info.title} has {len(names)} seats, --seats names {len(seats)}")
    for s in seats:
        if s not in level_names():
            raise ValueError(f"unknown level {s!r}; levels: {', '.join(level_names())}")
    tally = play_games(game, options, seats, args.games, args.seed, timed=args.timed)
    for seat, (name, level) in enumerate(zip(names, seats)):
        print(f"seat {seat} {name} [{level}]: {tally.wins[seat]} wins of {tally.games}")
    print(f"draws: {tally.draws}; mean plies {tally.as_dict()['mean_plies']}; {tally.seconds:.2f} s")
    if args.json:
        print(json.dumps(tally.as_dict()))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (``python -m pyengine``): the games, a game's rules, a record replayed, AI games."""
    parser = argparse.ArgumentParser(
        prog="python -m pyengine", description="Kabinett's games on the command line."
    )
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list", help="one line per game: id and title").set_defaults(run=_cmd_list)
    p = sub.add_parser("rules", help="a game's rules summary")
    p.add_argument("game")
    p.set_defaults(run=_cmd_rules)
    p = sub.add_parser("replay", help="replay a record; print the final position and the outcome")
    p.add_argument("game")
    p.add_argument("file")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.set_defaults(run=_cmd_replay)
    p = sub.add_parser("play", help="AI-versus-AI games")
    p.add_argument("game")
    p.add_argument("--seats", required=True, help="one level per seat, e.g. random,random")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--json", action="store_true", help="end with one JSON line of results")
    p.add_argument(
        "--timed",
        action="store_true",
        help="search levels think for their time here instead of their browser-equivalent iterations",
    )
    p.set_defaults(run=_cmd_play)
    args = parser.parse_args(argv)
    try:
        return cast(int, args.run(args))  # the _cmd_* set as the subcommand's default (untyped Namespace)
    except (KeyError, ValueError, OSError) as err:
        print(f"error: {err.args[0] if isinstance(err, KeyError) else err}", file=sys.stderr)
        return 2
