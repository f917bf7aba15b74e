"""A first visit downloads each file once (issue 50 item 4): the service worker's precache takes
what the page and its engine worker already fetched (web/sw.js, web/worker.js) instead of
downloading it again, also from a host that sends neither ETag nor Last-Modified (where a
revalidation is a download).

These tests count on the server (tools/serve.py ``sent``) what goes over the wire. They run in a
Chromium of their own: the other tests' guard is a Playwright route, and any route turns the HTTP
cache off, which a person's browser has; here every request that leaves 127.0.0.1 goes to a
proxy that is not there (Chromium never sends loopback requests through a proxy), and is counted.
"""

from __future__ import annotations

import json
import threading
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from bench_network import precache_bytes
from browser import CHROMIUM, DIST, FAST_ARGS, LAUNCH_ARGS, LOOPBACK, Console, wait_ready
from tools.serve import make_server

#: Nothing listens there: a request through it fails.
NOWHERE = "--proxy-server=http://127.0.0.1:9"

#: Once the service worker is active its install is over, and that is when its precache is full
#: (web/sw.js); the precache's entries.
PRECACHED = """async () => {
  await navigator.serviceWorker.ready;
  const name = (await caches.keys()).find((key) => /^kabinett-[0-9a-f]{16}$/.test(key));
  return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
}"""


@pytest.fixture
def own_browser(browser: Any) -> Iterator[Any]:
    own = browser.browser_type.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS + FAST_ARGS + [NOWHERE])
    yield own
    own.close()


def _precache_list() -> list[str]:
    sw = (DIST / "sw.js").read_text()
    return list(json.loads(sw.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0]))


@pytest.mark.parametrize("compress", [True, False], ids=["gzip", "plain"])
def test_a_first_visit_downloads_each_file_once_from_a_host_without_validators(
    own_browser: Any, compress: bool
) -> None:
    sent: list[tuple[str, int]] = []
    server = make_server(DIST, compress=compress, validators=False, sent=sent)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port = server.server_address[1]
    outside: list[str] = []
    console = Console()
    try:
        context = own_browser.new_context()
        context.on("request", lambda r: None if _loopback(r.url) else outside.append(r.url))
        context.on("page", console.attach)
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{port}/play.html?game=cross")
        wait_ready(page)
        cached = page.evaluate(PRECACHED)
        context.close()
    finally:
        server.shutdown()
        server.server_close()

    names = _precache_list()
    assert sorted(cached) == sorted("/" + ("" if n == "./" else n) for n in names)
    times = Counter(path.split("?", 1)[0] for path, _ in sent)
    again = {path: n for path, n in times.items() if n > 1}
    assert again == {}, f"downloaded more than once: {again}"
    total = sum(n for _, n in sent)
    size = precache_bytes()["gzip" if compress else "plain"]
    assert total <= size * 1.05, f"{total:,} bytes on the wire, the precache is {size:,}"
    assert outside == [], f"requests left 127.0.0.1: {outside}"
    assert console.errors == [], console.errors


def _loopback(url: str) -> bool:
    from urllib.parse import urlparse

    return url.startswith(("data:", "blob:")) or (urlparse(url).hostname or "") in LOOPBACK
