"""The analysis of a game (issue 55): its time in the page, whether it tells a strong player's
turns from a random one's, and Transvaal against its solved table.

- ``page``: in Chromium against dist/, a 60-turn game (easy against easy, cut at 60 turns) of
  Cross, Chivalry, Caduceus and progressive chess opened by its link and analysed "quick": the
  seconds from the click to the last turn judged (bar ≤ 30 s), the longest gap between two
  updates of the progress (bar ≤ 1 s), and the answer time of a click on the move list made
  during the analysis.
- ``marks``: per game, games between strong and random (CPython, the arena's reproducible
  budgets, both seatings), analysed quick: the labelled turns per turn of each player, and the
  ratio random / strong.
- ``transvaal``: random games analysed; on every turn the analysis's chances after the turn are
  the solved table's, and a turn is a blunder exactly when it loses a won game.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from pyengine.ai.agents import Agent
from pyengine.ai.analysis import DEPTHS, THRESHOLDS, Analysis
from pyengine.app import saved
from pyengine.app.arena import play_turn
from pyengine.app.controller import Match
from pyengine.catalogue import all_games, get_game
from pyengine.contract import CHANCE, Action, State, apply

__all__ = ["history", "marks", "transvaal", "page", "section", "PAGE_GAMES"]

#: The games of the page's bar, and the turns of their game.
PAGE_GAMES = ("cross", "chivalry", "caduceus", "progressive-chess")
TURNS = 60


def history(
    gid: str, seats: list[str], seed: int, turns: int = 10_000
) -> tuple[list[State], list[Action], list[int]]:
    """A game by the levels ``seats`` (the arena's turns), up to ``turns`` turns: its states, its
    actions and the seat of each turn (-1: chance)."""
    game = get_game(gid)
    rng = random.Random(seed)
    state = game.new_state(None)
    agents = [Agent(game, level, random.Random(rng.random())) for level in seats]
    states: list[State] = [state]
    actions: list[Action] = []
    movers: list[int] = []
    while not state.is_over() and len(movers) < turns:
        seat = state.to_move()
        assert seat is not None
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], weights=[p for _, p in outcomes])[0]
            made = [action]
        else:
            made, _end = play_turn(game, agents[seat % len(agents)], state)
            movers.append(seat)
        for action in made:
            state = apply(state, action, game.info)
            states.append(state)
            actions.append(action)
    return states, actions, movers


def marks(gid: str, games: int = 4, seed: int = 1, depth: str = "quick") -> dict[str, Any]:
    """Strong against random, each seating half the games: the labelled turns per turn of each
    (analysed at ``depth``)."""
    game = get_game(gid)
    count = len(game.seat_names(None))
    tally = {"strong": [0, 0], "random": [0, 0]}  # [labelled, turns]
    started = time.perf_counter()
    for i in range(games):
        strong_seat = i % count
        seats = ["strong" if s == strong_seat else "random" for s in range(count)]
        states, actions, _movers = history(gid, seats, seed + i)
        analysis = Analysis(game, states, actions, depth, seed=seed + i)
        analysis.step(None)
        for judged in analysis.results:
            if judged.seat < 0:
                continue
            who = "strong" if judged.seat == strong_seat else "random"
            tally[who][0] += bool(judged.label)
            tally[who][1] += 1
    rate = {who: (n / turns if turns else 0.0) for who, (n, turns) in tally.items()}
    return {
        "games": games,
        "strong": tally["strong"],
        "random": tally["random"],
        "ratio": round(rate["random"] / rate["strong"], 1) if rate["strong"] else None,
        "seconds": round(time.perf_counter() - started, 1),
    }


def transvaal(games: int = 50, seed: int = 1) -> dict[str, Any]:
    """Random Transvaal games analysed: the turns whose chances after them or whose blunder is
    not the solved table's."""
    game = get_game("transvaal")
    solved = game.hooks.solved
    assert solved is not None
    turns = wrong = 0
    for i in range(games):
        states, actions, _movers = history("transvaal", ["random", "random"], seed + i)
        analysis = Analysis(game, states, actions, "quick", seed=i)
        analysis.step(None)
        for judged in analysis.results:
            turns += 1
            end, start = states[judged.stop], states[judged.start]
            known = None if end.is_over() else solved(end)
            after = tuple(end.returns()) if known is None else known[0]
            before = solved(start)
            lost = before is not None and before[0][judged.seat] == 1.0 and after[judged.seat] < 1.0
            blunder = judged.label == "blunder"
            wrong += tuple(judged.after) != after or (before is not None and blunder != lost)
    return {"games": games, "turns": turns, "disagreements": wrong}


def _link(gid: str, seed: int) -> tuple[str, int]:
    """The link of a game cut at 60 turns, and its turns: the first of easy against easy, then
    random against random, that lasts so long, else the longest (Caduceus's and progressive
    chess's games are shorter)."""
    best: tuple[list[Action], int] = ([], -1)
    for levels in (["easy", "easy"], ["random", "random"]):
        for i in range(6):
            _states, actions, movers = history(gid, levels, seed + i, TURNS)
            if len(movers) > best[1]:
                best = (actions, len(movers))
            if best[1] >= TURNS:
                break
        if best[1] >= TURNS:
            break
    m = Match(gid, None, ["human", "human"], seed=1)
    for action in best[0]:
        m.play(action)
    return saved.link_query(m), best[1]


#: The page's watch of the analysis: each change of its progress text, with the time.
_WATCH = """() => {
  const k = window.kabinett; k.analysisTimes = [];
  new MutationObserver(() => k.analysisTimes.push(performance.now()))
    .observe(document.getElementById('analysis-count'),
             {childList: true, characterData: true, subtree: true});
}"""


def _click_ms(tab: Any, selector: str) -> float:
    """A click's time to the page's paint of its answer (ms)."""
    before = tab.evaluate("window.kabinett.lastPaint")
    clicked = float(tab.evaluate("performance.now()"))
    tab.click(selector)
    tab.wait_for_function(f"window.kabinett.lastPaint !== {before!r}", timeout=60_000)
    return float(tab.evaluate("window.kabinett.lastPaint")) - clicked


def page(seed: int = 3) -> dict[str, Any]:
    """Each of :data:`PAGE_GAMES` analysed quick in Chromium: seconds, longest progress gap, a
    click's answer during it."""
    from playwright.sync_api import sync_playwright

    from browser import DIST, Guard, launch, new_context, serve, wait_ready

    rows: dict[str, Any] = {}
    with serve(DIST) as port, sync_playwright() as p:
        browser = launch(p)
        for gid in PAGE_GAMES:
            query, turns = _link(gid, seed)
            context = new_context(browser, Guard())
            tab = context.new_page()
            tab.goto(f"http://127.0.0.1:{port}/play.html?{query}")
            wait_ready(tab)
            tab.click("#analysis-box > summary")
            idle = _click_ms(tab, "#history button.start")  # the same click without an analysis
            _click_ms(tab, "#history li:last-child button:last-child")
            tab.evaluate(_WATCH)
            started = tab.evaluate("performance.now()")
            tab.click("#analyse")
            tab.wait_for_function("window.kabinett.analysisTimes.length > 3", timeout=120_000)
            answer = _click_ms(tab, "#history button.start")
            tab.wait_for_function(
                "document.getElementById('analysis-run').hidden"
                " && document.getElementById('analysis-state').textContent.length > 0",
                timeout=300_000,
            )
            ended = tab.evaluate("performance.now()")
            times = [started, *tab.evaluate("window.kabinett.analysisTimes"), ended]
            gaps = [b - a for a, b in zip(times, times[1:])]
            rows[gid] = {
                "turns": turns,
                "seconds": round((ended - started) / 1000, 1),
                "per_60": round((ended - started) / 1000 * TURNS / max(1, turns), 1),
                "longest_gap": round(max(gaps) / 1000, 2),
                "click_ms": round(answer),
                "idle_click_ms": round(idle),
            }
            print(f"analysis page {gid}: {rows[gid]}", flush=True)
            context.close()
        browser.close()
    return rows


def measure(pool: Any, game_ids: list[str], games: int = 4, with_page: bool = True) -> dict[str, Any]:
    """Every measure of this module: {"page", "marks", "transvaal", "date", "marks_date"}
    (``pool`` None: in this process; without the page, no "page" and no "date")."""
    out: dict[str, Any] = {"marks": {}}
    jobs = [(g, games) for g in game_ids]
    rows = pool.starmap(marks, jobs) if pool is not None else (marks(*job) for job in jobs)
    for gid, row in zip(game_ids, rows):
        out["marks"][gid] = row
        print(f"analysis marks {gid}: {row}", flush=True)
    out["transvaal"] = transvaal()
    now = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    out["marks_date"] = now
    if with_page:
        out["page"] = page()
        out["date"] = now
    return out


def section(data: dict[str, Any] | None) -> list[str]:
    """The "Analysis" section of docs/BENCHMARKS.md."""
    if not data:
        return []
    limits = ", ".join(f"{label} > {least:.2f}" for label, least in reversed(THRESHOLDS))
    lines = [
        "## Analysis",
        "",
        f"Measured {data['date']} (`python3 build.py bench --analysis`, bench/bench_analysis.py).",
        f"Quick searches each position for {DEPTHS['quick']} s of page time (deep {DEPTHS['deep']} s),",
        "by the medium and strong levels' search; a turn is labelled by the drop of its mover's",
        f"chance: {limits}.",
        "",
    ]
    if data.get("page"):
        lines += [
            "A game cut at 60 turns (easy against easy, else random against random, the longest of a few "
            "where none lasts 60 turns) analysed quick in Chromium against dist/ (bars: ≤ 30 s for 60 "
            "turns, ≤ 1 s between two updates of the progress); a click on the move list made during it.",
            "",
            "| game | turns | seconds | per 60 turns | longest gap between updates | a click's answer "
            "(without an analysis) |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for gid, row in data["page"].items():
            cells = f"{row['seconds']:.1f} s | {row['per_60']:.1f} s | {row['longest_gap']:.2f} s"
            cells += f" | {row['click_ms']} ms ({row.get('idle_click_ms', '–')} ms)"
            lines.append(f"| {gid} | {row['turns']} | {cells} |")
        lines.append("")
    lines += [
        f"Measured {data.get('marks_date', data['date'])}: games of strong against random (each seating in "
        "turn; CPython, the arena's budgets, one process) analysed "
        "quick: the turns labelled (inaccuracy or worse) of all the player's turns. A turn is judged by "
        "the chance it loses: where the search is alpha-beta, also inside the search at its decision "
        "(the best turn against the one played, searched again at the same depth; the smaller drop of "
        "the two counts, which keeps the strong player's deeper choices from being marked), and where "
        "the game's evaluation is a calibrated chance (EinStein's race) and the search MCTS, by the "
        "evaluation too. The same games judged as before (by the two searches alone; 2026-11-28): "
        "caduceus 11/17 against 7/19, triad 10/27 against 8/20, karls-rennen 1/32 against 2/34, "
        "einstein 0/33 against 0/34; chivalry 5/60, fehde 5/20, plexus 4/90, schneider-von-gent 5/90 "
        "against none; the rest as now. Once the random player's game is lost no turn of his can lose "
        "more. Not separated: Cross, where the quick search's values (270 MCTS iterations over some 80 "
        "cells a stone) are about the value of play at random: the random player's turns lose nothing "
        "on average (−0.002, at most 0.07), the strong's gain 0.03; judged by Cross's evaluation, the "
        "strong's turns are marked as often (49 of 68 against 47 of 66). Progressive chess, where the "
        "quick plan (1,260 positions, 15 % of strong's) values the random player's position at 0.10 or "
        "less before 14 of his 18 turns (lost from the strong's second series on) and its values rise "
        "after nearly every turn (the strong finds series the quick plan does not).",
        "",
        "| game | games | random: labelled / turns | strong: labelled / turns | ratio |",
        "|---|---:|---:|---:|---:|",
    ]
    for gid, row in sorted(data["marks"].items()):
        r, s = row["random"], row["strong"]
        ratio = (
            f"{row['ratio']:.1f}" if row["ratio"] is not None else "∞ (strong: none)" if r[0] else "– (none)"
        )
        lines.append(f"| {gid} | {row['games']} | {r[0]} / {r[1]} | {s[0]} / {s[1]} | {ratio} |")
    tv = data.get("transvaal")
    if tv:
        lines += [
            "",
            f"Transvaal: {tv['games']} random games, {tv['turns']} turns analysed; the turns whose chances "
            f"or blunder differ from the solved table's: {tv['disagreements']}.",
        ]
    return lines + [""]


if __name__ == "__main__":  # a quick look: python3 bench/bench_analysis.py [--deep] GAME...
    import sys

    args = sys.argv[1:]
    depth = "deep" if "--deep" in args else "quick"
    for gid in [a for a in args if a != "--deep"] or [g.info.id for g in all_games()]:
        print(gid, depth, json.dumps(marks(gid, 4, depth=depth)))
