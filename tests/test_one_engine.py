"""One engine for the browser's Kabinett pages (issue 56): the tabs a person has open share the
engine (a SharedWorker, web/worker.js), each with a game of its own. A move in one tab changes
nothing in the other, closing a tab leaves the other's game playing, and another person's
browser runs another engine. (A blog post's embeds share it too: tests/test_embeds_post.py.)"""

from __future__ import annotations

import pytest

from browser import click_target, history, targets_on_board, wait_ready

pytestmark = pytest.mark.browser


def _open(context, site: int, game: str):
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game={game}&seats=human,human")
    wait_ready(page)
    return page


def _move(page) -> None:
    """The person's first offered target clicked until the move list grows (a click may only
    choose a piece)."""
    made = len(history(page))
    for _ in range(4):
        click_target(page, targets_on_board(page)[0])
        if len(history(page)) > made:
            return
    raise AssertionError("four clicks made no move")


def _engine(page) -> str:
    """Which engine answers the page (the worker's own random name, said when it is up)."""
    assert page.evaluate("window.kabinett.sharedEngine") is True
    return str(page.evaluate("window.kabinett.startTimes.engine"))


def test_two_tabs_share_one_engine_and_keep_their_games_apart(guarded, site):
    make, _, _ = guarded
    context = make(warm=True)
    cross = _open(context, site, "cross")
    plexus = _open(context, site, "plexus")
    assert _engine(cross) == _engine(plexus)

    _move(cross)
    assert len(history(cross)) == 1 and history(plexus) == []
    _move(plexus)
    assert len(history(plexus)) == 1 and len(history(cross)) == 1

    # Closing one tab stops nothing of the other's game.
    cross.close()
    _move(plexus)
    assert len(history(plexus)) == 2

    # Another person's browser has an engine of its own (the names above are not all alike).
    other = _open(make(warm="bob"), site, "cross")
    assert _engine(other) != _engine(plexus)
