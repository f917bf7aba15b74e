"""Exploring and comments in Chromium (issue 55), as a person does it, in English on a desktop and
in German on a phone by touch: a game played so far, Explore from an earlier turn, two turns
played there (the move list shows them as a variation, the game's link stays), a comment added,
the record copied; a fresh browser loads the record and shows the comment and the variation."""

from __future__ import annotations

import pytest

from browser import open_play, open_record, says_loaded
from pyengine.app.controller import Match
from pyengine.app.saved import open_link
from test_access import PHONE, wait_paint

pytestmark = pytest.mark.browser

GAME = "game=cross&moves=l3+j9+i2+j5+j3+o8"
BRANCH = 3  # after Black's first turn (j9 i2)


def explored_line() -> list[str]:
    """Two whole turns from the branch, as typed into the move box (the move list's words)."""
    m: Match = open_link(GAME, ())[0]
    m.goto(BRANCH)
    m.truncate()
    typed = []
    for first in (4, 7):
        stones = [m.state.legal_actions()[first]]
        m.play(stones[0])
        while m.state.turn_progress()[0]:
            stones.append(m.state.legal_actions()[0])
            m.play(stones[-1])
        typed.append(" ".join(a.text for a in stones))
    return typed


def act(page, touch: bool, selector: str) -> None:
    """A tap on a phone, a click on a desktop; then the engine's answer painted."""
    before = page.evaluate("window.kabinett.lastPaint")
    (page.tap if touch else page.click)(selector)
    wait_paint(page, before)


def submit(page, field: str, text: str) -> None:
    before = page.evaluate("window.kabinett.lastPaint")
    page.fill(field, text)
    page.press(field, "Enter")
    wait_paint(page, before)


def variations(page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "#history ol.variation",
        "els => els.map(v => Array.from(v.querySelectorAll('button[data-line]'), b => b.textContent))",
    )


@pytest.mark.parametrize("lang,device", [("en", {}), ("de", PHONE)], ids=["en-desktop", "de-phone"])
def test_explore_comment_copy_the_record_and_a_fresh_page_reads_it_back(guarded, site, lang, device):
    make, guard, _ = guarded
    touch = bool(device)
    context = make(warm=True, **device)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=f"http://127.0.0.1:{site}")
    page = open_play(context, site, f"{GAME}&lang={lang}")
    link = page.input_value("#share-link")
    assert page.text_content("#explore") == {"en": "Explore", "de": "Erkunden"}[lang]

    act(page, touch, f'#history button[data-goto="{BRANCH}"]')
    act(page, touch, "#explore")
    assert page.is_visible("#explore-note") and page.is_visible("#explore-back")
    line = explored_line()
    for turn in line:
        submit(page, "#move-input", turn)
    assert variations(page) == [line], "the two turns: a variation under the turn they replace"
    # the game's turn after the variation, on a line of its own, is numbered again ("2… o8")
    resumed = page.eval_on_selector_all("#history > li > .num.resumed", "els => els.map(e => e.textContent)")
    assert resumed == ["2…"], resumed
    assert page.input_value("#share-link") == link, "exploring never changes the game's link"

    submit(page, "#comment-input", "Sharper.")
    assert page.text_content("#history .variation .comment") == "Sharper."
    record = open_record(page)
    label = page.text_content("#copy-record")
    page.click("#copy-record")
    page.wait_for_function("(t) => document.querySelector('#copy-record').textContent !== t", arg=label)
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == record and "{Sharper.}" in record and "(" in record
    act(page, touch, "#explore-back")
    assert not page.is_visible("#explore-back") and page.input_value("#share-link") == link

    fresh = open_play(make(warm="bob", **device), site, f"game=cross&lang={lang}")
    open_record(fresh)
    fresh.fill("#record", copied)
    act(fresh, touch, "#import")
    assert says_loaded(fresh.text_content("#message"))
    assert variations(fresh) == [line], "read back: the variation"
    assert fresh.text_content("#history .variation .comment") == "Sharper.", "read back: the comment"
    assert not guard.outside
