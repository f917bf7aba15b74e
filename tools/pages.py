"""The build's pre-rendered pages (tools/build_site.py): the same view code as the engine's draws
the first paint, and the engine's answers to the first turn, its first-turn books, let the board
answer before the engine is up (pyengine/app/firstturn.py). ``play.html`` with the first game's
board and the boot scripts inline, ``index.html`` with the catalogue's cards, their boards in the
other languages, and the first-turn books of every game in each language its texts are in.
"""

from __future__ import annotations

import concurrent.futures
import gzip
import hashlib
import html
import importlib
import json
import os
import random
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pyengine import i18n
from pyengine.app.learn import lesson_query
from pyengine.app.matchview import catalogue, reopen_clicks, start_board
from pyengine.app.tutor import open_lesson, series_of
from pyengine.app.firstturn import book, replies
from pyengine.catalogue import UNAVAILABLE, get_game
from pyengine.games import UNLISTED
from tools.bootstrap import WEB
from tools.runtimes import glue_files

if TYPE_CHECKING:
    from pyengine.contract import Game, State
    from tools.build_site import Site

__all__ = [
    "card_boards",
    "catalogue_cards",
    "engine_build",
    "first_turn",
    "first_turn_books",
    "index_page",
    "play_page",
]


def first_turn_books(site: Site, games: list[Game]) -> dict[str, list[str]]:
    """``py/first/<game>[.<lang>][.replies].json[.gz]``: every game's first-turn book and the
    computer's replies to it, in each language the game's texts are in (its statuses and buttons
    are words), made by two processes; returns the languages other than English each game has
    books in (for boot.js)."""
    with concurrent.futures.ProcessPoolExecutor(min(2, os.cpu_count() or 1)) as pool:
        infos = [g.info for g in games] + [
            importlib.import_module(f"pyengine.games.{p}.info").INFO for p in UNLISTED
        ]
        ids = [info.id for info in infos]
        langs = {info.id: info.languages for info in infos}
        # the slowest first (as the last build measured them): the two workers end together
        took = _book_seconds(site)
        order = sorted(ids, key=lambda gid: -took.get(gid, 0.0))
        made = list(pool.map(_timed_first_turn, order, [langs[gid] for gid in order]))
        first_turns = {gid: files for gid, (_, files) in zip(order, made)}
        _book_seconds(site, {gid: seconds for gid, (seconds, _) in zip(order, made)})
    book_langs = {gid: [lang for lang in langs[gid] if lang != "en"] for gid in ids if len(langs[gid]) > 1}
    for gid, files in first_turns.items():
        for (kind, lang), data in files.items():
            name = (gid if lang == "en" else f"{gid}.{lang}") + (".replies" if kind == "replies" else "")
            site.put(f"py/first/{name}.json.gz", gzip.compress(data, 9, mtime=0))
            site.put(f"py/first/{name}.json", data, cache=False)  # browsers without DecompressionStream
    return book_langs


def _book_seconds(site: Site, measured: dict[str, float] | None = None) -> dict[str, float]:
    """How long each game's books took in the last build (kept in the build's cache); with
    ``measured``: keep those."""
    path = site.cache / "book-seconds.json"
    if measured is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(measured, sort_keys=True))
        return measured
    try:
        return {str(k): float(v) for k, v in json.loads(path.read_text()).items()}
    except (OSError, ValueError, AttributeError):
        return {}


def _timed_first_turn(game_id: str, langs: tuple[str, ...]) -> tuple[float, dict[tuple[str, str], bytes]]:
    started = time.perf_counter()
    files = first_turn(game_id, langs)
    return time.perf_counter() - started, files


def first_turn(
    game_id: str, langs: tuple[str, ...], with_replies: bool = True
) -> dict[tuple[str, str], bytes]:
    """One game's first-turn book and (``with_replies``) the computer's replies to it in each of
    ``langs``, as compact JSON by ("book" | "replies", language) (in a worker process: the
    biggest take seconds)."""
    game = get_game(game_id)
    out: dict[tuple[str, str], bytes] = {}
    books = {}
    for lang in langs:
        i18n.set_language(lang)
        books[lang] = book(game, start_board(game), lang)
        out["book", lang] = json.dumps(books[lang], separators=(",", ":"), sort_keys=True).encode()
    i18n.set_language("en")
    if not with_replies:
        return out
    english = json.loads(out["book", "en"]) if "en" in books else json.loads(out["book", langs[0]])
    for lang, made in replies(game, english, tuple(langs)).items():
        out["replies", lang] = json.dumps(made, separators=(",", ":"), sort_keys=True).encode()
    i18n.set_language("en")
    return out


def catalogue_cards(games: list[Game]) -> list[str]:
    """The catalogue's cards in English (``index.html``): each game's board at its start, what it
    is, and the ways to play it; then the games the sources name without rules."""
    cards = []
    for game, card in zip(games, catalogue()):
        svg = game.render(_drawn_start(game), {})
        gid, rivals = card["id"], len(game.seat_names()) - 1
        cards.append(
            f'<li class="card" data-game="{gid}"><a class="card-main" href="play.html?game={gid}"><div '
            f'class="thumb">{svg}</div>'
            f'<h2>{html.escape(card["title"])}</h2><p>{html.escape(card["blurb"])}</p>'
            f'<p class="meta">{_meta(card)}</p></a>'
            f'<div class="card-actions"><a class="button" href="play.html?game={gid}">Play a friend</a>'
            f'<a class="button primary play-ai" data-others="{rivals}" '
            f'href="play.html?game={gid}&amp;seats=human{",medium" * rivals}">'
            f'Play the computer</a><a class="button" href="play.html?game={gid}#far">'
            f'Play a friend far away</a><a class="button learn" href="play.html?game={gid}&amp;learn=1">'
            f"Learn by playing</a></div></li>"
        )
    for card in UNAVAILABLE:  # named by the sources, without rules: no engine, no links
        cards.append(
            f'<li class="card unavailable" data-game="{card["id"]}"><div class="card-main">'
            f'<h2>{html.escape(card["title"])}</h2><p>{html.escape(card["blurb"])}</p>'
            f'<p class="meta">{_meta(card)}</p><p class="rules-unavailable">Rules unavailable</p></div></li>'
        )
    return cards


def card_boards(site: Site, games: list[Game], others: list[str]) -> None:
    """``i18n/<lang>.cards.json[.gz]``: the cards' boards in each other language (their captions
    and read-aloud names are words): the catalogue in that language puts them in place of the
    English ones (web/index.html)."""
    for lang in others:
        i18n.set_language(lang)
        thumbs = {g.info.id: g.render(_drawn_start(g), {}) for g in games if lang in g.info.languages}
        data = json.dumps({"lang": lang, "thumbs": thumbs}, ensure_ascii=False, sort_keys=True).encode()
        site.put(f"i18n/{lang}.cards.json.gz", gzip.compress(data, 9, mtime=0))
        site.put(f"i18n/{lang}.cards.json", data, cache=False)  # browsers without DecompressionStream
    i18n.set_language("en")


def play_page(site: Site, first: Game, book_langs: dict[str, list[str]]) -> None:
    """``play.html``: the first game's board, title and rules drawn in, and the boot scripts inline
    (the engine worker starts without waiting for two requests)."""
    board = start_board(first)
    play = (WEB / "play.html").read_text()
    play = play.replace(
        '<div id="board">{{BOARD}}</div>', f'<div id="board" data-game="{first.info.id}">{board}</div>'
    )
    play = play.replace("{{TITLE}}", html.escape(first.info.title)).replace(
        "{{RULES}}", first.info.rules_page()
    )
    engine = json.dumps(engine_build(site.dist))
    for name in ("lang.js", "memory-idb.js", "boot.js", "engine.js", "access.js", "magnifier.js"):
        script = (WEB / name).read_text().replace("__DEFAULT_GAME__", json.dumps(first.info.id))
        script = script.replace("__ENGINE_BUILD__", engine)
        script = script.replace("__BOOK_LANGS__", json.dumps(book_langs, sort_keys=True))
        script = script.replace("__GLUE_FILES__", json.dumps(glue_files(site.dist)))
        play = play.replace(f'<script src="{name}"></script>', f"<script>\n{script}</script>")
    site.put("play.html", play.encode())


def engine_build(dist: Path) -> str:
    """A digest of the engine's files in ``dist`` (the worker, the interpreter, the engine's
    parts and books): pages of one build share their engine, a SharedWorker named by it
    (web/engine.js), and a page of a new build never talks to an engine of an older one still
    running for a tab left open."""
    digest = hashlib.sha256()
    files = [dist / "worker.js", dist / "xz.mjs", *(dist / "pyodide").rglob("*"), *(dist / "py").rglob("*")]
    for path in sorted(f for f in files if f.is_file()):
        digest.update(path.relative_to(dist).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def index_page(site: Site, cards: list[str]) -> None:
    """``index.html``: the catalogue, its cards drawn in."""
    site.put("index.html", (WEB / "index.html").read_text().replace("{{CARDS}}", "\n".join(cards)).encode())


def _drawn_start(game: Game) -> State:
    """A game's start for its catalogue card: chance drawn for everybody (EinStein's start
    arrangements, Fehde's lot) drawn with a fixed seed, so the card shows pieces, not an empty board."""
    state, rng = game.new_state(), random.Random(1)
    while state.to_move() == -1 and state.roller() is None:
        outcomes = state.chance_outcomes()
        state = state.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
    return state


def _meta(card: dict[str, Any]) -> str:
    """A card's players, authors and year: each its own element, so that web/lang.js finds each
    one's words in the page's catalogue (tools/i18n.py ``CARD_WORDS`` and the games' metadata)."""
    return (
        f'<span class="count">{card["players"]}</span> <span>players</span> · '
        f'<span class="authors">{html.escape(card["authors"])}</span> · '
        f'<span class="year">{html.escape(card["year"])}</span>'
    )


def lesson_boards(site: Site, games: list[Game]) -> None:
    """``py/lessons/<game>.<lang>.json[.gz]``: each lesson's board, words and first clicks, for
    boot.js to show a lesson and answer its first click before the engine is up."""
    unlisted = [get_game(importlib.import_module(f"pyengine.games.{p}.info").INFO.id) for p in UNLISTED]
    for game in games + unlisted:
        series = series_of(game.info.id)
        if series is None:
            continue
        for lang in ("en", *(x for x in i18n.LANGUAGES if x != "en")):
            i18n.set_language(lang)
            lessons = []
            for index, lesson in enumerate(series.lessons):
                m, _ = open_lesson(game.info.id, index)
                lessons.append(
                    {
                        "title": i18n.of_game(game.info.languages, lesson.title),
                        "text": i18n.of_game(game.info.languages, lesson.text),
                        "svg": game.render(m.state, {"targets": [], "flip": False}),
                        "reopen": reopen_clicks(m, lesson_query(game.info.id, index)),
                    }
                )
            # (the gzipped file is precached, a few KB: offline too a lesson's first click is
            # answered at once; the plain one is for browsers without DecompressionStream)
            data = json.dumps({"lessons": lessons}).encode()
            name = f"py/lessons/{game.info.id}.{lang}.json"
            site.put(name + ".gz", gzip.compress(data, 9, mtime=0))
            site.put(name, data, cache=False)
    i18n.set_language("en")
