"""Every text a person reads on the page meets WCAG AA in every theme (issue 35, item 3): 4.5:1
for text, 3:1 for large text, measured in Chromium on the rendered page (the text's colour
against the first opaque background behind it), for the games whose seats line carries
badges (scores, piece counts) and a catalogue."""

from __future__ import annotations

import pytest

from browser import wait_ready

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
