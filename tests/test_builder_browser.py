"""The embed builder ("Share & embed", web/builder.py): a diagram of the game's turn with a
caption and marks, previewed without an engine, copied as a snippet that shows the same board
elsewhere; its picture downloads as an SVG that looks like the page's board, and as a PNG."""

from __future__ import annotations

import base64
import json
import random
import re
from html import unescape
from pathlib import Path

from browser import click_target, open_play, serve, touch, wait_history, wait_ready

from pyengine.app.bridge import Bridge

from test_access import ARTEFACTS, PHONE
from test_diagram_browser import ENGINE

#: A board's places as a person sees them: each place's classes (but what only a live board
#: has: what may be clicked, the keyboard's focus) and its words.
PLACES = """(root) => Array.from(root.querySelectorAll('svg [data-target]'), e => [
    e.getAttribute('data-target'),
    Array.from(e.classList).filter(c => !['target', 'kbd-focus', 'queued'].includes(c)).sort().join(' '),
    e.querySelector('title') ? e.querySelector('title').textContent : ''])"""


def _answer(page, kind: str) -> dict:
    page.wait_for_function(
        "(kind) => { const a = window.kabinett.embedAnswer; return a && JSON.parse(a).kind === kind; }",
        arg=kind,
    )
    return json.loads(page.evaluate("window.kabinett.embedAnswer"))


def _choose(page, kind: str) -> dict:
    page.check(f'input[name="embed-kind"][value="{kind}"]')
    return _answer(page, kind)


def _snippet_src(snippet: str) -> str:
    found = re.search(r'<iframe src="([^"]+)"', snippet)
    assert found, snippet
    return unescape(found.group(1))


def test_a_diagram_built_from_the_game_previews_without_an_engine_and_its_snippet_shows_that_board(
    guarded, site
):
    make, _, _ = guarded
    page = open_play(make(warm=True), site)
    for target in ("i6", "k4", "k6"):
        click_target(page, target)
    page.click("#share-box summary")
    play = _answer(page, "play")
    snippet = page.input_value("#embed-snippet")
    assert "&embed=1&d=" in play["query"] and "moves=i6+k4+k6" in snippet and "&amp;d=" in snippet
    assert 'title="Kabinett: Cross (play)"' in snippet and 'loading="lazy"' in snippet
    # The preview frame: every request it makes (a diagram's must not start an engine)
    from_frames: list[str] = []

    def count(request) -> None:
        try:
            if request.frame.parent_frame is not None:
                from_frames.append(request.url)
        except Exception:  # (a worker's request has no frame: the preview must make none)
            from_frames.append(request.url)

    page.on("request", count)
    page.check('input[name="embed-kind"][value="diagram"]')
    page.fill("#embed-caption", "Black answers <k4>")
    page.wait_for_function(
        "() => { const a = window.kabinett.embedAnswer; return a && JSON.parse(a).kind === 'diagram'"
        " && document.getElementById('embed-snippet').value.includes('embed=diagram'); }"
    )
    preview = page.frame_locator("#embed-preview")
    preview.locator('#board[data-diagram="painted"]').wait_for(state="attached")
    page.wait_for_function(
        "() => { const d = document.getElementById('embed-preview').contentDocument;"
        " const c = d && d.getElementById('diagram-caption');"
        " return c !== null && c.textContent === 'Black answers <k4>'; }"
    )
    assert preview.locator("#board svg [data-target]").count() > 0
    assert [u for u in from_frames if any(x in u for x in ENGINE)] == [], from_frames
    # Copy the snippet, open its address in another person's browser: the page's board at that turn
    page.click("#copy-embed")
    snippet = page.input_value("#embed-snippet")
    assert snippet.startswith("<iframe") and 'title="Kabinett: Cross (diagram)"' in snippet
    src = _snippet_src(snippet)
    assert "embed=diagram" in src and "&lang=en" in src
    other = make().new_page()
    other.goto(src)
    other.wait_for_selector('#board[data-diagram="painted"]', state="attached")
    board = page.eval_on_selector("#board", PLACES)
    assert other.eval_on_selector("#board", PLACES) == board
    assert any("last" in classes for _, classes, _ in board)
    assert other.inner_text("#diagram-caption") == "Black answers <k4>"


def test_places_marked_in_the_builder_are_not_played_and_the_diagram_shows_them(guarded, site):
    make, _, _ = guarded
    page = open_play(make(warm=True), site)
    click_target(page, "i6")
    page.click("#share-box summary")
    _answer(page, "play")
    _choose(page, "diagram")
    page.check("#embed-marking")
    page.click('#board [data-target="f1"]')
    page.wait_for_function(
        "() => document.getElementById('embed-preview').getAttribute('src') !== null"
        " && JSON.parse(window.kabinett.embedAnswer).query.length > 0"
        " && document.querySelector('#board [data-target=\"f1\"].embed-marked') !== null"
    )
    page.wait_for_function(
        "() => { const d = document.getElementById('embed-preview').contentDocument;"
        " return d && d.querySelector('#board [data-target=\"f1\"].hint') !== null; }"
    )
    wait_history(page, 1)  # the click marked, it did not play
    assert "f1" in page.inner_text("#embed-marks-note")
    # the turn typed: the position after no move at all
    page.fill("#embed-at", "0")
    page.wait_for_function(
        "() => { const d = document.getElementById('embed-preview').contentDocument;"
        ' return d && d.querySelector(\'#board [data-target="i6"] title, #board [data-target="i6"]\')'
        " && d.querySelectorAll('#board .last').length === 0 && d.querySelector('#board .hint'); }"
    )


def test_the_diagrams_svg_download_looks_like_the_pages_board_and_the_png_is_twice_its_size(guarded, site):
    make, _, _ = guarded
    page = open_play(make(warm=True), site)
    for target in ("i6", "k4"):
        click_target(page, target)
    page.click("#share-box summary")
    _answer(page, "play")
    _choose(page, "diagram")
    with page.expect_download() as svg_file:
        page.click("#save-svg")
    text = Path(svg_file.value.path()).read_text()
    assert svg_file.value.suggested_filename == "kabinett-cross.svg"
    assert text.startswith("<svg") and 'xmlns="http://www.w3.org/2000/svg"' in text
    # Drawn alone as an image (no stylesheet), a place's and a stone's pixels are the page's colours.
    # The page's board as it shows (without what only a live board has: the places offered to
    # click), and where four places' centres are on it: empty places (f1, h1), stones (i6, k4).
    spots = page.evaluate(
        """() => { window.scrollTo(0, 0);
            for (const e of document.querySelectorAll('#board .target')) e.classList.remove('target');
            const svg = document.querySelector('#board svg'), vb = svg.viewBox.baseVal;
            const r = svg.getBoundingClientRect(), m = svg.getScreenCTM();
            return ['f1', 'h1', 'i6', 'k4'].map(t => {
                const b = document.querySelector('#board .cell[data-target="' + t + '"]').getBBox();
                const pt = svg.createSVGPoint();
                pt.x = b.x + b.width / 2; pt.y = b.y + b.height / 2;
                const c = pt.matrixTransform(m);
                return [t, (pt.x - vb.x) / vb.width, (pt.y - vb.y) / vb.height,
                        c.x - r.left, c.y - r.top]; }); }"""
    )
    shown = base64.b64encode(page.locator("#board svg").screenshot()).decode()
    other = make().new_page()
    other.set_content("<canvas id=c></canvas><canvas id=s></canvas>")
    pixels = other.evaluate(
        """async ([text, shown, spots]) => {
            const img = new Image(), shot = new Image();
            img.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(text)));
            shot.src = 'data:image/png;base64,' + shown;
            await img.decode(); await shot.decode();
            const c = document.getElementById('c');
            c.width = img.naturalWidth * 2; c.height = img.naturalHeight * 2;
            const g = c.getContext('2d'); g.drawImage(img, 0, 0, c.width, c.height);
            const s = document.getElementById('s');
            s.width = shot.naturalWidth; s.height = shot.naturalHeight;
            const h = s.getContext('2d'); h.drawImage(shot, 0, 0);
            const at = (ctx, x, y) => Array.from(ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data);
            return spots.map(p => [at(g, p[1] * c.width, p[2] * c.height), at(h, p[3], p[4])]); }""",
        [text, shown, spots],
    )
    for (target, *_), (drawn, seen) in zip(spots, pixels):
        assert drawn[3] == 255 and all(abs(a - b) <= 12 for a, b in zip(drawn, seen)), (target, drawn, seen)
    with page.expect_download() as png_file:
        page.click("#save-png")
    data = Path(png_file.value.path()).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width = int.from_bytes(data[16:20], "big")
    box = page.evaluate("document.querySelector('#board svg').viewBox.baseVal.width")
    assert width == round(box * 2)


def test_the_builder_in_german_on_a_phone_writes_a_german_diagram(guarded, site):
    make, _, _ = guarded
    page = open_play(make(warm=True, **PHONE), site, "game=transvaal&lang=de")
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    page.click("#share-box summary")
    _answer(page, "play")
    assert page.inner_text("#builder legend") == "In eine Seite einbetten"
    assert page.input_value("#embed-lang") == "de"
    answer = _choose(page, "diagram")
    marking = page.inner_text("label:has(#embed-marking)").strip()
    assert marking == "Felder markieren (auf dem Brett auswählen)"
    assert answer["query"].endswith("&lang=de")
    snippet = page.input_value("#embed-snippet")
    assert "(Diagramm)" in snippet
    page.frame_locator("#embed-preview").locator('#board[data-diagram="painted"]').wait_for(state="attached")


def test_the_colours_chosen_in_the_builder_are_the_embeds_and_never_the_games_options(guarded, site):
    """The builder's "Colours": the snippet names them (none for the reader's system), the preview
    shows them, and the embed opens in them on a reader's light system, its game untouched."""
    make, _, _ = guarded
    page = open_play(make(warm=True, color_scheme="light"), site)
    click_target(page, "i6")
    page.click("#share-box summary")
    _answer(page, "play")
    assert "theme=" not in page.input_value("#embed-snippet")  # "as the reader's system"
    _choose(page, "diagram")
    page.select_option("#embed-theme", "dark")
    page.wait_for_function("() => document.getElementById('embed-snippet').value.includes('&amp;theme=dark')")
    page.wait_for_function(
        "() => { const d = document.getElementById('embed-preview').contentDocument;"
        " return d && d.documentElement && d.documentElement.getAttribute('data-theme') === 'dark'"
        " && d.querySelector('#board[data-diagram=\"painted\"]') !== null; }"
    )
    assert page.get_attribute("html", "data-theme") == "light"  # the author's own page keeps its colours
    # A play embed in high contrast, opened by a reader whose system is light: played, it is the
    # same game (theme= is the page's, never an option the engine would refuse).
    _choose(page, "play")
    page.select_option("#embed-theme", "contrast")
    page.wait_for_function(
        "() => document.getElementById('embed-snippet').value.includes('&amp;theme=contrast')"
    )
    src = _snippet_src(page.input_value("#embed-snippet"))
    reader = make(color_scheme="light").new_page()
    reader.goto(src)
    assert reader.get_attribute("html", "data-theme") == "contrast"
    reader.click('#board [data-target="k4"]')  # the reader's touch starts the engine
    reader.wait_for_selector('html[data-engine="ready"] #board .target[data-target]', state="attached")
    assert reader.get_attribute("#history", "data-actions") in ("1", "2")  # i6 (and k4, if played)
    assert reader.inner_text("#message").strip() == ""  # no "unknown option 'theme'"
    assert reader.get_attribute("html", "data-theme") == "contrast"
    # On a whole page the address's colours give way to the person's own pick at once.
    whole = open_play(make(color_scheme="light"), site, "game=cross&theme=dark")
    assert whole.get_attribute("html", "data-theme") == "dark" and whole.input_value("#theme") == "dark"
    whole.select_option("#theme", "light")
    assert whole.get_attribute("html", "data-theme") == "light"


def test_a_german_snippet_built_on_an_english_page_gets_the_german_words(guarded, site):
    """The English page's engine has only English words: choosing German in the builder fetches
    the German ones (web/worker.js) instead of failing."""
    make, _, console = guarded
    page = open_play(make(warm=True), site, "game=chivalry")
    page.click("#share-box summary")
    _answer(page, "play")
    page.select_option("#embed-lang", "de")
    answer = _choose(page, "diagram")
    assert answer["query"].endswith("&lang=de")
    assert "Error" not in page.inner_text("#message") and not console.errors
    preview = page.frame_locator("#embed-preview")
    preview.locator('#board[data-diagram="painted"]').wait_for(state="attached")
    assert "Weiß" in preview.locator("#board").inner_html()  # the picture's words are German


def test_the_builders_moves_played_counts_turns_as_the_move_list_numbers_them(guarded, site):
    """Cross's turns after its first are two stones: three actions are two turns, and the turn
    typed is the position after that whole turn."""
    make, _, _ = guarded
    page = open_play(make(warm=True), site)
    for target in ("i6", "k4", "k6"):
        click_target(page, target)
    page.click("#share-box summary")
    _answer(page, "play")
    assert page.input_value("#embed-at") == "2" and page.get_attribute("#embed-at", "max") == "2"
    _choose(page, "replay")
    for turn, at in (("1", "1"), ("2", "3"), ("0", "0")):
        page.fill("#embed-at", turn)
        page.wait_for_function(
            "(at) => { const a = JSON.parse(window.kabinett.embedAnswer);"
            " return a.kind === 'replay' && new URLSearchParams(a.query).get('at') === at; }",
            arg=at,
        )
    page.click("#embed-here")
    assert page.input_value("#embed-at") == "2"


def test_the_snippets_title_is_in_the_embeds_language(guarded, site):
    """The frame's title is read to the embed's reader: in the language chosen for the embed,
    not in the builder's page's."""
    make, _, _ = guarded
    page = open_play(make(warm=True), site, "game=chivalry")
    page.click("#share-box summary")
    _answer(page, "play")
    assert 'title="Kabinett: Chivalry (play)"' in page.input_value("#embed-snippet")
    page.select_option("#embed-lang", "de")
    page.wait_for_function("() => document.getElementById('embed-snippet').value.includes('lang=de')")
    assert 'title="Kabinett: Chivalry (Spiel)"' in page.input_value("#embed-snippet")
    _choose(page, "diagram")
    assert 'title="Kabinett: Chivalry (Diagramm)"' in page.input_value("#embed-snippet")
    german = open_play(make(warm=True), site, "game=chivalry&lang=de")
    german.click("#share-box summary")
    _answer(german, "play")
    german.select_option("#embed-lang", "en")
    _choose(german, "replay")
    german.wait_for_function("() => document.getElementById('embed-snippet').value.includes('(replay)')")


#: Where a place's centre is on the board, as fractions of the board's drawing shown.
PLACE_AT = """(target) => { const svg = document.querySelector('#board svg'), r = svg.getBoundingClientRect();
    const b = document.querySelector('#board [data-target="' + target + '"]').getBoundingClientRect();
    return [Math.round(100 * (b.x + b.width / 2 - r.x) / r.width),
            Math.round(100 * (b.y + b.height / 2 - r.y) / r.height)]; }"""


def test_a_board_turned_in_the_builder_stays_turned_once_the_embeds_engine_is_up(guarded, site):
    """The builder's "Board turned" (flip=1): the picture before the touch is turned, and so is
    the engine's board after it (boot.js hands flip=1 to the engine's init)."""
    make, _, _ = guarded
    b = Bridge()
    b.handle(json.dumps({"cmd": "init", "query": "game=chivalry", "saved": None}))
    assert b.match is not None
    rng = random.Random(3)
    for _ in range(3):
        b.match.play(rng.choice(b.match.state.legal_actions()))
    queries = {
        flip: json.loads(b.handle(json.dumps({"cmd": "embed", "kind": "play", "flip": flip})))["query"]
        for flip in (True, False)
    }
    assert "&flip=1" in queries[True] and "flip" not in queries[False]
    plain = make().new_page()
    plain.goto(f"http://127.0.0.1:{site}/play.html?{queries[False]}")
    plain.wait_for_function("window.kabinett.pictureAt > 0")
    page = make().new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{queries[True]}")
    page.wait_for_function("window.kabinett.pictureAt > 0")
    turned = page.evaluate(PLACE_AT, "G1")
    assert turned != plain.evaluate(PLACE_AT, "G1")
    touch(page)
    wait_ready(page)
    page.wait_for_function("window.kabinett.lastPaint > window.kabinett.pictureAt")
    assert page.evaluate(PLACE_AT, "G1") == turned


#: What shows of a frame's page in its frame: the drawing's rows (the board letterboxed in its
#: box), the caption's and the comment line's bottoms, the frame's height.
SHOWN = """() => { const svg = document.querySelector('#board svg'), r = svg.getBoundingClientRect();
    const vb = svg.viewBox.baseVal, drawn = Math.min(r.height, r.width * vb.height / vb.width);
    const line = document.getElementById('replay-comment');
    const bottom = (e) => e && e.textContent ? e.getBoundingClientRect().bottom : 0;
    return {drawn: drawn, width: r.width, board: r.bottom, height: innerHeight,
            caption: bottom(document.getElementById('diagram-caption')),
            comment: bottom(line), text: line.textContent}; }"""


def test_a_snippet_fits_what_its_embed_shows_on_a_phone(guarded, site, tmp_path):
    """The snippet (720 px wide, as the builder writes it) in a post read on a phone, where the
    frame is narrowed to the page: a diagram keeps its proportions (its board and caption, no
    empty room); a replay's board leaves room for the comment on the turn shown."""
    make, _, _ = guarded
    page = open_play(make(warm=True), site)
    for target in ("i6", "k4", "k6"):
        click_target(page, target)
    said = "Black closes the gap in the middle of the board, a comment of two lines on a phone."
    before = page.evaluate("window.kabinett.lastPaint")
    page.fill("#comment-input", said)
    page.press("#comment-input", "Enter")
    page.wait_for_function(f"window.kabinett.lastPaint !== {before!r}")
    page.click("#share-box summary")
    _answer(page, "play")
    _choose(page, "replay")
    snippets = {"replay": page.input_value("#embed-snippet")}
    _choose(page, "diagram")
    uncaptioned = page.input_value("#embed-snippet")
    page.fill("#embed-caption", "Black to move")
    page.wait_for_function(
        "(before) => document.getElementById('embed-snippet').value !== before", arg=uncaptioned
    )
    assert "aspect-ratio" in page.input_value("#embed-snippet")
    snippets["diagram"] = page.input_value("#embed-snippet")
    for kind, snippet in snippets.items():
        (tmp_path / f"{kind}.html").write_text(
            '<!doctype html><meta name="viewport" content="width=device-width"><p>A post.</p>' + snippet
        )
    with serve(tmp_path) as port:
        phone = make(**PHONE).new_page()
        phone.goto(f"http://127.0.0.1:{port}/diagram.html")
        frame = phone.frames[1]
        frame.wait_for_function("window.kabinett.pictureAt > 0")
        shown = frame.evaluate(SHOWN)
        assert shown["width"] < 400  # (narrowed from 720 px)
        # the frame's rows: the drawing, the caption under it; no more than a line's room beside
        room = shown["height"] - shown["drawn"] - (shown["caption"] - shown["board"])
        assert 0 < shown["caption"] <= shown["height"] and room < 30, shown
        phone.screenshot(path=str(ARTEFACTS / "embed-diagram-phone.png"), full_page=True)
        phone.goto(f"http://127.0.0.1:{port}/replay.html")
        frame = phone.frames[1]
        frame.wait_for_function("window.kabinett.pictureAt > 0")
        frame.click("#board")  # the reader's touch (on the board: nothing scrolls)
        wait_ready(frame)
        frame.wait_for_function("document.getElementById('replay-comment').textContent !== ''")
        assert frame.evaluate("scrollY") == 0
        shown = frame.evaluate(SHOWN)
        assert shown["text"] == said and shown["comment"] <= shown["height"], shown
        assert shown["drawn"] > 200, shown  # (the board still a board)
        phone.screenshot(path=str(ARTEFACTS / "embed-replay-phone.png"), full_page=True)
