"""Kabinett's benchmarks (not tests): ``python3 build.py bench`` runs this and writes docs/BENCHMARKS.md.

Everything is measured in one run, side by side, on this machine: the page in Debian's
Chromium against bare Pyodide, and the engine in the page against the same code on CPython.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import multiprocessing
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the page helpers (tests/browser.py) and random games
sys.path.insert(0, str(ROOT / "bench"))


from bench_page import measure_browser, median  # noqa: E402
from bench_sections import (  # noqa: E402
    first_visit_section,
    game_clicks_section,
    phone_section,
    protocol_section,
)
from bench_answers import section as answers_section  # noqa: E402
from bench_think import section as think_section  # noqa: E402
from browser import CHROMIUM  # noqa: E402
from pyengine.ai import LEVELS, iterations_for  # noqa: E402
from pyengine.ai.agents import uses_knowledge  # noqa: E402
from pyengine.app.arena import play_game  # noqa: E402
from pyengine.catalogue import all_games, get_game  # noqa: E402
from pyengine.catalogue import package_of  # noqa: E402

# Another file pair lets two runs go side by side (merge their rows into docs/benchmarks.json after).
OUT = Path(os.environ.get("KABINETT_BENCH_OUT", ROOT / "docs" / "BENCHMARKS.md"))
DATA = Path(os.environ.get("KABINETT_BENCH_DATA", ROOT / "docs" / "benchmarks.json"))


def _ladder_game(job: tuple[str, str, str, int, dict]) -> tuple[float, int]:
    """One game: ``level`` against ``opponent`` in every other seat, the level in seat ``i``
    modulo the seats (rotated: two-player games alternate); its payoff."""
    game_id, level, opponent, i, options = job
    game = get_game(game_id)
    n = len(game.seat_names(options))
    seat = i % n
    seats = [opponent] * n
    seats[seat] = level
    state, plies = play_game(game, options, seats, random.Random(1000 + i))
    return state.returns()[seat], plies


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


#: The ladders: (level, opponent). Easy against random is measured for the games of steps 10
#: on (their issues set a bar for it), and for any game where --ladders asks for it.
LADDERS = (("strong", "random"), ("strong", "easy"), ("easy", "random"))


def ladder_hints(gid: str) -> dict:
    """The game's own ladder data (pyengine/games/<game>/hints.py ``LADDER``): ``easy_bar`` (easy
    against random has a bar), ``luck`` (the bars of a game of luck; default: it has chance),
    ``many_seats`` (the bar of strong against k - 1 random players, as a function of k)."""
    hints = importlib.import_module(f"pyengine.games.{package_of(gid)}.hints")
    return getattr(hints, "LADDER", {})


def ladders(
    pool, game_ids: list[str], games: int, save, which: tuple[str, ...] = (), options: dict | None = None
) -> None:
    """The ladders of each game (``which``: "strong/random" etc.; default: strong against random
    and easy, and easy against random where it has a bar), seats rotated, with ``options``
    (default: the game's defaults); ``save(key, row)`` stores each row as soon as it is measured."""
    options = options or {}
    for gid in game_ids:
        for level, opponent in LADDERS:
            name = f"{level}/{opponent}"
            if which and name not in which:
                continue
            if not which and level == "easy" and not ladder_hints(gid).get("easy_bar"):
                continue
            start = time.perf_counter()
            results = pool.map(_ladder_game, [(gid, level, opponent, i, options) for i in range(games)])
            score = sum(r for r, _ in results)
            low, high = wilson(score, games)
            seats = len(get_game(gid).seat_names(options))
            by_seat = [
                [sum(r for i, (r, _) in enumerate(results) if i % seats == k), len(results[k::seats])]
                for k in range(seats)
            ]
            suffix = "".join(f"/{k}={v}" for k, v in sorted(options.items()))
            save(
                "ladders",
                f"{gid}/{level}/{opponent}{suffix}",
                {
                    "game": gid,
                    "level": level,
                    "opponent": opponent,
                    "games": games,
                    "options": options,
                    "iterations": iterations_for(LEVELS[level], get_game(gid)),
                    "opponent_iterations": iterations_for(LEVELS[opponent], get_game(gid))
                    if opponent != "random"
                    else 0,
                    "rate": score / games,
                    "low": low,
                    "high": high,
                    "plies": statistics.mean(p for _, p in results),
                    "minutes": (time.perf_counter() - start) / 60,
                    "date": _today(),
                    "opponent_playouts": _playouts(LEVELS[opponent], gid),
                    "by_seat": by_seat,
                },
            )


def _balance_game(job: tuple[str, dict, int]) -> tuple[float, ...]:
    """One game between two strong players (seeded 7000 + i): its payoffs per seat."""
    gid, options, i = job
    game = get_game(gid)
    state, _ = play_game(game, options, ["strong"] * len(game.seat_names(options)), random.Random(7000 + i))
    return state.returns()


def balance(pool, game_ids: list[str], games: int, save, sets: list[dict] | None = None) -> None:
    """Games between equal strong players, for each option set of the game's ``LADDER["balance"]``
    (or ``sets``): an asymmetric game, which side wins how often?"""
    for gid in game_ids:
        for options in sets if sets is not None else ladder_hints(gid).get("balance", ()):
            start = time.perf_counter()
            results = pool.map(_balance_game, [(gid, options, i) for i in range(games)])
            names = get_game(gid).seat_names(options)
            wins = [sum(r[k] for r in results) for k in range(len(names))]
            low, high = wilson(wins[0], games)
            suffix = "".join(f"/{k}={v}" for k, v in sorted(options.items()))
            save(
                "balance",
                f"{gid}{suffix}",
                {
                    "game": gid,
                    "options": options,
                    "games": games,
                    "seats": list(names),
                    "wins": wins,
                    "low": low,
                    "high": high,
                    "minutes": (time.perf_counter() - start) / 60,
                    "date": _today(),
                },
            )


def _playouts(level, gid: str) -> str:
    return (
        "none" if level.kind == "random" else ("game" if uses_knowledge(level, get_game(gid)) else "random")
    )


def bars(gid: str) -> tuple[float, float]:
    """Strong's bars against random and easy: step 2's, or step 4's adjusted for luck, or for
    three players (against two opponents, step 12's)."""
    if len(get_game(gid).info.seats) == 3:
        return (0.90, 0.60)
    return (0.90, 0.60) if dice(gid) else (0.99, 0.75)


def dice(gid: str) -> bool:
    """A game of luck: chance beyond who begins (a game whose lot decides only that says so)."""
    return ladder_hints(gid).get("luck", get_game(gid).info.has_chance)


def seats_in(row: dict) -> int:
    return len(get_game(row["game"]).seat_names(row.get("options") or {}))


def bar_of(row: dict) -> str:
    """The bar of a ladder row, in words."""
    seats = seats_in(row)
    many = ladder_hints(row["game"]).get("many_seats")
    if seats > 2 and many:
        bar = many(seats) if row["level"] == "strong" and row["opponent"] == "random" else None
        return f"≥ 2/{seats} = {100 * bar:.0f}% ({seats} players)" if bar else "(information)"
    three = seats == 3
    if row["level"] == "easy":
        return (
            ("≥ 70% (3 players)" if three else "≥ 90%")
            if ladder_hints(row["game"]).get("easy_bar")
            else "(information)"
        )
    bar = bars(row["game"])[row["opponent"] != "random"]
    return (
        f"≥ {100 * bar:.0f}%" + (" (dice)" if dice(row["game"]) else "") + (" (3 players)" if three else "")
    )


# Role duels of asymmetric games: a level and a random player take the same role against
# the same opponent (same seed, so "the same" player as far as the positions allow); the
# level must do better, by the seat's payoff, in the share of pairs of the bar.
# (game, options, role seat, role name, opponent level, bar or None, points per payoff 1.0)
# Schneider von Gent's payoff in a single game is the taylor's score / 64 (the degree sum).
DUELS = [
    ("schneider-von-gent", {"mode": "single"}, 0, "taylor", "random", 0.99, 64),
    ("schneider-von-gent", {"mode": "single"}, 0, "taylor", "strong", None, 64),
    ("schneider-von-gent", {"mode": "single"}, 1, "Mr. Button", "strong", 0.99, -64),
    ("schneider-von-gent", {"mode": "single"}, 1, "Mr. Button", "random", None, -64),
]


def _duel_pair(job: tuple[str, dict, int, str, int]) -> tuple[float, float, int]:
    """The role seat's payoff with the strong level and with a random player, and the plies."""
    game_id, options, seat, opponent, i = job
    game = get_game(game_id)
    out = []
    for level in ("strong", "random"):
        seats = [opponent] * len(game.info.seats)
        seats[seat] = level
        state, plies = play_game(game, options, seats, random.Random(5000 + i))
        out.append(state.returns()[seat])
    return out[0], out[1], plies


def duels(pool, game_ids: list[str], pairs: int, save, with_bar: bool) -> None:
    """The role duels of DUELS with a bar (``with_bar``) or the others, for information, with
    half the pairs."""
    for gid, options, seat, role, opponent, bar, points in DUELS:
        if gid not in game_ids or (bar is not None) != with_bar:
            continue
        n = pairs if bar else max(1, pairs // 2)
        start = time.perf_counter()
        results = pool.map(_duel_pair, [(gid, options, seat, opponent, i) for i in range(n)])
        better = sum(a > b for a, b, _ in results)
        ties = sum(a == b for a, b, _ in results)
        low, high = wilson(better, n)
        # Points as the game counts them (for Mr. Button: the taylor's, 64 - 64 * payoff).
        scale = (lambda p: p * points) if points > 0 else (lambda p: -points * (1 - p))  # noqa: B023 (used at once, in this iteration)
        save(
            "duels",
            f"{gid}/{role}/{opponent}",
            {
                "game": gid,
                "role": role,
                "opponent": opponent,
                "pairs": n,
                "better": better,
                "ties": ties,
                "low": low,
                "high": high,
                "bar": bar,
                "mean_level": scale(statistics.mean(a for a, _, _ in results)),
                "mean_random": scale(statistics.mean(b for _, b, _ in results)),
                "minutes": (time.perf_counter() - start) / 60,
                "date": _today(),
            },
        )


def _run(row: dict) -> str:
    return row["date"] + ("" if row.get("minutes") is None else f", {row['minutes']:.0f} min")


def _today() -> str:
    return time.strftime("%Y-%m-%d", time.gmtime())


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
        "--answers",
        action="store_true",
        help="measure only a click's answer late in a game, every game (keeps the other rows)",
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
    data = json.loads(DATA.read_text()) if DATA.exists() else {}
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

        data["links"] = {"rows": measure_links(), "date": _today()}
        args.ai = args.ai if args.ai is not None else []
    elif args.languages:
        data["languages"] = {"rows": measure_languages(), "date": _today()}
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
    elif args.answers:
        from bench_answers import measure as measure_answers

        with multiprocessing.Pool(min(2, os.cpu_count() or 1)) as pool:
            data["answers"] = measure_answers(pool, [g.info.id for g in all_games()])
        args.ai = args.ai if args.ai is not None else []
    elif not args.no_page or "browser" not in data:
        data["browser"] = measure_browser()
    game_ids = [g.info.id for g in all_games()] if args.ai is None else args.ai

    def save(table: str, key: str, row: dict) -> None:
        if table:
            data.setdefault(table, {})[key] = row
            print(f"{table} {key}: {row}", flush=True)
        DATA.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        OUT.write_text(render(data))

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
            duels(pool, game_ids, args.pairs or args.games, save, with_bar=True)
            ladders(pool, game_ids, args.games, save, tuple(args.ladders), options)
            if not args.ladders:
                balance(pool, game_ids, min(args.games, 100), save)
            duels(pool, game_ids, args.pairs or args.games, save, with_bar=False)
    print(OUT.read_text())
    return 0


def measure_languages() -> dict[str, dict[str, int]]:
    """The bytes each language other than English adds, from the built site: the page's catalogue
    (fetched after the first paint) and the engine's words, a core part and one per game, each
    fetched with its part (build.py ``language_parts``). An English page fetches none of them."""
    import gzip

    from browser import DIST
    from tools.i18n import LANGUAGES, read_catalogue

    root = Path(__file__).resolve().parent.parent
    out = {}
    for lang in LANGUAGES:
        if lang == "en":
            continue
        page = (DIST / "i18n" / f"{lang}.json").read_bytes()
        games = [p.stat().st_size for p in sorted((DIST / "py").glob(f"{lang}-game-*.zip.xz"))]
        out[lang] = {
            "messages": sum(1 for m in read_catalogue(root / "locale" / f"{lang}.po") if m.id),
            "page_messages": len(json.loads(page)["messages"]),
            "json": len(page),
            "json_gzip": len(gzip.compress(page, 9)),
            "core_xz": (DIST / "py" / f"{lang}-core.zip.xz").stat().st_size,
            "game_xz_min": min(games),
            "game_xz_max": max(games),
            "games": len(games),
        }
    return out


def render(data: dict) -> str:
    """docs/BENCHMARKS.md from the stored measurements."""
    b = data["browser"]
    clicks = b["clicks"]
    lines = [
        "# Benchmarks",
        "",
        f"Written by `python3 build.py bench`; browser measurements of {b['date']}; "
        f"{os.cpu_count()} cores, {platform.python_implementation()} {platform.python_version()}, "
        f"Chromium {b['version']} headless ({CHROMIUM}), pages served from 127.0.0.1. "
        "All numbers of a table come from the same run (the AI tables: "
        "each row from its own run, dated). The data: docs/benchmarks.json.",
        "",
        *[
            f"Measured again later, alone: {gid}, {when}."
            for gid, when in sorted(b.get("remeasured", {}).items())
        ],
        *([""] if b.get("remeasured") else []),
        *first_visit_section(b.get("first_visit"), b.get("first_visit_languages")),
        "## A click (engine and render round trip)",
        "",
        "From the click event to the painted answer (worker: controller, legal targets, SVG render;",
        f"page: JSON, innerHTML), over {len(clicks)} clicks of a game of Cross.",
        "",
        "| median | 90th percentile | max | bar |",
        "|---:|---:|---:|---|",
        f"| {median(clicks):.1f} ms | {sorted(clicks)[int(len(clicks) * 0.9) - 1]:.1f} ms | "
        f"{max(clicks):.1f} ms | median ≤ 30 ms |",
        "",
        *game_clicks_section(b.get("game_clicks")),
        *protocol_section(b.get("protocol"), b.get("protocol_date", b["date"])),
        *think_section(data.get("think")),
        *answers_section(data.get("answers")),
        "## Random playouts per second",
        "",
        "Uniformly random complete games from the start position, for 3 s each, in the page's worker",
        "(Pyodide) and with the same code on CPython in this process.",
        "",
        "| game | page (Pyodide worker) | CPython | page / CPython |",
        "|---|---:|---:|---:|",
    ]
    for gid, (pr, cr) in b["playouts"].items():
        lines.append(f"| {gid} | {pr:.1f} | {cr:.1f} | {pr / cr:.2f} |")
    lines += phone_section(b.get("phone"), b.get("phone_date", b["date"]))
    lines += [
        "",
        "## AI: search speed",
        "",
        "MCTS iterations per second from the start position (3 s; the game's playout policy or",
        "evaluation included), in the page's worker and on CPython. A level's iteration budget for",
        "native play is its browser seconds times `ai_iterations_per_second` of the game's metadata.",
        "Plain: the same with plain random playouts (the easy level); where that pace differs much,",
        "`ai_plain_iterations_per_second` gives the easy level its own budget (else easy natively",
        "gets more iterations than in the page).",
        "",
        "| game | page (Pyodide worker) | CPython | page / CPython | `ai_iterations_per_second` "
        "| plain: page | plain: CPython | `ai_plain_iterations_per_second` |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    plain = b.get("plain_searches", {})
    for gid, (pr, cr) in b["searches"].items():
        info = get_game(gid).info
        pp, pc = plain.get(gid, (None, None))
        cells = f"{pp:.0f} | {pc:.0f}" if pp is not None else "– | –"
        lines.append(
            f"| {gid} | {pr:.0f} | {cr:.0f} | {pr / cr:.2f} | {info.ai_iterations_per_second} | {cells} | "
            f"{info.ai_plain_iterations_per_second or '(same)'} |"
        )
    lines += [
        "",
        "## AI: strength",
        "",
        f"Native CPython, iteration budgets equal to the browser's time (strong "
        f"{LEVELS['strong'].seconds:g} s, easy {LEVELS['easy'].seconds:g} s), seats alternated, game i "
        f"seeded with "
        "1000 + i, default options unless the game column names others; a draw counts half. 95% Wilson",
        "intervals; 2 processes. With more than two seats the",
        "level plays each seat in turn against the opponent level in all the others.",
        "Easy searches with plain random playouts, strong with the game's playout policy",
        "(pyengine/ai/agents.py; in Chivalry, whose random games run for hundreds of moves, easy",
        "uses the policy too: `plain_playouts_useless`). † marks rows measured before 2026-11-23, when "
        "easy used the",
        "game's policy too (a stronger easy). Games with dice have the bars adjusted for luck",
        "(strong ≥ 90% against random, ≥ 60% against easy). ‡ marks rows whose easy had more",
        "iterations than the page's easy gets now (`ai_plain_iterations_per_second`, measured",
        "2026-11-23): a stronger easy than the page's, so those scores are on the low side.",
        "Since 2026-11-26 (issue 34) a level's budget is per turn, shared by the turn's actions, and",
        "every level searches directly for a turn that wins at once (eight positions per iteration",
        "natively) and checks that its choice hands no win over: rows dated earlier had a budget per",
        "action and no direct search (in games of one action a turn the budget is the same).",
        "",
        "| game | level | opponent | games | score | 95% interval | mean plies | bar | run |",
        "|---|---|---|---:|---:|---|---:|---|---|",
    ]
    for _, row in sorted(data.get("ladders", {}).items()):
        bar = bar_of(row)
        opponent = row["opponent"] + (
            "†"
            if row.get("opponent_playouts") == "game"
            and not get_game(row["game"]).info.plain_playouts_useless
            else ""
        )
        if row["opponent"] != "random" and row.get("opponent_iterations", 0) > iterations_for(
            LEVELS[row["opponent"]], get_game(row["game"])
        ):
            opponent += "‡"
        if row.get("opponent_iterations"):
            opponent += f" ({row['opponent_iterations']} it.)"
        game = row["game"] + "".join(f" ({k} {v})" for k, v in sorted((row.get("options") or {}).items()))
        lines.append(
            f"| {game} | {row['level']} ({row['iterations']} it.) | {opponent} | {row['games']} | "
            f"{100 * row['rate']:.1f}% | {100 * row['low']:.1f}–{100 * row['high']:.1f}% | "
            f"{row['plies']:.0f} | "
            f"{bar} | {_run(row)} |"
        )
    sides = [r for _, r in sorted(data.get("ladders", {}).items()) if ladder_hints(r["game"]).get("sides")]
    if sides:
        lines += [
            "",
            "## AI: each side of asymmetric games",
            "",
            "The ladders above by the side the level played (seats alternated: game i in seat i mod 2).",
            "Strong must win as either side against random (the side's own win rate).",
            "",
            "| game | level | opponent | side | games | win rate | 95% interval | bar |",
            "|---|---|---|---|---:|---:|---|---|",
        ]
        for row in sides:
            names = get_game(row["game"]).seat_names(row.get("options") or {})
            for name, (won, n) in zip(names, row.get("by_seat", ())):
                low, high = wilson(won, n)
                bar = "≥ 99%" if (row["level"], row["opponent"]) == ("strong", "random") else "(information)"
                lines.append(
                    f"| {row['game']} | {row['level']} | {row['opponent']} | {name} | {n} | "
                    f"{100 * won / n:.1f}% | {100 * low:.1f}–{100 * high:.1f}% | {bar} |"
                )
    if data.get("links"):
        lines += [
            "",
            "## Correspondence links",
            "",
            "The whole address of a game by link (pyengine/app/compact.py: each action its index among",
            "the legal ones, varints in base64url, a checksum), the longest of 30 random games per game,",
            f"after 10, 50 and 100 turns and at its end ({data['links']['date']}; `--links`). The bar: a",
            "100-turn game of any game within 2,000 characters. Blank: no random game lasted that long.",
            "",
            "| game | 10 turns | 50 turns | 100 turns | longest game (turns) |",
            "|---|---:|---:|---:|---:|",
        ]
        for gid, row in data["links"]["rows"].items():
            cells = " | ".join(str(row.get(n, "")) for n in ("10", "50", "100"))
            lines.append(f"| {gid} | {cells} | {row['longest']} ({row['longest_turns']}) |")
    if data.get("languages"):
        lines += [
            "",
            "## Languages",
            "",
            "What a page in another language adds (locale/<lang>.po; tools/i18n.py): the page's own",
            "words, fetched after the first paint (i18n/<lang>.json), and the engine's words, a part",
            "for its core and one per game, each fetched with that part of the engine when the page",
            "is in that language (build.py `language_parts`); an English page fetches none of them",
            f"({data['languages']['date']}; `--languages`).",
            "",
            "| language | messages (the page's) | page's catalogue (bytes, gzip) | engine core's words (xz) "
            "| a game's words (xz) |",
            "|---|---:|---:|---:|---:|",
        ]
        for lang, row in data["languages"]["rows"].items():
            if "core_xz" not in row:
                continue  # (measured before the words were split by part)
            page = f"{row['json']:,} ({row['json_gzip']:,})"
            games = f"{row['game_xz_min']:,}–{row['game_xz_max']:,} ({row['games']} games)"
            lines.append(
                f"| {lang} | {row['messages']} ({row['page_messages']}) | {page} | {row['core_xz']:,} "
                f"| {games} |"
            )
    if data.get("balance"):
        lines += [
            "",
            "## AI: balance between equal players",
            "",
            "Games between two strong players (seeded 7000 + i): which side wins how often.",
            "",
            "| game | options | games | first seat wins | 95% interval | second seat wins | run |",
            "|---|---|---:|---:|---|---:|---|",
        ]
        for row in data["balance"].values():
            (a, b), (wa, wb) = row["seats"][:2], row["wins"][:2]
            opts = ", ".join(f"{k} {v}" for k, v in sorted(row["options"].items()))
            lines.append(
                f"| {row['game']} | {opts} | {row['games']} | {a}: {wa:.0f} | "
                f"{100 * row['low']:.1f}–{100 * row['high']:.1f}% | {b}: {wb:.0f} | {_run(row)} |"
            )
    if data.get("duels"):
        lines += [
            "",
            "## AI: roles of asymmetric games",
            "",
            "Single games. In pair i the strong level and a random player take the same role against the",
            'same opponent (seeded 5000 + i); "better" counts the pairs in which the strong level did',
            "strictly better for its role (ties count against it). Mean points are the taylor's score.",
            "",
            "| game | role | opponent | pairs | strong better | ties | 95% interval | mean points: strong "
            "/ random | bar | run |",
            "|---|---|---|---:|---:|---:|---|---|---|---|",
        ]
        for row in data["duels"].values():
            bar = f"≥ {100 * row['bar']:.0f}%" if row["bar"] else "(information)"
            lines.append(
                f"| {row['game']} | {row['role']} | {row['opponent']} | {row['pairs']} | "
                f"{100 * row['better'] / row['pairs']:.1f}% | {row['ties']} | "
                f"{100 * row['low']:.1f}–{100 * row['high']:.1f}% | "
                f"{row['mean_level']:.1f} / {row['mean_random']:.1f} | {bar} | {_run(row)} |"
            )
    lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
