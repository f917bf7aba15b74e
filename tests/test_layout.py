"""Nothing sticks out and nothing is cut (issue 51, item 7): German words are longer than English
ones, so every page is measured in Chromium in both languages at a phone's, a tablet's and a
desktop's width, and embedded at the snippet's 720 px, with the "New game" panel open: no element
is wider than a box that cuts it or leaves its panel or the viewport sideways, no text of a board
lies on another, none is cut by the board's viewBox (the catalogue's thumbnails too).

One returning visitor's context per language; a page is re-sized in place (the layout reflows)
rather than reloaded."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from browser import serve, touch, wait_ready
from pyengine.catalogue import all_games

pytestmark = pytest.mark.browser

WIDTHS = (390, 720, 1280)
#: The address of each page measured: every game as it opens, and Transvaal's match (the sheet's
#: upper corners carry its game and its Boer).
PAGES = [f"game={g.info.id}" for g in all_games()] + [
    "game=transvaal&match=two",
    "game=schneider-von-gent&board=ghent17",  # the other board: its face names placed apart too
]

#: What sticks out, as a list of sentences (empty: nothing). Elements: visible ones outside the
#: board, hidden panels and screen-reader text; a form field's own text may scroll in it. An
#: element is reported where it starts sticking out (not each of its children after it).
OVERFLOW = """() => {
  const out = [], vw = document.documentElement.clientWidth;
  const BOXES = '.panel, .card, .result, .behind, .far-box, .notice-box, header.chrome, dialog, main';
  const shown = (el) => {
    if (!el.getClientRects().length) return false;
    const st = getComputedStyle(el);
    return st.visibility !== 'hidden' && st.display !== 'none';
  };
  const name = (el) => {
    const classes = typeof el.className === 'string' ? el.className.trim().split(/\\s+/) : [];
    const cls = classes.filter((c) => c).map((c) => '.' + c).join('');
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${cls} "${text}"`;
  };
  const outside = (r) => r.right > vw + 1 || r.left < -1;
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('.sr-only, [hidden], svg, option, textarea, script, style') || !shown(el)) continue;
    const st = getComputedStyle(el), r = el.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    const cuts = ['hidden', 'clip', 'auto', 'scroll'].includes(st.overflowX)
      || st.textOverflow === 'ellipsis';
    if (cuts && !['INPUT', 'SELECT'].includes(el.tagName) && el.scrollWidth > el.clientWidth + 1)
      out.push(`${name(el)} is wider than its box: ${el.scrollWidth} > ${el.clientWidth}`);
    if (outside(r) && !outside(el.parentElement.getBoundingClientRect()))
      out.push(`${name(el)} leaves the viewport: ${r.left.toFixed(0)}..${r.right.toFixed(0)} of ${vw}`);
    const box = el.parentElement.closest(BOXES);
    if (box) {
      const b = box.getBoundingClientRect();
      if (r.right > b.right + 1 || r.left < b.left - 1)
        out.push(`${name(el)} sticks out of ${box.tagName.toLowerCase()}.${box.className}: `
                 + `${r.left.toFixed(0)}..${r.right.toFixed(0)}`
                 + ` of ${b.left.toFixed(0)}..${b.right.toFixed(0)}`);
    }
  }
  for (const svg of document.querySelectorAll('#board svg, .card .thumb svg')) {
    const vb = svg.viewBox.baseVal, m = svg.getScreenCTM();
    if (!shown(svg) || !m || !vb || !vb.width) continue;
    const corner = (x, y) => new DOMPoint(x, y).matrixTransform(m);
    const a = corner(vb.x, vb.y), z = corner(vb.x + vb.width, vb.y + vb.height);
    const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim() && shown(t));
    const rects = texts.map((t) => t.getBoundingClientRect());
    const said = (t) => `"${t.textContent.trim().slice(0, 40)}"`;
    const where = svg.closest('.card') ? `the card of ${svg.closest('.card').dataset.game}` : 'the board';
    texts.forEach((t, i) => {
      const r = rects[i];
      if (r.left < a.x - 1 || r.top < a.y - 1 || r.right > z.x + 1 || r.bottom > z.y + 1)
        out.push(`${where}: ${said(t)} is cut by the viewBox`);
      for (let j = i + 1; j < texts.length; j++) {
        const s = rects[j];
        const w = Math.min(r.right, s.right) - Math.max(r.left, s.left);
        const h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
        if (w > 1 && h > 1) out.push(`${where}: ${said(t)} lies on ${said(texts[j])}`);
      }
    });
  }
  return out;
}"""


def _in_language(page, lang: str) -> None:
    """Until the page's words are in ``lang`` (German ones are fetched, web/lang.js)."""
    if lang != "en":
        page.wait_for_selector(f"html[data-lang-ready={lang}]", state="attached")


def _measured(page, where: str) -> list[str]:
    return [f"{where}: {problem}" for problem in page.evaluate(OVERFLOW)]


@pytest.mark.parametrize("lang,locale", [("en", "en-US"), ("de", "de-DE")])
def test_no_element_is_wider_than_its_box_at_390_720_and_1280_px_in_english_and_german(
    guarded, site, lang, locale
):
    make, _, _ = guarded
    context = make(warm=True, locale=locale)
    found: list[str] = []
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/index.html")
    _in_language(page, lang)
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        found += _measured(page, f"catalogue at {width}")
    page.close()
    for query in PAGES:
        page = context.new_page()
        page.set_viewport_size({"width": 1280, "height": 900})
        page.goto(f"http://127.0.0.1:{site}/play.html?{query}")
        wait_ready(page)
        _in_language(page, lang)
        page.click("#new-game summary")  # its options are the longest words of a panel
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 900})
            found += _measured(page, f"{query} at {width}")
        # Embedded: what ?embed=1 does (html.embed), in the snippet's 720 x 640 frame.
        page.evaluate("document.documentElement.classList.add('embed')")
        page.set_viewport_size({"width": 720, "height": 640})
        found += _measured(page, f"{query} embedded at 720")
        page.close()
    assert found == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_embedded_page_in_a_720_px_frame_fits_it_in_english_and_german(guarded, site, lang):
    """The embed as a blog hosts it (another origin's page, an iframe of the snippet's size), for
    the game whose German words are longest; the test above measures every game's page with
    the embed's class in a viewport of the frame's size."""
    make, _, _ = guarded
    src = f"http://127.0.0.1:{site}/play.html?game=transvaal&embed=1&lang={lang}"
    with tempfile.TemporaryDirectory() as tmp:
        frame = f'<iframe id="f" src="{src}" width="720" height="640" style="border:0"></iframe>'
        (Path(tmp) / "host.html").write_text(f"<!doctype html><title>blog</title>{frame}")
        with serve(Path(tmp)) as port:
            host = make(warm=True).new_page()
            host.set_viewport_size({"width": 1000, "height": 800})
            host.goto(f"http://localhost:{port}/host.html")
            host.frame_locator("#f").locator("#status").wait_for()
            embedded = host.frames[1]
            embedded.wait_for_selector("#status")
            touch(embedded)  # (an embed starts its engine when its reader touches it)
            wait_ready(embedded)
            _in_language(embedded, lang)
            embedded.click("#new-game summary")
            assert embedded.evaluate("innerWidth") == 720
            assert _measured(embedded, "transvaal embedded at 720") == []
