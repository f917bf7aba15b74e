#!/usr/bin/env python3
"""Kabinett's one entry point.

    python3 build.py serve [--port 8000]   set up, build dist/ and serve it on 127.0.0.1
    python3 build.py test  [pytest args]   set up, build, check style (ruff, mypy), run every test
    python3 build.py build                 set up and build dist/ only
    python3 build.py bench [--games N] [--ai GAME ...] [--no-page]
                                           set up, build, measure; writes docs/BENCHMARKS.md

Set-up is idempotent: a virtual environment in .venv (the package and its dependencies),
``npm ci`` for the vendored runtimes (Pyodide, PyScript, MicroPython), the pure-Python wheels
the browser needs (pip download), and for tests Debian's Chromium.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import gzip
import hashlib
import importlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tools.serve import make_server

if TYPE_CHECKING:  # for the annotations only: build.py imports the engine where it uses it
    from pyengine.core import Game, State

_IMPORTED = time.time()  # the run's start (see _started)

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
WEB = ROOT / "web"
NODE = ROOT / "node_modules"


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def run(cmd: list[str], **kw: Any) -> None:
    log(" ".join(str(c) for c in cmd))
    subprocess.run(cmd, check=True, **kw)


# --- set-up ------------------------------------------------------------------------------


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv(test: bool) -> None:
    """Create .venv and install the package (with test extras when testing) if anything changed."""
    py = venv_python()
    if not py.exists():
        run([sys.executable, "-m", "venv", str(VENV)])
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + (b"test" if test else b"")).hexdigest()
    stamp = VENV / ".kabinett-installed"
    have = stamp.read_text().split() if stamp.exists() else []
    if want in have:
        return
    target = ".[test]" if test else ".[build]"
    run([str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", target], cwd=ROOT)
    stamp.write_text(" ".join(have + [want]))


def ensure_npm() -> None:
    """``npm ci`` when node_modules is missing or older than the lock file."""
    marker = NODE / ".package-lock.json"
    lock = ROOT / "package-lock.json"
    if marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime:
        return
    npm = shutil.which("npm")
    if not npm:
        sys.exit(
            "build.py: npm is needed to vendor Pyodide and PyScript (install Node.js with npm, e.g. apt-get "
            "install npm)"
        )
    run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT)


def browser_wheels() -> list[Path]:
    """The pure-Python wheels named in pyproject.toml [tool.kabinett], downloaded once."""
    import tomllib

    specs = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["kabinett"]["browser_wheels"]
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    wheels = []
    for spec in specs:
        name, _, version = spec.partition("==")
        found = sorted(folder.glob(f"{name.replace('-', '_')}-{version}-py3-none-any.whl"))
        if not found:
            subprocess.run(
                [
                    str(venv_python()),
                    "-m",
                    "pip",
                    "download",
                    "--quiet",
                    "--disable-pip-version-check",
                    "--no-deps",
                    "--only-binary=:all:",
                    "--python-version",
                    "3.12",
                    "--platform",
                    "any",
                    "-d",
                    str(folder),
                    spec,
                ],
                stderr=subprocess.DEVNULL,
            )
            found = sorted(folder.glob(f"{name.replace('-', '_')}-{version}-py3-none-any.whl"))
        if not found:
            # Some pure-Python projects (python-chess 1.11) publish only an sdist: build the wheel.
            run(
                [
                    str(venv_python()),
                    "-m",
                    "pip",
                    "wheel",
                    "--quiet",
                    "--disable-pip-version-check",
                    "--no-deps",
                    "--no-binary",
                    name,
                    "-w",
                    str(folder),
                    spec,
                ]
            )
            found = sorted(folder.glob(f"{name.replace('-', '_')}-{version}-py3-none-any.whl"))
        if not found:
            sys.exit(f"build.py: no pure-Python wheel for {spec} on PyPI")
        wheels.append(found[0])
    return wheels


def ensure_chromium() -> str:
    """The Chromium for browser tests: $CHROMIUM, /usr/bin/chromium, or Debian's package (as root)."""
    path = os.environ.get("CHROMIUM") or "/usr/bin/chromium"
    if Path(path).exists():
        return path
    if os.environ.get("CHROMIUM"):
        sys.exit(f"build.py: $CHROMIUM is {path}, which does not exist")
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run(["apt-get", "update", "-qq"], env=env)
        run(["apt-get", "install", "-y", "-qq", "chromium"], env=env)
        if Path(path).exists():
            return path
    sys.exit(
        "build.py: the browser tests need Chromium: install Debian's 'chromium' (apt-get install chromium) "
        "or set CHROMIUM to a Chromium binary"
    )


def bootstrap(test: bool) -> None:
    """Everything the command needs, then continue inside the virtual environment."""
    ensure_venv(test)
    ensure_npm()
    if Path(sys.prefix).resolve() != VENV.resolve():
        os.environ.setdefault("KABINETT_STARTED", str(_IMPORTED))  # the run's time counts the set-up
        os.execv(str(venv_python()), [str(venv_python()), str(ROOT / "build.py"), *sys.argv[1:]])


# --- the site ------------------------------------------------------------------------------

MICROPYTHON_FILES = ["micropython.mjs", "micropython.wasm"]
# PyScript chunks the page never loads: the editor's CodeMirror, the terminal's xterm, the
# Pyodide flavour (py-<hash>.js) and its package graph, and the plugins play.html's <py-config>
# turns off (measured: tests/test_first_visit.py records every request).
PYSCRIPT_UNUSED = re.compile(
    r"^(codemirror|xterm|pyodide_graph|service-worker|storage|py-[A-Za-z0-9_-]{8}\.js$"
    r"|py-editor-|py-terminal-|py-game-|donkey-|deprecations-manager-)"
)


def glue_files(dist: Path) -> list[list[str]]:
    """The files the page's glue loads, which boot.js asks for at once: PyScript's core chunk
    and the one it imports for an mpy script, MicroPython, the glue's own Python."""
    core = re.search(r'from\s*"\./(core-[\w-]+\.js)"', (dist / "pyscript/core.js").read_text())
    errors = sorted(p.name for p in (dist / "pyscript").glob("error-*.js"))
    if not core or len(errors) != 1:
        sys.exit("build.py: PyScript's chunks changed: glue_files() names them")
    modules = [f"pyscript/{core.group(1)}", f"pyscript/{errors[0]}", "micropython/micropython.mjs"]
    fetched = ["micropython/micropython.wasm", "glue.py", "panels.py", "far.py", "wire.py"]
    return [[m, "module"] for m in modules] + [[f, "fetch"] for f in fetched]


def build() -> Path:
    """Build dist/ from web/, pyengine/ and the vendored runtimes; returns dist/."""
    sys.path.insert(0, str(ROOT))
    from pyengine.app.bridge import catalogue, start_board
    from tools.packing import collected_css, engine_parts, imported_tops, stored_zip, xz
    from pyengine.catalogue import all_games
    from pyengine.catalogue import UNAVAILABLE, default_game

    wheels = browser_wheels()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    precache: list[str] = []

    def put(rel: str, data: bytes, cache: bool = True) -> None:
        path = DIST / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        if cache:
            precache.append(rel)

    # Pyodide: its loader as it is, the interpreter (wasm and its JS) xz-compressed, inflated by the
    # worker with xz-decompress (web/worker.js); xz is a fifth smaller than a host's gzip and does
    # not depend on the host compressing at all.
    xz_cache = CACHE / "xz"
    put("pyodide/pyodide.mjs", (NODE / "pyodide" / "pyodide.mjs").read_bytes())
    # The wasm without the exports only side modules would use, which the page never loads
    # (tools/slim_wasm.py): a sixteenth fewer bytes to download.
    from tools.slim_wasm import slim

    glue = (NODE / "pyodide" / "pyodide.asm.mjs").read_text()
    named = [(NODE / "pyodide" / "pyodide.mjs").read_text()]
    named += [p.read_text() for p in sorted(WEB.glob("*.js"))]
    wasm = slim((NODE / "pyodide" / "pyodide.asm.wasm").read_bytes(), glue, named, NODE, CACHE / "slim-wasm")
    put("pyodide/pyodide.asm.wasm.xz", xz(wasm, xz_cache))
    put("pyodide/pyodide.asm.mjs.xz", xz(glue.encode(), xz_cache))
    umd = (NODE / "xz-decompress/dist/package/xz-decompress.min.js").read_text()
    put(
        "xz.mjs",
        (
            "// xz-decompress 0.2.3 (MIT; xz-embedded: public domain), wrapped as a module by build.py\n"
            "const module = { exports: {} }; const exports = module.exports; const require = () => ({});\n"
            f"{umd}\nexport const XzReadableStream = module.exports.XzReadableStream;\n"
        ).encode(),
    )
    for name in MICROPYTHON_FILES:
        put(
            f"micropython/{name}",
            (NODE / "@micropython/micropython-webassembly-pyscript" / name).read_bytes(),
        )
    for path in sorted((NODE / "@pyscript/core/dist").iterdir()):
        if path.suffix in (".js", ".css"):
            used = not PYSCRIPT_UNUSED.match(path.name)
            put(f"pyscript/{path.name}", path.read_bytes(), cache=used)
    for name in [
        "glue.py",
        "panels.py",
        "far.py",
        "icon.svg",
        "manifest.webmanifest",
        "access.js",
        "lang.js",
    ]:
        put(name, (WEB / name).read_bytes())
    # The page protocol's apply, the engine's own module, for the glue (web/glue.py imports it).
    put("wire.py", (ROOT / "pyengine" / "app" / "wire.py").read_bytes())
    from tools.i18n import LANGUAGES, page_json, page_only

    others = [lang for lang in LANGUAGES if lang != "en"]
    for lang in others:  # the page's words in the other languages (web/lang.js fetches them)
        put(f"i18n/{lang}.json", page_json(ROOT / "locale" / f"{lang}.po", page_only(ROOT, lang)))
    from pyengine import games as game_packages

    packages = list(game_packages.CATALOGUE + game_packages.UNLISTED)
    put("kabinett.css", collected_css(ROOT, packages).encode())  # the shared look, then each game's

    # The engine in parts (a core and one per game) and the wheels, compiled for Pyodide's Python
    # by tools/runtime.mjs, which also makes the stdlib the page needs; each part xz-compressed.
    parts = engine_parts(ROOT, packages)
    staging = CACHE / "staging"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    sources = []
    for name, paths in parts.items():
        (staging / f"src-{name}.zip").write_bytes(stored_zip(ROOT, paths))
        sources.append([name, str(staging / f"src-{name}.zip"), "zip"])
    # The engine's words in the other languages (pyengine/i18n.py), a catalogue per part: a page
    # in that language fetches the core's and the opened game's with them; English fetches none.
    worded = language_parts(parts, others)
    for rel, data in worded.items():
        put(rel, xz(data, xz_cache))
    tops = {w.name.split("-")[0].lower(): w for w in wheels}
    sources += [[top, str(w), "wheel"] for top, w in tops.items()]
    (staging / "parts.json").write_text(json.dumps(sources))
    node = shutil.which("node")
    if not node:
        sys.exit("build.py: Node.js is needed (it runs Pyodide to compile the engine and its stdlib)")
    run(
        [
            node,
            str(ROOT / "tools" / "runtime.mjs"),
            str(NODE / "pyodide"),
            str(staging),
            str(staging / "parts.json"),
        ],
        cwd=ROOT,
    )
    put("pyodide/python_stdlib.zip.xz", xz((staging / "python_stdlib.zip").read_bytes(), xz_cache))
    for name, _, _ in sources:
        put(f"py/{name}.zip.xz", xz((staging / f"{name}.zip").read_bytes(), xz_cache))
    core_wheels = sorted(t for t in imported_tops(parts["core"]) if t in tops)
    archives: dict[str, Any] = {
        "core": [["py/core.zip.xz", "zip"]] + [[f"py/{t}.zip.xz", "wheel"] for t in core_wheels],
        "games": {},
        "languages": {lang: {"core": [[f"py/{lang}-core.zip.xz", "zip"]], "games": {}} for lang in others},
    }
    for package in packages:
        info = importlib.import_module(f"pyengine.games.{package}.info").INFO
        own = sorted(t for t in imported_tops(parts[f"game-{package}"]) if t in tops and t not in core_wheels)
        archives["games"][info.id] = [[f"py/game-{package}.zip.xz", "zip"]] + [
            [f"py/{t}.zip.xz", "wheel"] for t in own
        ]
        for lang in others:
            if f"py/{lang}-game-{package}.zip.xz" in worded:
                archives["languages"][lang]["games"][info.id] = [[f"py/{lang}-game-{package}.zip.xz", "zip"]]
    lock = json.loads((NODE / "pyodide" / "pyodide-lock.json").read_text())
    worker = (WEB / "worker.js").read_text().replace("__ARCHIVES__", json.dumps(archives))
    worker = worker.replace("__LOCK__", json.dumps(json.dumps({"info": lock["info"], "packages": {}})))
    worker = worker.replace("__DEFAULT_GAME__", json.dumps(default_game().info.id))
    inflated = hashlib.sha256(
        b"".join((DIST / rel).read_bytes() for rel in sorted(precache) if rel.endswith(".xz"))
    )
    worker = worker.replace("__INFLATED__", json.dumps("kabinett-inflated-" + inflated.hexdigest()[:16]))
    put("worker.js", worker.encode())

    # Pre-rendered pages: the same view code draws the first paint, and the engine's answers
    # to the first turn let the board answer before the engine is up (pyengine/app/firstturn.py).
    games = all_games()
    with concurrent.futures.ProcessPoolExecutor(min(2, os.cpu_count() or 1)) as pool:
        infos = [g.info for g in games] + [
            importlib.import_module(f"pyengine.games.{p}.info").INFO for p in game_packages.UNLISTED
        ]
        ids = [info.id for info in infos]
        # A book per language the game's texts are in (its statuses and buttons are words).
        langs = {info.id: info.languages for info in infos}
        # the biggest first (Chivalry, Triad, Transvaal take seconds): the two workers end together
        order = sorted(ids, key=lambda gid: gid not in ("chivalry", "triad", "cross", "transvaal"))
        first_turns = dict(zip(order, pool.map(_first_turn, order, [langs[gid] for gid in order])))
    book_langs = {gid: [lang for lang in langs[gid] if lang != "en"] for gid in ids if len(langs[gid]) > 1}
    for gid, files in first_turns.items():
        for (kind, lang), data in files.items():
            name = (gid if lang == "en" else f"{gid}.{lang}") + (".replies" if kind == "replies" else "")
            put(f"py/first/{name}.json.gz", gzip.compress(data, 9, mtime=0))
            put(f"py/first/{name}.json", data, cache=False)  # browsers without DecompressionStream
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
            f"Play a friend far away</a></div></li>"
        )
    for card in UNAVAILABLE:  # named by the sources, without rules: no engine, no links
        cards.append(
            f'<li class="card unavailable" data-game="{card["id"]}"><div class="card-main">'
            f'<h2>{html.escape(card["title"])}</h2><p>{html.escape(card["blurb"])}</p>'
            f'<p class="meta">{_meta(card)}</p><p class="rules-unavailable">Rules unavailable</p></div></li>'
        )
    # The cards' boards in each other language (their captions and read-aloud names are words):
    # the catalogue in that language puts them in place of the English ones (web/index.html).
    from pyengine import i18n

    for lang in others:
        i18n.set_language(lang)
        thumbs = {g.info.id: g.render(_drawn_start(g), {}) for g in games if lang in g.info.languages}
        data = json.dumps({"lang": lang, "thumbs": thumbs}, ensure_ascii=False, sort_keys=True).encode()
        put(f"i18n/{lang}.cards.json.gz", gzip.compress(data, 9, mtime=0))
        put(f"i18n/{lang}.cards.json", data, cache=False)  # browsers without DecompressionStream
    i18n.set_language("en")
    first = games[0]
    board = start_board(first)
    play = (WEB / "play.html").read_text()
    play = play.replace(
        '<div id="board">{{BOARD}}</div>', f'<div id="board" data-game="{first.info.id}">{board}</div>'
    )
    play = play.replace("{{TITLE}}", html.escape(first.info.title)).replace(
        "{{RULES}}", first.info.rules_page()
    )
    # The boot scripts go inline: the engine worker starts without waiting for two requests.
    for name in ("lang.js", "memory-idb.js", "boot.js", "access.js"):
        script = (WEB / name).read_text().replace("__DEFAULT_GAME__", json.dumps(first.info.id))
        script = script.replace("__BOOK_LANGS__", json.dumps(book_langs, sort_keys=True))
        script = script.replace("__GLUE_FILES__", json.dumps(glue_files(DIST)))
        play = play.replace(f'<script src="{name}"></script>', f"<script>\n{script}</script>")
    put("play.html", play.encode())
    put("index.html", (WEB / "index.html").read_text().replace("{{CARDS}}", "\n".join(cards)).encode())

    digest = hashlib.sha256()
    for rel in sorted(precache):
        digest.update(rel.encode() + (DIST / rel).read_bytes())
    build_hash = digest.hexdigest()[:16]
    sw = (WEB / "sw.js").read_text().replace("__HASH__", build_hash)
    digests = {  # the service worker checks what it reuses against them (web/sw.js)
        rel: hashlib.sha256((DIST / (rel if rel != "./" else "index.html")).read_bytes()).hexdigest()[:16]
        for rel in ["./"] + sorted(precache)
    }
    sw = sw.replace("__PRECACHE__", json.dumps(digests, indent=0))
    put("sw.js", sw.encode(), cache=False)
    (DIST / "build.json").write_text(json.dumps({"hash": build_hash, "files": len(precache)}))
    log(f"dist/ built: {len(precache)} precached files, cache kabinett-{build_hash}")
    return DIST


def _drawn_start(game: Game) -> State:
    """A game's start for its catalogue card: chance drawn for everybody (EinStein's start
    arrangements, Fehde's lot) drawn with a fixed seed, so the card shows pieces, not an empty board."""
    import random

    state, rng = game.new_state(), random.Random(1)
    while state.to_move() == -1 and state.roller() is None:
        outcomes = state.chance_outcomes()
        state = state.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
    return state


def language_parts(parts: dict[str, list[Path]], languages: list[str]) -> dict[str, bytes]:
    """``py/<lang>-<part>.zip``: for each engine part, a zip holding its words in ``lang`` as
    ``locale/<lang>/LC_MESSAGES/<part>.mo`` (the messages its files mark and, for a game, its
    rules texts: tools/i18n.py ``part_messages``), for the games whose texts are in ``lang``."""
    from tools.i18n import compiled, part_messages
    from tools.packing import stored_zip

    out = {}
    for lang in languages:
        po = ROOT / "locale" / f"{lang}.po"
        for name, paths in parts.items():
            game_id = ""
            if name.startswith("game-"):
                info = importlib.import_module(f"pyengine.games.{name[5:]}.info").INFO
                if lang not in info.languages:
                    continue
                game_id = info.id
            mo = compiled(po, part_messages(paths, game_id, lang))
            out[f"py/{lang}-{name}.zip.xz"] = stored_zip(
                ROOT, [], {f"locale/{lang}/LC_MESSAGES/{name}.mo": mo}
            )
    return out


def _meta(card: dict[str, Any]) -> str:
    """A card's players, authors and year: each its own element, so that web/lang.js finds each
    one's words in the page's catalogue (tools/i18n.py ``CARD_WORDS`` and the games' metadata)."""
    return (
        f'<span class="count">{card["players"]}</span> <span>players</span> · '
        f'<span class="authors">{html.escape(card["authors"])}</span> · '
        f'<span class="year">{html.escape(card["year"])}</span>'
    )


def _first_turn(
    game_id: str, langs: tuple[str, ...], with_replies: bool = True
) -> dict[tuple[str, str], bytes]:
    """One game's first-turn book and (``with_replies``) the computer's replies to it in each of
    ``langs``, as compact JSON by ("book" | "replies", language) (in a worker process: the
    biggest take seconds)."""
    sys.path.insert(0, str(ROOT))
    from pyengine import i18n
    from pyengine.app.bridge import start_board
    from pyengine.app.firstturn import book, replies
    from pyengine.catalogue import get_game

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


def cmd_serve(args: argparse.Namespace) -> None:
    build()
    server = make_server(DIST, "127.0.0.1", args.port)
    print(f"Kabinett is served at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


def cmd_test(args: argparse.Namespace, extra: list[str]) -> None:
    from tools.checks import run_suite

    chromium = ensure_chromium()
    build()
    env = dict(os.environ, CHROMIUM=chromium, KABINETT_DIST=str(DIST))
    sys.exit(run_suite(venv_python(), ROOT, env, extra, started=_started()))


def _started() -> float:
    """When ``python3 build.py`` started, before the set-up (it re-executes itself in .venv)."""
    return float(os.environ.get("KABINETT_STARTED") or _IMPORTED)


def cmd_bench(args: argparse.Namespace, extra: list[str]) -> None:
    chromium = ensure_chromium()
    build()
    env = dict(os.environ, CHROMIUM=chromium, KABINETT_DIST=str(DIST))
    bench = [str(venv_python()), str(ROOT / "bench" / "benchmarks.py"), *extra]
    sys.exit(subprocess.run(bench, cwd=ROOT, env=env).returncode)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("command", choices=["serve", "test", "build", "bench"])
    parser.add_argument("--port", type=int, default=8000)
    args, extra = parser.parse_known_args()
    bootstrap(test=args.command in ("test", "bench"))
    if args.command == "serve":
        cmd_serve(args)
    elif args.command == "test":
        cmd_test(args, extra)
    elif args.command == "bench":
        cmd_bench(args, extra)
    else:
        build()


if __name__ == "__main__":
    main()
