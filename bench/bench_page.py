"""The page's measurements for the benchmarks (bench/benchmarks.py): the first visit over a
throttled network (bench/bench_network.py), clicks early and late in every game, and the engine's
pace in the page's worker against CPython. Each measured in Debian's Chromium.
"""

from __future__ import annotations

import random
import statistics
import time

from playwright.sync_api import sync_playwright

from browser import DIST, Guard, launch, new_context, serve, wait_ready
from pyengine.app.arena import random_playouts, search_rate
from pyengine.catalogue import all_games


def median(values: list[float]) -> float:
    return statistics.median(values)


CLICK_LOOP = """async (targets) => {
  const times = [];
  for (const t of targets) {
    const before = window.kabinett.lastPaint;
    const el = document.querySelector(`#board [data-target="${t}"]`);
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    while (window.kabinett.lastPaint === before) await new Promise((r) => setTimeout(r, 0));
    times.push(window.kabinett.lastPaint - t0);
  }
  return times;
}"""


def measure_clicks(browser, port: int) -> list[float]:
    targets = "j1 q2 q10 k2 k6 s4 s8 k10 j3 o4 o8 j7 j9 u6 m10 j5 j11 o6 m2 k4 a6 q4 m8 k8".split()
    guard = Guard()
    ctx = new_context(browser, guard)
    page = ctx.new_page()
    page.goto(f"http://127.0.0.1:{port}/play.html?game=cross")
    wait_ready(page)
    times = page.evaluate(CLICK_LOOP, targets)
    ctx.close()
    return times


CLICK_ONE = """async (t) => {
  const before = window.kabinett.lastPaint;
  const el = document.querySelector(`#board [data-target="${t}"]`)
    || document.querySelector(`#buttons [data-target="${t}"]`);
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  while (window.kabinett.lastPaint === before) await new Promise((r) => setTimeout(r, 0));
  return [window.kabinett.lastPaint - t0, window.kabinett.answerBytes];
}"""
CLICKABLE = """() => [...document.querySelectorAll('#board .target[data-target], #buttons [data-target]')]
  .map((e) => e.getAttribute('data-target'))"""
#: Actions played before the "late" clicks (step 8: a click late in a long game costs no more).
LATE = 64
#: In games shorter than LATE actions, the late clicks start this many actions before the end.
LATE_LEFT = 13


def late_query(game_id: str) -> str:
    """A link to a game of ``LATE`` random actions (the first seed whose game is still on there,
    with a person to move)."""
    from pyengine.app import saved
    from pyengine.app.controller import Match

    longest = (0, 0)
    for seed in range(1000):
        rng = random.Random(seed)
        m = Match(game_id, seed=seed)
        while not m.state.is_over() and len(m.actions) < LATE:
            m.play(m.chance_action() if m.state.to_move() == -1 else rng.choice(m.state.legal_actions()))
        if not m.state.is_over() and m.human_to_move():
            return saved.link_query(m)
        longest = max(longest, (len(m.actions), seed))
    # Games shorter than LATE actions ((Not)Divisors on 5×5, Plexus): the longest one, LATE_LEFT
    # actions before its end (or at its half), so that the late clicks are still a dozen.
    length, seed = longest
    rng, m = random.Random(seed), Match(game_id, seed=seed)
    while len(m.actions) < max(length // 2, length - LATE_LEFT):
        m.play(m.chance_action() if m.state.to_move() == -1 else rng.choice(m.state.legal_actions()))
    if m.state.is_over() or not m.human_to_move():
        raise RuntimeError(f"no random {game_id} game lasts {LATE} actions")
    return saved.link_query(m)


TYPED_ONE = """async (text) => {
  const before = window.kabinett.lastPaint;
  document.querySelector("#prompt-input").value = text;
  const t0 = performance.now();
  document.querySelector("#prompt-play").click();
  while (window.kabinett.lastPaint === before) await new Promise((r) => setTimeout(r, 0));
  return [window.kabinett.lastPaint - t0, window.kabinett.answerBytes];
}"""


def _type_answer(page, rng: random.Random) -> float:
    """The round trip of a typed answer (its Play button): one of the legal answers."""
    return page.evaluate(TYPED_ONE, _legal_answer(page, rng))[0]


def measure_game_clicks(browser, port: int, clicks: int = 12) -> dict[str, dict[str, list[float]]]:
    """Per game, the click round trip of random legal clicks at the start and after ``LATE``
    actions (opened from a link), in one fresh page each."""
    out = {}
    guard = Guard()
    ctx = new_context(browser, guard)
    for game in all_games():
        gid = game.info.id
        out[gid] = {}
        for when, query in (("start", f"game={gid}"), ("late", late_query(gid))):
            page = ctx.new_page()
            page.goto(f"http://127.0.0.1:{port}/play.html?{query}")
            wait_ready(page)
            if when == "start":  # the board clickable (the same browser context: a warm cache)
                out[gid]["ready"] = page.evaluate("window.kabinett.firstReady")
            page.wait_for_timeout(500)  # the worker's warm-up after its start
            rng, times = random.Random(7), []
            for _ in range(clicks):
                targets = page.evaluate(CLICKABLE)
                if not targets and page.is_visible("#prompt"):
                    times.append(_type_answer(page, rng))  # (Not)Divisors: the number after the cell
                    continue
                if not targets:
                    break
                times.append(page.evaluate(CLICK_ONE, rng.choice(targets))[0])
            out[gid][when] = times
            page.close()
    ctx.close()
    assert not guard.outside, guard.outside
    return out


def measure_rates(
    browser, port: int, kind: str, seconds: float = 3.0, only: tuple[str, ...] = ()
) -> dict[str, tuple[float, float]]:
    """Per game (``only`` these, if given), random playouts (kind "playouts") or MCTS iterations
    (kind "search") per second in the page's worker and on CPython in this process."""
    out = {}
    guard = Guard()
    ctx = new_context(browser, guard)
    page = ctx.new_page()
    for game in all_games():
        if (only and game.info.id not in only) or (kind == "search-ab" and game.hooks.evaluate is None):
            continue
        page.goto(f"http://127.0.0.1:{port}/play.html?game={game.info.id}")
        wait_ready(page)
        data = page.evaluate(
            """([seconds, kind]) => new Promise((resolve) => {
                 const k = window.kabinett, previous = k.receive;
                 k.receive = (text) => {
                   const d = JSON.parse(text);
                   if (d.event === "bench") { k.receive = previous; resolve(d); } else previous(text);
                 };
                 k.worker.postMessage(JSON.stringify({ cmd: "bench", seconds, kind }));
               })""",
            [seconds, kind],
        )
        page_rate = data["count"] / data["seconds"]
        if kind.startswith("search"):
            count, elapsed = search_rate(
                game, {}, seconds, knowledge=kind != "search-plain", alphabeta=kind == "search-ab"
            )
        else:
            count, elapsed = random_playouts(game, {}, seconds)
        out[game.info.id] = (page_rate, count / elapsed)
    ctx.close()
    assert not guard.outside, guard.outside
    return out


PHONE = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 2,
}


def measure_phone(browser, port: int) -> dict[str, dict[str, float]]:
    """On a 390x844 touch screen, per game: the board's width and its places' sizes (CSS px:
    the smallest and the median side of a clickable place), and the page's scroll width."""
    from pyengine.catalogue import all_games

    context = browser.new_context(**PHONE)
    page = context.new_page()
    out = {}
    for game in all_games():
        page.goto(f"http://127.0.0.1:{port}/play.html?game={game.info.id}")
        wait_ready(page)
        out[game.info.id] = page.evaluate("""() => {
            const s = document.querySelector('#board svg').getBoundingClientRect();
            const t = [...document.querySelectorAll('#board svg [data-target]')]
                .map(e => { const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); })
                .sort((a, b) => a - b);
            return {board: s.width, smallest: t[0], median: t[t.length >> 1],
                    scroll: document.scrollingElement.scrollWidth}; }""")
    context.close()
    return out


def _legal_answer(page, rng: random.Random) -> str:
    """A legal typed answer in the page's position, worked out under CPython from its link."""
    from urllib.parse import urlparse

    from pyengine.ai import level_names
    from pyengine.app import saved

    m = saved.from_link(urlparse(page.input_value("#share-link")).query, level_names())
    return rng.choice(m.state.legal_actions()).text


def measure_protocol(browser, port: int, clicks: int = 12) -> dict[str, dict[str, list[list[float]]]]:
    """Issue 36 item 3: per game, the same random legal clicks after ``LATE`` actions in two
    pages opened from the same link, one answered with the page protocol's changes and one with
    whole views (``protocol=full``, as before), clicked in turn: [ms, answer bytes] per click."""
    out = {}
    guard = Guard()
    ctx = new_context(browser, guard)
    for game in all_games():
        gid = game.info.id
        query = late_query(gid)
        pages = {}
        for mode in ("delta", "full"):
            page = ctx.new_page()
            page.goto(f"http://127.0.0.1:{port}/play.html?{query}&protocol={mode}")
            wait_ready(page)
            page.wait_for_timeout(500)  # the worker's warm-up after its start
            pages[mode] = page
        rng, got = random.Random(7), {"delta": [], "full": []}
        for k in range(clicks):
            targets = pages["delta"].evaluate(CLICKABLE)
            if targets != pages["full"].evaluate(CLICKABLE):
                break  # (the two pages no longer agree)
            order = ("delta", "full") if k % 2 == 0 else ("full", "delta")
            if not targets and pages["delta"].is_visible("#prompt"):
                text = _legal_answer(pages["delta"], rng)  # (Not)Divisors: the number after the cell
                done = {mode: pages[mode].evaluate(TYPED_ONE, text) for mode in order}
            elif targets:
                target = rng.choice(targets)
                done = {mode: pages[mode].evaluate(CLICK_ONE, target) for mode in order}
            else:
                break
            if None in done.values():
                break
            for mode, row in done.items():
                got[mode].append(row)
        out[gid] = got
        for page in pages.values():
            page.close()
    ctx.close()
    assert not guard.outside, guard.outside
    return out


def measure_protocols() -> dict:
    """:func:`measure_protocol` in a browser of its own."""
    with serve(DIST) as port, sync_playwright() as p:
        browser = launch(p)
        out = measure_protocol(browser, port)
        browser.close()
    return out


def measure_game_rates(games: tuple[str, ...]) -> dict[str, dict[str, tuple[float, float]]]:
    """The playout and search rates of ``games`` alone (a new game's rows, the others kept)."""
    with serve(DIST) as port, sync_playwright() as p:
        browser = launch(p)
        out = {kind: measure_rates(browser, port, name, only=games) for kind, name in RATE_KINDS}
        browser.close()
    return out


#: The browser measurement's keys for the rates, and the bench command's kind for each.
RATE_KINDS = (
    ("playouts", "playouts"),
    ("searches", "search"),
    ("plain_searches", "search-plain"),
    ("alphabeta_searches", "search-ab"),
)


def measure_browser() -> dict:
    from bench_network import measure_first_visits

    visits = measure_first_visits(every=tuple(g.info.id for g in all_games()))
    with serve(DIST) as port, sync_playwright() as p:
        browser = launch(p)
        out = {
            "version": browser.version,
            "first_visit": visits,
            "clicks": measure_clicks(browser, port),
            "game_clicks": measure_game_clicks(browser, port),
            "protocol": measure_protocol(browser, port),
            "playouts": measure_rates(browser, port, "playouts"),
            "searches": measure_rates(browser, port, "search"),
            "plain_searches": measure_rates(browser, port, "search-plain"),
            "alphabeta_searches": measure_rates(browser, port, "search-ab"),
            "phone": measure_phone(browser, port),
        }
        browser.close()
    out["date"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    return out
