"""The bytes each language other than English adds, for the benchmarks (``python3 build.py bench
--languages``; bench/benchmarks.py)."""

from __future__ import annotations

import json
from pathlib import Path


def measure_languages() -> dict[str, dict[str, int]]:
    """The bytes each language other than English adds, from the built site: the page's catalogue
    (fetched after the first paint) and the engine's words, a core part and one per game, each
    fetched with its part (tools/engine_archives.py ``language_parts``). An English page fetches
    none of them."""
    import gzip

    from browser import DIST
    from tools.i18n import LANGUAGES, read_catalogue

    root = Path(__file__).resolve().parent.parent
    out = {}
    for lang in LANGUAGES:
        if lang == "en":
            continue
        page = (DIST / "i18n" / f"{lang}.json").read_bytes()
        games = [p.stat().st_size for p in sorted((DIST / "py").glob(f"{lang}-game-*.zip.xz"))]
        out[lang] = {
            "messages": sum(1 for m in read_catalogue(root / "locale" / f"{lang}.po") if m.id),
            "page_messages": len(json.loads(page)["messages"]),
            "json": len(page),
            "json_gzip": len(gzip.compress(page, 9)),
            "core_xz": (DIST / "py" / f"{lang}-core.zip.xz").stat().st_size,
            "game_xz_min": min(games),
            "game_xz_max": max(games),
            "games": len(games),
        }
    return out
