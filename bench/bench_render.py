"""docs/BENCHMARKS.md from the stored measurements (docs/benchmarks.json; bench/benchmarks.py
measures and saves them, then writes the document with ``render``): the page's tables (the
sections of bench/bench_sections.py and bench/bench_think.py among them) and the AI's, with the
bars each row is held to."""

from __future__ import annotations

import os
import platform

from bench_ai import ladder_hints, wilson
from bench_page import median
from bench_sections import (
    first_visit_section,
    game_clicks_section,
    phone_section,
    protocol_section,
)
from bench_analysis import section as analysis_section
from bench_embeds import section as embeds_section
from bench_answers import section as answers_section
from bench_think import section as think_section
from peer.tally import section as peer_section
from browser import CHROMIUM
from pyengine.ai import LEVELS, iterations_for
from pyengine.catalogue import get_game


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
        *analysis_section(data.get("analysis")),
        *embeds_section(data.get("embeds")),
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
    lines += search_speed_section(b)
    lines += strength_section(data.get("ladders", {}))
    lines += sides_section(data.get("ladders", {}))
    lines += links_section(data.get("links"))
    lines += languages_section(data.get("languages"))
    lines += balance_section(data.get("balance"))
    lines += duels_section(data.get("duels"))
    lines += peer_section(data.get("peer"))
    lines.append("")
    return "\n".join(lines)


def search_speed_section(b: dict) -> list[str]:
    """MCTS iterations per second in the page and on CPython, with the games' metadata."""
    lines = [
        "",
        "## AI: search speed",
        "",
        "MCTS iterations per second from the start position (3 s; the game's playout policy or",
        "evaluation included), in the page's worker and on CPython. A level's iteration budget for",
        "native play is its browser seconds times `iterations_per_second` of the game's `PARTS.search`.",
        "Plain: the same with plain random playouts (the easy level); where that pace differs much,",
        "`plain_iterations_per_second` gives the easy level its own budget (else easy natively",
        "gets more iterations than in the page). Alpha-beta: positions per second of the search",
        "cut by the game's evaluation (pyengine/ai/alphabeta.py), for the games whose levels use it",
        "(`searcher`), whose budgets `nodes_per_second` gives.",
        "",
        "| game | page (Pyodide worker) | CPython | page / CPython | `iterations_per_second` "
        "| plain: page | plain: CPython | `plain_iterations_per_second` "
        "| alpha-beta: page | alpha-beta: CPython | `nodes_per_second` |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    plain = b.get("plain_searches", {})
    deep = b.get("alphabeta_searches", {})
    for gid, (pr, cr) in b["searches"].items():
        hooks = get_game(gid).hooks
        pp, pc = plain.get(gid, (None, None))
        cells = f"{pp:.0f} | {pc:.0f}" if pp is not None else "– | –"
        dp, dc = deep.get(gid, (None, None))
        nodes = f"{dp:.0f} | {dc:.0f}" if dp is not None else "– | –"
        lines.append(
            f"| {gid} | {pr:.0f} | {cr:.0f} | {pr / cr:.2f} | {hooks.iterations_per_second} | {cells} | "
            f"{hooks.plain_iterations_per_second or '(same)'} | {nodes} | {hooks.nodes_per_second or '–'} |"
        )
    return lines


def strength_section(ladders: dict) -> list[str]:
    """The ladders: each level's score against its opponent, with its bar."""
    lines = [
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
        "iterations than the page's easy gets now (`plain_iterations_per_second`, measured",
        "2026-11-23): a stronger easy than the page's, so those scores are on the low side.",
        "Since 2026-11-26 (issue 34) a level's budget is per turn, shared by the turn's actions, and",
        "every level searches directly for a turn that wins at once (eight positions per iteration",
        "natively) and checks that its choice hands no win over: rows dated earlier had a budget per",
        "action and no direct search (in games of one action a turn the budget is the same).",
        'The baseline (issue 53, `Agent(game, "baseline")`, not a level of the page) is the outside',
        "opponent of every game, playing as the peer's Chivalry AI does: alpha-beta two turns deep over",
        "the game's evaluation, no quiescence, noise 0.01 among the root's best, at most 10,000",
        "positions a turn (shared by the turn's actions; rows before commit 0d64cc4 of 2026-11-27",
        "gave it 10,000 an action); besides them, it searches for a win at once and checks up to",
        "twelve of its choices for a win handed over, each search looking at no more positions than",
        "its action's share of the turn (since 2026-11-29; before, up to 6,000 each,",
        "`pyengine/ai/tactics.py` NODES, whatever its share: a level natively gets eight per position",
        "of its budget).",
        "Since 2026-11-29 native play shares a turn as the page does (pyengine/app/arena.py): an",
        "action with one legal choice is chosen without a search, and what an action's search leaves",
        "unused stays for the turn's later actions (before, each action's whole share was spent: in",
        "Triad the move, often the only one, took two thirds of the turn and the drop searched with a",
        "third). Rows dated earlier were measured the old way.",
        "`pos.` marks a level searching by alpha-beta",
        "(its budget in positions, from the page's measured rate), `it.` one searching by MCTS.",
        "Progressive chess's medium and strong plan whole series (`plan`,",
        "pyengine/games/progressive/plan.py); since 2026-11-28 the plan natively gets the part of the",
        "turn the page gives it (pyengine/ai/agents.py `plan_share`; before, half of it). In",
        "progressive chess the baseline's mate searches made it far dearer than its 10,000 positions",
        "while each could look at 6,000 (a mate-search position costs a move and its check, about a",
        "millisecond): CPU seconds per turn natively (`python3 bench/turn_cpu.py progressive-chess",
        "medium baseline 0,1`, 2026-11-29) the baseline a median 2.8 s (max 8.5), medium 0.18 s; with",
        "its searches held to its share, the baseline a median 1.2 s (max 2.1), the second the peer's",
        "Chivalry AI allows itself. Against that earlier baseline (all games' run of 2026-11-29, 04:46)",
        "progressive chess's medium scored 30 % and strong 70 % of 10 games. Elsewhere the mate",
        "searches cost little: Chivalry 0.52 s against strong's 0.77, Triad 0.06 s against strong's",
        "0.53, Karls Rennen 0.003 s against 0.10 (2026-11-28, 2–3 games each).",
        "Larger samples beside the one run of the baseline rows (2026-11-29, the same code): Triad's",
        "strong against two baselines 56.7 % of 60 games (44.1–68.4; with the old turn sharing",
        "40.8 %), medium 42.5 % (30.8–55.1); Karls Rennen's strong 50.0 % of 40 (35.2–64.8) and",
        "EinStein's 60.0 % of 40 (44.6–73.7) (`python3 bench/benchmarks.py --no-page --games 60",
        "--ladders strong/baseline medium/baseline --ai triad`; `--games 40 --ladders",
        "strong/baseline --ai karls-rennen einstein`).",
        "Triad's rules became about four times faster in the page on 2026-11-29 (alpha-beta 38,204",
        "positions a second against 8,796). More positions played worse: strong against two",
        "baselines, 60 games each, at 8,800 positions a turn 42.5 %, 17,600 56.7 %, 26,000 55.0 %,",
        "50,000 34.2 %, 76,000 (its new time's worth) 36.7 %, and 40.0 % at 76,000 with the search",
        "held to two turns. Triad's levels therefore look at no more positions than before",
        "(`SearchHooks.most_positions_per_second` 8,800: strong 17,600, medium 8,800) and in the page",
        "think that part of their time (strong about 0.46 s a turn here, medium 0.23 s).",
        "",
        "| game | level | opponent | games | score | 95% interval | mean plies | bar | run |",
        "|---|---|---|---:|---:|---|---:|---|---|",
    ]
    for _, row in sorted(ladders.items()):
        bar = bar_of(row)
        opponent = row["opponent"] + (
            "†"
            if row.get("opponent_playouts") == "game"
            and row["opponent"] != "baseline"  # easy's playouts: the baseline has none
            and not get_game(row["game"]).hooks.plain_playouts_useless
            else ""
        )
        if row["opponent"] not in ("random", "baseline") and row.get(
            "opponent_iterations", 0
        ) > iterations_for(LEVELS[row["opponent"]], get_game(row["game"])):
            opponent += "‡"
        if row.get("opponent_iterations"):
            opponent += f" ({row['opponent_iterations']} it.)"
        game = row["game"] + "".join(f" ({k} {v})" for k, v in sorted((row.get("options") or {}).items()))
        # positions of alpha-beta or of a game's own plan
        unit = "pos." if row.get("searcher") in ("alphabeta", "plan") else "it."
        lines.append(
            f"| {game} | {row['level']} ({row['iterations']} {unit}) | {opponent} | {row['games']} | "
            f"{100 * row['rate']:.1f}% | {100 * row['low']:.1f}–{100 * row['high']:.1f}% | "
            f"{row['plies']:.0f} | "
            f"{bar} | {_run(row)} |"
        )
    return lines


def sides_section(ladders: dict) -> list[str]:
    """The ladders of asymmetric games by the side the level played."""
    lines: list[str] = []
    sides = [r for _, r in sorted(ladders.items()) if ladder_hints(r["game"]).get("sides")]
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
    return lines


def links_section(links: dict | None) -> list[str]:
    """The correspondence links' lengths (``--links``)."""
    if not links:
        return []
    lines = [
        "",
        "## Correspondence links",
        "",
        "The whole address of a game by link (pyengine/app/compact.py: each action its index among",
        "the legal ones, varints in base64url, a checksum), the longest of 30 random games per game,",
        f"after 10, 50 and 100 turns and at its end ({links['date']}; `--links`). The bar: a",
        "100-turn game of any game within 2,000 characters. Blank: no random game lasted that long.",
        "",
        "| game | 10 turns | 50 turns | 100 turns | longest game (turns) |",
        "|---|---:|---:|---:|---:|",
    ]
    for gid, row in links["rows"].items():
        cells = " | ".join(str(row.get(n, "")) for n in ("10", "50", "100"))
        lines.append(f"| {gid} | {cells} | {row['longest']} ({row['longest_turns']}) |")
    return lines


def languages_section(languages: dict | None) -> list[str]:
    """The bytes each language adds (``--languages``)."""
    if not languages:
        return []
    lines = [
        "",
        "## Languages",
        "",
        "What a page in another language adds (locale/<lang>.po; tools/i18n.py): the page's own",
        "words, fetched after the first paint (i18n/<lang>.json), and the engine's words, a part",
        "for its core and one per game, each fetched with that part of the engine when the page",
        "is in that language (build.py `language_parts`); an English page fetches none of them",
        f"({languages['date']}; `--languages`).",
        "",
        "| language | messages (the page's) | page's catalogue (bytes, gzip) | engine core's words (xz) "
        "| a game's words (xz) |",
        "|---|---:|---:|---:|---:|",
    ]
    for lang, row in languages["rows"].items():
        if "core_xz" not in row:
            continue  # (measured before the words were split by part)
        page = f"{row['json']:,} ({row['json_gzip']:,})"
        games = f"{row['game_xz_min']:,}–{row['game_xz_max']:,} ({row['games']} games)"
        lines.append(
            f"| {lang} | {row['messages']} ({row['page_messages']}) | {page} | {row['core_xz']:,} "
            f"| {games} |"
        )
    return lines


def balance_section(balance: dict | None) -> list[str]:
    """Games between two strong players: which side wins how often."""
    if not balance:
        return []
    lines = [
        "",
        "## AI: balance between equal players",
        "",
        "Games between two strong players (seeded 7000 + i): which side wins how often.",
        "",
        "| game | options | games | first seat wins | 95% interval | second seat wins | run |",
        "|---|---|---:|---:|---|---:|---|",
    ]
    for row in balance.values():
        (a, b), (wa, wb) = row["seats"][:2], row["wins"][:2]
        opts = ", ".join(f"{k} {v}" for k, v in sorted(row["options"].items()))
        lines.append(
            f"| {row['game']} | {opts} | {row['games']} | {a}: {wa:.0f} | "
            f"{100 * row['low']:.1f}–{100 * row['high']:.1f}% | {b}: {wb:.0f} | {_run(row)} |"
        )
    return lines


def duels_section(duels: dict | None) -> list[str]:
    """The role duels of asymmetric games."""
    if not duels:
        return []
    lines = [
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
    for row in duels.values():
        bar = f"≥ {100 * row['bar']:.0f}%" if row["bar"] else "(information)"
        lines.append(
            f"| {row['game']} | {row['role']} | {row['opponent']} | {row['pairs']} | "
            f"{100 * row['better'] / row['pairs']:.1f}% | {row['ties']} | "
            f"{100 * row['low']:.1f}–{100 * row['high']:.1f}% | "
            f"{row['mean_level']:.1f} / {row['mean_random']:.1f} | {bar} | {_run(row)} |"
        )
    return lines


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
    if row["opponent"] == "baseline":  # issue 53: strong 75% (2/k of k seats), medium 50%
        if row["level"] == "medium":
            return "≥ 50%"
        return f"≥ 2/{seats} = {200 / seats:.0f}%" if seats > 2 else "≥ 75%"
    bar = bars(row["game"])[row["opponent"] != "random"]
    return (
        f"≥ {100 * bar:.0f}%" + (" (dice)" if dice(row["game"]) else "") + (" (3 players)" if three else "")
    )


def _run(row: dict) -> str:
    return row["date"] + ("" if row.get("minutes") is None else f", {row['minutes']:.0f} min")
