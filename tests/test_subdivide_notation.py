"""Subdivide's notation (spec section 7): the sample's form and the compact one, free-layout
records, and every refusal of the parser naming its segment, through the command line, the
record box and a link; a segment clicked from either end."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pyengine.app import saved
from pyengine.app.controller import Match
from pyengine.contract import RecordError
from pyengine.catalogue import get_game

GAME = get_game("subdivide")
ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "samples" / "subdivide-sample-round.txt"
SAMPLE_SEGMENTS = (
    "a1-b2 a1-a2 b1-c2 b1-a1 c2-b4 b3-b4 b2-a4 a3-a4 c2-d3 a4-b4 c3-b4 b4-c4 c1-d2 c1-d1 "
    "d3-c4 c4-d4 b1-d2 b1-c1 d2-d3 a2-a3 d3-d4 d1-d2"
).split()


# -- 7. Notation


def test_the_compact_form_is_equivalent_and_a_record_reads_back():
    compact = "[layout array 4x4]\n[round 1 offence P1]\n" + " ".join(
        f"{k}. {t}" for k, t in enumerate(SAMPLE_SEGMENTS, 1)
    )
    a = GAME.read_record(compact, GAME.record_options(compact))
    b = GAME.read_record(SAMPLE.read_text(), GAME.record_options(SAMPLE.read_text()))
    assert [x.data for x in a] == [x.data for x in b]
    written = GAME.write_record(a, {})
    assert [x.data for x in GAME.read_record(written, GAME.record_options(written))] == [x.data for x in a]


def test_free_layout_records_write_the_dots_before_the_segments():
    m = Match("subdivide", {"layout": "free", "dots": 5, "lattice": 5})
    assert m.type_move("+a1 +a5 +e1 +e5 +c3").ok
    assert m.type_move("a1-c3").ok
    text = m.record()
    assert "[layout free 5 5x5]" in text and "+a1 +a5 +e1 +e5 +c3\n1. a1-c3" in text
    assert GAME.record_options(text)["layout"] == "free"
    assert [a.text for a in GAME.read_record(text, GAME.record_options(text))] == [a.text for a in m.actions]


@pytest.mark.parametrize(
    "segments,where,why",
    [
        ("a1-z9", "segment 1 (a1-z9)", "z9 is not a dot"),
        ("a1-b2 b2-a1", "segment 2 (b2-a1)", "drawn already"),
        ("a1-a3", "segment 1 (a1-a3)", "passes through the dot a2"),
        ("a1-b2 a2-b1", "segment 2 (a2-b1)", "crosses the segment a1-b2"),
        ("b2-a1 b2-a2 b2-a3 b2-b1", "segment 4 (b2-b1)", "b2 has 3 segments already"),
        ("a1-a2 a2-b2 b2-b1 b1-a1 a1-b2", "segment 5 (a1-b2)", "the round is over"),
        ("a1", "segment 1 (a1)", "not a segment"),
    ],
)
def test_the_parser_refuses_naming_the_segment(segments, where, why):
    size = "2x2" if "round is over" in why else "4x4"
    text = f"[layout array {size}]\n[round 1 offence P1]\n{segments}"
    with pytest.raises(RecordError) as err:
        GAME.read_record(text, GAME.record_options(text))
    assert where in str(err.value) and why in str(err.value), str(err.value)


def test_a_round_header_out_of_order_is_refused():
    text = "[layout array 2x2]\n[round 1 offence P1]\na1-a2 a2-b2\n[round 2 offence P2]\na1-b2"
    with pytest.raises(RecordError, match="round 1 is not over"):
        GAME.read_record(text, GAME.record_options(text))
    text = "[layout array 2x2]\n[round 1 offence P1]\na1-a2 a2-b2 b2-b1 b1-a1\n[round 2 offence P1]\na1-b2"
    with pytest.raises(RecordError, match="P2 is on offence in round 2"):
        GAME.read_record(text, GAME.record_options(text))


def test_bad_input_through_the_cli_the_record_box_and_a_link(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("[layout array 4x4]\n[round 1 offence P1]\n1. a1-b2 2. a2-b1\n")
    out = subprocess.run(
        [sys.executable, "-m", "pyengine", "replay", "subdivide", str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 1 and "segment 2 (a2-b1)" in out.stderr + out.stdout
    m = Match("subdivide")
    assert m.import_record("1. a1-b2") == ""
    message = m.import_record(bad.read_text())
    assert "segment 2 (a2-b1)" in message and [a.text for a in m.actions] == ["a1-b2"]
    link, problem = saved.open_link("game=subdivide&moves=a1-b2+a2-b1", ("random",))
    assert [a.text for a in link.actions] == ["a1-b2"] and "crosses" in str(problem)


def test_a_segment_is_clicked_from_either_end():
    m = Match("subdivide")
    assert m.click("c2").ok and m.click("a1").played.text == "a1-c2"
    assert m.click("a1").ok and "b2" in m.next_targets() and m.click("b2").played.text == "a1-b2"
