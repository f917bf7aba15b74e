"""The page in German (issue 39, first part): the page's own words come from the gettext
catalogue locale/de.po (tools/i18n.py extracts them from the pages and scripts), the language
follows the link, the choice made in the page or the browser, and English fetches nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from browser import history, open_play, open_record, wait_ready
from game_hints import hint
from pyengine import i18n
from pyengine.catalogue import all_infos
from tools.i18n import LANGUAGES, messages, read_catalogue

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_every_message_of_the_pages_has_its_translation_and_none_is_stale(lang):
    catalogue = read_catalogue(ROOT / "locale" / f"{lang}.po")
    plural = lambda m: isinstance(m.id, tuple)  # noqa: E731
    translated = {m.id: m.string for m in catalogue if m.id and (all(m.string) if plural(m) else m.string)}
    wanted = messages(ROOT, lang)
    assert [m for m in wanted if not translated.get(m)] == [], "messages without a translation"
    assert sorted(set(translated) - set(wanted)) == [], "translations of messages no page has"
    assert catalogue.plural_forms == "nplurals=2; plural=(n != 1);"


@pytest.fixture
def bridge_in():
    """A page's bridge opened in a language (the engine speaks one language at a time: English
    again afterwards, for the other tests)."""
    from pyengine.app.bridge import Bridge

    def make(lang: str, query: str) -> tuple[Bridge, dict]:
        bridge = Bridge()
        return bridge, json.loads(bridge.handle(json.dumps({"cmd": "init", "query": query, "lang": lang})))

    yield make
    i18n.set_language("en")


def _english_record(game: str, record: str) -> dict:
    """Import ``record`` into an English page's bridge: whether it reads back unchanged, and the
    refusal if any."""
    from pyengine.app.bridge import Bridge

    bridge = Bridge()
    bridge.handle(json.dumps({"cmd": "init", "query": f"game={game}", "lang": "en"}))
    view = json.loads(bridge.handle(json.dumps({"cmd": "import", "text": record})))
    return {"ok": not view["import_failed"] and bridge.match.record() == record, "message": view["message"]}


SHUT_IN = ["@10", "@8", "@E1", "C-W1", "E1-C", "W1-W2", "C-W1", "W2-9", "W1-W2"]


def _play(bridge, texts: list[str]) -> dict:
    view: dict = {}
    for text in texts:
        view = json.loads(bridge.handle(json.dumps({"cmd": "move", "text": text})))
        assert not view["message"], view["message"]
    return view


def test_the_engine_speaks_german_in_a_german_page_and_writes_the_same_record(bridge_in):
    english, view = bridge_in("en", "game=transvaal")
    assert view["status"].startswith("English places stone 1 of 3")
    german, view = bridge_in("de", "game=transvaal")
    assert view["status"] == "Engländer: Stein 1 von 3 auf einen freien Punkt außer dem Mittelpunkt setzen."
    view = _play(german, SHUT_IN[:3])
    assert view["status"] == (
        "Bure am Zug: zurück in den Mittelpunkt oder überleben. Züge der Engländer: 0 von 30."
    )
    view = _play(german, SHUT_IN[3:])
    assert "Der Bure ist nach 3 Zügen der Engländer auf 9 eingeschlossen" in view["status"]
    i18n.set_language("en")
    _play(english, SHUT_IN)
    german.show_record = english.show_record = True
    assert german.match.record() == english.match.record()  # records are the same in every language


def test_plural_forms_follow_the_language():
    message = (
        "The Boer is shut in on %(point)s after %(n)d English move: the English win.",
        "The Boer is shut in on %(point)s after %(n)d English moves: the English win.",
    )
    try:
        i18n.set_language("de")
        said = [i18n.ngettext(*message, n) % {"point": "9", "n": n} for n in (1, 3)]
        assert "nach 1 Zug der" in said[0] and "nach 3 Zügen der" in said[1]
    finally:
        i18n.set_language("en")
    assert "after 1 English move:" in i18n.ngettext(*message, 1) % {"point": "9", "n": 1}


def _chrome_words(page) -> list[str]:
    """The page's visible words that are whole messages: the page's own, the catalogue's cards
    (blurbs, authors and years where they have words: a name stays as it is). Not the board, the
    move list, nor what the engine writes with its words filled in (status, seats, options,
    samples, rules): tests/test_german_games.py checks those against an English page."""
    return page.evaluate(
        """() => {
          const out = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const el = n.parentElement, text = n.nodeValue.replace(/\\s+/g, ' ').trim();
            if (!text || !/[A-Za-zÄÖÜäöüß]/.test(text) || !el || !el.checkVisibility()) continue;
            // a card's names and numbers stay as they are; its words with lower-case letters are messages
            if (el.matches('.authors, .year, .count') && !/(^|[\\s(;,])[a-z]{2,}\\b/.test(text)) continue;
            if (el.closest('#title, #board, #rules, #history, #status, #message, #seats-line, '
                + '#buttons, #new-form, #samples, #far-seat, .card h2, .home, '
                + 'svg, script, [translate=no]')) continue;
            out.push(text);
          }
          return out;
        }"""
    )


@pytest.mark.browser
def test_a_link_with_lang_de_shows_the_page_in_german(guarded, site):
    make, guard, _ = guarded
    page = open_play(make(warm=True), site, "game=cross&lang=de")
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    assert page.get_attribute("html", "lang") == "de"
    assert page.inner_text("#resign") == "Aufgeben" and page.inner_text("#undo") == "Zurücknehmen"
    assert page.get_attribute("#undo", "title") == "Zurücknehmen (u)"
    german = {m.string for m in read_catalogue(ROOT / "locale" / "de.po") if m.id}
    english_only = [w for w in _chrome_words(page) if w not in german]
    assert english_only == [], "words on the German page not from its catalogue"
    assert "lang=de" in page.url  # the address keeps the language as the game goes on
    embed = page.input_value("#embed-snippet")
    assert "lang=de" in embed  # a German blog embeds a German game
    boer = open_play(page.context, site, "game=transvaal&lang=de")  # the engine's words
    assert boer.inner_text("#status").startswith("Engländer: Stein 1 von 3")
    assert "ein Mensch" in boer.inner_text("#seats-line")


@pytest.mark.browser
def test_a_catalogue_opened_with_lang_de_opens_its_games_in_german(guarded, site):
    make, _, _ = guarded
    page = make(warm=True).new_page()  # (an English browser: the address alone says German)
    page.goto(f"http://127.0.0.1:{site}/index.html?lang=de")
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    page.click('.card[data-game="fehde"] a.play-ai')
    wait_ready(page)
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    assert "lang=de" in page.url and page.inner_text("#resign") == "Aufgeben"
    status = page.inner_text("#status")  # (Fehde's first side is drawn by lot; the computer may begin)
    assert ("Weiß" in status or "Schwarz" in status) and "to move" not in status, status


@pytest.mark.browser
def test_the_language_follows_the_browser_and_a_choice_is_remembered(guarded, site):
    make, guard, _ = guarded
    context = make(warm=True, locale="de-DE")
    page = open_play(context, site, "game=transvaal")
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    assert page.inner_text("#new-game summary") == "Neue Partie"
    page.select_option("#lang", "en")  # chosen in the page: remembered
    page.wait_for_load_state()
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "en" and page.inner_text("#new-game summary") == "New game"
    catalogue = context.new_page()
    catalogue.goto(f"http://127.0.0.1:{site}/index.html")
    assert catalogue.get_attribute("html", "lang") == "en"
    assert "Play the computer" in catalogue.inner_text(".cards")


@pytest.mark.browser
def test_an_english_page_fetches_no_catalogue_and_the_catalogue_page_speaks_german(guarded, site):
    make, guard, _ = guarded
    page = open_play(make(locale="en-GB"), site, "game=cross")
    assert page.get_attribute("html", "lang") == "en"
    fetched = page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    assert not [u for u in fetched if "/i18n/" in u]  # (the service worker caches it later, for offline)
    index = make(locale="de").new_page()
    index.goto(f"http://127.0.0.1:{site}/index.html")
    index.wait_for_selector("html[data-lang-ready=de]", state="attached")
    cards = index.inner_text(".cards")
    assert "Gegen den Computer" in cards and "Spieler" in cards and "Regeln nicht verfügbar" in cards
    blurb = index.inner_text('.card[data-game="transvaal"] .card-main p')  # a translated game's card
    assert blurb.startswith("Ein Bure gegen drei Engländer")
    german = {m.string for m in read_catalogue(ROOT / "locale" / "de.po") if m.id}
    assert [w for w in _chrome_words(index) if w not in german] == []


def test_no_function_of_the_engine_hides_the_translation_function():
    """``_`` is also Python's throwaway name: a function that binds it (``n, _ = …``) and also
    calls ``_("…")`` would fail only in the language that reaches the call."""
    import ast

    found = []
    for path in sorted((ROOT / "pyengine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                inner = list(ast.walk(node))
                binds = any(
                    isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store) for n in inner
                )
                calls = any(
                    isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "_"
                    for n in inner
                )
                if binds and calls:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_every_marked_message_is_one_literal_the_extractor_can_read():
    """``_(("a", "b")[i])`` or ``_(f"…")`` hides its messages from the extractor: they would stay
    English with no test noticing. A message is one literal; a message chosen at run time is
    marked where it is written (``N_``) and passed to ``_`` by name."""
    import ast

    found = []
    for path in sorted((ROOT / "pyengine").rglob("*.py")) + sorted((ROOT / "web").glob("*.py")):
        tree = ast.parse(path.read_text())
        in_fstrings = {id(n) for f in ast.walk(tree) if isinstance(f, ast.JoinedStr) for n in ast.walk(f)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            literals = [a for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if node.func.id in ("_", "N_", "ngettext", "t") and id(node) in in_fstrings and literals:
                found.append(
                    f"{path.relative_to(ROOT)}:{node.lineno} (in an f-string: Babel on 3.11 skips it)"
                )
                continue
            if node.func.id not in ("_", "N_", "ngettext", "t") or not node.args:
                continue
            for arg in node.args[:2] if node.func.id == "ngettext" else node.args[:1]:
                literal = isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                hidden = any(
                    isinstance(n, ast.JoinedStr) or (isinstance(n, ast.Constant) and isinstance(n.value, str))
                    for n in ast.walk(arg)
                )
                if not literal and hidden:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_a_translation_keeps_its_messages_placeholders():
    """``%(who)s`` and ``%d`` filled by the code must all be in the translation (a missing or
    misspelt one raises, or says nothing, only in that language); a plural's forms may leave the
    number out of the singular ("Die Aktion davor")."""
    import re

    spec = re.compile(r"%(?:\([a-z]+\))?[-#0 +]*\d*(?:\.\d+)?[sdrfg%]")
    wrong = []
    for lang in (x for x in LANGUAGES if x != "en"):
        for m in read_catalogue(ROOT / "locale" / f"{lang}.po"):
            if not m.id:
                continue
            if isinstance(m.id, tuple):
                wanted = set(spec.findall(m.id[1]))
                wrong += [(m.id[0], s) for s in m.string if not set(spec.findall(s)) <= wanted]
                wrong += [(m.id[1], m.string[-1])] if set(spec.findall(m.string[-1])) != wanted else []
            elif set(spec.findall(m.string)) != set(spec.findall(m.id)):
                wrong.append((m.id, m.string))
    assert wrong == []


@pytest.mark.browser
def test_a_german_page_reloads_in_german_offline(guarded, site):
    make, _, _ = guarded
    context = make()
    page = open_play(context, site, "game=einstein&lang=de")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.wait_for_function(
        "caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k)"
        ".then(c => c.match('i18n/de.json'))))).then(found => found.some(r => r))",
        timeout=60_000,
    )
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    assert page.inner_text("#resign") == "Aufgeben" and page.get_attribute("html", "lang") == "de"
    context.set_offline(False)


def test_a_translated_game_has_its_rules_in_german_and_the_others_say_they_are_english(bridge_in):
    from dataclasses import replace

    _, view = bridge_in("de", "game=transvaal")
    assert "<b>Der Bure gewinnt</b> sofort" in view["rules_html"]
    assert view["rules_html"].count("Hier entschieden") == 1  # the heading, not again before each item
    assert "<h3>Hier entschieden</h3>" in view["rules_html"]
    assert "The Boer wins" not in view["rules_html"]
    assert all("de" in info.languages for info in all_infos())  # every game's texts are in German
    english_only = replace(next(i for i in all_infos() if i.id == "transvaal"), languages=("en",))
    page = english_only.rules_page()  # a game added later, its texts not yet translated
    assert page.startswith('<p class="rules-language">Diese Regeln gibt es bisher nur auf Englisch.')
    assert "<b>The Boer wins</b>" in page and "<h3>Notation</h3>" in page
    _, view = bridge_in("en", "game=transvaal")
    assert "<b>The Boer wins</b>" in view["rules_html"] and "rules-language" not in view["rules_html"]


GERMAN = [info.id for info in all_infos() if "de" in info.languages]
#: How each game's result reads in German (its hints.py GERMAN "ends": the beginnings of its end
#: reasons; a resignation or an agreed draw is not among them: the journey plays to the game's own end).
ENDS = {game: hint(game, "GERMAN")["ends"] for game in GERMAN}


@pytest.mark.browser
@pytest.mark.parametrize("game", GERMAN)
def test_journey_in_german_a_person_plays_the_computer_to_the_end(guarded, site, game):
    """A game whose texts are in German, played in German from the catalogue to the result
    panel (a move by clicks, then from a link near the end, as tests/test_journeys.py does):
    statuses, seats, result and rules in German; the record as an English page writes it."""
    import random

    from test_journeys import JOURNEY, clickables, click, near_the_end, play_to_the_end, settle

    make, _, _ = guarded
    context = make(warm=True, locale="de-DE")
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/index.html")
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    page.select_option("#level", "easy")
    page.click(f'.card[data-game="{game}"] a.play-ai')
    wait_ready(page)
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    assert "Computer: leicht" in page.inner_text("#seats-line")
    assert "bisher nur auf Englisch" not in page.text_content("#rules")
    # A move by clicks, then the game near its end, as tests/test_journeys.py walks it (whole
    # games by clicks: tests/test_browser_games.py, tests/test_browser.py).
    for _ in range(4):  # a piece, then one of its squares
        settle(page)
        if history(page):
            break
        click(page, clickables(page)[0])
    finish = JOURNEY[game].get("finish")
    near = f"game={game}&seats=human,easy&{finish[0]}" if finish else near_the_end(game)
    page.goto(f"http://127.0.0.1:{site}/play.html?{near}")
    wait_ready(page)
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    if finish:  # where random games rarely end: the clicks that end it
        for target in finish[1]:
            click(page, target)
    else:
        play_to_the_end(page, random.Random(3))
    settle(page)
    headline, reason = page.inner_text("#result-headline"), page.inner_text("#result-reason")
    assert headline in ("Du gewinnst!", "Der Computer gewinnt.", "Remis."), headline
    assert reason.startswith(ENDS[game]), reason
    assert page.inner_text("#rematch") == "Revanche"
    record = open_record(page)
    english = _english_record(game, record)
    assert english["ok"], english  # the German page's record reads back on an English one


#: A German word in the names a screen reader reads for each game's board places at the start (its
#: hints.py GERMAN "place_word").
PLACE_WORDS = {game: hint(game, "GERMAN")["place_word"] for game in GERMAN}
#: English words a German page must not show: in its board's names and announcements, the
#: catalogue's boards and captions, every panel (issue 51 item 6 lists the phrases found).
_ENGLISH = re.compile(
    r"\b(empty|stone|piece|cell|square|dot|chain|the|to move|wins|moves|places|draws|series"
    r"|roll|End|Round \d|offence|reconstructed|setup|placed|sample|Open|printed|Loading"
    r"|board|White|Black|Blue|Red|Player|Score|free|button|taylor|connected|segments?|hull"
    r"|of \d|and|or|with|not|your?|game|move|click|play)\b"
)


def _english_left(page, within: str = "body") -> list[str]:
    """What a German page shows in English words (``_ENGLISH``): its visible text (a board's
    captions too), the names read aloud or shown on hover (a board's places' titles too). Not
    the names of games and people, records and notation (code, the move list, the record box),
    nor titles quoted in their own language („Game of the South-African War“)."""
    said = page.evaluate(
        """within => {
          const out = [], top = document.querySelector(within);
          const skip = '#title, .card h2, .authors, .year, #history, #record, code, textarea, input, '
            + 'select#lang, [translate=no], script, style';
          const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const el = n.parentElement, text = n.nodeValue.replace(/\\s+/g, ' ').trim();
            if (!text || !el || el.closest(skip)) continue;
            const svg = el.closest('svg');
            if (el.tagName === 'title' ? !svg || !svg.checkVisibility() : !el.checkVisibility()) continue;
            out.push(text);
          }
          for (const el of top.querySelectorAll('[title], [aria-label], [placeholder]')) {
            if (el.closest(skip) || !(el.closest('svg') || el).checkVisibility()) continue;
            for (const a of ['title', 'aria-label', 'placeholder'])
              if (el.getAttribute(a)) out.push(el.getAttribute(a));
          }
          return out;
        }""",
        within,
    )
    quoted = re.compile(r"„[^“]*“|‚[^‘]*‘")
    return sorted({text for text in said if _ENGLISH.search(quoted.sub("", text))})


@pytest.mark.browser
def test_the_german_catalogue_its_boards_and_captions_show_no_english_word(guarded, site):
    """Issue 51 item 6: the catalogue's cards draw their boards in German (build.py draws them per
    language: i18n/de.cards.json), and nothing on the German catalogue is left in English."""
    from browser import DIST

    make, _, _ = guarded
    page = make(warm=True, locale="de-DE").new_page()
    page.goto(f"http://127.0.0.1:{site}/index.html")
    page.wait_for_selector("html[data-lang-ready=de][data-thumbs-ready=de]", state="attached")
    assert _english_left(page) == []
    boards = page.eval_on_selector_all(".card .thumb", "els => els.map(e => e.innerHTML)")
    english = re.findall(r'<div class="thumb">(.*?)</div><h2>', (DIST / "index.html").read_text(), re.DOTALL)
    assert len(boards) == len(english) == len(all_infos())
    words = re.compile(r"<(?:text|title)\b[^>]*>([^<]*[a-z]{3}[^<]*)<")
    assert [b for b, e in zip(boards, english) if set(words.findall(b)) & set(words.findall(e))] == []
    lines = [board.count('class="board-caption"') for board in boards]  # German captions fit too
    assert lines == [board.count('class="board-caption"') for board in english]
    caption = page.get_attribute('.card[data-game="transvaal"] .thumb svg', "aria-label")
    assert caption.startswith("Transvaal-Brett, 21 Punkte (eine Rekonstruktion)."), caption


@pytest.mark.browser
def test_a_german_page_says_it_is_loading_the_board_in_german(guarded, site):
    """The words the page writes before its catalogue came (boot.js) are put in German when it
    comes: the board of a game whose book is held back."""
    make, _, _ = guarded
    context = make(locale="de-DE")
    held: list = []
    context.route("**/py/first/transvaal.de.json*", lambda route: held.append(route))
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=transvaal")
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    assert page.inner_text("#board .board-loading") == "Das Brett wird geladen…"
    while not held:
        page.wait_for_timeout(50)
    held[0].continue_()
    page.wait_for_selector('#board[data-game="transvaal"] svg')
    wait_ready(page)


@pytest.mark.browser
def test_the_catalogues_first_game_is_drawn_in_german_before_the_engine_is_up(guarded, site):
    """play.html holds the first game's board, title and rules in English: a German page paints
    its German book's instead (its places are named in German at once)."""
    from test_first_visit import _release, open_held

    make, _, _ = guarded
    first = all_infos()[0].id
    page, held = open_held(lambda: make(locale="de-DE"), site, f"game={first}")
    page.wait_for_selector(f'#board[data-game="{first}"][data-lang="de"]', state="attached", timeout=20_000)
    names = page.eval_on_selector_all("#board svg title", "els => els.map(e => e.textContent)")
    assert names and not [n for n in names if _ENGLISH.search(n)], names[:5]
    assert "Hier entschieden" in page.text_content("#rules")
    _release(page, held)


@pytest.mark.browser
@pytest.mark.parametrize("game", GERMAN)
def test_the_accessibility_checks_hold_in_german(guarded, site, game):
    """The page's language is declared, the board's places are named in German words and an
    action is announced in German, in every game."""
    from browser import click_target
    from test_journeys import settle

    make, _, _ = guarded
    page = open_play(make(warm=True), site, f"game={game}&lang=de")
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    assert page.get_attribute("html", "lang") == "de"
    tree = page.locator("#board").aria_snapshot()
    names = re.findall(r'img "([^"]*)"', tree)
    assert names and len(names) == page.locator("#board svg [data-target]").count()
    assert any(PLACE_WORDS[game] in name for name in names), names[:5]
    assert not [name for name in names if _ENGLISH.search(name)], names[:5]
    page.evaluate("document.getElementById('announce').textContent = ''")
    for _click in range(6):  # a piece chosen first, then where it goes, and so on: an action is announced
        settle(page)
        if page.text_content("#announce"):
            break
        targets = page.eval_on_selector_all(
            "#board [data-target].target, #buttons [data-target]",
            "els => els.map(e => e.getAttribute('data-target'))",
        )
        click_target(page, targets[0])
    said = page.text_content("#announce")
    assert said and not _ENGLISH.search(said), said
    # Every panel opened (the samples, the new-game form, the record, sharing, the rules): no
    # English word on the page.
    page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    assert _english_left(page) == []


@pytest.mark.browser
def test_before_the_engine_is_up_a_german_page_answers_the_first_turn_in_german(guarded, site):
    """The first-turn book of a game whose texts are in German comes in German (build.py makes
    one per language); a click answered from it is checked by the engine when it is up."""
    from browser import turns
    from test_first_visit import _release, open_held

    make, _, _ = guarded
    page, held = open_held(make, site, "game=transvaal&lang=de")
    page.wait_for_selector("html[data-early]", state="attached", timeout=20_000)
    assert page.inner_text("#status").startswith("Engländer: Stein 1 von 3")
    page.click('#board [data-target="N1"]')
    assert page.inner_text("#status").startswith("Engländer: Stein 2 von 3")
    assert "frei" in page.eval_on_selector('#board [data-target="E1"]', "e => e.textContent")
    _release(page, held)
    assert turns(page) == ["@N1"] and page.inner_text("#status").startswith("Engländer: Stein 2 von 3")


@pytest.mark.browser
def test_the_catalogues_list_of_games_by_link_speaks_german(guarded, site):
    make, _, _ = guarded
    page = make(locale="de").new_page()
    page.goto(f"http://127.0.0.1:{site}/index.html")
    summary = {
        "title": "Transvaal",
        "opponent": "Bure",
        "status": "waiting for Bure",
        "last": "@W2",
        "link": "x",
    }
    page.evaluate(
        "s => localStorage.setItem('kabinett:far:abc', JSON.stringify({copy: '{}', summary: s, updated: 1}))",
        summary,
    )
    page.reload()
    page.wait_for_selector("html[data-lang-ready=de]", state="attached")
    page.wait_for_function("document.getElementById('far-list').textContent.includes('gegen Bure')")
    line = page.inner_text("#far-list")
    assert "gegen Bure: wartet auf Bure · letzter Zug @W2" in line and "Entfernen" in line, line


def test_the_german_messages_keep_one_voice_and_one_word_for_each_thing():
    """Issue 51 item 8, what can be checked mechanically: du throughout (no formal "Sie", "Ihr",
    no "ihr" of a group: "Lasst", "euch"); one word for each thing (der Bure, die Buren; the
    Zurücknahme; a seam is vernäht); no word twice in a row (an option's label and its value:
    "stellen sich auf" + "auf beliebige Punkte"); "Hier entschieden" said once, as the heading."""
    said = []
    for m in read_catalogue(ROOT / "locale" / "de.po"):
        if m.id:
            said += list(m.string) if isinstance(m.string, tuple) else [m.string]
    rules = {
        "formal address": r"(?<=[a-zäöüß,;] )(Sie|Ihnen|Ihr\w*)\b|(?<![\w-])[A-ZÄÖÜ]\w+en Sie\b",
        "ihr to a group": r"\b(euch|euer|eure\w*|Lasst)\b",
        "Bur, not Bure": r"\bBur\b",
        "Rücknahme, not Zurücknahme": r"(?<!Zu)\b[Rr]ücknahme",
        "genäht, not vernäht": r"\b(un)?genäht",
        "Rivale, not Gegner": r"\bRival",
        "in der Ferne, not per Link": r"in der Ferne",
        "a word twice": r"\b(?!(?:der|die|das|den|dem|des)\b)(\w{2,}) \1\b",
    }
    found = [(rule, s) for rule, pattern in rules.items() for s in said if re.search(pattern, s)]
    assert found == []
    try:
        i18n.set_language("de")
        for info in all_infos():
            for option in info.options:  # the New game form: "<label> <value>"
                for value in option.values:
                    line = " ".join(
                        i18n.of_game(info.languages, x) for x in (option.label, option.label_of(value))
                    )
                    assert not re.search(rules["a word twice"], line, re.I), (info.id, line)
            page = info.rules_page()
            assert page.count("Hier entschieden") == 1 and "<h3>Hier entschieden</h3>" in page, info.id
    finally:
        i18n.set_language("en")
