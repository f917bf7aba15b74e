"""What each command of build.py does after the set-up (tools/bootstrap.py), inside .venv: build
dist/ (tools/build_site.py), then serve it (tools/serve.py), check the style and run the tests
(tools/checks.py), or measure (bench/benchmarks.py)."""

from __future__ import annotations

import os
import subprocess
import sys

from tools.bootstrap import DIST, ROOT, ensure_chromium, started, venv_python
from tools.build_site import build
from tools.checks import run_suite
from tools.serve import make_server

__all__ = ["bench", "build", "serve", "test"]


def serve(port: int) -> None:
    """Build, then serve dist/ on 127.0.0.1 until Ctrl-C."""
    build()
    server = make_server(DIST, "127.0.0.1", port)
    print(f"Kabinett is served at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


def test(extra: list[str]) -> None:
    """Build, then the style check and every test (``extra``: pytest's arguments, run as given)."""
    chromium = ensure_chromium()
    build()
    env = dict(os.environ, CHROMIUM=chromium, KABINETT_DIST=str(DIST))
    sys.exit(run_suite(venv_python(), ROOT, env, extra, started=started()))


def bench(extra: list[str]) -> None:
    """Build, then the benchmarks with ``extra`` (bench/benchmarks.py's options)."""
    chromium = ensure_chromium()
    build()
    env = dict(os.environ, CHROMIUM=chromium, KABINETT_DIST=str(DIST))
    command = [str(venv_python()), str(ROOT / "bench" / "benchmarks.py"), *extra]
    sys.exit(subprocess.run(command, cwd=ROOT, env=env).returncode)
