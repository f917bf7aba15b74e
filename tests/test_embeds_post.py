"""Issue 56, item 1: a blog post with Kabinett embeds costs its reader nothing until read.

The post is served from a second local origin, its embeds are cross-origin iframes with
``loading="lazy"`` (the README's snippet), one far below the fold. Two posts: one on another port
of 127.0.0.1 (another origin, the same site: its frames may keep storage, and so share one
engine, a SharedWorker), one on ``localhost`` (another site, as most blogs are: a browser that
blocks a third party's storage, as Playwright's Chromium contexts do, denies the frames a
SharedWorker too, and each embed touched starts its own engine, only then). The site's server
counts what it sends (requests and bytes, whoever asks: the page, a frame, a worker) and holds the
interpreter's files back until the test lets them go, so that "the board answers before the engine
is up" is not a race.
"""

from __future__ import annotations

import functools
import json
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from browser import DIST, history, serve, wait_ready

from pyengine.app.bridge import Bridge
from tools.serve import make_server

#: Bytes the three embeds of a post may cost before the reader touches one (issue 56's bar).
BEFORE_ANY_TOUCH = 300_000


pytestmark = pytest.mark.browser


@contextmanager
def counted_site(gate: threading.Event) -> Iterator[tuple[int, list[tuple[str, int]]]]:
    """dist/ on 127.0.0.1, gzip as a static host sends it, every response's path and bytes
    recorded; the interpreter's files (pyodide/) wait for ``gate``."""
    sent: list[tuple[str, int]] = []
    server = make_server(DIST, compress=True, sent=sent)
    handler = server.RequestHandlerClass

    class Held(handler.func):  # type: ignore[name-defined,misc]
        def do_GET(self) -> None:
            if self.path.startswith("/pyodide/"):
                gate.wait(120)
            super().do_GET()

    server.RequestHandlerClass = functools.partial(Held, *handler.args, **handler.keywords)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], sent
    finally:
        gate.set()
        server.shutdown()
        server.server_close()


def _builder(game: str, kind: str, actions: int, **fields: object) -> str:
    """The embed builder's address (pyengine/app/embedding.py) after ``actions`` random actions."""
    bridge = Bridge()

    def send(cmd: str, **fields: object) -> dict:
        return dict(json.loads(bridge.handle(json.dumps({"cmd": cmd, **fields}))))

    send("init", query=f"game={game}&seats=random,random")
    for _ in range(actions):
        send("ai")
    return str(send("embed", kind=kind, caption="The knights gather.", **fields)["query"])


#: The post's three embeds: a game to play, a diagram, and a replay far below the fold.
QUERIES = {
    "one": lambda: "game=cross&embed=1",
    "two": lambda: _builder("chivalry", "diagram", 12),
    "three": lambda: _builder("plexus", "replay", 30, at=0),
}


def _post(folder: Path, port: int) -> dict[str, str]:
    queries = {name: make() for name, make in QUERIES.items()}

    def frame(name: str) -> str:
        return (
            f'<iframe id="{name}" src="http://127.0.0.1:{port}/play.html?{queries[name]}" title="Kabinett" '
            'width="720" height="560" style="border:0;max-width:100%" loading="lazy"></iframe>'
        )

    (folder / "post.html").write_text(
        "<!doctype html><meta charset=utf-8><title>A blog post</title><h1>Three games</h1>"
        + frame("one")
        + frame("two")
        + '<div style="height:6000px">A long post.</div>'
        + frame("three")
    )
    return queries


def _requests(sent: list[tuple[str, int]], path: str) -> int:
    return sum(1 for p, _ in sent if p.split("?", 1)[0] == path)


def _fetched(sent: list[tuple[str, int]], path: str, least: int, seconds: float = 30.0) -> int:
    """The requests for ``path`` once the server has seen ``least`` of them (or the time is up): a
    request the page has made reaches the server a moment later (a worker's script is fetched
    after ``new Worker`` returns: asserted at once, the count was 0 in one clean-clone run)."""
    end = time.monotonic() + seconds
    while _requests(sent, path) < least and time.monotonic() < end:
        time.sleep(0.05)
    return _requests(sent, path)


def _shown(frame) -> None:
    """The embed shows its board (from its book) and says whose turn it is."""
    frame.wait_for_function(
        "window.kabinett && window.kabinett.book && document.querySelector('#board svg') !== null"
        " && document.readyState === 'complete'"
    )


@pytest.mark.parametrize("site_of_post", ["same-site", "cross-site"])
def test_a_post_with_three_embeds_starts_an_engine_only_when_a_board_is_touched(guarded, site_of_post):
    make, _, _ = guarded
    shared = site_of_post == "same-site"
    gate = threading.Event()
    with counted_site(gate) as (port, sent), tempfile.TemporaryDirectory() as tmp:
        queries = _post(Path(tmp), port)
        with serve(Path(tmp)) as post_port:
            page = make(viewport={"width": 1000, "height": 1400}).new_page()
            page.goto(f"http://{'127.0.0.1' if shared else 'localhost'}:{post_port}/post.html")
            one = page.frame_locator("#one")
            one.locator("#board svg").wait_for()
            two = page.frame_locator("#two")
            two.locator("#board svg").wait_for()
            first = next(f for f in page.frames if queries["one"] in f.url)
            diagram = next(f for f in page.frames if queries["two"] in f.url)
            _shown(first)
            diagram.wait_for_function("window.kabinett.pictureAt > 0")  # (its picture needs no book)
            assert "The knights gather." in diagram.inner_text("body")
            # Before any touch: both boards shown, no engine, the embed below the fold not fetched.
            assert _requests(sent, "/worker.js") == 0 and not any(p.startswith("/pyodide/") for p, _ in sent)
            assert _fetched(sent, "/play.html", 2) == 2, sorted({p for p, _ in sent})
            before = sum(n for _, n in sent)
            assert before <= BEFORE_ANY_TOUCH, (before, sorted(sent, key=lambda x: -x[1])[:8])
            assert first.get_attribute("html", "data-engine") == "waiting"
            for f in (first, diagram):
                assert f.evaluate("window.kabinett.worker") is None
            diagram.click("#board svg")  # a diagram never starts an engine
            assert diagram.evaluate("window.kabinett.worker") is None

            # The reader clicks a cell of the first: answered at once (the book), one engine starts.
            first.click('#board [data-target="i6"]')
            first.wait_for_function("document.querySelectorAll('#history li').length > 1")
            assert history(first) == ["1. i6"]
            first.wait_for_function("window.kabinett.worker !== undefined && window.kabinett.worker !== null")
            assert first.get_attribute("html", "data-engine") == "loading"  # (the interpreter is held back)
            assert first.evaluate("window.kabinett.sharedEngine") is shared
            assert _fetched(sent, "/worker.js", 1) == 1
            gate.set()
            wait_ready(first)
            assert history(first) == ["1. i6"]

            # The replay below the fold comes when the reader scrolls to it: its picture at once,
            # no engine until touched; then the post's engine (already up) serves it too.
            page.locator("#three").scroll_into_view_if_needed()
            page.frame_locator("#three").locator("#board svg").wait_for()
            assert _fetched(sent, "/play.html", 3) == 3
            replay = next(f for f in page.frames if queries["three"] in f.url)
            replay.wait_for_function("window.kabinett.pictureAt > 0")
            assert replay.get_attribute("html", "data-engine") == "waiting"
            replay.click('[data-replay="next"]')
            assert replay.evaluate("window.kabinett.sharedEngine") is shared
            wait_ready(replay)
            replay.wait_for_function("document.getElementById('replay-slider').value === '1'")
            engines = 1 if shared else 2  # one for the post; else one for each embed touched
            assert _fetched(sent, "/worker.js", engines) == engines
            assert _fetched(sent, "/pyodide/pyodide.asm.wasm.xz", engines) == engines

            # Each frame's game is its own, and closing one embed leaves the other's engine going.
            # The reader scrolls back up to the first: it is painted again before the click (a
            # cross-site frame is not rendered while off the screen; a click at once can miss it).
            page.locator("#one").scroll_into_view_if_needed()
            first.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
            first.click('#board [data-target="k4"]')
            first.wait_for_function("document.querySelector('#history').textContent.includes('k4')")
            page.evaluate("document.getElementById('one').remove()")
            before = replay.evaluate("window.kabinett.lastPaint")
            replay.click('[data-replay="next"]')
            replay.wait_for_function(f"window.kabinett.lastPaint !== {before!r}")
            replay.wait_for_function("document.getElementById('replay-slider').value === '2'")
            assert "k4" not in replay.inner_text("#history")
