"""Every game speaks German on a German page: the same random game is played on an English and a
German page's bridge side by side (the same seed, the same clicks, typed numbers, refusals, draw
offers and resignations), and every text the German page shows (status, refusal, result, prompt,
seats, options, buttons, the board's read-aloud names and captions, the spoken moves, the samples,
the rules) must differ from the English one wherever the English has words. Records and notation
are the same on both (language-neutral)."""

from __future__ import annotations

import functools
import html
import io
import json
import random
import re
import zipfile
from pathlib import Path

import pytest

from pyengine import i18n
from pyengine.app.bridge import Bridge
from pyengine.catalogue import all_infos

ROOT = Path(__file__).resolve().parent.parent
GAMES = [info.id for info in all_infos()]
#: A word of the English page: three lower-case letters in a row (cell names, numbers, notation
#: and the games' names have none, or are the same in both languages on purpose).
_WORDS = re.compile(r"[a-z]{3,}")
#: Texts the same in both languages (a game's name inside a caption, notation words).
_SAME = {"resign", "swap", "schneider-17", "ghent-17"}
_LOWER = re.compile(r"(?<![\w<])[a-z]{4,}(?![\w>])")  # an English word (not a tag's, nor "e4")
#: Words a German text shares with the English on purpose: notation and record words.
_KEPT = {"resign", "swap", "pass", "count", "stop", "next", "match", "first", "game", "none"}


def _handle(bridge: Bridge, lang: str, msg: dict) -> dict:
    i18n.set_language(lang)  # the engine speaks one language at a time: each page its own
    return json.loads(bridge.handle(json.dumps(msg)))


def _texts(view: dict) -> list[tuple[str, str]]:
    """(where, text) of every word the page shows from this view."""
    out = [(k, view.get(k) or "") for k in ("status", "message", "notice", "result")]
    svg = view.get("svg") or ""
    out += [("board title", html.unescape(t)) for t in re.findall(r"<title>([^<]*)</title>", svg)]
    out += [("board label", html.unescape(t)) for t in re.findall(r'aria-label="([^"]*)"', svg)]
    out += [("board text", html.unescape(t)) for t in re.findall(r">([^<>]*[A-Za-z][^<>]*)</text>", svg)]
    out += [("spoken", str(w[2])) for w in view.get("words") or []]
    out += [("seat", n) for n in view.get("seat_names") or []]
    out += [("button", x) for x in (view.get("labels") or {}).values()]
    if view.get("outcome"):
        out += [
            ("result headline", view["outcome"]["headline"]),
            ("result reason", view["outcome"]["reason"]),
        ]
    if view.get("prompt"):
        out += [("prompt", view["prompt"]["label"]), ("prompt hint", view["prompt"]["hint"])]
    for option in view.get("options") or []:
        out += [("option", option["label"]), ("option help", option["help"])]
        out += [("option value", x) for x in option["labels"]]
    for sample in view.get("samples") or []:
        out += [("sample", sample["title"]), ("sample note", sample["note"])]
    if view.get("rules_html"):
        text = re.sub(r"<code>.*?</code>", "", view["rules_html"], flags=re.DOTALL)
        out += [
            ("rules", html.unescape(b)) for b in re.findall(r"<(?:p|li|h3)[^>]*>(.*?)</(?:p|li|h3)>", text)
        ]
    return out


def _untranslated(en: dict, de: dict) -> list[str]:
    """The texts the German view shows exactly as the English one does, where these have words."""
    english, german = _grouped(_texts(en)), _grouped(_texts(de))
    assert list(english) == list(german), "the two pages show different things"
    out = []
    for where, said in english.items():
        other = german[where]
        if len(said) != len(other):  # a caption wrapped into more lines: compared whole
            said, other = [" ".join(said)], [" ".join(other)]
        out += [
            f"{where}: {a!r}"
            for a, b in zip(said, other)
            if a == b and _WORDS.search(a) and a.strip().lower() not in _SAME
        ]
        # A German text with an English word left in it ("a1: empty, graues Niemandsland").
        out += [
            f"{where}: {b!r} ({', '.join(sorted(left))})"
            for a, b in zip(said, other)
            if a != b and (left := set(_LOWER.findall(a)) & set(_LOWER.findall(b)) & _english_only())
        ]
    return out


@functools.cache
def _english_only() -> frozenset[str]:
    """The words of the English messages that no German translation has ("empty", "piece")."""
    from tools.i18n import read_catalogue

    english, german = set(), set()
    for m in read_catalogue(ROOT / "locale" / "de.po"):
        if m.id:
            for text in m.id if isinstance(m.id, tuple) else (m.id,):
                english |= set(_LOWER.findall(text))
            for text in m.string if isinstance(m.string, tuple) else (m.string,):
                german |= set(_LOWER.findall(text))
    return frozenset(english - german - _KEPT)


def _grouped(texts: list[tuple[str, str]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for where, text in texts:
        out.setdefault(where, []).append(text)
    return out


def _variants(game: str) -> list[str]:
    """The game's link with its default options, and with each option's other values in turn."""
    info = next(i for i in all_infos() if i.id == game)
    out = [f"game={game}"]
    for option in info.options:
        out += [f"game={game}&{option.key}={v}" for v in option.values if v != option.default]
    return out


def _play_side_by_side(query: str, seed: int, steps: int) -> list[str]:
    rng = random.Random(seed)
    en_bridge, de_bridge = Bridge(), Bridge()
    en = _handle(en_bridge, "en", {"cmd": "init", "query": query, "lang": "en"})
    # The German page opens the English one's saved match: the same seed, so the same dice.
    de = _handle(de_bridge, "de", {"cmd": "init", "query": query, "lang": "de", "saved": en["saved"]})
    for full in (True,):
        en = _handle(en_bridge, "en", {"cmd": "view", "full": full})
        de = _handle(de_bridge, "de", {"cmd": "view", "full": full})
    found = _untranslated(en, de)
    places = re.findall(r'data-target="([^"]*)"', en["svg"])
    for _step in range(steps):
        if en["over"]:
            break
        roll = rng.random()
        if en["prompt"]:
            msg = {"cmd": "type", "text": str(rng.choice([1, 2, 3, 4, 6, 9, 12, 35, rng.randrange(2, 500)]))}
        elif roll < 0.15 and places:
            msg = {"cmd": "click", "target": rng.choice(places)}  # often refused: the refusal's words
        elif roll < 0.17:
            msg = {"cmd": "offer_draw"}
        elif roll < 0.19:
            msg = {"cmd": "undo"}
        elif en["targets"]:
            msg = {"cmd": "click", "target": rng.choice(en["targets"])}
        elif en["ai_to_move"]:
            msg = {"cmd": "ai"}  # chance: the die, the lot (the same seed: the same outcome)
        else:
            break
        en = _handle(en_bridge, "en", msg)
        de = _handle(de_bridge, "de", msg)
        found += _untranslated(en, de)
    if not en["over"]:
        en = _handle(en_bridge, "en", {"cmd": "resign"})
        de = _handle(de_bridge, "de", {"cmd": "resign"})
        found += _untranslated(en, de)
    en = _handle(en_bridge, "en", {"cmd": "view", "full": True})
    de = _handle(de_bridge, "de", {"cmd": "view", "full": True})
    record = en_bridge.match.record()
    assert record == de_bridge.match.record()  # records are language-neutral
    found += _untranslated(en, de)
    # A record that breaks: its first bad move is named in the page's language.
    broken = {"cmd": "import", "text": record.rstrip() + " zz9 zz9"}
    found += _untranslated(_handle(en_bridge, "en", broken), _handle(de_bridge, "de", broken))
    return found


def test_a_bad_link_and_a_bad_record_are_refused_in_german():
    """The notice of a link whose moves break, and the refusal of a record that breaks, name
    the first bad move in the page's language."""
    found: list[str] = []
    for game in ("triad", "chivalry", "progressive-chess", "einstein"):
        query = f"game={game}&moves=zz9"
        en = _handle(Bridge(), "en", {"cmd": "init", "query": query, "lang": "en"})
        de = _handle(Bridge(), "de", {"cmd": "init", "query": query, "lang": "de"})
        assert en["notice"] and de["notice"]
        found += _untranslated(en, de)
    assert found == []


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")
    i18n._loaded.pop("de", None)


def _as_the_page_has_them(game: str, folder) -> None:
    """German as a page that opened ``game`` has it: the core's and the game's catalogues only
    (tools/engine_archives.py ``language_parts``), not the whole .po the source tree compiles."""
    from pyengine import games
    from pyengine.catalogue import package_of
    from tools.engine_archives import language_parts
    from tools.packing import engine_parts

    package = package_of(game)
    parts = engine_parts(ROOT, list(games.CATALOGUE))
    wanted = {"core": parts["core"], f"game-{package}": parts[f"game-{package}"]}
    for data in language_parts(wanted, ["de"]).values():
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            z.extractall(folder)
    catalogues = i18n._Parts(folder / "locale" / "de" / "LC_MESSAGES")
    assert sorted(catalogues.names) == ["core.mo", f"game-{package}.mo"]
    i18n._loaded["de"] = catalogues


@pytest.mark.parametrize("game", GAMES)
def test_a_german_page_shows_no_english_word_of_the_game(game, tmp_path):
    """(With the catalogues a German page has when it opens the game: its core's and its own.)"""
    _as_the_page_has_them(game, tmp_path)
    found: list[str] = []
    for k, query in enumerate(_variants(game)):
        found += _play_side_by_side(query, k, 400)
    assert list(dict.fromkeys(found)) == []
