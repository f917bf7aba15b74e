"""Issue 55's whole journey in Chromium, as a person makes it, in English on a desktop and in
German on a phone by touch: a game against the computer played to its end, the analysis opened
from the result and watched to its last turn, the worst turn clicked (its better move marked on
the board), a line explored from there, a comment added, the record copied; a fresh browser reads
the record back with its comment, its variation and the analysis's words."""

from __future__ import annotations

import random

import pytest

from browser import open_play, open_record, says_loaded
from test_access import PHONE, wait_paint
from test_journeys import clickables, play_to_the_end, settle

pytestmark = pytest.mark.browser

#: Transvaal against the easy computer, the person the English (who win the start with best play, so a
#: person clicking at random loses a won game): its games end within 30 moves a side, and the
#: analysis judges every turn by its solved table, so a turn that loses a won game is a blunder.
GAME = "game=transvaal&seats=easy,human"
WORDS = {
    "en": {
        "analyse": "Analyse this game",
        "better": "Better:",
        "blunder": "Blunder",
        "read": "Every turn's analysis, as the record gives it.",
    },
    "de": {
        "analyse": "Diese Partie analysieren",
        "better": "Besser:",
        "blunder": "Grober Fehler",
        "read": "Die Analyse jedes Zugs, wie sie im Partieprotokoll steht.",
    },
}


def act(page, touch: bool, selector: str) -> None:
    """A tap on a phone, a click on a desktop; then the engine's answer painted."""
    before = page.evaluate("window.kabinett.lastPaint")
    (page.tap if touch else page.click)(selector)
    wait_paint(page, before)


def whole(turns: list[str]) -> bool:
    """A whole Transvaal turn explored: a move, or the English setup's three stones."""
    return bool(turns) and ("-" in turns[-1] or turns[-1].count("@") == 3)


def variation_turns(page) -> list[str]:
    return page.eval_on_selector_all(
        "#history ol.variation button[data-line]", "els => els.map(b => b.textContent)"
    )


@pytest.mark.parametrize("lang,device", [("en", {}), ("de", PHONE)], ids=["en-desktop", "de-phone"])
def test_finish_analyse_show_the_worst_turn_explore_comment_and_read_it_back(guarded, site, lang, device):
    make, guard, console = guarded
    words, touch = WORDS[lang], bool(device)
    context = make(warm=True, **device)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=f"http://127.0.0.1:{site}")
    page = open_play(context, site, f"{GAME}&lang={lang}")
    play_to_the_end(page, random.Random(5))

    # the analysis from the result, filled to the last turn
    assert page.inner_text("#result-analyse").strip() == words["analyse"]
    (page.tap if touch else page.click)("#result-analyse")
    page.wait_for_function(
        "document.getElementById('analysis-run').hidden"
        " && document.querySelectorAll('#analysis-graph circle').length"
        " === document.querySelectorAll('#analysis-table tr').length - 1",
        timeout=90_000,
        polling=100,
    )
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    marked = page.locator("#analysis-marked button.blunder")
    assert marked.count() > 0, "a random person against the computer loses a won game somewhere"
    graphed, blunders = page.locator("#analysis-graph circle").count(), marked.count()
    marked_in_list = page.locator("#history .judged-blunder").count()

    # a worst turn (every blunder here loses a won game; the last one): the position before it,
    # the better move marked on the board and said
    act(page, touch, "#analysis-marked button.blunder >> nth=-1")
    page.wait_for_function("document.querySelectorAll('#board .hint').length > 0", polling=100)
    assert words["better"] in page.inner_text("#message")

    # a line explored from there: one whole turn of the person's own choosing
    act(page, touch, "#explore")
    rng = random.Random(7)
    for _ in range(8):
        if whole(variation_turns(page)):
            break
        settle(page)
        target = rng.choice(clickables(page))
        act(page, touch, f'#board [data-target="{target}"].target, #buttons [data-target="{target}"]')
    explored = variation_turns(page)
    assert whole(explored), "the explored turn stands in the move list as a variation"
    shown = """() => { const box = document.getElementById('history').getBoundingClientRect(),
        cur = document.querySelector('#history button.current').getBoundingClientRect();
        return cur.top >= box.top - 1 && cur.bottom <= box.bottom + 1; }"""
    assert page.evaluate(shown), "the move list's box shows the turn at the cursor"
    before = page.evaluate("window.kabinett.lastPaint")
    page.fill("#comment-input", "Hier lieber so." if lang == "de" else "Rather this.")
    page.press("#comment-input", "Enter")
    wait_paint(page, before)

    record = open_record(page)
    label = page.text_content("#copy-record")
    (page.tap if touch else page.click)("#copy-record")
    page.wait_for_function("(t) => document.querySelector('#copy-record').textContent !== t", arg=label)
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == record
    assert "{Rather this.}" in record or "{Hier lieber so.}" in record
    assert words["blunder"] in record, "the analysis is written with the record"
    act(page, touch, "#explore-back")

    # a fresh browser reads it back
    fresh = open_play(make(warm="bob", **device), site, f"game=transvaal&lang={lang}")
    open_record(fresh)
    fresh.fill("#record", copied)
    act(fresh, touch, "#import")
    assert says_loaded(fresh.text_content("#message"))
    assert variation_turns(fresh) == explored, "read back: the variation"
    comments = fresh.eval_on_selector_all("#history .comment", "els => els.map(e => e.textContent)")
    assert any(c in ("Rather this.", "Hier lieber so.") for c in comments), comments
    # read back: the analysis itself, its graph and its marked turns as they were
    assert fresh.text_content("#analysis-state") == words["read"]
    assert fresh.is_visible("#analysis-graph"), "the analysis the record brought is shown"
    assert fresh.locator("#analysis-graph circle").count() == graphed
    assert fresh.locator("#analysis-marked button.blunder").count() == blunders
    assert fresh.locator("#history .judged-blunder").count() == marked_in_list > 0
    assert not guard.outside and not console.errors
