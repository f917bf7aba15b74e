"""The page in other languages: gettext catalogues (``locale/<lang>.po``, English being the
messages themselves), read with Babel at build time.

The messages are the words a person reads on the pages: the text of web/*.html (and the
attributes read aloud or shown on hover) and what the page's scripts write with ``t("…")``
(web/*.js). build.py writes each language's messages as ``i18n/<lang>.json`` (a few KB, fetched
only by a page in that language: web/lang.js) and, for the engine, a compiled ``.mo`` in its
archive (pyengine/i18n.py).
tests/test_i18n.py checks that every message has its translation and no translation is stale."""

from __future__ import annotations

import datetime
import io
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

LANGUAGES = {"en": "English", "de": "Deutsch"}  # English: the messages as written
PAGES = ["play.html", "index.html"]
SCRIPTS = ["lang.js", "boot.js", "engine.js", "access.js", "magnifier.js", "diagram.js", "replay-embed.js"]
ATTRIBUTES = ("title", "aria-label", "placeholder")
# Words build.py writes into the pages (the catalogue's cards): one place for them.
#: A message: a string, or (singular, plural) for ``ngettext``.
Message = str | tuple[str, str]

CARD_WORDS = [
    "Play a friend",
    "Play the computer",
    "Play a friend far away",
    "Learn by playing",
    "Rules unavailable",
    "players",
]
_SKIP = {"script", "style", "py-config"}
_WORDS = re.compile(r"\b[a-z]{3,}\b")  # words to translate (a name such as "Leroy Quet" has none)


def normalize(text: str) -> str:
    """A message as the page's text holds it: whitespace collapsed (web/lang.js does the same)."""
    return " ".join(text.split())


class _Texts(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self.skipped: list[str] = []  # the open elements whose words are not the page's own

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIP or ("translate", "no") in attrs:
            self.skipped.append(tag)
        elif not self.skipped:
            for name, value in attrs:
                if name in ATTRIBUTES and value:
                    self.found.append(normalize(value))

    def handle_endtag(self, tag: str) -> None:
        if self.skipped and self.skipped[-1] == tag:
            self.skipped.pop()

    def handle_data(self, data: str) -> None:
        if not self.skipped:
            self.found.append(normalize(data))


def page_messages(text: str) -> list[str]:
    """The words of a page's markup (templates' ``{{…}}`` and text without letters left out)."""
    parser = _Texts()
    parser.feed(text)
    return [m for m in parser.found if re.search(r"[A-Za-z]", m) and "{{" not in m and m != "Kabinett"]


def script_messages(text: str) -> list[str]:
    """The strings a script passes to ``t(…)`` (Babel's JavaScript extractor)."""
    from babel.messages.extract import extract_javascript

    found = extract_javascript(io.BytesIO(text.encode()), {"t": None}, [], {})
    return [normalize(m if isinstance(m, str) else m[0]) for _, _, m, _ in found]


def python_messages(text: str, keywords: tuple[str, ...] = ("_", "N_", "ngettext", "t")) -> list[Message]:
    """The messages a Python file marks (Babel's Python extractor): a string, or a pair
    (singular, plural) for ``ngettext``."""
    from babel.messages.extract import extract_python

    out: list[Message] = []
    spec = {k: None for k in keywords}
    for _, func, found, _ in extract_python(io.BytesIO(text.encode()), spec, [], {}):
        if func == "ngettext" and isinstance(found, tuple) and all(isinstance(x, str) for x in found[:2]):
            out.append((found[0], found[1]))
        elif isinstance(found, str):
            out.append(found)
    return out


def rules_messages(lang: str, game_id: str = "") -> list[str]:
    """The rules texts' blocks (and the options, buttons and samples) of the games whose texts
    are in ``lang`` (``GameInfo.languages``; pyengine/contract/state.py ``rules_page`` looks them up),
    or of the game ``game_id``."""
    import html

    from pyengine.catalogue import all_infos
    from pyengine.i18n import blocks

    out: list[str] = []
    for info in all_infos():
        if lang in info.languages and game_id in ("", info.id):
            out += blocks(info.rules_html) + blocks(info.notation_html)
            out += blocks(f"<p>{html.escape(info.source)}</p>") if info.source else []
            out += [html.escape(d) for d in info.decided]
            out += [words for _, words in info.labels]  # buttons and exports
            out += [text for sample in info.samples for text in (sample.title, sample.note)]
            for option in info.options:  # the New game form (pyengine/app/bridge.py)
                out += [option.label, *(option.label_of(v) for v in option.values)]
                out += [option.help] if option.help else []
    return out


def card_messages(lang: str) -> list[str]:
    """The catalogue's cards' words (web/lang.js translates them in place): blurbs, the authors
    and years that have words, the player counts."""
    from pyengine.catalogue import UNAVAILABLE, all_infos

    out: list[str] = []
    for card in UNAVAILABLE:  # named by the sources, without rules: a card only
        out += [card["blurb"]] + [card[k] for k in ("authors", "year") if _WORDS.search(card[k])]
    for info in all_infos():
        if lang in info.languages:
            out += [info.blurb]
            out += [text for text in (info.authors, info.year) if _WORDS.search(text)]  # (names stay)
            counts = [str(n) for n in info.player_counts()]
            out += [" or ".join(counts)] if len(counts) > 1 else []  # "2 or 3 or 4" players
    return out


def page_only(root: Path, lang: str) -> set[str]:
    """The messages the page itself shows (its markup, scripts and glue, the cards): what
    ``i18n/<lang>.json`` holds. The engine's words come translated from the engine."""
    web = root / "web"
    out: list[Message] = []
    for name in PAGES:
        text = (web / name).read_text()
        out += page_messages(text)
        for script in re.findall(r"<script>(.*?)</script>", text, re.DOTALL):
            out += script_messages(script)
    for name in SCRIPTS:
        out += script_messages((web / name).read_text())
    for path in sorted(web.glob("*.py")):
        out += python_messages(path.read_text())
    return {m if isinstance(m, str) else m[0] for m in out + CARD_WORDS + card_messages(lang)}


def part_messages(paths: list[Path], game_id: str = "", lang: str = "de") -> set[str]:
    """The messages an engine part's files mark, and for a game's part its rules texts: what the
    part's ``.mo`` holds (a page fetches a game's words with the game)."""
    out: list[Message] = []
    for path in paths:
        if path.suffix == ".py":
            out += python_messages(path.read_text())
    if game_id:
        out += rules_messages(lang, game_id)
    return {m if isinstance(m, str) else m[0] for m in out}


def messages(root: Path, lang: str = "") -> list[Message]:
    """Every message of the pages, the page's glue and the engine, in order of first appearance
    (strings; (singular, plural) pairs for numbers); with ``lang``, also the rules texts of the
    games translated into it."""
    web = root / "web"
    out: list[Message] = []
    for name in PAGES:
        text = (web / name).read_text()
        out += page_messages(text)
        for script in re.findall(r"<script>(.*?)</script>", text, re.DOTALL):  # a page's own scripts
            out += script_messages(script)
    for name in SCRIPTS:
        out += script_messages((web / name).read_text())
    out += CARD_WORDS
    for path in sorted(web.glob("*.py")) + sorted((root / "pyengine").rglob("*.py")):
        out += python_messages(path.read_text())
    if lang:
        out += card_messages(lang) + rules_messages(lang)
    return list(dict.fromkeys(out))


#: The headers' dates of every compiled catalogue.
FIXED = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)


def read_catalogue(path: Path) -> Catalog:
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f)


def page_json(path: Path, wanted: set[str] | None = None) -> bytes:
    """What a page in that language fetches: its messages (those ``wanted``) and how it forms
    plurals."""
    catalogue = read_catalogue(path)
    table: dict[str, str | list[str]] = {}
    for m in catalogue:
        if not m.id or not m.string or m.fuzzy:
            continue
        if wanted is not None and (m.id[0] if isinstance(m.id, tuple) else m.id) not in wanted:
            continue
        if isinstance(m.id, tuple):  # a message with a number: its forms, by the plural rule
            table[m.id[0]] = list(m.string)
        else:  # a message without a number: both strings (Babel types them as any message's)
            table[cast(str, m.id)] = cast(str, m.string)
    return json.dumps(
        {"lang": str(catalogue.locale), "messages": table}, ensure_ascii=False, sort_keys=True
    ).encode()


def compiled(path: Path, wanted: set[str] | None = None) -> bytes:
    """The catalogue (its messages ``wanted``) as a ``.mo`` file for Python's gettext
    (pyengine/i18n.py reads it)."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    catalogue = read_catalogue(path)
    if wanted is not None:
        kept = Catalog(locale=catalogue.locale, creation_date=FIXED, revision_date=FIXED)
        kept.mime_headers = catalogue.mime_headers
        for m in catalogue:
            if m.id and (m.id[0] if isinstance(m.id, tuple) else m.id) in wanted:
                kept[m.id] = m
        catalogue = kept
    # The same catalogue makes the same bytes (else every build is a new site to the service
    # worker's precache): no date of the build in the headers.
    catalogue.creation_date = catalogue.revision_date = FIXED
    out = io.BytesIO()
    write_mo(out, catalogue)
    return out.getvalue()
