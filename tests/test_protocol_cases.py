"""The page protocol's one apply (pyengine/app/wire.py) makes every case of
tests/protocol_cases.json: in CPython (the engine), in MicroPython (the glue's interpreter, run by
node), and in the page (the glue's own wire.py, and boot.js's reader of the first-turn book's
board edits)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from pyengine.app import protocol, wire

ROOT = Path(__file__).resolve().parent.parent
CASES = json.loads((Path(__file__).parent / "protocol_cases.json").read_text(encoding="utf-8"))
MICROPYTHON = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"


def test_cases_cover_every_part_of_an_answer():
    parts = {key for case in CASES["answers"] for key in case["answer"]}
    assert {"kind", "view", "set", "drop", "lists", "texts", "svg"} <= parts
    edits = [e for c in CASES["edits"] for e in c["edits"]]
    assert any(not c["edits"] for c in CASES["edits"]) and any(e[0] == e[1] for e in edits)
    assert all(len(e) == 3 for e in edits)  # boot.js reads the first-turn book's kind only
    inside = [e for c in CASES["answers"] for e in c["answer"].get("svg", []) if len(e) == 4]
    assert any(e[1] == 0 for e in inside) and any(e[2] == 0 for e in inside)  # a part's inside


@pytest.mark.parametrize("case", CASES["answers"], ids=lambda c: c["name"])
def test_the_wire_applies_each_answer(case):
    assert wire.apply(case["held"], case["answer"]) == case["view"]
    assert protocol.apply(case["held"], case["answer"]) == case["view"]  # (the same function)
    if case["held"] is not None:  # the encoder's own answer makes the same view
        assert wire.apply(case["held"], protocol.encode(case["view"], case["held"])) == case["view"]


@pytest.mark.parametrize("case", CASES["edits"], ids=lambda c: c["name"])
def test_the_wire_applies_each_board_edit(case):
    assert "".join(wire.apply_edits(wire.cut(case["base"]), case["edits"])) == case["out"]
    assert protocol.apply_edits(protocol.svg_tokens(case["base"]), case["edits"]) == case["out"]


#: wire.py and the cases run by MicroPython: prints "ok <n>" or the failing case.
_MICROPYTHON_RUN = """
import json
CASES = json.loads(%r)
n = 0
for c in CASES["answers"]:
    assert apply(c["held"], c["answer"]) == c["view"], c["name"]
    n += 1
for c in CASES["edits"]:
    assert "".join(apply_edits(cut(c["base"]), c["edits"])) == c["out"], c["name"]
    n += 1
print("ok", n)
"""

_NODE = """
import { loadMicroPython } from %s;
const out = [];
const mp = await loadMicroPython({ stdout: (l) => out.push(l), stderr: (l) => out.push(l) });
try { mp.runPython(%s); } catch (e) { out.push(String(e.message || e)); }
console.log(out.join("\\n"));
"""


@pytest.mark.skipif(not (shutil.which("node") and MICROPYTHON.exists()), reason="no node or MicroPython")
def test_micropython_runs_the_same_wire_over_the_same_cases():
    code = (ROOT / "pyengine" / "app" / "wire.py").read_text() + _MICROPYTHON_RUN % json.dumps(CASES)
    script = _NODE % (json.dumps(MICROPYTHON.as_uri()), json.dumps(code))
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script], capture_output=True, text=True, timeout=120
    )
    count = len(CASES["answers"]) + len(CASES["edits"])
    assert done.stdout.strip() == f"ok {count}", done.stdout + done.stderr


@pytest.mark.browser
def test_the_page_applies_the_same_cases(guarded, site):
    """The glue's wire.py (MicroPython in the page) and boot.js's applyEdits."""
    from browser import open_play

    make, _, _ = guarded
    page = open_play(make(), site)
    for case in CASES["answers"]:
        both = [json.dumps(case["held"]), json.dumps(case["answer"])]
        got = page.evaluate("([h, a]) => window.kabinett.wireApply(h, a)", both)
        assert json.loads(got) == case["view"], case["name"]
    for case in CASES["edits"]:
        got = page.evaluate(
            "([b, e]) => window.kabinett.applyEdits(window.kabinett.cut(b), e)", [case["base"], case["edits"]]
        )
        assert got == case["out"], case["name"]
