"""A returning visitor's engine starts from a memory snapshot of the interpreter the first visit
started (web/worker.js ``interpreter``), kept in the worker's cache of inflated files: chance is
drawn afresh on every start, and a snapshot that does not load is dropped for the ordinary start."""

from __future__ import annotations

import pytest

from browser import click_target, history, wait_ready

pytestmark = pytest.mark.browser

#: Until the first visit's snapshot is in the cache (it is written after the start, unawaited).
KEPT = """async () => {
    for (const name of await caches.keys()) {
        if (!name.startsWith('kabinett-inflated-')) continue;
        const key = new URL('pyodide/memory.snapshot', location.href).href;
        const hit = await (await caches.open(name)).match(key);
        if (hit) return (await hit.arrayBuffer()).byteLength;
    }
    return 0; }"""

#: Damages the kept snapshot: ``truncated`` (its first half) or ``garbled`` (every 7th byte).
DAMAGE = """async (how) => {
    for (const name of await caches.keys()) {
        if (!name.startsWith('kabinett-inflated-')) continue;
        const cache = await caches.open(name), key = new URL('pyodide/memory.snapshot', location.href).href;
        const kept = new Uint8Array(await (await cache.match(key)).arrayBuffer());
        const bytes = how === 'truncated' ? kept.slice(0, kept.length >> 1)
                                          : kept.map((b, i) => (i % 7 ? b : 255 - b));
        await cache.put(key, new Response(bytes));
        return bytes.length;
    }
    return 0; }"""


def _start(context, site: int, query: str = "game=cross"):
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{query}")
    wait_ready(page)
    return page, page.evaluate("window.kabinett.startTimes")


def _kept(page) -> int:
    page.wait_for_function(KEPT, timeout=30_000)
    return page.evaluate(KEPT)


def test_a_returning_visit_starts_from_the_kept_interpreter_and_draws_chance_afresh(guarded, site):
    make, _, console = guarded
    context = make()  # a first visit: the interpreter is started, then kept
    first, times = _start(context, site)
    assert times["snapshot"] == "made"
    assert _kept(first) == 31457280 + 128  # the heap and the snapshot's header
    first.close()
    draws = []
    for _ in range(3):
        page, times = _start(context, site, "game=einstein&seats=human,easy")
        assert times["snapshot"] == "restored"
        draws.append(times["draw"])
        page.close()
    assert len(set(draws)) == 3, draws  # not the first visit's frozen random state
    # The restored engine plays: the dice game's roll and a move (chance and the rules in it).
    page, _ = _start(context, site, "game=karls-rennen&seats=human,human")
    click_target(page, "roll")
    assert len(history(page)) >= 1
    assert console.errors == []


@pytest.mark.parametrize("how", ["truncated", "garbled"])
def test_a_kept_interpreter_that_does_not_load_is_dropped_for_the_ordinary_start(guarded, site, how):
    make, _, console = guarded
    context = make()
    first, _ = _start(context, site)
    _kept(first)
    assert first.evaluate(DAMAGE, how) > 0
    first.close()
    page, times = _start(context, site)
    assert times["snapshot"] == "made"  # the damaged one dropped, the ordinary start kept anew
    assert "draw" not in times
    click_target(page, page.get_attribute("#board [data-target]", "data-target"))
    page.close()
    page, times = _start(context, site)
    assert times["snapshot"] == "restored"
    assert console.errors == []
