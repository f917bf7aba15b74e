"""The first visit over a phone's network (step 16), for the benchmarks (bench/benchmarks.py).

Cold visits (a fresh browser context each) to the play page with the network throttled by CDP
(``Network.emulateNetworkConditions``, set on the page; it covers the engine worker's requests
too), served by build.py's server with and without the gzip a static host adds. Measured on the
page's clock from navigation: first contentful paint; the board answers a click (a click made as
soon as the page can take it, answered and painted); the engine up (its first view painted);
and the bytes on the wire before each (CDP's encoded lengths, headers included). Localhost cold
and warm starts are measured in the same run for comparison.
"""

from __future__ import annotations

import statistics
from typing import Any

from browser import DIST, Guard, launch, new_context, serve
from tools.serve import COMPRESSED_TYPES as COMPRESSED

PROFILES = {
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

    def __init__(self, context) -> None:
        self.requests: list = []
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
                    "end": end,
                    "bytes": sizes["responseBodySize"] + sizes["responseHeadersSize"],
                }
            )

    def before(self, ms: float) -> int:
        """Bytes of the requests finished by ``ms`` after navigation."""
        return sum(r["bytes"] for r in self.rows or [] if r["end"] <= ms)

    def files(self, ms: float) -> list[tuple[str, int]]:
        return sorted(
            ((r["url"], r["bytes"]) for r in self.rows or [] if r["end"] <= ms), key=lambda x: -x[1]
        )


def visit(
    browser, port: int, game: str, profile: str, warm_context=None, forget: bool = False, lang: str = ""
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
    if PROFILES[profile]:
        latency, down, up = PROFILES[profile]
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
    }
    page.close()
    if warm_context is None:
        out["context"] = ctx
    return out


def _median_row(row: dict[str, list]) -> dict[str, Any]:
    return {
        name: (
            statistics.median(vals)
            if isinstance(vals[0], int | float) and not isinstance(vals[0], bool)
            else vals[0]
        )
        for name, vals in row.items()
    }


def measure_first_visits(
    games: tuple[str, ...] = ("cross", "chivalry"), rounds: int = 3, every: tuple[str, ...] = ()
) -> dict[str, Any]:
    """Cold visits of ``games`` per profile, round by round (the pages interleaved), from a host
    that gzips and from one that does not; localhost warm reloads; medians, and the files on the
    critical path of a Fast 4G visit. Then one cold Fast 4G visit (gzip host) of each of ``every``."""
    from playwright.sync_api import sync_playwright

    rows: dict[str, dict[str, list]] = {}
    files: dict[str, list] = {}
    each: dict[str, dict[str, Any]] = {}
    with sync_playwright() as p:
        browser = launch(p)
        for compress in (True, False):
            with serve(DIST, compress=compress) as port:
                for _ in range(rounds):
                    for game in games:
                        for profile in PROFILES:
                            key = f"{game}|{profile}|{'gzip' if compress else 'plain'}"
                            v = visit(browser, port, game, profile)
                            ctx = v.pop("context")
                            files[key] = v.pop("files_engine")
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
                    for game in every:
                        v = visit(browser, port, game, "Fast 4G")
                        v.pop("context").close()
                        v.pop("files_engine")
                        each[game] = v
        browser.close()
    return {
        "visits": {key: _median_row(row) for key, row in rows.items()},
        "files": {key: f for key, f in files.items() if "Fast 4G" in key},
        "every": each,
        "rounds": rounds,
        "precache": precache_bytes(),
    }


def measure_languages_first_visits(
    games: tuple[str, ...] = ("cross", "chivalry"), rounds: int = 3
) -> dict[str, Any]:
    """Cold Fast 4G visits (gzip host) of ``games`` in English and in German (``lang=de``),
    interleaved round by round: what the German page's catalogues cost a first visit."""
    from playwright.sync_api import sync_playwright

    rows: dict[str, dict[str, list]] = {}
    with sync_playwright() as p:
        browser = launch(p)
        with serve(DIST, compress=True) as port:
            for _ in range(rounds):
                for game in games:
                    for lang in ("en", "de"):
                        v = visit(browser, port, game, "Fast 4G", lang=lang)
                        v.pop("context").close()
                        v.pop("files_engine")
                        row = rows.setdefault(f"{game}|{lang}", {})
                        for name, value in v.items():
                            row.setdefault(name, []).append(value)
        browser.close()
    return {"visits": {key: _median_row(row) for key, row in rows.items()}, "rounds": rounds}


def precache_bytes() -> dict[str, int]:
    """What the service worker downloads on a first visit (its precache list): the bytes as sent
    by a plain host and by one that gzips text and wasm."""
    import gzip
    import json

    sw = (DIST / "sw.js").read_text()
    names = json.loads(sw.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])
    plain = zipped = 0
    for name in names:
        path = DIST / ("index.html" if name == "./" else name)
        data = path.read_bytes()
        plain += len(data)
        zipped += len(gzip.compress(data, 6)) if path.name.endswith(COMPRESSED) else len(data)
    return {"files": len(names), "plain": plain, "gzip": zipped}


if __name__ == "__main__":
    import json
    import sys

    games = tuple(sys.argv[1:]) or ("cross",)
    print(json.dumps(measure_first_visits(games, rounds=1), indent=1, default=str))
