"""The set-up every command of build.py does first, idempotent: a virtual environment in .venv
(the package and its dependencies), ``npm ci`` for the vendored runtimes (Pyodide, PyScript,
MicroPython), the pure-Python wheels the browser needs (pip download), and for the tests and the
benchmarks Debian's Chromium.

build.py imports this module with the system's python3, before .venv exists: the standard
library only. ``bootstrap`` then runs build.py again inside .venv (the build imports the engine).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

__all__ = [
    "CACHE",
    "DIST",
    "NODE",
    "ROOT",
    "VENV",
    "WEB",
    "bootstrap",
    "browser_wheels",
    "ensure_chromium",
    "ensure_npm",
    "ensure_venv",
    "log",
    "run",
    "started",
    "venv_python",
]

_IMPORTED = time.time()  # the run's start: build.py imports this module first (see started)

ROOT = Path(__file__).resolve().parent.parent
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


def started() -> float:
    """When ``python3 build.py`` started, before the set-up (it re-executes itself in .venv)."""
    return float(os.environ.get("KABINETT_STARTED") or _IMPORTED)
