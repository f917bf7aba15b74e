"""The engine's words in the page's language, with Python's gettext.

Messages are written in English in the code, marked ``_("…")`` (or ``ngettext`` where a number
decides the form: "1 Zug", "3 Züge"); the translations are gettext catalogues, ``locale/<lang>.po``.
build.py compiles them to a ``.mo`` per engine part (``locale/<lang>/LC_MESSAGES/<part>.mo``), which a
page in that language fetches with the part; run from the source tree (tests, the command line) the
``.po`` is compiled when first needed, with Babel.
One language at a time: the page's bridge sets it (records and notation never use these words)."""

from __future__ import annotations

import gettext
import io
import re
from pathlib import Path
from typing import Any

__all__ = [
    "LANGUAGES",
    "set_language",
    "language",
    "of_game",
    "_",
    "ngettext",
    "N_",
    "either",
    "blocks",
    "translate_blocks",
]

LANGUAGES = ("en", "de")
LOCALE = Path(__file__).resolve().parent.parent / "locale"
_loaded: dict[str, gettext.NullTranslations] = {}
_current: list[Any] = [gettext.NullTranslations(), "en"]  # [the catalogue, its language's code]


class _Parts(gettext.NullTranslations):
    """The page's catalogue: a ``.mo`` per engine part (build.py ``language_parts``), each
    arriving with its part (a game's with the game); a message not found yet looks for parts
    that arrived since."""

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder, self.names, self.parts = folder, set[str](), list[gettext.GNUTranslations]()
        self._scan()

    def _scan(self) -> bool:
        new = [p for p in sorted(self.folder.glob("*.mo")) if p.name not in self.names]
        for path in new:
            self.names.add(path.name)
            self.parts.append(gettext.GNUTranslations(io.BytesIO(path.read_bytes())))
        return bool(new)

    def _find(self, key: Any) -> str | None:
        for again in (False, True):
            if again and not self._scan():
                return None
            for part in self.parts:
                found: str | None = part._catalog.get(key)  # type: ignore[attr-defined]  # msgid, or (msgid, form)
                if found is not None:
                    return found
        return None

    def gettext(self, message: str) -> str:
        """``message`` in this language (as written if no part has it)."""
        return self._find(message) or message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The form for ``n`` in this language (the English forms if no part has it)."""
        form = self.parts[0].plural(n) if self.parts else int(n != 1)  # type: ignore[attr-defined]
        return self._find((singular, form)) or (singular if n == 1 else plural)


def _catalogue(lang: str) -> gettext.NullTranslations:
    if lang == "en":
        return gettext.NullTranslations()
    folder = LOCALE / lang / "LC_MESSAGES"
    if folder.is_dir():  # the page: a catalogue per part of the engine
        return _Parts(folder)
    source = LOCALE / f"{lang}.po"
    from babel.messages.mofile import write_mo  # the source tree: compiled here, once
    from babel.messages.pofile import read_po

    out = io.BytesIO()
    with source.open("rb") as f:
        write_mo(out, read_po(f))
    return gettext.GNUTranslations(io.BytesIO(out.getvalue()))


def set_language(lang: str) -> str:
    """Speak ``lang`` from now on (an unknown one: English); returns the language set."""
    if lang not in LANGUAGES:
        lang = "en"
    if lang not in _loaded:
        _loaded[lang] = _catalogue(lang)
    _current[:] = [_loaded[lang], lang]
    return lang


def language() -> str:
    """The current language's code ("en", "de")."""
    code: str = _current[1]
    return code


def of_game(languages: tuple[str, ...], message: str) -> str:
    """A game's own word (a seat's name, an option) in the current language if the game's texts
    are in it (``GameInfo.languages``), else as written: a page never mixes a game's languages."""
    return _(message) if _current[1] in languages else message


def _(message: str) -> str:
    """``message`` in the current language."""
    catalogue: gettext.NullTranslations = _current[0]
    return catalogue.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` of a message with a number in the current language."""
    catalogue: gettext.NullTranslations = _current[0]
    return catalogue.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a message translated later, where it is shown (a name kept in data)."""
    return message


def either(words: list[str]) -> str:
    """Choices said as a person says them: "P", "P or N", "C, G or H" (the page's language)."""
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + _(" or ") + words[-1]


#: A rules text's top-level blocks: each paragraph, list item, heading or list is one message
#: (translators keep its tags).
_BLOCK = re.compile(r"<(p|h3|li)\b[^>]*>(.*?)</\1>", re.DOTALL)


def blocks(html: str) -> list[str]:
    """The messages of an HTML text (its paragraphs', headings' and list items' contents, with
    whitespace collapsed): what tools/i18n.py extracts and :func:`translate_blocks` looks up."""
    return [" ".join(m.group(2).split()) for m in _BLOCK.finditer(html)]


def translate_blocks(html: str) -> str:
    """``html`` with each block's content in the current language."""
    if language() == "en":
        return html

    def said(m: re.Match[str]) -> str:
        content = " ".join(m.group(2).split())
        return m.group(0).replace(m.group(2), _(content))

    return _BLOCK.sub(said, html)
