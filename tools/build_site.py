"""The build: dist/ from web/, pyengine/ and the vendored runtimes (every command of build.py
builds first, inside .venv: it imports the engine). ``build`` runs the steps in order; each writes
its files through ``Site.put``, which lists those the service worker precaches: the vendored
runtimes (tools/runtimes.py), the page's own files, its words and styles (here), the engine's
archives and its worker (tools/engine_archives.py), the pre-rendered pages and first-turn books
(tools/pages.py), and last the service worker with its precache list (here).
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

from pyengine.catalogue import all_games
from pyengine.games import CATALOGUE, UNLISTED
from tools import runtimes
from tools.bootstrap import CACHE, DIST, ROOT, WEB, browser_wheels, log
from tools.engine_archives import engine_archives, worker
from tools.i18n import LANGUAGES, page_json, page_only
from tools.packing import collected_css, xz
from tools.pages import card_boards, catalogue_cards, first_turn_books, index_page, lesson_boards, play_page

__all__ = ["WEB_FILES", "Site", "build"]

#: The page's files from web/ as they are (the boot scripts go inline: tools/pages.py).
WEB_FILES = [
    "glue.py",
    "page.py",
    "paint.py",
    "events.py",
    "panels.py",
    "movelist.py",
    "far.py",
    "graph.py",
    "replay.py",
    "builder.py",
    "voice.py",
    "icon.svg",
    "manifest.webmanifest",
    "access.js",
    "lang.js",
    "diagram.js",
    "replay-embed.js",
]


class Site:
    """dist/ as the build writes it, and the files the service worker precaches, as they are put."""

    def __init__(self, dist: Path, cache: Path) -> None:
        self.dist, self.cache = dist, cache
        self.precache: list[str] = []

    def put(self, rel: str, data: bytes, cache: bool = True) -> None:
        path = self.dist / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        if cache:
            self.precache.append(rel)

    def xz(self, data: bytes) -> bytes:
        """``data`` xz-compressed (tools/packing.py; cached by content in .cache/xz)."""
        return xz(data, self.cache / "xz")


def build() -> Path:
    """Build dist/ from web/, pyengine/ and the vendored runtimes; returns dist/."""
    wheels = browser_wheels()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    site = Site(DIST, CACHE)
    runtimes.pyodide(site)
    runtimes.micropython(site)
    runtimes.pyscript(site)
    web_files(site)
    others = [lang for lang in LANGUAGES if lang != "en"]
    page_words(site, others)
    packages = list(CATALOGUE + UNLISTED)
    styles(site, packages)
    worker(site, engine_archives(site, wheels, packages, others))
    games = all_games()
    book_langs = first_turn_books(site, games)
    lesson_boards(site, games)
    cards = catalogue_cards(games)
    card_boards(site, games, others)
    play_page(site, games[0], book_langs)
    index_page(site, cards)
    build_hash = service_worker(site)
    (DIST / "build.json").write_text(json.dumps({"hash": build_hash, "files": len(site.precache)}))
    log(f"dist/ built: {len(site.precache)} precached files, cache kabinett-{build_hash}")
    return DIST


def web_files(site: Site) -> None:
    """The page's files from web/ that go as they are."""
    for name in WEB_FILES:
        site.put(name, (WEB / name).read_bytes())
    # The page protocol's apply, the engine's own module, for the glue (web/glue.py imports it).
    site.put("wire.py", (ROOT / "pyengine" / "app" / "wire.py").read_bytes())


def page_words(site: Site, others: list[str]) -> None:
    """``i18n/<lang>.json``: the page's words in the other languages (web/lang.js fetches them)."""
    for lang in others:
        site.put(f"i18n/{lang}.json", page_json(ROOT / "locale" / f"{lang}.po", page_only(ROOT, lang)))


def styles(site: Site, packages: list[str]) -> None:
    """``kabinett.css``: the shared look, then each game's."""
    site.put("kabinett.css", collected_css(ROOT, packages).encode())


def service_worker(site: Site) -> str:
    """``sw.js`` with the precache list, each file with its digest (the service worker checks what
    it reuses against them: web/sw.js); returns the build's hash, which names its cache."""
    digest = hashlib.sha256()
    for rel in sorted(site.precache):
        digest.update(rel.encode() + (site.dist / rel).read_bytes())
    build_hash = digest.hexdigest()[:16]
    sw = (WEB / "sw.js").read_text().replace("__HASH__", build_hash)
    digests = {
        rel: hashlib.sha256((site.dist / (rel if rel != "./" else "index.html")).read_bytes()).hexdigest()[
            :16
        ]
        for rel in ["./"] + sorted(site.precache)
    }
    sw = sw.replace("__PRECACHE__", json.dumps(digests, indent=0))
    site.put("sw.js", sw.encode(), cache=False)
    return build_hash
