"""The build is reproducible: the engine's parts, the compiled runtime and the stdlib depend on the
commit only (not on file times or the checkout's path), so two builds give the same dist/ and the
same service-worker cache name."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from browser import DIST
from tools.packing import engine_parts, stored_zip, xz

ROOT = Path(__file__).resolve().parent.parent


def test_the_engine_parts_do_not_depend_on_file_times():
    from pyengine import games

    parts = engine_parts(ROOT, list(games.CATALOGUE))
    before = {name: stored_zip(ROOT, paths) for name, paths in parts.items()}
    path = ROOT / "pyengine" / "__init__.py"
    stat = path.stat()
    try:
        os.utime(path, (stat.st_atime, stat.st_mtime + 3600))
        assert {name: stored_zip(ROOT, paths) for name, paths in parts.items()} == before
    finally:
        os.utime(path, (stat.st_atime, stat.st_mtime))


def test_the_compiled_words_do_not_depend_on_the_time_of_the_build():
    """Babel dates a catalogue it makes at the time it makes it: a build a minute later would
    be a new site to returning visitors (another cache name, the words downloaded again)."""
    from tools.i18n import compiled

    po = ROOT / "locale" / "de.po"
    for wanted in (None, {"New game", "Resign"}):
        mo = compiled(po, wanted)
        dates = re.findall(rb"(POT-Creation-Date|PO-Revision-Date): ([^\n]*)", mo)
        assert dates == [
            (b"POT-Creation-Date", b"2026-01-01 00:00+0000"),
            (b"PO-Revision-Date", b"2026-01-01 00:00+0000"),
        ], dates


def test_each_game_part_holds_its_own_package_and_the_core_every_games_metadata():
    from pyengine import games

    parts = engine_parts(ROOT, list(games.CATALOGUE))
    core = {p.relative_to(ROOT).as_posix() for p in parts["core"]}
    for package in games.CATALOGUE:
        assert f"pyengine/games/{package}/info.py" in core
        own = {p.relative_to(ROOT).as_posix() for p in parts[f"game-{package}"]}
        assert f"pyengine/games/{package}/game.py" in own and not own & core
    assert "pyengine/kit/svg/cellboard.py" in core and "boards/scherer21.json" in core
    # the contract and the kit, which every game uses, come with the core
    assert "pyengine/contract/parts.py" in core and "pyengine/kit/fromparts.py" in core


@pytest.mark.skipif(not shutil.which("node"), reason="needs Node.js (build.py needs it too)")
def test_the_compiled_runtime_is_the_same_from_another_checkout_path():
    """tools/runtime.mjs run from elsewhere compiles the very bytes build.py shipped."""
    staging = ROOT / ".cache" / "staging"
    if not (staging / "parts.json").exists() or not (DIST / "py" / "core.zip.xz").exists():
        pytest.fail(f"{DIST} is not built: run python3 build.py test")
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "elsewhere" / "runtime.mjs"
        script.parent.mkdir()
        shutil.copy(ROOT / "tools" / "runtime.mjs", script)
        parts = json.loads((staging / "parts.json").read_text())
        for part in parts:
            copy = Path(tmp) / Path(part[1]).name
            shutil.copy(part[1], copy)
            part[1] = str(copy)
        (Path(tmp) / "parts.json").write_text(json.dumps(parts))
        subprocess.run(
            ["node", str(script), str(ROOT / "node_modules" / "pyodide"), tmp, str(Path(tmp) / "parts.json")],
            check=True,
            capture_output=True,
            cwd=tmp,
        )
        cache = Path(tmp) / "xz"
        assert xz((Path(tmp) / "core.zip").read_bytes(), cache) == (DIST / "py" / "core.zip.xz").read_bytes()
        assert (
            xz((Path(tmp) / "python_stdlib.zip").read_bytes(), cache)
            == (DIST / "pyodide" / "python_stdlib.zip.xz").read_bytes()
        )


def test_the_first_turn_books_do_not_depend_on_the_hash_seed():
    """A process with another string-hash seed writes the very books build.py shipped (its
    processes' seed is random; a view drawing a set in its iteration order would differ: Triad's
    destination dots once did). One process, not two: the build is the other."""
    import sys

    from pyengine.catalogue import all_games

    if not (DIST / "py" / "first" / "cross.json").exists():
        pytest.fail(f"{DIST} is not built: run python3 build.py test")
    # the books of every game, and the computer's replies of a few (their searches take time)
    replied = ("caduceus", "plexus", "fehde", "progressive-chess", "schneider-von-gent")
    script = (
        "import hashlib, sys; sys.path.insert(0, sys.argv[1]); from tools.pages import first_turn; "
        "from pyengine.catalogue import all_games; "
        "books = b''.join(first_turn(g.info.id, ('en',), False)['book', 'en'] for g in all_games()); "
        f"replies = b''.join(first_turn(gid, ('en',))['replies', 'en'] for gid in {replied!r}); "
        "print(hashlib.sha256(books).hexdigest(), hashlib.sha256(replies).hexdigest())"
    )
    seed = "2" if os.environ.get("PYTHONHASHSEED") == "1" else "1"  # not the build's
    out = subprocess.run(
        [sys.executable, "-c", script, str(ROOT)],
        env=dict(os.environ, PYTHONHASHSEED=seed),
        check=True,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    first = DIST / "py" / "first"
    books = b"".join((first / f"{g.info.id}.json").read_bytes() for g in all_games())
    replies = b"".join((first / f"{gid}.replies.json").read_bytes() for gid in replied)
    assert out.stdout.split() == [hashlib.sha256(books).hexdigest(), hashlib.sha256(replies).hexdigest()]


def test_the_pages_engine_is_named_by_the_engines_files_of_its_build():
    """Pages share one engine, a SharedWorker, by its name (web/engine.js): the name is the
    digest of the built engine's files, so a page of a new build never talks to an older
    build's engine left running for a tab still open; a changed engine file changes it."""
    from tools.pages import engine_build

    play = (DIST / "play.html").read_text()
    named = re.findall(r'name: "kabinett-engine-" \+ "([0-9a-f]{16})"', play)
    assert named == [engine_build(DIST)]
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "dist"
        shutil.copytree(DIST / "py", copy / "py")
        for name in ("worker.js", "xz.mjs"):
            shutil.copy(DIST / name, copy / name)
        (copy / "pyodide").mkdir()
        before = engine_build(copy)
        core = copy / "py" / "core.zip.xz"
        core.write_bytes(core.read_bytes() + b"\0")
        assert engine_build(copy) != before
