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

Where each part lives: the set-up in tools/bootstrap.py (the standard library only: this file
starts with the system's python3 and runs itself again inside .venv), the commands in
tools/commands.py, the build's steps in tools/build_site.py, tools/runtimes.py,
tools/engine_archives.py and tools/pages.py.
"""

from __future__ import annotations

import argparse

from tools.bootstrap import bootstrap


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("command", choices=["serve", "test", "build", "bench"])
    parser.add_argument("--port", type=int, default=8000)
    args, extra = parser.parse_known_args()
    bootstrap(test=args.command in ("test", "bench"))
    from tools import commands  # inside .venv from here on: the build imports the engine

    if args.command == "serve":
        commands.serve(args.port)
    elif args.command == "test":
        commands.test(extra)
    elif args.command == "bench":
        commands.bench(extra)
    else:
        commands.build()


if __name__ == "__main__":
    main()
