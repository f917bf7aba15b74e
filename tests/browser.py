"""Helpers for driving the built site in Debian's Chromium with Playwright (tests and benchmarks)."""

from __future__ import annotations

import os
import threading
from contextlib import contextmanager
from pathlib import Path
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlparse

from tools.serve import make_server

DIST = Path(os.environ.get("KABINETT_DIST", Path(__file__).resolve().parent.parent / "dist"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]
#: Added for the tests that do not time the page (conftest.py's ``browser``): V8 compiles the
#: interpreter's WebAssembly with its baseline compiler only (Liftoff), without tiering hot
#: functions up in background threads. The page does the same, a little slower per click; an engine
#: start costs 2.7 CPU-s instead of 3.7 (1.1 instead of 2.2 in a returning visitor's context),
#: and a browser test's Chromium no longer takes both cores. The timed tests and the benchmarks
#: run Chromium as shipped.
FAST_ARGS = ["--js-flags=--liftoff-only"]
LOOPBACK = {"127.0.0.1", "localhost"}


@contextmanager
def serve(root: Path, compress: bool = False) -> Iterator[int]:
    """Serve ``root`` on 127.0.0.1 (a free port) for the duration of the block; ``compress``: gzip
    as a static host does. The server is ``SERVERS[port]`` meanwhile (:func:`hold`); the browser
    asks it again for every file (``revalidate``: the HTTP cache would keep a SharedWorker's
    requests from a hold, as the routes that disable it do not see them)."""
    server = make_server(root, "127.0.0.1", 0, compress=compress, revalidate=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port = server.server_address[1]
    SERVERS[port] = server
    try:
        yield port
    finally:
        server.holds.clear()
        SERVERS.pop(port, None)
        server.shutdown()
        server.server_close()


#: The servers of :func:`serve` by port.
SERVERS: dict[int, Any] = {}


def hold(port: int, pattern: str) -> list:
    """Hold back every request the site on ``port`` gets for ``pattern`` (a glob "**/a/b": the
    paths ending in /a/b): each waits in the list returned until the test answers it, as it
    would a route (``continue_()``, ``fulfill(status=, body=, content_type=)``), or until
    :func:`let_go`. The server holds them: the page's engine is a SharedWorker, whose requests
    the browser's routes do not see (microsoft/playwright#36690)."""
    return SERVERS[port].holds.hold(pattern.removeprefix("**"))


def answer(port: int, pattern: str, status: int = 404, body: bytes = b"gone") -> None:
    """Answer every request the site on ``port`` gets for ``pattern`` (as :func:`hold`) so, at once."""
    SERVERS[port].holds.answer(pattern.removeprefix("**"), status, body)


def let_go(port: int, pattern: str) -> None:
    """``pattern``'s requests are served again, those waiting too."""
    SERVERS[port].holds.release(pattern.removeprefix("**"))


def reopen(page, timeout: float = 20.0):
    """``page``'s address in a new page of its context once the engine it used has stopped (the
    last page of a SharedWorker closed ends it): a person's visit after closing the site, whose
    engine starts afresh. (A reload started a new engine in each of 4 tries here; waiting for the
    old one to end leaves no race with a browser that keeps it a moment longer.) Returns the new
    page."""
    import time

    context, url = page.context, page.url
    cdp = context.new_cdp_session(page)
    mine = cdp.send("Target.getTargetInfo")["targetInfo"]["browserContextId"]
    cdp.detach()
    page.close()
    session = context.browser.new_browser_cdp_session()
    try:
        until = time.monotonic() + timeout
        while any(
            t["type"] == "shared_worker" and t.get("browserContextId") == mine
            for t in session.send("Target.getTargets")["targetInfos"]
        ):
            assert time.monotonic() < until, "the engine outlived its last page"
            time.sleep(0.05)
    finally:
        session.detach()
    page = context.new_page()
    page.goto(url)
    return page


def asked(port: int, since: int = 0) -> list[str]:
    """The URLs the site on ``port`` was asked for, in order, from the ``since``-th on (a
    SharedWorker's requests too, which the browser's request events miss)."""
    return [f"http://127.0.0.1:{port}{path}" for path in SERVERS[port].asked[since:]]


class Guard:
    """Aborts and counts every request of a context that leaves the loopback host. The site's
    server (``site``) says what the test's pages and their engine asked of it (:meth:`served`):
    the browser's routes do not see a SharedWorker's requests."""

    def __init__(self, site: int | None = None) -> None:
        self.outside: list[str] = []
        self.requests: list[str] = []
        self.site = site
        self.since = len(SERVERS[site].asked) if site in SERVERS else 0

    def served(self) -> list[str]:
        """The URLs the site was asked for since the test began, in order."""
        assert self.site is not None
        return asked(self.site, self.since)

    def route(self, route) -> None:
        url = route.request.url
        host = urlparse(url).hostname or ""
        if url.startswith(("data:", "blob:")) or host in LOOPBACK:
            self.requests.append(url)
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()


class Console:
    """Collects console errors and uncaught page errors until ``close()``: what a page says while
    the test closes it (a worker's import cut off mid-flight) is the closing's, not the page's."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.closed = False

    def _add(self, error: str) -> None:
        if not self.closed:
            self.errors.append(error)

    def attach(self, page) -> None:
        page.on("console", lambda m: self._add(f"console.{m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: self._add(f"pageerror: {e}"))

    def close(self) -> None:
        self.closed = True


#: For the benchmarks that throttle a page's network by CDP, which does not reach a SharedWorker
#: (a target of its own): without SharedWorker the engine is the page's own worker, as in a browser
#: that has none (web/engine.js), with the same files and the same start.
NO_SHARED_WORKER = ["--disable-blink-features=SharedWorker"]


def launch(playwright, fast: bool = False, shared_worker: bool = True):
    """Debian's Chromium, as shipped or (``fast``) with FAST_ARGS; ``shared_worker=False``: with
    NO_SHARED_WORKER."""
    return playwright.chromium.launch(
        executable_path=CHROMIUM,
        args=LAUNCH_ARGS + (FAST_ARGS if fast else []) + ([] if shared_worker else NO_SHARED_WORKER),
    )


def new_context(browser, guard: Guard, **kw):
    context = browser.new_context(**kw)
    context.route("**/*", guard.route)
    return context


#: The engine is live: its first view is painted (``data-engine=ready``: clicks go to the engine, no
#: longer to boot.js's first-turn book) and the worker has run its warm-up (web/worker.js
#: ``warm``), so that it answers the next command at once; or the page has no game to open.
LIVE = """() => { const r = document.documentElement, k = window.kabinett;
    return r.dataset.engine === 'ready' && (r.hasAttribute('data-missing') || (k && k.warmedAt > 0)); }"""


def wait_ready(frame, timeout: float = 90_000) -> None:
    """Until the engine is live (LIVE), however long it takes to start: the one wait for the
    engine. A test clicks, and asserts what the engine does, only after it (or holds the engine
    back with a route handler, tests/test_first_visit.py), never after a fixed time."""
    frame.wait_for_function(LIVE, timeout=timeout)


def touch(frame) -> None:
    """A reader's first touch of an embed, which starts no engine before it (issue 56): a press
    on its status line, which plays nothing."""
    frame.click("#status")


def click_target(frame, target: str, timeout: float = 20_000) -> None:
    """Click a board target or button and wait until the page has painted the answer."""
    before = frame.evaluate("window.kabinett.lastPaint")
    frame.click(f'[data-target="{target}"]')
    frame.wait_for_function(f"window.kabinett.lastPaint !== {before!r}", timeout=timeout)


def click_control(frame, selector: str, timeout: float = 20_000) -> None:
    before = frame.evaluate("window.kabinett.lastPaint")
    frame.click(selector)
    frame.wait_for_function(f"window.kabinett.lastPaint !== {before!r}", timeout=timeout)


def open_record(frame, timeout: float = 20_000) -> str:
    """Open the record panel as a person does (views carry the record only while it is open) and
    wait until it shows the game's record; returns it."""
    if not frame.evaluate("document.getElementById('record-box').open"):
        frame.click("#record-box summary")
    frame.wait_for_selector("#record-box[data-loaded]", state="attached", timeout=timeout)
    return frame.input_value("#record")


# --- the play page ----------------------------------------------------------------------------


def open_play(context, port: int, query: str = "game=cross"):
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{port}/play.html?{query}")
    wait_ready(page)
    return page


def history(page) -> list[str]:
    """The move list's rows as a person reads them (without the start entry): the turn number
    as records number it, then the turns of that number (``"1. i6 k4"``)."""
    return page.eval_on_selector_all(
        "#history li",
        "els => els.slice(1).map(li => [li.querySelector('.num').textContent,"
        " ...Array.from(li.querySelectorAll('button'), b => b.textContent)].filter(t => t).join(' '))",
    )


def turns(page) -> list[str]:
    """The move list's entries (one a turn, or a draw offer, answer, resignation), in order."""
    return page.eval_on_selector_all(
        "#history button[data-goto]:not(.start)", "els => els.map(e => e.textContent)"
    )


def actions(page) -> int:
    """How many actions the move list holds (its turns are made of them)."""
    return int(page.get_attribute("#history", "data-actions") or 0)


def wait_history(page, n: int, timeout: float = 30_000) -> None:
    """Until the move list holds ``n`` actions."""
    page.wait_for_function(
        f"document.getElementById('history').getAttribute('data-actions') === '{n}'", timeout=timeout
    )


def targets_on_board(page) -> list[str]:
    return page.eval_on_selector_all(
        "#board .target[data-target]", "els => els.map(e => e.getAttribute('data-target'))"
    )


def resign(frame, timeout: float = 20_000) -> None:
    """Resign as a person does: the Resign button, then the question's own Resign; wait until
    the page has painted the answer."""
    frame.click("#resign")
    frame.wait_for_selector("#resign-ask[open]", timeout=timeout)
    click_control(frame, "#resign-yes", timeout)


def hold_the_parse(context, before: str) -> list:
    """Hold the reading of every play.html that ``context`` loads right before ``before`` (a
    piece of its text): a script served late is put there; the returned list receives its
    requests (``route.fulfill(body="", content_type="text/javascript")`` lets the page read on).
    A test sees the page as a slow device has it, read up to that point, without hoping it is."""
    import re

    held: list = []
    context.route("**/hold-the-parse.js", lambda route: held.append(route))

    def late(route):
        response = route.fetch()
        body = response.text().replace(before, '<script src="hold-the-parse.js"></script>' + before, 1)
        route.fulfill(response=response, body=body)

    context.route(re.compile(r"/play\.html\?"), late)
    return held


def says_loaded(message: str) -> bool:
    """Whether the page's message is what it says of a record it read whole (either language),
    or nothing: the computer's reply, if it was to move, clears it."""
    import re

    loaded = r"(Record loaded|Partieprotokoll geladen): \d+ (moves?|Zug|Züge)\."
    return re.fullmatch(f"({loaded})?", message) is not None
