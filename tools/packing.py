"""How build.py packs the browser's Python: the engine split into a core and one part per game,
the wheels each part imports, deterministic zips, and xz compression (cached by content).

The page fetches only the core and the opened game's part before the engine is up; another
game's part is fetched when that game is opened (web/worker.js).
"""

from __future__ import annotations

import ast
import hashlib
import io
import lzma
import zipfile
from pathlib import Path

__all__ = ["collected_css", "engine_parts", "imported_tops", "stored_zip", "xz"]


def engine_parts(root: Path, packages: list[str]) -> dict[str, list[Path]]:
    """``core``: pyengine/ (the contract, the kit, the AI, the app, ...) without the game
    packages' code (their ``__init__`` and ``info`` stay: the catalogue reads every game's
    metadata), boards/ and samples/; ``game-<package>``: the rest of each game package (but its
    ``hints.py``, the page tests' data)."""
    games = root / "pyengine" / "games"
    core = [
        p
        for p in sorted((root / "pyengine").rglob("*.py"))
        if games not in p.parents or p.name in ("__init__.py", "info.py") or p.parent == games
    ]
    core += sorted((root / "boards").glob("*.json")) + sorted((root / "samples").glob("*.txt"))
    parts = {"core": core}
    for package in packages:
        parts[f"game-{package}"] = [
            p
            for p in sorted((games / package).rglob("*.py"))
            if p.name not in ("__init__.py", "info.py", "hints.py")
        ]  # hints: tests' data
    return parts


def collected_css(root: Path, packages: list[str]) -> str:
    """The page's one stylesheet: web/kabinett.css, then each game package's own ``style.css``
    (its board's look) in catalogue order. A game's rules apply page-wide, so a game names its
    own classes; the shared ones (cells, squares, stones, pieces, dice) are web/kabinett.css's."""
    parts = [(root / "web" / "kabinett.css").read_text().rstrip() + "\n"]
    for package in packages:
        style = root / "pyengine" / "games" / package / "style.css"
        if style.exists():
            parts.append(
                f"\n/* -- pyengine/games/{package}/style.css */\n" + style.read_text().rstrip() + "\n"
            )
    return "".join(parts)


def imported_tops(paths: list[Path]) -> set[str]:
    """The top-level names of every module the files import (to tell which wheels a part needs)."""
    tops: set[str] = set()
    for path in paths:
        if path.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                tops.update(a.name.split(".")[0] for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                tops.add(node.module.split(".")[0])
    return tops


def stored_zip(root: Path, paths: list[Path], made: dict[str, bytes] | None = None) -> bytes:
    """The files under their paths relative to ``root``, and ``made`` (files the build made, by
    name), with no file times (reproducible)."""
    buf = io.BytesIO()
    files = [(p.relative_to(root).as_posix(), p.read_bytes()) for p in paths] + sorted((made or {}).items())
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as zf:
        for name, data in files:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return buf.getvalue()


def xz(data: bytes, cache: Path) -> bytes:
    """``data`` as an .xz stream (preset 9e, CRC32, which the page's decoder checks), cached by
    content: compressing the interpreter takes seconds."""
    key = cache / (hashlib.sha256(data).hexdigest() + ".xz")
    if key.exists():
        return key.read_bytes()
    out = lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC32, preset=9 | lzma.PRESET_EXTREME)
    cache.mkdir(parents=True, exist_ok=True)
    key.write_bytes(out)
    return out
