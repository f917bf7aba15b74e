"""The page's commands for the benchmarks and tests, not for a person: the engine's rates in
the page (``bench``) and what its interpreter can import (``imports``)."""

from __future__ import annotations

from typing import Any

from pyengine.app.controller import Match

__all__ = ["ProbeCommands"]


class ProbeCommands:
    """Mixed into :class:`~pyengine.app.bridge.Bridge`."""

    match: Match | None

    def probed(self) -> Match:
        """The match the probes measure."""
        if self.match is None:
            raise ValueError("no match is open")
        return self.match

    def cmd_bench(self, msg: dict[str, Any]) -> dict[str, Any]:
        """Random playouts, or search iterations, of this match's game for ``seconds`` from its
        start (the benchmarks compare the page with CPython)."""
        from pyengine.app.arena import random_playouts, search_rate

        seconds = float(msg.get("seconds", 1.0))
        if msg.get("kind") in ("search", "search-plain", "search-ab"):
            count, elapsed = search_rate(
                self.probed().game,
                self.probed().options,
                seconds,
                knowledge=msg["kind"] != "search-plain",
                alphabeta=msg["kind"] == "search-ab",
            )
        else:
            count, elapsed = random_playouts(self.probed().game, self.probed().options, seconds)
        return {"event": "bench", "count": count, "seconds": round(elapsed, 4)}

    def cmd_imports(self, msg: dict[str, Any]) -> dict[str, Any]:
        """Import ``modules`` (and, with ``builtins``, every module built into the interpreter):
        the ones that fail, with why, and the modules loaded from shared libraries (none: the
        interpreter ships without the exports side modules need, tools/slim_wasm.py). For
        tests/test_runtime_modules.py."""
        import importlib
        import sys

        names = [str(n) for n in msg.get("modules", [])]
        if msg.get("builtins"):
            names += sys.builtin_module_names
        failed: dict[str, str] = {}
        for name in names:
            try:
                importlib.import_module(name)
            except Exception as err:  # every failure is the answer, not an error
                failed[name] = f"{type(err).__name__}: {err}"
        loaded = list(sys.modules.items())
        shared = sorted(n for n, m in loaded if str(getattr(m, "__file__", "")).endswith(".so"))
        return {"event": "imports", "failed": failed, "shared": shared}
