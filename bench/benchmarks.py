"""Kabinett's benchmarks (not tests): ``python3 build.py bench`` runs this and writes docs/BENCHMARKS.md.

Everything is measured in one run, side by side, on this machine: the page in Debian's
Chromium against bare Pyodide, and the engine in the page against the same code on CPython.

This file is the driver: its options choose the measures, it runs them and saves their rows in
docs/benchmarks.json as they come, then writes the document from them (bench/bench_render.py).
The measures: the page's (bench/bench_page.py, bench_network.py), the AI's (bench/bench_ai.py),
the computer's time per turn (bench/bench_think.py), the analysis of games
(bench/bench_analysis.py), a blog post's embeds (bench/bench_embeds.py), the links' lengths
(bench/bench_links.py), the languages' bytes (bench/bench_languages.py), whole games against the
peer's Chivalry AI (bench/peer/match.py).
"""

from __future__ import annotations

import argparse
import copy
import multiprocessing
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the page helpers (tests/browser.py) and random games
sys.path.insert(0, str(ROOT / "bench"))


from bench_ai import LADDERS, balance, duels, ladders, today  # noqa: E402
from bench_page import measure_browser  # noqa: E402
from bench_store import OUT, load, saver  # noqa: E402
from pyengine.catalogue import all_games  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description="Kabinett benchmarks")
    parser.add_argument(
        "--games", type=int, default=200, help="games per AI ladder and pairs per duel (default 200)"
    )
    parser.add_argument(
        "--ai",
        nargs="*",
        metavar="GAME",
        default=None,
        help="run the AI ladders and duels of these games only (no names: none); "
        "the other games keep their stored rows",
    )
    parser.add_argument("--pairs", type=int, default=0, help="pairs per role duel (default: --games)")
    parser.add_argument("--no-page", action="store_true", help="keep the stored browser measurements")
    parser.add_argument(
        "--first-visit",
        action="store_true",
        help="measure only the first visits over a throttled network (keeps the other rows)",
    )
    parser.add_argument(
        "--first-visit-languages",
        action="store_true",
        help="measure only the first visits in English and German over Fast 4G (keeps the other rows)",
    )
    parser.add_argument(
        "--protocol",
        action="store_true",
        help="measure only the page protocol's answers against whole views (keeps the other rows)",
    )
    parser.add_argument(
        "--balance",
        nargs="*",
        metavar="KEY=VALUE",
        default=None,
        help="only the games between strong players of the --ai games, with these options "
        "(default: each game's LADDER balance option sets)",
    )
    parser.add_argument(
        "--links",
        action="store_true",
        help="measure only the correspondence links' lengths (keeps the other rows)",
    )
    parser.add_argument(
        "--languages",
        action="store_true",
        help="measure only the bytes each language adds (keeps the other rows)",
    )
    parser.add_argument(
        "--rates",
        nargs="+",
        metavar="GAME",
        default=(),
        help="measure only these games' playout and search rates in the page (keeps the other rows)",
    )
    parser.add_argument(
        "--think",
        action="store_true",
        help="measure only the computer's time per turn, every game and level (keeps the other rows)",
    )
    parser.add_argument(
        "--analysis",
        nargs="*",
        metavar="GAME",
        default=None,
        help="measure only the analysis of games (bench/bench_analysis.py): the marks of these games "
        "(no names: every game), Transvaal against its table, the page's time (keeps the other rows; "
        "with --no-page: not the page's time, and the rest in one process)",
    )
    parser.add_argument(
        "--embeds",
        action="store_true",
        help="measure only a blog post's embeds over Fast 4G (bench/bench_embeds.py; keeps the other rows)",
    )
    parser.add_argument(
        "--answers",
        action="store_true",
        help="measure only a click's answer late in a game, every game (keeps the other rows)",
    )
    parser.add_argument(
        "--peer",
        metavar="LEVELS",
        default="",
        help="play only --games games of Chivalry against the peer's AI per level, e.g. strong,medium "
        "(bench/peer/match.py, two processes; keeps the other rows)",
    )
    parser.add_argument(
        "--ladders",
        nargs="+",
        choices=[f"{a}/{b}" for a, b in LADDERS],
        default=(),
        help="the ladders to run (default: strong/random, strong/easy, and easy/random for the "
        "games whose issues set a bar for it)",
    )
    parser.add_argument(
        "--options",
        nargs="+",
        metavar="KEY=VALUE",
        default=(),
        help="the ladders' game options (default: each game's defaults), e.g. players=3",
    )
    args = parser.parse_args()
    options = {
        k: (int(v) if v.lstrip("-").isdigit() else v) for k, v in (o.split("=", 1) for o in args.options)
    }
    data = load()
    read = copy.deepcopy(data)  # what the run changes is written back (bench_store.saver)
    if args.first_visit:
        from bench_network import measure_first_visits

        data.setdefault("browser", {})["first_visit"] = measure_first_visits(
            every=tuple(g.info.id for g in all_games())
        )
        data["browser"]["first_visit"]["date"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        for old in ("page", "snapshot"):  # the start from a memory snapshot (before step 16)
            data["browser"].pop(old, None)
        args.ai = args.ai if args.ai is not None else []
    elif args.first_visit_languages:
        from bench_network import measure_languages_first_visits

        data.setdefault("browser", {})["first_visit_languages"] = measure_languages_first_visits()
        data["browser"]["first_visit_languages"]["date"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        args.ai = args.ai if args.ai is not None else []
    elif args.protocol:
        from bench_page import measure_protocols

        data.setdefault("browser", {})["protocol"] = measure_protocols()
        data["browser"]["protocol_date"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        args.ai = args.ai if args.ai is not None else []
    elif args.links:
        from bench_links import measure_links

        data["links"] = {"rows": measure_links(), "date": today()}
        args.ai = args.ai if args.ai is not None else []
    elif args.languages:
        from bench_languages import measure_languages

        data["languages"] = {"rows": measure_languages(), "date": today()}
        args.ai = args.ai if args.ai is not None else []
    elif args.rates:
        from bench_page import measure_game_rates

        for kind, rows in measure_game_rates(tuple(args.rates)).items():
            data.setdefault("browser", {}).setdefault(kind, {}).update(rows)
        args.ai = args.ai if args.ai is not None else []
    elif args.think:
        from bench_think import measure

        with multiprocessing.Pool(min(2, os.cpu_count() or 1)) as pool:
            data["think"] = measure(pool, [g.info.id for g in all_games()])
        args.ai = args.ai if args.ai is not None else []
    elif args.analysis is not None:
        from bench_analysis import measure as measure_analysis

        ids = args.analysis or [g.info.id for g in all_games()]
        if args.no_page:  # the marks and Transvaal only, in this process; the page's rows kept
            fresh = measure_analysis(None, ids, with_page=False)
            fresh["marks"] = {**read.get("analysis", {}).get("marks", {}), **fresh["marks"]}
            data.setdefault("analysis", {}).update(fresh)
        else:
            with multiprocessing.Pool(min(2, os.cpu_count() or 1)) as pool:
                data["analysis"] = measure_analysis(pool, ids)
        args.ai = args.ai if args.ai is not None else []
    elif args.embeds:
        from bench_embeds import measure as measure_embeds

        data["embeds"] = measure_embeds()
        args.ai = args.ai if args.ai is not None else []
    elif args.answers:
        from bench_answers import measure as measure_answers

        with multiprocessing.Pool(min(2, os.cpu_count() or 1)) as pool:
            data["answers"] = measure_answers(pool, [g.info.id for g in all_games()])
        args.ai = args.ai if args.ai is not None else []
    elif args.peer:
        from peer.match import run_match

        for level in args.peer.split(","):
            run_match(level.strip(), args.games, jobs=min(2, os.cpu_count() or 1), save=saver(data))
        args.ai = args.ai if args.ai is not None else []
    elif not args.no_page or "browser" not in data:
        data["browser"] = measure_browser()
    game_ids = [g.info.id for g in all_games()] if args.ai is None else args.ai

    save = saver(data, read)
    save("", "", {})
    if game_ids:
        if args.balance is not None:
            chosen = dict(o.split("=", 1) for o in args.balance)
            sets = [{k: int(v) if v.isdigit() else v for k, v in chosen.items()}] if chosen else None
            with multiprocessing.Pool(min(2, os.cpu_count() or 1)) as pool:
                balance(pool, game_ids, args.games, save, sets)
            print(OUT.read_text())
            return 0
        with multiprocessing.Pool(min(2, os.cpu_count() or 1)) as pool:
            if not args.ladders:  # ladders named: only those
                duels(pool, game_ids, args.pairs or args.games, save, with_bar=True)
            ladders(pool, game_ids, args.games, save, tuple(args.ladders), options)
            if not args.ladders:
                balance(pool, game_ids, min(args.games, 100), save)
                duels(pool, game_ids, args.pairs or args.games, save, with_bar=False)
    print(OUT.read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
