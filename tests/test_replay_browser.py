"""Replay embeds in the page (embed=replay: web/replay.py, pyengine/app/replaying.py): a 100-turn
game of Chivalry with comments and a variation, in an iframe on a blog's page, stepped through by
buttons and keys, played and paused, moved by the slider; its comments shown and hidden; "Play
from here" opens the play page at that position; the board plays nothing; nothing is stored; in
German on a phone. The time of a step is measured (issue 56's bar: 50 ms)."""

from __future__ import annotations

import json
import random
import statistics
import tempfile
from pathlib import Path
from urllib.parse import urlencode

import pytest

from bench_embeds import STEP_TIMES
from browser import DIST, hold, let_go, serve, wait_ready
from pyengine.app import payload
from pyengine.app.bridge import Bridge
from pyengine.catalogue import get_game
from pyengine.contract import CHANCE
from pyengine.contract.replay import apply
from pyengine.contract.study import Line, write_study
from pyengine.kit.turns import move_list

from test_access import ARTEFACTS, PHONE
from test_browser import _host_page
from test_study_records import _turns

pytestmark = pytest.mark.browser

INTERPRETER = "**/pyodide/pyodide.asm.wasm.xz"
TURNS = 100


def _game() -> tuple[str, list[int]]:
    """A random game of Chivalry cut after 100 turns, with comments and a variation, as a record;
    and where its turns end (0 first)."""
    game = get_game("chivalry")
    rng = random.Random(0)
    state, states, actions = game.new_state(), [], []
    states.append(state)
    while len(move_list(game, states, actions)) < TURNS + 1 and not state.is_over():
        assert state.to_move() != CHANCE
        actions.append(rng.choice(state.legal_actions()))
        state = apply(state, actions[-1], game.info)
        states.append(state)
    ends = [0] + [e.stop for e in move_list(game, states, actions)][:TURNS]
    actions, states = actions[: ends[-1]], states[: ends[-1] + 1]
    turn: list = list(actions[ends[3] : ends[4]])
    while turn == list(actions[ends[3] : ends[4]]):  # another turn in its place
        turn = _turns(game, states[ends[3]], rng, 1)[0]
    line = Line(
        tuple(actions),
        ((ends[1], "A quiet start."), (ends[5], "The knights go.")),
        ((ends[3], Line(tuple(turn), ((len(turn), "Sharper."),))),),
    )
    return write_study(game, line, None), ends


RECORD, ENDS = _game()


def _query(**extra: str) -> str:
    return urlencode({"game": "chivalry", "embed": "replay", "r": payload.pack(RECORD), **extra})


def _touched(page) -> None:
    """The reader's first touch, which starts an embed's engine (a key that steps nothing)."""
    page.wait_for_selector("html.replay #replay-bar")
    page.keyboard.press("Shift")


def _turn(frame) -> int:
    return int(frame.input_value("#replay-slider"))


def _step(frame, selector: str) -> None:
    """Click a control and wait for the engine's answer painted."""
    before = frame.evaluate("window.kabinett.lastPaint")
    frame.click(selector)
    frame.wait_for_function(f"window.kabinett.lastPaint !== {before!r}")


def _slide(frame, turn: int) -> None:
    """Move the slider to ``turn`` as a person does (its input event) and wait for the move list."""
    frame.eval_on_selector(
        "#replay-slider", f"s => {{ s.value = '{turn}'; s.dispatchEvent(new Event('input')); }}"
    )
    goto = ENDS[turn]
    frame.wait_for_function(f"document.querySelector('#history button.current').dataset.goto === '{goto}'")


def _press(frame, key: str, turn: int) -> None:
    frame.press("#status", key)
    frame.wait_for_function(f"document.getElementById('replay-slider').value === '{turn}'")


#: The board's drawing without the places offered to click (a replay offers none).
UNOFFERED = """() => { const board = document.getElementById('board').cloneNode(true);
    board.querySelectorAll('.target').forEach((n) => n.classList.remove('target'));
    return board.innerHTML.replace(/ class=""/g, ''); }"""


def test_a_replay_embed_steps_plays_and_opens_play_from_here(guarded, site):
    make, _, _ = guarded
    context = make()
    held = hold(site, INTERPRETER)  # the engine waits for the clicks
    with tempfile.TemporaryDirectory() as tmp:
        _host_page(Path(tmp), f"http://127.0.0.1:{site}/play.html?{_query(at=str(ENDS[2]))}")
        with serve(Path(tmp)) as host_port:
            page = context.new_page()
            page.set_viewport_size({"width": 1280, "height": 800})
            page.goto(f"http://localhost:{host_port}/host.html")  # (another site: no storage)
            page.frame_locator("#game").locator("html.replay").wait_for()
            frame = page.frames[1]
            # controls clicked and keys pressed before the engine is up are played once it is:
            # two turns on
            frame.click('[data-replay="next"]')
            frame.press("#status", "ArrowRight")
            assert not frame.is_visible("#replay-here")  # (where it would play from is not known yet)
            while not held:
                page.wait_for_timeout(50)
            held[0].continue_()
            let_go(site, INTERPRETER)  # ("Play from here"'s page below starts its own engine)
            wait_ready(frame)
            frame.wait_for_function("document.getElementById('replay-slider').value === '4'")
            assert frame.get_attribute("#replay-slider", "aria-valuetext") == f"Turn 4 of {TURNS}"
            assert frame.get_attribute("#history button.current", "data-goto") == str(ENDS[4])
            # the record's comments and its variation are in the move list
            said = frame.eval_on_selector_all("#history .comment", "els => els.map(e => e.textContent)")
            assert said == ["A quiet start.", "Sharper.", "The knights go."]
            assert frame.locator("#history ol.variation").count() == 1
            # what plays or changes the game is not shown; the board plays nothing
            for hidden in ("#undo", "#resign", "#hint", "#new-game", "#seats-line", "#far-new", "#share-box"):
                assert not frame.is_visible(hidden), hidden
            frame.click("#board [data-target]")
            assert frame.inner_text("#message") == "Replay: use the buttons, or Play from here."
            assert _turn(frame) == 4
            assert frame.is_visible("#replay-here")
            for key, turn in (
                ("ArrowLeft", 3),
                ("ArrowRight", 4),
            ):  # the board has the focus: its arrows step
                frame.press("#board", key)
                frame.wait_for_function(f"document.getElementById('replay-slider').value === '{turn}'")
            # buttons and keys
            _step(frame, '[data-replay="prev"]')
            assert _turn(frame) == 3
            _step(frame, '[data-replay="last"]')
            assert _turn(frame) == TURNS
            assert frame.is_disabled('[data-replay="next"]')
            _step(frame, '[data-replay="first"]')
            assert _turn(frame) == 0 and frame.is_disabled('[data-replay="prev"]')
            _press(frame, "ArrowRight", 1)
            _press(frame, "End", TURNS)
            _press(frame, "ArrowLeft", TURNS - 1)
            _press(frame, "Home", 0)
            assert "Turn 0 of" in frame.inner_text("#status")
            # the slider
            _slide(frame, 60)
            assert _turn(frame) == 60
            assert frame.inner_text("#announce").startswith("Turn 60 of 100.")
            # autoplay: on by a turn a second, paused by space; at the end it stops itself
            frame.click('[data-replay="play"]')
            assert frame.get_attribute('[data-replay="play"]', "aria-label") == "Pause"
            frame.wait_for_function("document.getElementById('replay-slider').value === '62'", timeout=10_000)
            frame.press("#status", " ")
            assert frame.get_attribute('[data-replay="play"]', "aria-pressed") == "false"
            stopped, paint = _turn(frame), frame.evaluate("window.kabinett.lastPaint")
            page.wait_for_timeout(1500)  # (more than a step's pace: nothing may come)
            assert _turn(frame) == stopped and frame.evaluate("window.kabinett.lastPaint") == paint
            _press(frame, "End", TURNS)
            _step(frame, '[data-replay="prev"]')
            frame.click('[data-replay="play"]')
            frame.wait_for_function(
                "document.querySelector('[data-replay=\"play\"]').getAttribute('aria-pressed') === 'false'",
                timeout=10_000,
            )
            assert _turn(frame) == TURNS
            # "Play from here": the play page at that position, in a new tab
            _step(frame, '[data-replay="first"]')
            _slide(frame, 7)
            link = frame.locator("#replay-here")
            assert link.get_attribute("target") == "_blank" and "noopener" in link.get_attribute("rel")
            href = frame.evaluate("document.getElementById('replay-here').href")
            board = frame.evaluate(UNOFFERED)
            assert not frame.evaluate("window.kabinett.storage")
            with page.context.expect_page() as opened:
                link.click()
            there = opened.value
            wait_ready(there)
            assert there.url == href and "embed" not in there.url
            assert there.get_attribute("#history", "data-actions") == str(ENDS[7])
            assert there.evaluate(UNOFFERED) == board
            there.close()
            _press(frame, "ArrowRight", 8)  # (the replay goes on after it)
            ARTEFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTEFACTS / "replay-en-desktop.png"))


def test_a_replay_on_a_phone_in_german_without_comments_stores_nothing(guarded, site):
    make, _, _ = guarded
    page = make(warm=True, **PHONE).new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{_query(at=str(ENDS[5]), comments='0', lang='de')}")
    _touched(page)
    wait_ready(page)
    assert _turn(page) == 5
    assert page.get_attribute("#replay-slider", "aria-valuetext") == f"Zug 5 von {TURNS}"
    assert page.get_attribute('[data-replay="next"]', "aria-label") == "Nächster Zug"
    assert page.get_attribute('[data-replay="play"]', "aria-label") == "Abspielen"
    assert page.inner_text("#replay-here") == "Ab hier spielen"
    # comments off: none shows; the variation still does
    assert page.locator("#history .comment").count() == 0
    assert page.locator("#history ol.variation").count() == 1
    # a finger can hit every control
    for node in page.query_selector_all("#replay-bar button, #replay-bar a, #replay-slider"):
        box = node.bounding_box()
        assert box and box["height"] >= 44 and box["width"] >= 44, node.get_attribute("data-replay")
    before = page.evaluate("window.kabinett.lastPaint")
    page.tap('[data-replay="next"]')
    page.wait_for_function(f"window.kabinett.lastPaint !== {before!r}")
    assert _turn(page) == 6
    page.tap("#board [data-target]")
    assert page.inner_text("#message") == "Nachspielen: Nutze die Knöpfe oder „Ab hier spielen“."
    assert page.evaluate("localStorage.getItem('kabinett:chivalry')") is None
    assert page.evaluate("Object.keys(localStorage).filter(k => k.includes('chivalry'))") == []
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTEFACTS / "replay-de-phone.png"))


def test_only_a_replay_embed_fetches_its_script_before_the_engine_and_the_site_precaches_it(guarded, site):
    """web/replay-embed.js: the replay's part of the start, fetched by its page alone (a first
    visit of the play page or another embed costs no byte of it), offline too."""
    make, _, _ = guarded
    context = make()
    hold(site, INTERPRETER)  # (no engine needed: the start only)
    asked: list[str] = []
    context.on("request", lambda r: asked.append(r.url) if r.url.endswith("/replay-embed.js") else None)
    page = context.new_page()
    for query in ("game=chivalry", _built("play")):
        page.goto(f"http://127.0.0.1:{site}/play.html?{query}")
        page.wait_for_function("window.kabinett.firstPaint > 0")
    assert asked == []
    page.goto(f"http://127.0.0.1:{site}/play.html?{_query(at=str(ENDS[2]), t=f'2/{TURNS}')}")
    page.wait_for_function("document.getElementById('replay-slider').value === '2'")
    assert len(asked) == 1 and page.get_attribute("html", "data-engine") != "ready"
    assert '"replay-embed.js"' in (DIST / "sw.js").read_text()


@pytest.mark.timing
def test_a_replay_of_100_turns_steps_to_the_next_turn_within_50_ms(guarded, site):
    """Issue 56's bar, once the engine is up: from the click on "next" to the next turn painted
    (``window.kabinett.lastPaint``), the median of 20 steps."""
    make, _, _ = guarded
    page = make(warm=True).new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{_query(at='0')}")
    _touched(page)
    wait_ready(page)
    # (the service worker's precache starts once the engine is up: not measured beside it)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    times = page.evaluate(STEP_TIMES)
    median = statistics.median(times)
    print(f"replay step: median {median:.1f} ms of 20, max {max(times):.1f} ms")
    assert _turn(page) == 20
    assert median <= 50, times


def _built(kind: str) -> str:
    """The builder's embed of Chivalry four turns in (its picture until the reader's touch)."""
    b = Bridge()
    b.handle(json.dumps({"cmd": "init", "query": "game=chivalry", "saved": None}))
    assert b.match is not None
    rng = random.Random(3)
    for _ in range(4):
        b.match.play(rng.choice(b.match.state.legal_actions()))
    return str(json.loads(b.handle(json.dumps({"cmd": "embed", "kind": kind})))["query"])


@pytest.mark.parametrize("kind", ["replay", "play"])
def test_an_embed_says_what_a_touch_does_and_starting_the_engine_only_once_touched(guarded, site, kind):
    make, _, _ = guarded
    context = make()
    held = hold(site, INTERPRETER)  # (the engine cannot be up too soon)
    query = _built(kind)
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{query}")
    page.wait_for_function("window.kabinett.pictureAt > 0")
    assert page.get_attribute("html", "data-engine") == "waiting"
    said = page.inner_text("#status")
    assert (
        said
        == {
            "replay": "Step through the game with the buttons under the board.",
            "play": "Tap or click the board to play.",
        }[kind]
    )
    slider = """() => { const s = document.getElementById('replay-slider');
        return [s.value, s.max, s.getAttribute('aria-valuetext')]; }"""
    before = page.evaluate(slider)  # (a replay's slider at its turn before the engine: not 0 of 0)
    page.keyboard.press("Shift")  # the reader's touch: a key that does nothing else
    page.wait_for_function("document.documentElement.dataset.engine === 'loading'")
    assert page.inner_text("#status") == "Starting the engine…"
    let_go(site, INTERPRETER)
    for route in held:
        route.continue_()
    wait_ready(page)
    assert "engine" not in page.inner_text("#status")
    if kind == "replay":
        assert before == page.evaluate(slider) and before[1] != "0", before
