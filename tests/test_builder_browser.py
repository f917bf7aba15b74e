"""The embed builder ("Share & embed", web/builder.py): a diagram of the game's turn with a
caption and marks, previewed without an engine, copied as a snippet that shows the same board
elsewhere; its picture downloads as an SVG that looks like the page's board, and as a PNG."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

from browser import click_target, open_play, wait_history

from test_access import PHONE
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
    assert play["query"].endswith("&embed=1") and "moves=i6+k4+k6" in snippet
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
    # where the page's board shows a place (or the stone on it), in the drawing's coordinates
    spots = page.evaluate(
        """() => { window.scrollTo(0, 0);
            const svg = document.querySelector('#board svg'), vb = svg.viewBox.baseVal;
            return ['i6', 'k4', 'f1', 'h1'].map(t => {
                const b = document.querySelector('#board [data-target="' + t + '"]').getBoundingClientRect();
                const x = b.left + b.width / 2, y = b.top + b.height * 0.3;
                const pt = svg.createSVGPoint(); pt.x = x; pt.y = y;
                const v = pt.matrixTransform(svg.getScreenCTM().inverse());
                return [t, (v.x - vb.x) / vb.width, (v.y - vb.y) / vb.height,
                        getComputedStyle(document.elementFromPoint(x, y)).fill]; }); }"""
    )
    other = make().new_page()
    other.set_content("<canvas id=c></canvas>")
    pixels = other.evaluate(
        """async ([text, spots]) => { const img = new Image();
            img.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(text)));
            await img.decode();
            const c = document.getElementById('c');
            c.width = img.naturalWidth * 2; c.height = img.naturalHeight * 2;
            const g = c.getContext('2d'); g.drawImage(img, 0, 0, c.width, c.height);
            return spots.map(s => Array.from(
                g.getImageData(Math.round(s[1] * c.width), Math.round(s[2] * c.height), 1, 1).data)); }""",
        [text, spots],
    )
    for (target, _, _, fill), rgba in zip(spots, pixels):
        want = [int(x) for x in re.findall(r"\d+", fill)[:3]]
        assert rgba[3] == 255 and all(abs(a - b) <= 12 for a, b in zip(rgba, want)), (target, fill, rgba)
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
    assert answer["query"].endswith("&lang=de")
    snippet = page.input_value("#embed-snippet")
    assert "(Diagramm)" in snippet
    page.frame_locator("#embed-preview").locator('#board[data-diagram="painted"]').wait_for(state="attached")
