"""The build is reproducible: the engine's archives and the memory snapshot depend on the commit
only (not on file times, the checkout's path, the clock or the machine's entropy), so two builds
give the same dist/ and the same service-worker cache name."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from browser import DIST

ROOT = Path(__file__).resolve().parent.parent


def test_the_engine_zip_does_not_depend_on_file_times():
    import build

    before = build._engine_zip()
    path = ROOT / "pyengine" / "__init__.py"
    stat = path.stat()
    try:
        os.utime(path, (stat.st_atime, stat.st_mtime + 3600))
        assert build._engine_zip() == before
    finally:
        os.utime(path, (stat.st_atime, stat.st_mtime))


@pytest.mark.skipif(not shutil.which("node"), reason="needs Node.js (build.py needs it too)")
def test_the_snapshot_is_the_same_from_another_checkout_path():
    """tools/snapshot.mjs run from elsewhere freezes the very bytes build.py shipped."""
    if not (DIST / "py" / "engine.snapshot.gz").exists():
        pytest.fail(f"{DIST} has no snapshot: run python3 build.py test")
    archives = json.loads(
        (DIST / "worker.js").read_text().split("const ARCHIVES = ", 1)[1].split(";", 1)[0])
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "elsewhere" / "snapshot.mjs"
        script.parent.mkdir()
        shutil.copy(ROOT / "tools" / "snapshot.mjs", script)
        out = Path(tmp) / "again.gz"
        subprocess.run(["node", str(script), str(DIST), json.dumps(archives), str(out)], check=True,
                       capture_output=True, cwd=tmp)
        assert out.read_bytes() == (DIST / "py" / "engine.snapshot.gz").read_bytes()
