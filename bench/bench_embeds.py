"""Blog embeds (issue 56): a post with three embeds (play, replay, diagram; one far below the
fold) on a second origin, Fast 4G, a cold browser; and a diagram page alone, cold.

``python3 build.py bench --embeds`` writes the section "Blog embeds" of docs/BENCHMARKS.md.

Measured (the site's server counts every response, whoever asked: a page, a frame, a worker; the
SharedWorker's requests are not seen by the browser's own request events):
- before any touch: the bytes sent, the engines started (requests for worker.js), the files;
- the reader clicks the play embed's board: when it is answered (the first-turn book) and when
  its engine is up; the engines started;
- the reader clicks the replay's "next": the engines started (one, where the browser gives the
  frames a SharedWorker), when the replay is up, and its steps once up (median of 20 "next");
- the reader opens a Kabinett tab beside the post: the engines (by the names they give
  themselves, web/worker.js ``times.engine``), of the two frames and the tab: one;
- a diagram page alone, cold: from navigation to its picture painted.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from browser import DIST, Guard, launch, new_context, serve
from bench_network import PROFILES

from pyengine.app.bridge import Bridge
from tools.serve import make_server

#: The post's games: a game to play (Cross), a long game to replay (Plexus), a diagram (Chivalry).
PLAY, REPLAY, DIAGRAM = "cross", "plexus", "chivalry"
READY = "document.documentElement.dataset.engine === 'ready'"
#: A replay's 20 steps, each from the click on "next" to the next turn painted (in the page: a
#: test driver's round trip to a frame is not the reader's wait); tests/test_replay_browser.py too.
STEP_TIMES = """async () => {
    const k = window.kabinett, next = document.querySelector('[data-replay="next"]'), times = [];
    for (let i = 0; i < 20; i++) {
        const before = k.lastPaint, t0 = performance.now();
        next.click();
        while (k.lastPaint === before) await new Promise((r) => setTimeout(r, 0));
        times.push(k.lastPaint - t0);
    }
    return times;
}"""
#: Until the frame's service worker is active (at most 20 s: a frame denied storage has none).
SETTLED = """() => Promise.race([navigator.serviceWorker.ready.then(() => true),
                                new Promise((r) => setTimeout(() => r(false), 20000))])"""


def _bridge_query(game: str, kind: str, turns: int) -> str:
    """The builder's address (pyengine/app/embedding.py) of a random game of ``turns`` actions."""
    bridge = Bridge()

    def send(cmd: str, **fields: Any) -> dict[str, Any]:
        out: dict[str, Any] = json.loads(bridge.handle(json.dumps({"cmd": cmd, **fields})))
        return out

    send("init", query=f"game={game}&seats=random,random")
    for _ in range(turns):
        if send("ai")["over"]:
            break
    # a replay from its start (the reader steps through it), a diagram of the end
    at = 0 if kind == "replay" else None
    answer = send("embed", kind=kind, at=at, caption="A position worth a look." if kind == "diagram" else "")
    return str(answer["query"])


def _serve_counted(sent: list[tuple[str, int]]) -> tuple[Any, int]:
    server = make_server(DIST, compress=True, sent=sent)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def _throttle(context: Any, page: Any) -> None:
    latency, down, up = PROFILES["Fast 4G"]
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": latency, "downloadThroughput": down, "uploadThroughput": up},
    )


def _engines(sent: list[tuple[str, int]]) -> int:
    return sum(1 for p, _ in sent if p.split("?", 1)[0] == "/worker.js")


def post(browser: Any) -> dict[str, Any]:
    sent: list[tuple[str, int]] = []
    server, port = _serve_counted(sent)
    queries = {
        "play": f"game={PLAY}&embed=1",
        "replay": _bridge_query(REPLAY, "replay", 100),
        "diagram": _bridge_query(DIAGRAM, "diagram", 20),
    }
    out: dict[str, Any] = {"address_chars": {k: len(q) for k, q in queries.items()}}
    try:
        with tempfile.TemporaryDirectory() as tmp:

            def frame(name: str) -> str:
                return (
                    f'<iframe id="{name}" src="http://127.0.0.1:{port}/play.html?{queries[name]}" '
                    f'title="Kabinett: {name}" width="720" height="600" style="border:0;max-width:100%" '
                    'loading="lazy"></iframe>'
                )

            (Path(tmp) / "post.html").write_text(
                "<!doctype html><meta charset=utf-8><title>Post</title><h1>Three games</h1>"
                + frame("play")
                + frame("diagram")
                + '<div style="height:6000px">A long post.</div>'
                + frame("replay")
            )
            with serve(Path(tmp)) as post_port:
                context = new_context(browser, Guard(), viewport={"width": 1000, "height": 1400})
                page = context.new_page()
                _throttle(context, page)
                t0 = time.perf_counter()
                page.goto(f"http://127.0.0.1:{post_port}/post.html")
                for name in ("play", "diagram"):
                    page.frame_locator(f"#{name}").locator("#board svg").wait_for(timeout=60_000)
                out["boards_shown_s"] = round(time.perf_counter() - t0, 2)
                frames = {n: next(f for f in page.frames if queries[n] in f.url) for n in ("play", "diagram")}
                for f in frames.values():
                    f.wait_for_function("document.readyState === 'complete'")
                page.wait_for_timeout(1500)  # (a bench: whatever else would come, given time to come)
                out["before_touch"] = {
                    "bytes": sum(n for _, n in sent),
                    "engines": _engines(sent),
                    "files": sorted({p.split("?", 1)[0] for p, _ in sent}),
                }
                play = frames["play"]
                t1 = time.perf_counter()
                play.click('#board [data-target="i6"]')
                play.wait_for_function("document.querySelectorAll('#history li').length > 1")
                out["play_first_answer_ms"] = round(1000 * (time.perf_counter() - t1))
                play.wait_for_function(READY, timeout=180_000)
                out["play_engine_up_s"] = round(time.perf_counter() - t1, 2)
                out["engines_after_play"] = _engines(sent)
                page.locator("#replay").scroll_into_view_if_needed()
                page.frame_locator("#replay").locator("#board svg").wait_for(timeout=60_000)
                replay = next(f for f in page.frames if queries["replay"] in f.url)
                t2 = time.perf_counter()
                replay.click('[data-replay="next"]')
                replay.wait_for_function(READY, timeout=180_000)
                out["replay_up_s"] = round(time.perf_counter() - t2, 2)
                out["engines_after_replay"] = _engines(sent)
                # (the service worker's precache starts once an engine is up: not measured beside it)
                replay.evaluate(SETTLED)
                steps = replay.evaluate(STEP_TIMES)
                out["replay_step_ms"] = round(statistics.median(steps), 1)
                out["replay_step_max_ms"] = round(max(steps), 1)
                out["shared"] = bool(play.evaluate("window.kabinett.sharedEngine"))
                # A Kabinett tab of the reader's beside the post: the same engine again.
                tab = context.new_page()
                tab.goto(f"http://127.0.0.1:{port}/play.html?game=plexus")
                tab.wait_for_function(READY, timeout=180_000)
                # (counted by the engines' own names: the service worker's precache, begun now,
                # asks for worker.js too)
                name = "window.kabinett.startTimes.engine"
                out["engines_after_tab"] = len({f.evaluate(name) for f in (play, replay, tab)})
                context.close()
    finally:
        server.shutdown()
        server.server_close()
    return out


def diagram_alone(browser: Any, rounds: int = 3) -> dict[str, Any]:
    """A diagram page cold (a new context each round) on Fast 4G: navigation to picture."""
    sent: list[tuple[str, int]] = []
    server, port = _serve_counted(sent)
    query = _bridge_query(DIAGRAM, "diagram", 20)
    times = []
    try:
        for _ in range(rounds):
            context = new_context(browser, Guard())
            page = context.new_page()
            _throttle(context, page)
            page.goto(f"http://127.0.0.1:{port}/play.html?{query}", wait_until="commit")
            page.wait_for_function("window.kabinett && window.kabinett.pictureAt > 0", timeout=30_000)
            times.append(page.evaluate("window.kabinett.pictureAt"))
            context.close()
    finally:
        server.shutdown()
        server.server_close()
    bytes_each = sum(n for _, n in sent) // rounds
    return {"ms": [round(t) for t in times], "bytes": bytes_each, "engines": _engines(sent)}


def measure() -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = launch(p)
        try:
            return {
                "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
                "post": post(browser),
                "diagram": diagram_alone(browser),
            }
        finally:
            browser.close()


def section(data: dict[str, Any] | None) -> list[str]:
    if not data:
        return []
    p, d = data["post"], data["diagram"]
    b = p["before_touch"]
    cold = ", ".join(f"{t} ms" for t in d["ms"])
    order = ("play", "replay", "diagram")  # (a fixed order: the stored rows' comes and goes)
    chars = p["address_chars"]
    lengths = ", ".join(
        f"{k} {chars[k]}"
        for k in sorted(chars, key=lambda k: (k not in order, order.index(k) if k in order else 0, k))
    )
    return [
        "## Blog embeds",
        "",
        f"Measured {data['date']} (`python3 build.py bench --embeds`, bench/bench_embeds.py): a post on a "
        "second origin (127.0.0.1, another port) with three embeds (play: Cross; diagram: Chivalry after 20 "
        "random actions; replay: a 100-action random Plexus game, far below the fold), Fast 4G "
        "(CDP on the post's page), a cold browser, the snippet's `loading=\"lazy\"`. Bytes and engines are "
        "counted by the site's server (a SharedWorker's requests included).",
        "",
        "| measure | value | bar |",
        "|---|---:|---:|",
        f"| bytes before any touch | {b['bytes']:,} | ≤ 300,000 |",
        f"| engines started before any touch | {b['engines']} | 0 |",
        f"| the two visible embeds' boards shown (from navigation) | {p['boards_shown_s']} s | |",
        f"| the play board's first click answered (the book) | {p['play_first_answer_ms']} ms | |",
        f"| its engine up, from that click (its SharedWorker's downloads not throttled: the page's"
        f" throttling does not reach them) | {p['play_engine_up_s']} s | |",
        f"| engines after touching the play embed | {p['engines_after_play']} | 1 |",
        f"| engines after touching the replay too | {p['engines_after_replay']} | 1 |",
        f"| engines after a Kabinett tab opened beside the post (by their names)"
        f" | {p.get('engines_after_tab', '–')} | 1 |",
        f"| the replay up, from its first \"next\" | {p['replay_up_s']} s | |",
        f"| a replay step once up (median of 20, in the page: click to paint) | {p['replay_step_ms']} ms "
        f"(max {p.get('replay_step_max_ms', '?')}) | ≤ 50 ms |",
        f"| a diagram alone, cold: navigation to its picture | {cold} | ≤ 500 ms |",
        f"| a diagram alone: bytes, engines | {d['bytes']:,}, {d['engines']} | |",
        "",
        "Files fetched before any touch: " + ", ".join(f"`{f}`" for f in b["files"]) + ".",
        "",
        f"Address lengths (characters of the query): {lengths}.",
        "",
    ]
