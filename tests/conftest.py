"""Shared fixtures: the project root on sys.path (for ``build.make_server``), and the browser
tests' site, Chromium and guarded contexts (one server and one browser for the whole run)."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(scope="session")
def site():
    from browser import DIST, serve

    if not (DIST / "play.html").exists():
        pytest.fail(f"{DIST} is not built: run python3 build.py test")
    with serve(DIST) as port:
        yield port


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    from browser import launch

    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


@pytest.fixture
def guarded(browser):
    """A fresh context with the network guard and console watch; checked after the test."""
    from browser import Console, Guard, new_context

    guard, console = Guard(), Console()
    contexts = []

    def make(**kw):
        context = new_context(browser, guard, **kw)
        context.on("page", console.attach)
        contexts.append(context)
        return context

    yield make, guard, console
    for c in contexts:
        c.close()
    assert guard.outside == [], f"requests left 127.0.0.1: {guard.outside}"
    assert console.errors == [], console.errors
