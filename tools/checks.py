"""``python3 build.py test`` after the set-up and the build: ruff, its formatter's check and mypy
beside the first pass, then every test in three passes, and how long the whole run took.

The first pass is everything but the wall-clock tests, on both cores (one browser test alone
leaves a core idle while it waits on the page), with the 20 slowest tests listed: the whole run
should stay within 20 minutes here. Then the tests marked ``timing``, so that nothing else runs
beside them: the page's and the deadlines' alone, then the searches judged by what they find in
their time (also marked ``one_core``: each needs one core) two at a time, one per core.
"""

from __future__ import annotations

import concurrent.futures
import os
import subprocess
import time
from pathlib import Path

__all__ = ["STYLED", "check_style", "run_suite"]

#: What the style check covers: the engine, the tests, the benchmarks, the tools, build.py and the
#: page's Python glue.
STYLED = [
    "pyengine",
    "tests",
    "bench",
    "tools",
    "build.py",
    "web/glue.py",
    "web/page.py",
    "web/paint.py",
    "web/events.py",
    "web/panels.py",
    "web/movelist.py",
    "web/far.py",
    "web/graph.py",
    "web/replay.py",
    "web/voice.py",
]


def check_style(python: Path, root: Path) -> tuple[str, int]:
    """Ruff's lint, its formatter's check and mypy (pyproject.toml's files): their report, and 0
    when all are clean (they run beside the tests: the report is printed after the first pass)."""
    ruff = [str(python), "-m", "ruff"]
    checks = [[*ruff, "check", *STYLED], [*ruff, "format", "--check", *STYLED], [str(python), "-m", "mypy"]]
    done = [subprocess.run(cmd, cwd=root, capture_output=True, text=True) for cmd in checks]
    return "".join(r.stdout + r.stderr for r in done), max(r.returncode for r in done)


def run_suite(python: Path, root: Path, env: dict[str, str], extra: list[str], started: float) -> int:
    """The exit code of the whole run (``extra``: a chosen selection, run as asked in one process)."""
    pytest = [str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    if extra:
        return subprocess.run([*pytest, *extra], cwd=root, env=env).returncode
    style = concurrent.futures.ThreadPoolExecutor(1).submit(check_style, python, root)
    workers = str(min(2, os.cpu_count() or 1))
    times = root / ".cache" / "test-times.xml"  # every test's time, for whoever trims the suite
    first = subprocess.run(
        [
            *pytest,
            "-n",
            workers,
            "--dist",
            "worksteal",
            "-m",
            "not timing",
            "--durations=20",
            f"--junitxml={times}",
        ],
        cwd=root,
        env=env,
    ).returncode
    report, lint = style.result()
    print(report, end="", flush=True)
    second = subprocess.run([*pytest, "-m", "timing and not one_core"], cwd=root, env=env).returncode
    third = subprocess.run(
        [*pytest, "-n", workers, "-m", "timing and one_core"], cwd=root, env=env
    ).returncode
    second, third = (0 if code == 5 else code for code in (second, third))  # 5: no such test
    if lint:
        print("[build] the style check failed (see its report above the timed tests)", flush=True)
    took = round(time.time() - started)
    print(
        f"[build] the whole test run took {took // 60} min {took % 60} s (set-up, build, style, every test)"
    )
    return first or second or third or lint
