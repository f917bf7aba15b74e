"""Shared fixtures: the project root and bench/ on sys.path (for ``tools.serve`` and the
benchmarks' helpers that tests/test_ai.py and tests/test_protocol.py check), and the browser
tests' site, Chromium and guarded contexts (one server and one browser for the whole run)."""

import gc
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "bench"):  # tools.serve; the benchmarks' helpers some tests check
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "one_core: a timing test that needs one core alone (a search, in CPython or in a page's worker, "
        "judged by what it finds or how long it takes): build.py test runs these two at a time, one per core",
    )


def pytest_collection_finish(session):
    """What collection left (every test module, its data, the engine's modules) is frozen out
    of the garbage collector: a full collection set off by a search's growing tree walked it all,
    some 60 ms in a CI run, inside a search's deadline; the page's worker holds the engine alone."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def _english_after():
    """Each test starts in English: a bridge opened in another language (``lang=de``) sets the
    engine's words for its process, which would carry over to the next test the worker runs."""
    yield
    from pyengine import i18n

    i18n.set_language("en")


@pytest.fixture(scope="session")
def site():
    from browser import DIST, serve

    if not (DIST / "play.html").exists():
        pytest.fail(f"{DIST} is not built: run python3 build.py test")
    with serve(DIST) as port:
        yield port


@pytest.fixture(scope="session")
def _chromiums():
    """Chromium launched when first asked for, in one of two builds of flags (browser.launch):
    as shipped, or ``fast`` (browser.FAST_ARGS); each at most once per process."""
    from playwright.sync_api import sync_playwright

    from browser import launch

    launched: dict = {}
    with sync_playwright() as p:

        def get(fast: bool):
            if fast not in launched:
                launched[fast] = launch(p, fast=fast)
            return launched[fast]

        yield get
        for b in launched.values():
            b.close()


@pytest.fixture
def browser(request, _chromiums):
    """Chromium as shipped for the tests marked ``timing`` (they bound the page's times, as a
    person's browser runs it); for every other test with browser.FAST_ARGS, which changes how
    fast the page runs, not what it does."""
    return _chromiums(request.node.get_closest_marker("timing") is None)


@pytest.fixture(scope="session")
def _returning_contexts():
    """The contexts of ``make(warm=True)`` (see ``guarded``): one per browser and set of
    context options, kept for the whole run; ``[context, guard of the test using it]``."""
    held: dict = {}
    yield held
    for context, _ in held.values():
        context.close()


@pytest.fixture
def guarded(browser, site, _returning_contexts):
    """``(make, guard, console)``: ``make(**options)`` is a fresh context (a first visit) with the
    network guard and the console watch, checked after the test; every request outside
    127.0.0.1 is aborted and counted in ``guard.outside``.

    ``make(warm=True, **options)`` is a returning visitor's browser instead: one context per
    worker process (and set of options; ``warm="bob"``: another person's) shared by the tests that
    ask for it, whose service worker
    has precached the site and whose engine worker keeps the files it inflated, so that a page
    comes up without the first visit's downloads and inflation (an engine start costs about 40%
    of a first visit's CPU time). Nothing else carries over from test to test: each test gets it
    with no page open and the site's storage cleared (local storage, IndexedDB, cookies), its
    guard and console watch are the test's, and it is put back online. For a test that is not
    about the first visit, the service worker's install or offline play, and whose pages in it
    are one person's (a second person, a second device: another ``make()`` or ``warm="bob"``)."""
    from browser import SERVERS, Console, Guard, new_context

    guard, console = Guard(site), Console()
    contexts, warmed = [], []

    def make(warm: bool | str = False, **kw):
        if not warm:
            context = new_context(browser, guard, **kw)
            context.on("page", console.attach)
            contexts.append(context)
            return context
        key = (id(browser), warm, repr(sorted(kw.items())))
        if key not in _returning_contexts:
            held: list = [None, guard]
            context = browser.new_context(**kw)
            context.route("**/*", lambda route: held[1].route(route))  # the guard of the test now
            held[0] = context
            _returning_contexts[key] = held
        held = _returning_contexts[key]
        context = held[0]
        if key not in warmed:  # this test's first use: its own guard and console, no storage
            warmed.append(key)
            held[1] = guard
            _forget(context, f"http://127.0.0.1:{site}")
            context.on("page", console.attach)
        return context

    yield make, guard, console
    SERVERS[site].holds.clear()  # (a test's held requests go before its pages close)
    console.close()
    for c in contexts:
        c.close()
    for key in warmed:
        context = _returning_contexts[key][0]
        for page in list(context.pages):
            page.close()
        context.remove_listener("page", console.attach)
        context.set_offline(False)
    assert guard.outside == [], f"requests left 127.0.0.1: {guard.outside}"
    assert console.errors == [], console.errors


def _forget(context, origin: str) -> None:
    """Clear what a page of ``origin`` stored in ``context``, but the Cache Storage (the service
    worker's precache, the engine worker's inflated files) and the service worker itself."""
    page = context.new_page()
    try:
        cdp = context.new_cdp_session(page)
        cdp.send(
            "Storage.clearDataForOrigin",
            {"origin": origin, "storageTypes": "cookies,local_storage,indexeddb,file_systems,websql"},
        )
        cdp.detach()
    finally:
        page.close()
