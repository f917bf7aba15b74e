"""Every text a person reads on the page meets WCAG AA in every theme (issue 35, item 3): 4.5:1
for text, 3:1 for large text, measured in Chromium on the rendered page (the text's colour
against the first opaque background behind it), for the games whose seats line carries
badges (scores, piece counts) and a catalogue; and every text on every game's board (issue 51,
item 9: a stone's number, a square's name, a status line) against the shapes it is drawn on."""

from __future__ import annotations

import pytest

import random

from browser import wait_ready
from pyengine.app import saved
from pyengine.app.controller import Match
from pyengine.catalogue import all_games
from pyengine.contract import CHANCE

pytestmark = pytest.mark.browser

# Colours as the page computes them, the first non-transparent background up the tree, and
# the contrast ratio of WCAG 2.x.
MEASURE = """() => {
  const rgb = (s) => { const m = s.match(/[\\d.]+/g).map(Number);
                       return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; };
  const lin = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
  const lum = (c) => 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
  const back = (el) => { for (let e = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.a > 0.5) return c; } return rgb(getComputedStyle(document.body).backgroundColor); };
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('svg') || el.closest('[hidden]') || el.disabled) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || !el.getClientRects().length) continue;
    const st = getComputedStyle(el);
    if (st.visibility === 'hidden' || Number(st.opacity) < 0.5) continue;
    const f = rgb(st.color), b = back(el);
    const [hi, lo] = [lum(f), lum(b)].sort((x, y) => y - x);
    const ratio = (hi + 0.05) / (lo + 0.05);
    const size = parseFloat(st.fontSize), bold = Number(st.fontWeight) >= 700;
    const need = (size >= 24 || (bold && size >= 18.66)) ? 3 : 4.5;
    const text = el.textContent.trim().slice(0, 30);
    const what = `${el.tagName.toLowerCase()}#${el.id}.${el.className} "${text}"`;
    if (ratio < need) out.push(`${what}: ${ratio.toFixed(2)} < ${need}`);
  }
  return out;
}"""


# Each text of the board against what it is drawn on, at three points along it (a quarter, half
# and three quarters of its width, half its height): the shapes painted before it that cover the
# point (fill, fill-opacity and opacity composed, bottom up, over the page behind the board). A
# halo (the text's stroke painted first, 2 units or more) is its background; a large glyph (a
# chess piece) may stand out by its outline, as WCAG's graphical objects and the stones do.
BOARD_MEASURE = """(selector) => {
  const rgba = (s) => {
    if (!s || !s.startsWith('rgb')) return null;
    const n = s.match(/[\\d.]+/g).map(Number);
    return {r: n[0], g: n[1], b: n[2], a: n.length > 3 ? n[3] : 1};
  };
  const lin = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
  const lum = (c) => 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
  const ratio = (x, y) => {
    const [hi, lo] = [lum(x), lum(y)].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
  };
  const over = (top, a, under) => ({
    r: top.r * a + under.r * (1 - a), g: top.g * a + under.g * (1 - a), b: top.b * a + under.b * (1 - a)});
  const out = [];
  for (const svg of document.querySelectorAll(selector)) {
    const where = svg.closest('.card') ? `${svg.closest('.card').dataset.game}: ` : '';
    const opacity = (el) => {
      let o = 1;
      for (let e = el; e && e !== svg.parentElement; e = e.parentElement)
        o *= Number(getComputedStyle(e).opacity);
      return o;
    };
    let page = null;  // the page behind the board: the first opaque background up the tree
    for (let e = svg.parentElement; e && !page; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0.5) page = c;
    }
    page = page || {r: 255, g: 255, b: 255};
    const shapes = [...svg.querySelectorAll('rect, circle, ellipse, polygon, path, line, polyline')];
    const painted = shapes.filter((s) => {
      const st = getComputedStyle(s);
      return st.display !== 'none' && st.visibility !== 'hidden'
        && !s.closest('defs, clipPath, mask, marker, pattern');
    });
    // What a point of the board shows: the shapes under it painted bottom up over the page.
    const behind = (text, x, y) => {
      const layers = [];
      for (let i = painted.length - 1; i >= 0; i--) {
        const s = painted[i];
        if (!(s.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;  // over it
        const st = getComputedStyle(s), fill = rgba(st.fill), m = s.getScreenCTM();
        if (!fill || !m) continue;
        const a = fill.a * Number(st.fillOpacity) * opacity(s);
        if (a < 0.02 || !s.isPointInFill(new DOMPoint(x, y).matrixTransform(m.inverse()))) continue;
        layers.push([fill, Math.min(1, a), s]);
        if (a >= 0.99) break;
      }
      let colour = page, name = 'the page';
      for (let i = layers.length - 1; i >= 0; i--) {
        colour = over(layers[i][0], layers[i][1], colour);
        name = layers[i][2].getAttribute('class') || layers[i][2].tagName;
      }
      return [colour, name];
    };
    for (const t of svg.querySelectorAll('text')) {
      const st = getComputedStyle(t), r = t.getBoundingClientRect(), fill = rgba(st.fill);
      if (!t.textContent.trim() || !r.width || !fill) continue;
      if (st.visibility === 'hidden' || opacity(t) < 0.5) continue;
      const size = parseFloat(st.fontSize), bold = Number(st.fontWeight) >= 700;
      const need = (size >= 24 || (bold && size >= 18.66)) ? 3 : 4.5;
      const stroke = rgba(st.stroke), width = parseFloat(st.strokeWidth);
      const halo = stroke && stroke.a > 0.99 && st.paintOrder.startsWith('stroke') && width >= 2;
      let worst = null;
      for (const fx of [0.25, 0.5, 0.75]) {
        const x = r.left + fx * r.width, y = r.top + r.height / 2;
        const [back, name] = halo ? [stroke, 'its halo'] : behind(t, x, y);
        let k = ratio(over(fill, fill.a * Number(st.fillOpacity), back), back);
        if (need === 3 && stroke && width >= 1) k = Math.max(k, ratio(stroke, back));  // a glyph's outline
        if (!worst || k < worst[0]) worst = [k, name, back];
      }
      if (worst[0] < need) {
        const [k, name, b] = worst, rgb = [b.r, b.g, b.b].map((c) => c.toFixed(0)).join(', ');
        out.push(`${where}"${t.textContent.trim().slice(0, 30)}"`
                 + ` (${t.getAttribute('class') || ''}, ${st.fill})`
                 + ` on ${name} (rgb(${rgb})): ${k.toFixed(2)} < ${need}`);
      }
    }
  }
  return out;
}"""


def in_theme(context, theme: str):
    """A page whose site has ``theme`` chosen (remembered in local storage, as the page's theme
    menu keeps it) before it opens."""
    page = context.new_page()
    page.add_init_script(f"localStorage.setItem('kabinett:theme', {theme!r})")
    return page


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
@pytest.mark.parametrize(
    "query",
    [
        "game=triad&seats=human,human,human",
        "game=subdivide",
        "game=cross",
        "game=not-divisors&moves=a1+100000000000034700000000001147",
    ],
)
def test_every_text_on_the_page_meets_wcag_aa_in_every_theme(guarded, site, theme, query):
    make, _, _ = guarded
    page = in_theme(make(warm=True), theme)
    page.goto(f"http://127.0.0.1:{site}/play.html?{query}")
    wait_ready(page)
    page.wait_for_function("(t) => document.documentElement.dataset.theme === t", arg=theme)
    assert page.evaluate(MEASURE) == []


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_the_catalogue_meets_wcag_aa_in_every_theme(guarded, site, theme):
    make, _, _ = guarded
    page = in_theme(make(warm=True), theme)
    page.goto(f"http://127.0.0.1:{site}/index.html")
    page.wait_for_function("(t) => document.documentElement.dataset.theme === t", arg=theme)
    assert page.evaluate(MEASURE) == []


def _some_moves_in(game: str) -> str:
    """A link to ``game`` eight actions in (pieces on the board, targets lit), computed under CPython."""
    rng, m = random.Random(1), Match(game, seed=1)
    while len(m.actions) < 8 and not m.state.is_over():
        m.play(m.chance_action() if m.state.to_move() == CHANCE else rng.choice(m.state.legal_actions()))
    return saved.link_query(m)


#: The last move's places (class ``last``) against the places of the same kind that are not
#: (the same element and classes but the states a click adds), in what the page paints them
#: with: ``{lasts, same}``, ``same`` naming each last place painted as one of its kind with no
#: other mark of the last move (a stone's dot, class ``last-…``) over its centre.
LAST_MEASURE = """() => {
  const states = new Set(['last', 'target', 'selected', 'hint', 'moving']);
  const kind = (e) => e.tagName + '.' + [...e.classList].filter((c) => !states.has(c)).sort().join('.');
  const paint = (e) => { const s = getComputedStyle(e);
    return [s.fill, s.fillOpacity, s.stroke, s.strokeWidth, s.strokeDasharray, s.opacity].join(' '); };
  const all = [...document.querySelectorAll('#board svg [class]')];
  const lasts = all.filter((e) => e.classList.contains('last'));
  const marks = all.filter((e) => [...e.classList].some((c) => c.startsWith('last')));
  const over = (e) => { const r = e.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
    return marks.some((m) => { if (m === e || getComputedStyle(m).display === 'none') return false;
      const b = m.getBoundingClientRect();
      return b.width > 0 && b.left <= x && x <= b.right && b.top <= y && y <= b.bottom; }); };
  const same = [];
  for (const e of lasts) {
    const plain = all.filter((o) => kind(o) === kind(e) && ![...o.classList].some((c) => states.has(c)));
    // nor like the places to click, shown beside it on the person's turn
    const targets = all.filter((o) => kind(o) === kind(e) && o.classList.contains('target')
      && ![...o.classList].some((c) => c !== 'target' && states.has(c)));
    if ([...plain, ...targets].some((o) => paint(o) === paint(e)) && !over(e)) {
      same.push(kind(e) + ' ' + (e.getAttribute('data-target') || ''));
    }
  }
  return {lasts: lasts.length, same};
}"""


@pytest.mark.parametrize("game", [g.info.id for g in all_games()])
def test_every_text_on_the_board_meets_wcag_aa_and_the_last_move_shows_in_every_theme(guarded, site, game):
    """Two checks on one page, eight actions into a game, in each theme: every text on the board
    against what it is drawn on, and the last move's places painted apart from their kind's."""
    make, _, _ = guarded
    page = make(warm=True).new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{_some_moves_in(game)}")
    wait_ready(page)
    found = []
    for theme in ("light", "dark", "contrast"):
        page.evaluate("(t) => window.kabinett.setTheme(t)", theme)
        assert page.evaluate("document.documentElement.dataset.theme") == theme
        found += [f"{theme}: {problem}" for problem in page.evaluate(BOARD_MEASURE, "#board svg")]
        last = page.evaluate(LAST_MEASURE)
        assert last["lasts"] > 0, f"{theme}: no place of the last move is marked"
        found += [f"{theme}: the last move's {place} looks like its kind" for place in last["same"]]
    assert found == []


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_every_text_on_the_catalogues_boards_meets_wcag_aa_in_every_theme(guarded, site, theme):
    """The catalogue's cards show each game's board as it starts."""
    make, _, _ = guarded
    page = in_theme(make(warm=True), theme)
    page.goto(f"http://127.0.0.1:{site}/index.html")
    page.wait_for_function("(t) => document.documentElement.dataset.theme === t", arg=theme)
    assert page.evaluate(BOARD_MEASURE, ".card .thumb svg") == []
