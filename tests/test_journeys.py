"""A person's journeys through the built site in Chromium, the same walk for every game of the
catalogue: open the catalogue, pick a game, play the computer at a chosen level to the end, see
the result, rematch, start a new game with other options in the middle of one, reload at every
stage, look back in the history while the computer is to move, share, embed, open a bad link, load a
bad record. Each step asserts what is on the screen: the text, the board's targets, the move list.
(The first turn before the engine is up: tests/test_first_visit.py.)"""

from __future__ import annotations

import importlib
import random
import re
import tempfile
from pathlib import Path
from urllib.parse import parse_qs, quote_plus, urlparse

import pytest

from browser import (
    actions,
    click_control,
    history,
    open_record,
    resign,
    says_loaded,
    serve,
    touch,
    turns,
    wait_ready,
)
from pyengine.ai import level_names
from pyengine.app import saved
from pyengine.app.controller import Match
from pyengine.contract import CHANCE
from pyengine.catalogue import all_games
from pyengine.catalogue import package_of

pytestmark = pytest.mark.browser

GAMES = [g.info.id for g in all_games()]

# What differs per game is data in the game's package (pyengine/games/<game>/hints.py): an option
# to change for the next game, whether the end marks the board, and where random games rarely
# end, a link near the end and the clicks that finish it.
JOURNEY = {g: importlib.import_module(f"pyengine.games.{package_of(g)}.hints").JOURNEY for g in GAMES}

CLICKABLE = "#board [data-target].target, #buttons [data-target]"


def clickables(page) -> list[str]:
    """The targets a person sees offered: highlighted on the board, or as buttons beside it."""
    return page.eval_on_selector_all(CLICKABLE, "els => els.map(e => e.getAttribute('data-target'))")


def settle(page, timeout: float = 60_000) -> None:
    """Wait until the page waits for a person: the game is over, or a person has something to
    click or to type ((Not)Divisors' number for the chosen cell)."""
    page.wait_for_function(
        """(sel) => { const r = document.documentElement;
            if (r.dataset.engine !== 'ready' || r.classList.contains('busy')) return false;
            return r.dataset.over === '1' || document.querySelectorAll(sel).length > 0
                || !document.getElementById('prompt').hidden; }""",
        arg=CLICKABLE,
        timeout=timeout,
    )


def type_a_legal_answer(page, rng: random.Random) -> None:
    """A person answers the page's prompt with one of the legal numbers (worked out under
    CPython from the page's own link, as a person would work it out on paper)."""
    query = urlparse(page.input_value("#share-link")).query  # the game as the page holds it
    m = saved.from_link(query, level_names())
    text = rng.choice(m.state.legal_actions()).text
    before = page.evaluate("window.kabinett.lastPaint")
    page.fill("#prompt-input", text)
    page.click("#prompt-play")
    page.wait_for_function(f"window.kabinett.lastPaint !== {before!r}", timeout=20_000)


def click(page, target: str) -> None:
    before = page.evaluate("window.kabinett.lastPaint")
    page.click(f'#board [data-target="{target}"].target, #buttons [data-target="{target}"]')
    page.wait_for_function(f"window.kabinett.lastPaint !== {before!r}", timeout=20_000)


def play_to_the_end(page, rng: random.Random, limit: int = 600) -> None:
    """A person who clicks one of the offered targets, whatever it is, until the game ends."""
    for _ in range(limit):
        settle(page)
        if page.evaluate("document.documentElement.dataset.over") == "1":
            return
        if not clickables(page) and page.is_visible("#prompt"):
            type_a_legal_answer(page, rng)
            continue
        click(page, rng.choice(clickables(page)))
    pytest.fail(f"the game did not end in {limit} clicks")


def seats_shown(page) -> list[str]:
    return page.eval_on_selector_all("#seats-line select", "els => els.map(e => e.value)")


def visible(page, selector: str) -> bool:
    return page.is_visible(selector)


def assert_result_shown(page, game: str) -> None:
    assert visible(page, "#result")
    headline = page.inner_text("#result-headline")
    reason = page.inner_text("#result-reason")
    assert headline in ("You win!", "The computer wins.", "Draw."), headline
    assert reason and reason in page.inner_text("#status")
    assert visible(page, "#rematch") and visible(page, "#result-new")
    marks = len(page.query_selector_all("#board .decisive"))
    rule = JOURNEY[game]["marks"]
    if rule == "always" or (rule != "never" and rule in reason):
        assert marks >= 1, f"nothing marked on the board for: {reason}"
    elif rule == "never":
        assert marks == 0
    assert page.query_selector("#board .target") is None  # nothing left to click on the board


def assert_move_list_agrees_with_the_record(page) -> None:
    """Every check or mate suffix in the move list is the record's."""
    record = page.input_value("#record")
    for chip in turns(page):
        text = chip.replace(" forced", "").strip()
        if text.endswith(("+", "#")):
            assert text.split()[-1] in record, (text, record)


@pytest.mark.parametrize("game", GAMES)
def test_journey_from_the_catalogue_against_the_computer_to_rematch_and_a_new_game(guarded, site, game):
    make, guard, _ = guarded
    rng = random.Random(GAMES.index(game) + 11)
    page = make(warm=True).new_page()
    page.goto(f"http://127.0.0.1:{site}/index.html")
    # Pick the level once on the catalogue; "Play the computer" is one click.
    page.select_option("#level", "easy")
    page.click(f'.card[data-game="{game}"] a.play-ai')
    wait_ready(page)
    assert f"game={game}" in page.url and "easy" in page.url
    seats = seats_shown(page)
    assert seats[0] == "human" and all(s == "easy" for s in seats[1:])
    assert not visible(page, "#ai-watch")  # Pace / Pause / Step are for watching two computers
    # A few moves by clicks in the game opened from the catalogue, then the same game near its end
    # (a whole game by clicks against the computer, every game: test_i18n.py's German journey).
    for _ in range(4):  # a piece, then one of its squares
        settle(page)
        if history(page):
            break
        click(page, clickables(page)[0])
    assert len(history(page)) >= 1
    finish = JOURNEY[game].get("finish")
    near = f"game={game}&seats=human,easy&{finish[0]}" if finish else near_the_end(game)
    page.goto(f"http://127.0.0.1:{site}/play.html?{near}")
    wait_ready(page)
    if finish:
        for target in finish[1]:
            click(page, target)
    else:
        play_to_the_end(page, rng)
    settle(page)
    assert page.evaluate("document.documentElement.dataset.over") == "1"
    assert_result_shown(page, game)
    open_record(page)
    assert_move_list_agrees_with_the_record(page)
    moves = history(page)

    # Reload at the end: the same game, the same result.
    page.reload()
    wait_ready(page)
    assert history(page) == moves and visible(page, "#result")

    # Rematch: the same options, the sides swapped; the computer begins if it now has seat 1.
    before = seats_shown(page)
    click_control(page, "#rematch")
    settle(page)
    assert seats_shown(page) == before[1:] + before[:1]
    assert not visible(page, "#result")
    assert "you play" in page.inner_text("#link-notice-text")  # the swap is said, not silent
    assert "seats=" in page.url and page.evaluate("document.documentElement.dataset.over") == "0"
    # The person plays a whole move of the rematch (a click may only choose a piece), then
    # starts a new game in the middle of it.
    begun = actions(page)
    for _ in range(12):
        if not clickables(page) and page.is_visible("#prompt"):
            type_a_legal_answer(page, rng)
        else:
            click(page, clickables(page)[0])
        settle(page)
        if actions(page) > begun:
            break
    started = actions(page)
    assert started >= 1
    page.reload()
    wait_ready(page)
    assert actions(page) == started  # reload mid-game keeps it
    page.click("#new-game summary")
    option = JOURNEY[game]["option"]
    if option:
        key, value = option
        page.select_option(f"#opt-{key}", value)
    page.select_option("#seat-0", "human")
    page.select_option("#seat-1", "random")
    click_control(page, "#new-start")
    settle(page)
    if option:
        assert f"{key}={value}" in page.url
    assert seats_shown(page)[:2] == ["human", "random"]
    assert not visible(page, "#result")
    names = page.eval_on_selector_all("#history button[data-goto]", "els => els.map(e => e.title)")[1:]
    person = page.eval_on_selector_all("#seats-line .seat-name", "els => els.map(e => e.textContent)")[0]
    assert person not in names  # the new game has no move of the person yet
    assert page.inner_text("#message") == ""
    # The game in progress was put aside, not lost: back to it. The new game, in which the
    # person has not moved (the computer or a die may have), holds nothing of his: it goes.
    assert visible(page, "#aside-box") and "put aside" in page.inner_text("#aside-text")
    click_control(page, "#aside-back")
    settle(page)
    assert actions(page) == started and seats_shown(page) == before[1:] + before[:1]
    assert not visible(page, "#aside-box")
    # A new game after the game is over too: the person gives this one up and starts another.
    if not finish:
        settle(page)
        resign(page)
        assert page.evaluate("document.documentElement.dataset.over") == "1" and visible(page, "#result")
        page.click("#result-new")
        assert page.is_visible("#new-start")
        click_control(page, "#new-start")
        settle(page)
        assert not visible(page, "#result") and page.evaluate("document.documentElement.dataset.over") == "0"


def near_the_end(game: str, before: int = 6) -> str:
    """A link to a game of a person against the easy computer ``before`` actions or so before a
    random game's end, the person to move (computed under CPython)."""
    rng = random.Random(9)
    seats = ["human"] + ["easy"] * (len(Match(game).seats) - 1)
    whole = Match(game, seats=seats, seed=1)
    while not whole.state.is_over():
        _step(whole, rng)
    m = Match(game, seats=seats, seed=1)
    for action in whole.actions[: max(0, len(whole.actions) - before)]:
        m.play(action)
    while not m.human_to_move():
        m.play(whole.actions[len(m.actions)])
    assert not m.state.is_over()
    return saved.link_query(m)


def _step(m: Match, rng: random.Random) -> None:
    m.play(m.chance_action() if m.state.to_move() == CHANCE else rng.choice(m.state.legal_actions()))


def _position_with_the_computer_to_move(game: str) -> str:
    """A link to a game of a person against the computer, some moves in, computed under CPython."""
    rng = random.Random(5)
    m = Match(game, seats=["human"] + ["medium"] * (len(Match(game).seats) - 1), seed=1)
    while len(m.actions) < 6 and not m.state.is_over():
        _step(m, rng)
    while not m.state.is_over() and not m.human_to_move():
        _step(m, rng)
    return saved.link_query(m)


#: Looking back is the page's, not a game's: a plain game, a die, a turn of several legs, a series of
#: moves, three seats.
LOOKING_BACK = ["cross", "einstein", "chivalry", "progressive-chess", "triad"]


@pytest.mark.parametrize("game", LOOKING_BACK)
def test_journey_looking_back_pauses_the_computer_until_the_person_continues(guarded, site, game):
    make, _, _ = guarded
    page = make(warm=True).new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{_position_with_the_computer_to_move(game)}")
    wait_ready(page)
    settle(page)
    moves, entries = history(page), turns(page)
    made = page.eval_on_selector_all(
        "#history button[data-goto]:not(.start)", "els => els.map(e => [e.title, +e.dataset.goto])"
    )
    name = page.eval_on_selector_all("#seats-line .seat-name", "els => els.map(e => e.textContent)")[0]
    # The person's last turn: after it, the computer (or its die) acts.
    last = max(i for i, (who, _) in enumerate(made) if who == name)
    n = made[last][1]
    click_control(page, f'#history button[data-goto="{n}"]')
    assert visible(page, "#behind") and "Paused while you look back" in page.inner_text("#behind")
    said = re.search(r"move (\d+) of (\d+)", page.inner_text("#behind"))
    assert said and 1 <= int(said[1]) <= int(said[2]) <= len(made), "moves as the list numbers them"
    assert "thinking" not in page.inner_text("#status")
    page.wait_for_timeout(1500)
    assert history(page) == moves and "thinking" not in page.inner_text("#status")
    # Back to the last move: the game goes on as it was.
    click_control(page, "#to-end")
    assert not visible(page, "#behind") and history(page) == moves
    # Continue from the earlier position: the later moves are dropped and the computer plays.
    click_control(page, f'#history button[data-goto="{n}"]')
    click_control(page, "#continue")
    page.wait_for_function(
        f"+document.getElementById('history').getAttribute('data-actions') > {n}", timeout=30_000
    )
    settle(page)
    assert turns(page)[: last + 1] == entries[: last + 1] and not visible(page, "#behind")


@pytest.mark.parametrize("game", GAMES)
def test_journey_share_link_and_embed_at_the_snippets_size_and_narrow(guarded, site, game):
    make, _, _ = guarded
    page = make(warm=True).new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game={game}&seats=human,random")
    wait_ready(page)
    settle(page)
    click(page, clickables(page)[0])
    settle(page)
    moves = history(page)
    page.click("#share-box summary")
    page.wait_for_selector("#builder[data-ready]", state="attached")  # the builder's snippet
    link = page.input_value("#share-link")
    snippet = page.input_value("#embed-snippet")
    height = int(re.search(r'height="(\d+)"', snippet).group(1))
    assert 520 <= height <= 900 and 'width="720"' in snippet
    other = make(warm="friend").new_page()  # the person the link is sent to
    other.goto(link)
    wait_ready(other)
    # "forced" marks how a person's move was made here (the page completed it), not the game.
    moves = [m.replace(" forced", "") for m in moves]
    assert [m.replace(" forced", "") for m in history(other)] == moves
    src = re.search(r'src="([^"]+)"', snippet).group(1).replace("&amp;", "&")
    with tempfile.TemporaryDirectory() as tmp:
        frames = "".join(
            f'<iframe id="f{w}" src="{src}" width="{w}" height="{h}" style="border:0"></iframe>'
            for w, h in ((720, 640), (380, 600))
        )
        (Path(tmp) / "host.html").write_text(f"<!doctype html><title>blog</title>{frames}")
        with serve(Path(tmp)) as port:
            host = make(viewport={"width": 1200, "height": 1400}).new_page()
            host.goto(f"http://localhost:{port}/host.html")
            for frame in host.frames[1:]:  # an embed starts its engine when its reader touches it
                frame.wait_for_selector("#status")
                touch(frame)
                wait_ready(frame)
            for frame in host.frames[1:]:
                assert [m.replace(" forced", "") for m in history(frame)] == moves
                box = frame.evaluate("""() => {
                    const r = (s) => { const b = document.querySelector(s).getBoundingClientRect();
                                       return [b.left, b.top, b.right, b.bottom]; };
                    return {w: innerWidth, h: innerHeight, scroll: scrollY, board: r('#board svg'),
                            status: r('#status'), undo: r('#undo'), redo: r('#redo')}; }""")
                for part in ("board", "status", "undo", "redo"):
                    left, top, right, bottom = box[part]
                    assert box["scroll"] == 0 and left >= -1 and top >= -1, (box["w"], part, box)
                    assert right <= box["w"] + 1 and bottom <= box["h"] + 1, (box["w"], part, box)
                assert box["board"][2] - box["board"][0] > 0.6 * box["w"] or box["w"] > 600


def _legal_prefix(game: str, n: int = 3) -> tuple[list[str], list[str]]:
    """At least ``n`` legal action texts, ending where a person (not the die) is to act, and
    the move list's turns they make, as the game's notation words them."""
    rng = random.Random(2)
    m = Match(game, seed=3)
    while len(m.actions) < n or m.states[-2].to_move() == CHANCE:  # not right after a roll
        _step(m, rng)
    listed = [e["text"] for row in m.turns() for e in row["entries"]]
    return [a.text for a in m.actions], listed


@pytest.mark.parametrize("game", GAMES)
def test_journey_a_bad_link_keeps_its_legal_part_and_a_bad_record_keeps_the_pasted_text(guarded, site, game):
    make, _, _ = guarded
    page = make(warm=True).new_page()
    good, listed = _legal_prefix(game)
    page.goto(f"http://127.0.0.1:{site}/play.html?game={game}&moves={quote_plus(' '.join(good + ['zz9']))}")
    wait_ready(page)
    k = len(good)
    assert [t.replace(" forced", "") for t in turns(page)][: len(listed)] == listed and actions(page) == k
    message = page.inner_text("#link-notice-text")
    assert f"action {k + 1} (zz9) was refused" in message and f"{k} actions before it are loaded" in message
    assert parse_qs(urlparse(page.url).query)["moves"] == [" ".join(good)]
    page.reload()
    wait_ready(page)
    assert page.inner_text("#message") == "" and page.is_hidden("#link-notice") and actions(page) >= k

    record = open_record(page)
    broken = record.rstrip() + " zz9\n"
    page.fill("#record", broken)
    click_control(page, "#import")
    assert page.inner_text("#message").startswith("Record not loaded")
    assert page.input_value("#record") == broken  # the pasted text is kept to be fixed
    start, end = page.evaluate(
        "[document.getElementById('record').selectionStart, document.getElementById('record').selectionEnd]"
    )
    assert broken[start:end] == "zz9"
    kept = history(page)
    page.fill("#record", "  ")
    click_control(page, "#import")
    assert "empty" in page.inner_text("#message") and history(page) == kept
    # The link's own move list is a record too.
    page.fill("#record", " ".join(good))
    click_control(page, "#import")
    assert says_loaded(page.inner_text("#message")) and page.is_hidden("#link-notice") and actions(page) >= k


def test_level_names_are_what_the_catalogue_offers():
    assert {"easy", "medium", "strong"} <= set(level_names())
