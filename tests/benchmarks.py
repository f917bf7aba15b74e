"""Kabinett's benchmarks (not tests): ``python3 build.py bench`` runs this and writes docs/BENCHMARKS.md.

Everything is measured in one run, side by side, on this machine: the page in Debian's
Chromium against bare Pyodide, and the engine in the page against the same code on CPython.
"""
from __future__ import annotations

import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from playwright.sync_api import sync_playwright  # noqa: E402

from browser import CHROMIUM, DIST, Guard, launch, new_context, serve, wait_ready  # noqa: E402
from pyengine.app.arena import random_playouts  # noqa: E402
from pyengine.core import all_games  # noqa: E402

RUNS = 7
OUT = ROOT / "docs" / "BENCHMARKS.md"

BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare pyodide</title>
<script>
window.bare = { start: performance.now() };
const w = new Worker(new URL("bare-worker.js", location.href).href, { type: "module" });
w.onmessage = (e) => { window.bare.ready = performance.now(); window.bare.inWorker = e.data; };
</script>"""
BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const t0 = performance.now();
const py = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href, fullStdLib: false });
py.runPython("1 + 1");
self.postMessage(performance.now() - t0);
"""


def bench_site() -> Path:
    """dist/ plus a bare-Pyodide page, linked into a temporary folder."""
    folder = Path(tempfile.mkdtemp(prefix="kabinett-bench-"))
    for entry in DIST.iterdir():
        (folder / entry.name).symlink_to(entry)
    (folder / "bare.html").write_text(BARE_HTML)
    (folder / "bare-worker.js").write_text(BARE_WORKER)
    return folder


def median(values: list[float]) -> float:
    return statistics.median(values)


def measure_page(browser, port: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {"fcp": [], "ready": [], "bare": [], "warm_ready": [], "warm_bare": [],
                                   "pyodide_up": [], "engine_up": []}
    for _ in range(RUNS):
        # Bare Pyodide and the page, each in a fresh context (cold), alternating.
        guard = Guard()
        ctx = new_context(browser, guard)
        page = ctx.new_page()
        page.goto(f"http://127.0.0.1:{port}/bare.html")
        page.wait_for_function("window.bare && window.bare.ready", timeout=90_000)
        out["bare"].append(page.evaluate("window.bare.ready"))
        page.reload()
        page.wait_for_function("window.bare && window.bare.ready", timeout=90_000)
        out["warm_bare"].append(page.evaluate("window.bare.ready"))
        ctx.close()
        assert not guard.outside, guard.outside

        guard = Guard()
        ctx = new_context(browser, guard)
        page = ctx.new_page()
        page.goto(f"http://127.0.0.1:{port}/play.html?game=cross")
        wait_ready(page)
        out["fcp"].append(page.evaluate(
            "performance.getEntriesByName('first-contentful-paint')[0].startTime"))
        out["ready"].append(page.evaluate("window.kabinett.firstReady"))
        out["pyodide_up"].append(page.evaluate("window.kabinett.pyodideAt"))
        out["engine_up"].append(page.evaluate("window.kabinett.engineAt"))
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        page.reload()
        wait_ready(page)
        out["warm_ready"].append(page.evaluate("window.kabinett.firstReady"))
        ctx.close()
        assert not guard.outside, guard.outside
    return out


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


def measure_playouts(browser, port: int, seconds: float = 3.0) -> dict[str, tuple[float, float]]:
    """Random playouts per second: in the page's worker and on CPython, per game."""
    out = {}
    guard = Guard()
    ctx = new_context(browser, guard)
    page = ctx.new_page()
    for game in all_games():
        page.goto(f"http://127.0.0.1:{port}/play.html?game={game.info.id}")
        wait_ready(page)
        result = page.evaluate(
            """(seconds) => new Promise((resolve) => {
                 const k = window.kabinett, before = k.lastPaint;
                 k.worker.postMessage(JSON.stringify({ cmd: "bench", seconds }));
                 const poll = () => k.lastPaint !== before ? resolve(document.getElementById("message").textContent)
                                                            : setTimeout(poll, 20);
                 poll();
               })""",
            seconds,
        )
        data = json.loads(result)
        page_rate = data["playouts"] / data["seconds"]
        count, elapsed = random_playouts(game, {}, seconds)
        out[game.info.id] = (page_rate, count / elapsed)
    ctx.close()
    return out


def main() -> int:
    folder = bench_site()
    try:
        with serve(folder) as port, sync_playwright() as p:
            browser = launch(p)
            version = browser.version
            page = measure_page(browser, port)
            clicks = measure_clicks(browser, port)
            playouts = measure_playouts(browser, port)
            browser.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    ready, bare = median(page["ready"]), median(page["bare"])
    wready, wbare = median(page["warm_ready"]), median(page["warm_bare"])
    # Paired: each run measured bare Pyodide and the page back to back.
    diff = median([r - b for r, b in zip(page["ready"], page["bare"])])
    wdiff = median([r - b for r, b in zip(page["warm_ready"], page["warm_bare"])])
    after = median([r - p for r, p in zip(page["ready"], page["pyodide_up"])])
    lines = [
        "# Benchmarks",
        "",
        f"Written by `python3 build.py bench` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; "
        f"{os.cpu_count()} cores, {platform.python_implementation()} {platform.python_version()}, "
        f"Chromium {version} headless ({CHROMIUM}), pages served from 127.0.0.1. "
        f"Medians of {RUNS} runs; all numbers of a table come from the same run.",
        "",
        "## Page start (Cross, play.html)",
        "",
        "Cold = a fresh browser context (empty HTTP cache, no service worker); warm = a reload of that",
        "context once its service worker controls the page. Times in ms from navigation start.",
        "",
        "| measure | cold | warm | bar |",
        "|---|---:|---:|---|",
        f"| first contentful paint (the pre-rendered board) | {median(page['fcp']):.0f} | | ≤ 500 |",
        f"| bare `loadPyodide()` in a module worker (same files) | {bare:.0f} | {wbare:.0f} | |",
        f"| board clickable (`data-engine=ready`, first engine paint) | {ready:.0f} | {wready:.0f} | ≤ bare + 300 |",
        f"| clickable minus bare (median of the runs' paired differences) | {diff:+.0f} | {wdiff:+.0f} | ≤ +300 |",
        f"| of which after Pyodide is up in the page (engine import, first view, paint) | {after:.0f} | | |",
        "",
        "Each run: " + "; ".join(
            f"{k} " + ", ".join(f"{v:.0f}" for v in vals) for k, vals in page.items()),
        "",
        "## A click (engine and render round trip)",
        "",
        "From the click event to the painted answer (worker: controller, legal targets, SVG render;",
        f"page: JSON, innerHTML), over {len(clicks)} clicks of a game of Cross.",
        "",
        "| median | 90th percentile | max | bar |",
        "|---:|---:|---:|---|",
        f"| {median(clicks):.1f} ms | {sorted(clicks)[int(len(clicks) * 0.9) - 1]:.1f} ms | {max(clicks):.1f} ms | median ≤ 30 ms |",
        "",
        "## Random playouts per second",
        "",
        "Uniformly random complete games from the start position, for 3 s each, in the page's worker",
        "(Pyodide) and with the same code on CPython in this process.",
        "",
        "| game | page (Pyodide worker) | CPython | page / CPython |",
        "|---|---:|---:|---:|",
    ]
    for gid, (pr, cr) in playouts.items():
        lines.append(f"| {gid} | {pr:.1f} | {cr:.1f} | {pr / cr:.2f} |")
    lines.append("")
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text("\n".join(lines))
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
