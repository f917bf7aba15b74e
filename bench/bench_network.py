"""The first visit over a phone's network (step 16), for the benchmarks (bench/benchmarks.py).

Cold visits (a fresh browser context each) to the play page with the network throttled by CDP
(``Network.emulateNetworkConditions``, set on the page; it covers the engine worker's requests
too: Chromium runs without SharedWorker here, so that the engine is the page's own worker, as in a
browser without one, with the same files and start; a SharedWorker is a target of its own, which
the page's throttling does not reach), served by build.py's server with and without the gzip a
static host adds. Measured on the page's clock from navigation: first contentful paint; the
board answers a click (a click made as soon as the page can take it, answered and painted); the
engine up (its first view painted); and the bytes on the wire before each (CDP's encoded
lengths, headers included). Localhost cold
and warm starts are measured in the same run for comparison, with the timeline of a visit (what
arrives when, the engine's start after the last byte) and what a whole first visit downloads,
the service worker's precache included, from hosts with and without ETag/Last-Modified.

``bench_network.py [--profiles=Fast 4G,Slow 4G] [--hosts=gzip] [--rounds=N] [--summary] GAME...``:
the first visits of only those profiles and hosts; ``--summary``: min/median/max and the
timelines as text rather than the JSON.
"""

from __future__ import annotations

import functools
import json
import statistics
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

_ROOT = Path(__file__).resolve().parent.parent
for _path in (_ROOT, _ROOT / "tests"):  # run as a script: tools.serve, the page helpers (tests/browser.py)
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from browser import (  # noqa: E402
    CHROMIUM,
    DIST,
    LAUNCH_ARGS,
    LOOPBACK,
    NO_SHARED_WORKER,
    Guard,
    launch,
    new_context,
    serve,
)
from tools.serve import COMPRESSED_TYPES as COMPRESSED  # noqa: E402

PROFILES: dict[str, tuple[int, int, int] | None] = {
    # latency ms, bytes/s down, bytes/s up (Chromium DevTools' presets)
    "Fast 4G": (60, 1_125_000, 187_500),
    "Slow 4G": (150, 200_000, 93_750),
    "localhost": None,
}

# The earliest click a person can make: once the board is drawn and answers (the first-turn book
# or the engine), click the first offered target and wait for the answer to be painted.
CLICK = """async () => {
  const live = () => {
    const html = document.documentElement;
    return window.kabinett && html
      && (html.hasAttribute("data-early") || html.getAttribute("data-engine") === "ready")
      && document.querySelector("#board .target[data-target]");
  };
  while (!live()) await new Promise((r) => setTimeout(r, 10));
  const k = window.kabinett, early = document.documentElement.getAttribute("data-engine") !== "ready";
  const before = early ? k.answeredAt : k.lastPaint;
  const el = document.querySelector("#board .target[data-target]");
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  while ((early ? k.answeredAt : k.lastPaint) === before) await new Promise((r) => setTimeout(r, 5));
  return { at: early ? k.answeredAt : k.lastPaint, took: (early ? k.answeredAt : k.lastPaint) - t0,
           early: early,
           target: el.getAttribute("data-target") };
}"""


class Wire:
    """Bytes on the wire per request, the engine worker's included (Playwright's request events:
    encoded body and headers), each with the time its response ended on the page's clock."""

    def __init__(self, context: Any) -> None:
        self.requests: list[Any] = []
        context.on("requestfinished", lambda r: self.requests.append(r))
        self.rows: list[dict[str, Any]] | None = None

    def settle(self, time_origin: float) -> None:
        self.rows = []
        for r in self.requests:
            t = r.timing
            sizes = r.sizes()
            end = t["startTime"] + t["responseEnd"] - time_origin
            self.rows.append(
                {
                    "url": r.url.split("/", 3)[-1],
                    "start": t["startTime"] - time_origin,
                    "end": end,
                    "bytes": sizes["responseBodySize"] + sizes["responseHeadersSize"],
                }
            )

    def before(self, ms: float) -> int:
        """Bytes of the requests finished by ``ms`` after navigation."""
        return sum(r["bytes"] for r in self.rows or [] if r["end"] <= ms)

    def timeline(self, ms: float) -> list[list[Any]]:
        """``[url, requested, in, bytes]`` of the requests finished by ``ms``, by their end."""
        rows = sorted((r for r in self.rows or [] if r["end"] <= ms), key=lambda r: r["end"])
        return [[r["url"], round(r["start"]), round(r["end"]), r["bytes"]] for r in rows]

    def files(self, ms: float) -> list[tuple[str, int]]:
        return sorted(
            ((r["url"], r["bytes"]) for r in self.rows or [] if r["end"] <= ms), key=lambda x: -x[1]
        )


def visit(
    browser: Any,
    port: int,
    game: str,
    profile: str,
    warm_context: Any = None,
    forget: bool = False,
    lang: str = "",
) -> dict[str, Any]:
    """One visit; a new context (cold) unless ``warm_context`` is given (a reload in it, with the
    game stored by the last visit ``forget``-ten first); ``lang``: the page's language fixed in
    the link."""
    ctx = warm_context or new_context(browser, Guard())
    if forget:
        blank = ctx.new_page()
        blank.goto(f"http://127.0.0.1:{port}/icon.svg")
        blank.evaluate(f"localStorage.removeItem('kabinett:{game}')")
        blank.close()
    page = ctx.new_page()
    cdp = ctx.new_cdp_session(page)
    cdp.send("Network.enable")
    throttle = PROFILES[profile]
    if throttle:
        latency, down, up = throttle
        cdp.send(
            "Network.emulateNetworkConditions",
            {"offline": False, "latency": latency, "downloadThroughput": down, "uploadThroughput": up},
        )
    wire = Wire(ctx)
    page.goto(
        f"http://127.0.0.1:{port}/play.html?game={game}" + (f"&lang={lang}" if lang else ""),
        wait_until="commit",
    )
    click = page.evaluate(CLICK)
    page.wait_for_selector("html[data-engine=ready]", timeout=300_000)
    engine = page.evaluate("window.kabinett.firstReady")
    fcp = page.evaluate("(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || 0")
    page.wait_for_timeout(300)  # let the last responses be counted
    wire.settle(page.evaluate("performance.timeOrigin"))
    # The worker's moments (its clock) on the page's: the interpreter's bytes in, the engine's
    # parts in (inflated), Pyodide up, the parts unpacked; and when the page asked for the glue.
    marks = page.evaluate("""() => { const k = window.kabinett, t = k.startTimes || {};
        const shift = k.pyodideAt - (t.restored || 0);
        const on = (x) => (x ? x + shift : 0);
        return { interpreter: on(t.wire), parts: on(t.parts), pyodide: k.pyodideAt, unpacked: on(t.unpacked),
                 imported: k.engineAt, glue: k.glueRequested || 0 }; }""")
    timeline = wire.timeline(engine)
    last_byte = max((row[2] for row in timeline), default=0)
    out = {
        "fcp": fcp,
        "answer": click["at"],
        "answer_early": click["early"],
        "click_ms": click["took"],
        "engine": engine,
        "bytes_answer": wire.before(click["at"]),
        "bytes_engine": wire.before(engine),
        "files_engine": wire.files(engine),
        "mode": page.evaluate("window.kabinett.startMode"),
        "interpreter_in": marks["interpreter"],
        "parts_in": marks["parts"],
        "pyodide_up": marks["pyodide"],
        "parts_unpacked": marks["unpacked"],
        "engine_imported": marks["imported"],
        "glue_requested": marks["glue"],
        "last_byte": last_byte,
        "after_last_byte": engine - last_byte,
        "timeline": timeline,
    }
    page.close()
    if warm_context is None:
        out["context"] = ctx
    return out


#: The person's first turn against the easy computer, clicked as soon as the page takes clicks
#: (the book's last offered target each time, as tests/test_first_visit.py does), then the
#: computer's reply: ms from the answer that ended the person's turn to the reply painted, and
#: whether the engine was up by then.
REPLY = """async () => {
  const k = window.kabinett, html = document.documentElement;
  const wait = async (f) => { while (!f()) await new Promise((r) => setTimeout(r, 5)); };
  await wait(() => html.hasAttribute("data-early") && k.book && k.node >= 0);
  let turnEnd = 0;
  for (let i = 0; i < 40; i++) {
    const n = k.book.nodes[k.node];
    if (n.leaf || n.prompt || k.repliedAt) break;
    const offered = document.querySelectorAll("#board .target[data-target], #buttons [data-target]");
    if (!offered.length) { await new Promise((r) => setTimeout(r, 20)); continue; }
    const before = k.answeredAt;
    offered[offered.length - 1].dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await wait(() => k.answeredAt !== before);
    turnEnd = k.answeredAt;
  }
  const entries = () => document.querySelectorAll("#history button[data-goto]:not(.start)").length;
  const mine = entries();
  await wait(() => k.repliedAt > 0 || (html.getAttribute("data-engine") === "ready" && entries() > mine));
  const shown = k.repliedAt || performance.now(); // (no reply in the book: the engine's)
  return { turn_end: turnEnd, reply: shown, after_turn: shown - turnEnd, from_book: !!k.repliedAt,
           engine_up_then: html.getAttribute("data-engine") === "ready" };
}"""


def first_reply(browser: Any, port: int, game: str, profile: str = "Fast 4G") -> dict[str, Any]:
    """A cold visit of ``game`` against the easy computer: the computer's answer to the
    person's first turn (REPLY)."""
    ctx = new_context(browser, Guard())
    page = ctx.new_page()
    throttle = PROFILES[profile]
    if throttle:
        cdp = ctx.new_cdp_session(page)
        cdp.send("Network.enable")
        latency, down, up = throttle
        cdp.send(
            "Network.emulateNetworkConditions",
            {"offline": False, "latency": latency, "downloadThroughput": down, "uploadThroughput": up},
        )
    others = ",".join(["easy"] * (page_seats(game) - 1))
    page.goto(f"http://127.0.0.1:{port}/play.html?game={game}&seats=human,{others}", wait_until="commit")
    out: dict[str, Any] = page.evaluate(REPLY)
    ctx.close()
    return out


def page_seats(game: str) -> int:
    from pyengine.catalogue import get_game

    return len(get_game(game).seat_names())


def _median_row(row: dict[str, list[Any]]) -> dict[str, Any]:
    return {
        name: (
            statistics.median(vals)
            if isinstance(vals[0], int | float) and not isinstance(vals[0], bool)
            else vals[0]
        )
        for name, vals in row.items()
    }


def measure_first_visits(
    games: tuple[str, ...] = ("cross", "chivalry"),
    rounds: int = 3,
    every: tuple[str, ...] = (),
    profiles: tuple[str, ...] = tuple(PROFILES),
    hosts: tuple[str, ...] = ("gzip", "plain"),
) -> dict[str, Any]:
    """Cold visits of ``games`` per profile, round by round (the pages interleaved), from a host
    that gzips and from one that does not; localhost warm reloads; medians (and min/median/max),
    the files on the critical path of a Fast 4G visit and the timelines of the throttled ones.
    Then one cold Fast 4G visit (gzip host) of each of ``every``; then what whole first visits
    download (measure_one_download)."""
    from playwright.sync_api import sync_playwright

    rows: dict[str, dict[str, list[Any]]] = {}
    files: dict[str, list[Any]] = {}
    timelines: dict[str, dict[str, Any]] = {}
    each: dict[str, dict[str, Any]] = {}
    replies: dict[str, list[dict[str, Any]]] = {}
    with sync_playwright() as p:
        browser = launch(p, shared_worker=False)  # (CDP's throttling of the page reaches its own worker)
        for compress in [host == "gzip" for host in hosts]:
            with serve(DIST, compress=compress) as port:
                for _ in range(rounds):
                    for game in games:
                        for profile in profiles:
                            key = f"{game}|{profile}|{'gzip' if compress else 'plain'}"
                            v = visit(browser, port, game, profile)
                            ctx = v.pop("context")
                            files[key] = v.pop("files_engine")
                            timeline = v.pop("timeline")
                            if PROFILES[profile]:  # the last round's
                                timelines[key] = {
                                    "requests": timeline,
                                    **{name: v[name] for name in MARKS},
                                    "engine": v["engine"],
                                }
                            row = rows.setdefault(key, {})
                            for name, value in v.items():
                                row.setdefault(name, []).append(value)
                            if profile == "localhost":
                                # Warm: a new game (the cold visit's move forgotten), then a reload
                                # of the game in progress (only the engine can answer there).
                                for label in ("warm", "reload"):
                                    w = visit(
                                        browser, port, game, profile, warm_context=ctx, forget=label == "warm"
                                    )
                                    for name in ("answer", "engine", "click_ms"):
                                        row.setdefault(f"{label}_{name}", []).append(w[name])
                            ctx.close()
                if compress:
                    for game in games:  # the computer's first answer (Fast 4G, the book's easy reply)
                        for _ in range(rounds):
                            replies.setdefault(game, []).append(first_reply(browser, port, game))
                    for game in every:
                        v = visit(browser, port, game, "Fast 4G")
                        v.pop("context").close()
                        v.pop("files_engine")
                        v.pop("timeline")
                        each[game] = v
        one = measure_one_download(browser, games[0])
        browser.close()
    return {
        "visits": {key: _median_row(row) for key, row in rows.items()},
        "files": {key: f for key, f in files.items() if "Fast 4G" in key},
        "every": each,
        "rounds": rounds,
        "precache": precache_bytes(),
        "spread": {key: _spread(row) for key, row in rows.items()},
        "timelines": timelines,
        "one_download": one,
        "replies": {
            game: {
                "after_turn": [
                    min(r["after_turn"] for r in rs),
                    statistics.median(r["after_turn"] for r in rs),
                    max(r["after_turn"] for r in rs),
                ],
                "from_book": sum(r["from_book"] for r in rs),
                "engine_up_then": sum(r["engine_up_then"] for r in rs),
                "rounds": len(rs),
            }
            for game, rs in replies.items()
        },
    }


#: The start's moments a timeline marks (visit()), ms after navigation.
MARKS = (
    "glue_requested",
    "interpreter_in",
    "parts_in",
    "pyodide_up",
    "parts_unpacked",
    "engine_imported",
    "last_byte",
)
#: The times given as min/median/max (``spread``).
SPREAD = ("answer", "engine", "bytes_engine", *MARKS, "after_last_byte")


def _spread(row: dict[str, list[Any]]) -> dict[str, list[float]]:
    return {
        name: [min(row[name]), statistics.median(row[name]), max(row[name])] for name in SPREAD if name in row
    }


#: Every request that leaves 127.0.0.1 goes to a proxy that is not there (Chromium sends none
#: for loopback through a proxy): the one-download visits need no Playwright route, which would
#: turn the HTTP cache off.
NOWHERE = "--proxy-server=http://127.0.0.1:9"


@contextmanager
def _counting_server(compress: bool, validators: bool) -> Iterator[tuple[int, list[tuple[str, int]]]]:
    from tools.serve import make_server

    sent: list[tuple[str, int]] = []
    server = make_server(DIST, compress=compress, validators=validators, sent=sent)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server.server_address[1], sent
    finally:
        server.shutdown()
        server.server_close()


def measure_one_download(browser: Any, game: str = "cross") -> dict[str, Any]:
    """A whole first visit of ``game`` (localhost, a cold context with the HTTP cache a person's
    browser has), until the service worker's precache is complete: the bytes the server sent
    (status lines, headers, bodies) and the files it sent more than once, from a host that gzips
    and one that does not, each with and without ETag/Last-Modified; and the precache's size."""
    args = LAUNCH_ARGS + NO_SHARED_WORKER + [NOWHERE]
    own = browser.browser_type.launch(executable_path=CHROMIUM, args=args)
    out: dict[str, Any] = {"precache": precache_bytes()}
    try:
        for compress in (True, False):
            for validators in (True, False):
                with _counting_server(compress, validators) as (port, sent):
                    context = own.new_context()
                    outside: list[str] = []
                    context.on("request", functools.partial(_outside, outside))
                    page = context.new_page()
                    page.goto(f"http://127.0.0.1:{port}/play.html?game={game}")
                    page.wait_for_selector("html[data-engine=ready]", timeout=300_000)
                    page.evaluate(PRECACHED)
                    context.close()
                times: dict[str, int] = {}
                for path, _ in sent:
                    times[path.split("?", 1)[0]] = times.get(path.split("?", 1)[0], 0) + 1
                key = f"{'gzip' if compress else 'plain'}|{'validators' if validators else 'none'}"
                out[key] = {
                    "bytes": sum(n for _, n in sent),
                    "requests": len(sent),
                    "again": sorted(path for path, n in times.items() if n > 1),
                    "outside": len(outside),
                }
    finally:
        own.close()
    return out


def _outside(outside: list[str], request: Any) -> None:
    if not request.url.startswith(("data:", "blob:")) and urlparse(request.url).hostname not in LOOPBACK:
        outside.append(request.url)


#: Resolves once the service worker is active, that is once its install has filled the precache
#: (web/sw.js).
PRECACHED = """async () => {
  await navigator.serviceWorker.ready;
  const name = (await caches.keys()).find((key) => /^kabinett-[0-9a-f]{16}$/.test(key));
  return (await (await caches.open(name)).keys()).length;
}"""


def measure_languages_first_visits(
    games: tuple[str, ...] = ("cross", "chivalry"), rounds: int = 3
) -> dict[str, Any]:
    """Cold Fast 4G visits (gzip host) of ``games`` in English and in German (``lang=de``),
    interleaved round by round: what the German page's catalogues cost a first visit."""
    from playwright.sync_api import sync_playwright

    rows: dict[str, dict[str, list[Any]]] = {}
    with sync_playwright() as p:
        browser = launch(p, shared_worker=False)  # (CDP's throttling of the page reaches its own worker)
        with serve(DIST, compress=True) as port:
            for _ in range(rounds):
                for game in games:
                    for lang in ("en", "de"):
                        v = visit(browser, port, game, "Fast 4G", lang=lang)
                        v.pop("context").close()
                        v.pop("files_engine")
                        v.pop("timeline")
                        row = rows.setdefault(f"{game}|{lang}", {})
                        for name, value in v.items():
                            row.setdefault(name, []).append(value)
        browser.close()
    return {"visits": {key: _median_row(row) for key, row in rows.items()}, "rounds": rounds}


def precache_bytes() -> dict[str, int]:
    """What the service worker downloads on a first visit (its precache list): the bytes as sent
    by a plain host and by one that gzips text and wasm."""
    import gzip

    sw = (DIST / "sw.js").read_text()
    names = list(json.loads(sw.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0]))
    plain = zipped = 0
    for name in names:
        path = DIST / ("index.html" if name == "./" else name)
        data = path.read_bytes()
        plain += len(data)
        zipped += len(gzip.compress(data, 6)) if path.name.endswith(COMPRESSED) else len(data)
    return {"files": len(names), "plain": plain, "gzip": zipped}


def summary(data: dict[str, Any]) -> str:
    """The run as text: min/median/max per page, host and profile; the timelines; one download."""
    lines = []
    for key, spread in data["spread"].items():
        lines.append(key)
        for name, (lo, mid, hi) in spread.items():
            lines.append(f"  {name:16} {lo:10.0f} {mid:10.0f} {hi:10.0f}")
    for key, t in data["timelines"].items():
        marks = ", ".join(f"{name} {t[name]:.0f}" for name in MARKS)
        lines.append(f"{key} (last round): {marks}, engine up {t['engine']:.0f}")
        for url, start, end, n in t["requests"]:
            lines.append(f"  {start:6} -> {end:6} {n:9,} {url}")
    lines.append(json.dumps(data["one_download"], default=str))
    return "\n".join(lines)


if __name__ == "__main__":
    options = {}
    for arg in sys.argv[1:]:
        if arg.startswith("--"):
            name, _, value = arg[2:].partition("=")
            options[name] = value
    games = tuple(a for a in sys.argv[1:] if not a.startswith("--")) or ("cross",)
    data = measure_first_visits(
        games,
        rounds=int(options.get("rounds", "1")),
        profiles=tuple(options["profiles"].split(",")) if "profiles" in options else tuple(PROFILES),
        hosts=tuple(options["hosts"].split(",")) if "hosts" in options else ("gzip", "plain"),
    )
    print(summary(data) if "summary" in options else json.dumps(data, indent=1, default=str))
