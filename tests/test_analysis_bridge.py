"""The bridge's analysis commands (pyengine/app/analysing.py, issue 55): start, slices, cancel,
a click between slices, an exception, the save."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pyengine.ai import analysis
from pyengine.app import saved
from pyengine.app.bridge import Bridge
from pyengine.catalogue import every_id
from pyengine.app.studytree import ANALYSIS_TAG, with_comments
from pyengine.contract.study import read_study

#: What the page says of a record it read whole, in either language.
LOADED = ("Record loaded: ", "Partieprotokoll geladen: ")


@pytest.fixture(autouse=True)
def _short(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(analysis.DEPTHS, "quick", 0.01)  # the commands, not the searches' strength


def _send(bridge: Bridge, cmd: str, **fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(bridge.handle(json.dumps({"cmd": cmd, **fields})))
    return out


def _played(turns: int = 12) -> Bridge:
    bridge = Bridge()
    _send(bridge, "init", query="game=cross&seats=random,random")
    for _ in range(turns * 2):
        if _send(bridge, "ai")["over"]:
            break
    return bridge


def _step(bridge: Bridge) -> dict[str, Any]:
    """One slice: its event, and the view it carries where a turn was judged."""
    event = _send(bridge, "analyse_step", slice=0.01)
    assert event["event"] == "analysis"
    return event


def _finish(bridge: Bridge) -> tuple[dict[str, Any], int]:
    """The view at the end, and how many slices carried a view: each one judged a turn or ended
    the analysis (the last slice may only find that no work is left)."""
    views, done = 0, -1
    while True:
        event = _step(bridge)
        if "answer" in event:
            views += 1
            assert event["done"] > done or not event["running"], event
        done = event["done"]
        if not event["running"]:
            return _send(bridge, "view"), views


def test_the_analysis_judges_every_turn_in_slices_and_labels_the_move_list() -> None:
    bridge = _played()
    started = _send(bridge, "analyse", depth="quick")
    assert started["analysis"]["running"] and started["judged"] == []
    view, views = _finish(bridge)
    judged = view["judged"]
    assert 0 < views <= len(judged) + 1  # a view where turns were judged, and at the end
    assert view["analysis"]["done"] == view["analysis"]["total"] == len(judged) > 0
    assert [j["stop"] for j in judged][-1] == view["actions"]
    labelled = {j["start"]: j["label"] for j in judged if j["label"]}
    listed = {e["start"]: e.get("judged") for row in view["moves"] for e in row["entries"]}
    assert all(listed[start] == label for start, label in labelled.items())
    assert all(label is None for start, label in listed.items() if start not in labelled)
    assert _send(bridge, "analyse", depth="fathomless")["message"].startswith("Error")


def test_a_click_between_slices_is_answered_and_the_analysis_goes_on() -> None:
    bridge = _played()
    _send(bridge, "analyse", depth="quick")
    _step(bridge)
    moved = _send(bridge, "goto", index=2)
    assert moved["cursor"] == 2 and moved["analysis"]["running"]
    view, _events = _finish(bridge)
    assert view["analysis"]["finished"] and view["cursor"] == 2


def test_cancel_keeps_the_turns_judged_so_far() -> None:
    bridge = _played()
    _send(bridge, "analyse", depth="quick")
    while "answer" not in _step(bridge):
        pass
    view = _send(bridge, "analyse_cancel")
    assert not view["analysis"]["running"] and not view["analysis"]["finished"]
    assert 0 < len(view["judged"]) < view["analysis"]["total"]
    stopped = {"event": "analysis", "running": False, "done": 0, "total": 0, "move": 0, "moves": 0}
    assert _step(bridge) == stopped
    assert _send(bridge, "view")["judged"] == view["judged"]


def test_a_finished_analysis_stays_until_a_new_one_finishes_and_comes_back_when_it_is_cancelled() -> None:
    """A walk's deep analysis, cancelled after three turns, had taken the finished quick one
    away: a new analysis replaces the finished one only once it has finished itself."""
    bridge = _played()
    _send(bridge, "analyse", depth="quick")
    first, _views = _finish(bridge)
    assert first["analysis"]["finished"]
    _send(bridge, "analyse", depth="deep")
    while "answer" not in _step(bridge):
        pass
    view = _send(bridge, "analyse_cancel")
    assert view["analysis"]["finished"] and view["analysis"]["depth"] == "quick"
    assert view["judged"] == first["judged"]
    _send(bridge, "analyse", depth="quick")  # and one that finishes replaces it
    again, _views = _finish(bridge)
    assert again["analysis"]["finished"] and again["judged"] == first["judged"]  # (seeded by the game)
    _send(bridge, "analyse_cancel")  # nothing runs: nothing to give back
    assert _send(bridge, "view")["judged"] == first["judged"]


def test_a_cancelled_analysis_gives_back_the_analysis_a_record_brought_with_its_words() -> None:
    bridge, _k, record = _analysed_with_a_comment()
    fresh = Bridge()
    _send(fresh, "init", query="game=not-divisors")
    brought = _send(fresh, "import", text=record)
    assert brought["analysis"]["finished"] and brought["analysis"]["depth"] == "record"
    _send(fresh, "analyse", depth="deep")
    assert fresh.study_record().count(ANALYSIS_TAG) == 0  # the new analysis's words will stand for them
    _step(fresh)
    view = _send(fresh, "analyse_cancel")
    assert view["analysis"]["depth"] == "record" and view["judged"] == brought["judged"]
    assert fresh.study_record() == record, "the record's analysis words are back, once"


def test_an_exception_in_a_slice_leaves_the_game_and_the_results_as_they_were(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bridge = _played()
    _send(bridge, "analyse", depth="quick")
    while "answer" not in _step(bridge):
        pass
    held = _send(bridge, "view")
    match = bridge.match
    assert match is not None
    actions, kept = list(match.actions), match.analysis

    def broken(self: analysis.Analysis, deadline: float | None = None) -> bool:
        raise RuntimeError("the search broke")

    monkeypatch.setattr(analysis.Analysis, "step", broken)
    failed = _send(bridge, "analyse_step")
    assert "the search broke" in failed["message"]
    assert bridge.match is not None and bridge.match.actions == actions and bridge.match.analysis == kept
    assert failed["judged"] == held["judged"] and not failed["analysis"]["running"]


def test_the_worst_turn_shown_marks_its_better_turn() -> None:
    bridge = _played()
    _send(bridge, "analyse", depth="quick")
    view, _events = _finish(bridge)
    judged = view["judged"]
    worst = max(range(len(judged)), key=lambda k: judged[k]["drop"])
    shown = _send(bridge, "analyse_show", turn=worst)
    assert shown["cursor"] == judged[worst]["start"]
    if judged[worst]["label"]:
        assert shown["marks"]["hint"] == judged[worst]["better_paths"] != []
    assert _send(bridge, "goto", index=shown["cursor"] + 1)["marks"]["hint"] == []


def test_the_analysis_is_saved_with_the_game_but_never_in_its_link() -> None:
    bridge = _played(4)
    _send(bridge, "analyse", depth="quick")
    view, _events = _finish(bridge)
    stored = saved.from_json(view["saved"])
    assert stored.analysis is not None and len(stored.analysis["turns"]) == len(view["judged"])
    assert "analysis" not in view["query"] and len(view["query"]) < 400
    reopened = Bridge()
    again = _send(reopened, "init", query=json.loads(view["saved"])["origin"], saved=view["saved"])
    assert again["judged"] == view["judged"]
    _send(reopened, "undo")
    assert _send(reopened, "view")["analysis"] is not None  # undo moves the cursor: the game is the same
    _send(reopened, "new")
    assert _send(reopened, "view")["analysis"] is None


def _transvaal_with_a_labelled_turn() -> tuple[Bridge, dict[str, Any]]:
    """A random game of Transvaal whose analysis labels a turn: Transvaal is judged by its solved
    table, so the labels do not depend on how fast this machine searches (a time-bounded search's
    labels do: a random Cross game on a loaded machine had none)."""
    for _ in range(30):
        bridge = Bridge()
        _send(bridge, "init", query="game=transvaal&seats=random,random")
        for _ in range(10):
            if _send(bridge, "ai")["over"]:
                break
        _send(bridge, "analyse", depth="quick")
        view, _views = _finish(bridge)
        if any(e.get("judged") for row in view["moves"] for e in row["entries"]):
            return bridge, view
    raise AssertionError("30 random games of Transvaal and no turn labelled by the solver")


def test_the_analysis_is_the_games_while_exploring() -> None:
    bridge, view = _transvaal_with_a_labelled_turn()
    _send(bridge, "goto", index=2)
    exploring = _send(bridge, "explore")
    assert exploring["study"]["exploring"] and exploring["judged"] == view["judged"]
    labels = [e.get("judged") for row in view["moves"] for e in row["entries"]]
    assert [e.get("judged") for row in exploring["moves"] for e in row["entries"]] == labels
    assert any(labels)
    judged = view["judged"]
    shown = _send(bridge, "analyse_show", turn=len(judged) - 1)
    assert not shown["study"]["exploring"] and shown["cursor"] == judged[-1]["start"]


def test_the_record_exports_the_analysis_as_comments_after_the_persons_own() -> None:
    bridge = Bridge()
    _send(bridge, "init", query="game=not-divisors&seats=random,random")
    while not _send(bridge, "ai")["over"]:
        pass
    _send(bridge, "analyse", depth="quick")
    _finish(bridge)
    said = bridge.analysis_comments()
    assert said, "the analysis of a random game says something of some turn"
    k = said[0][0]
    _send(bridge, "goto", index=k)
    _send(bridge, "comment", text="Mine.")
    game = bridge.game_match().game
    read = read_study(game, bridge.study_record())
    assert read.actions == tuple(bridge.game_match().actions)
    assert read.comment_at(k) == f"Mine. {said[0][1]}"
    assert all(text in read.comment_at(at) for at, text in said)
    # a record read back (its comments hold the analysis's words) and analysed again says each once
    again = with_comments(read, said)
    assert again.comments == read.comments


def test_the_progress_counts_moves_as_the_move_list_numbers_them() -> None:
    bridge = _played()  # Cross: two turns share a number ("1. n3 g2 k8"), a turn is two stones
    started = _send(bridge, "analyse", depth="quick")
    numbers = [row["number"] for row in started["moves"] if row["number"] is not None]
    part = started["analysis"]
    assert part["moves"] == numbers[-1] < part["total"] < started["actions"]
    assert part["move"] == 1
    entries = [(row["number"], e["start"]) for row in started["moves"] for e in row["entries"]]
    while True:
        event = _step(bridge)
        if not event["running"]:
            break
        assert event["moves"] == numbers[-1]
        judged = bridge.game_match().analysis["turns"]  # type: ignore[index]
        at = min(len(judged), len(entries) - 1)  # (the last slice may find no turn left)
        assert event["move"] == entries[at][0], "the move being judged, as the list numbers it"


def test_the_better_turn_stays_marked_when_exploring_until_a_move_is_played() -> None:
    bridge, view = _transvaal_with_a_labelled_turn()
    k = next(k for k, j in enumerate(view["judged"]) if j["label"])
    better = view["judged"][k]["better_paths"]
    shown = _send(bridge, "analyse_show", turn=k)
    assert shown["marks"]["hint"] == better != []
    exploring = _send(bridge, "explore")
    assert exploring["study"]["exploring"] and exploring["marks"]["hint"] == better
    assert bridge.match is not None
    played = _send(bridge, "move", text=bridge.match.state.legal_actions()[0].text)
    assert played["marks"]["hint"] == []


def _analysed_with_a_comment() -> tuple[Bridge, int, str]:
    """A random game of Not Divisors analysed, the person's comment on a turn the analysis
    speaks of; and its record."""
    bridge = Bridge()
    _send(bridge, "init", query="game=not-divisors&seats=random,random")
    while not _send(bridge, "ai")["over"]:
        pass
    _send(bridge, "analyse", depth="quick")
    _finish(bridge)
    k = bridge.analysis_comments()[0][0]
    _send(bridge, "goto", index=k)
    _send(bridge, "comment", text="Mine.")
    return bridge, k, bridge.study_record()


def test_a_record_read_back_brings_the_analysis_back_apart_from_the_persons_comments() -> None:
    bridge, k, record = _analysed_with_a_comment()
    said = dict(bridge.analysis_comments())
    assert all(text.startswith(ANALYSIS_TAG) for text in said.values()), said
    labelled = [j for j in bridge.analysis_part().judged if j["label"]]
    for j in labelled:  # the drop in points, as the panel writes it
        assert f"(−{round(100 * j['drop'])})." in said[j["stop"]] and "(−0." not in said[j["stop"]]
    original = {e["start"]: e.get("judged") for row in _send(bridge, "view")["moves"] for e in row["entries"]}

    fresh = Bridge()
    _send(fresh, "init", query="game=not-divisors")
    view = _send(fresh, "import", text=record)
    assert view["message"].startswith(LOADED), view["message"]
    # the graph: every turn's chances, the start's, the labels, the better turns marked again
    assert view["analysis"]["finished"]
    assert view["analysis"]["start"] == bridge.analysis_part().analysis["start"]
    keys = ("start", "stop", "seat", "after", "label", "drop", "better_text", "better_paths")
    assert [{x: j[x] for x in keys} for j in view["judged"]] == [
        {x: j[x] for x in keys} for j in bridge.analysis_part().judged
    ]
    entries = {e["goto"]: e for row in view["moves"] for e in row["entries"]}
    assert entries[k]["comment"] == "Mine.", "the person's own words alone"
    assert not any(e.get("analysis") for e in entries.values()), "the analysis's words are its own again"
    assert {e["start"]: e.get("judged") for e in entries.values()} == original, "the marks restored"
    view = _send(fresh, "goto", index=k)
    assert view["study"]["comment"] == "Mine."
    _send(fresh, "comment", text="Mine, edited.")
    again = fresh.study_record()
    assert again == record.replace("{Mine. ", "{Mine, edited. "), "the analysis's words stay, once"
    _send(fresh, "analyse", depth="quick")
    assert fresh.study_record().count(ANALYSIS_TAG) == 0, "a new analysis replaces the record's words"


@pytest.mark.parametrize("game", [g for g in every_id() if g != "example"])
def test_every_games_analysis_reads_back_from_its_record_to_the_same_graph(game: str) -> None:
    """A random game analysed, written as a record and read on a fresh page: the same chances,
    labels, drops and better turns (marked on the board again), and the same record written."""
    bridge = Bridge()
    _send(bridge, "init", query=f"game={game}&seats=random,random")
    for _ in range(16):
        if _send(bridge, "ai")["over"]:
            break
    _send(bridge, "analyse", depth="quick")
    _finish(bridge)
    # one turn labelled for sure, its better turn the one played (a quick analysis of a short
    # random game may label none): the label, the drop and the better turn's places read back
    m = bridge.game_match()
    turns = m.analysis["turns"]
    k = next(i for i, j in enumerate(turns) if j["seat"] >= 0)
    played = m.actions[turns[k]["start"] : turns[k]["stop"]]
    text = next(e["text"] for row in m.turns() for e in row["entries"] if e["start"] == turns[k]["start"])
    turns[k] = {
        **turns[k],
        "label": "mistake",
        "drop": 0.25,
        "better": [a.text for a in played],
        "better_paths": sorted({t for a in played for t in a.path}),
        "better_text": text,
    }
    record = bridge.study_record()
    fresh = Bridge()
    _send(fresh, "init", query=f"game={game}")
    view = _send(fresh, "import", text=record)
    assert view["message"].startswith(LOADED) and view["analysis"] is not None, record
    keys = ("start", "stop", "seat", "after", "label", "drop", "better_text", "better_paths")

    def read(j: dict[str, Any]) -> dict[str, Any]:  # (a solved game's result is among the words)
        return {**{x: j[x] for x in keys}, "said": " ".join(x for x in (j["words"], j["exact"]) if x)}

    assert [read(j) for j in view["judged"]] == [read(j) for j in bridge.analysis_part().judged]
    assert view["analysis"]["start"] == bridge.analysis_part().analysis["start"]
    assert fresh.study_record() == record


def _analysed_in(game: str, lang: str, plies: int) -> tuple[Bridge, list[dict[str, Any]], int]:
    """A random game of ``game`` played ``plies`` computer moves on a page in ``lang`` and analysed
    quick: the bridge, the analysis's turns (to change in place) and the first a seat decided."""
    bridge = Bridge()
    _send(bridge, "init", query=f"game={game}&seats=random,random", lang=lang)
    for _ in range(plies):
        _send(bridge, "ai")
    _send(bridge, "analyse", depth="quick")
    _finish(bridge)
    turns = bridge.game_match().analysis["turns"]
    return bridge, turns, next(i for i, j in enumerate(turns) if j["seat"] >= 0)


@pytest.mark.parametrize("written, read", [("de", "en"), ("en", "de")])
def test_a_record_written_in_one_language_brings_its_analysis_back_in_the_other(
    written: str, read: str
) -> None:
    """The label's and the better turn's words are the page's ("Grober Fehler (−25). Besser: …"
    on a German page): read on a page in the other language, they are recognised as the
    label's, and the page words them in its own, once."""
    bridge, turns, k = _analysed_in("cross", written, 12)
    m = bridge.game_match()
    played = m.actions[turns[k]["start"] : turns[k]["stop"]]
    text = next(e["text"] for row in m.turns() for e in row["entries"] if e["start"] == turns[k]["start"])
    turns[k] = {**turns[k], "label": "blunder", "drop": 0.25, "better": [a.text for a in played]}
    turns[k] = {**turns[k], "better_paths": sorted({t for a in played for t in a.path}), "better_text": text}
    record = bridge.study_record()
    words = {"de": ("Grober Fehler (−25).", "Besser:"), "en": ("Blunder (−25).", "Better:")}
    assert all(w in record for w in words[written]), record

    fresh = Bridge()
    _send(fresh, "init", query="game=cross", lang=read)
    view = _send(fresh, "import", text=record)
    assert view["message"].startswith(LOADED) and view["analysis"] is not None, record
    judged = view["judged"][k]
    assert (judged["label"], judged["better_text"], judged["words"]) == ("blunder", text, "")
    again = fresh.study_record()
    assert all(w in again for w in words[read]) and not any(w in again for w in words[written]), again
    assert again.count(text) == record.count(text), "the better turn said once, as before"


def test_a_win_found_and_a_solved_result_read_back_in_the_pages_language() -> None:
    """ "Gewinnzug gefunden." and Transvaal's exact result ("… gewinnt von hier …") written on a
    German page read back on an English one in English: the tag says a win was found, the
    table gives the result again."""
    from pyengine import i18n

    bridge, turns, k = _analysed_in("transvaal", "de", 10)
    turns[k] = {**turns[k], "words": i18n._("Found a win at once.")}
    record = bridge.study_record()
    assert "Gewinnzug gefunden." in record, record
    assert any(j["exact"] for j in turns) and all(j["exact"] in record for j in turns), record

    fresh = Bridge()
    _send(fresh, "init", query="game=transvaal", lang="en")
    view = _send(fresh, "import", text=record)
    assert view["message"].startswith(LOADED) and view["analysis"] is not None, record
    judged = view["judged"]
    assert judged[k]["words"] == "Found a win at once.", judged[k]
    assert all(j["exact"].endswith("from here.") for j in judged if j["exact"]), judged
    again = fresh.study_record()
    assert "gewinn" not in again.lower() and "Found a win at once." in again, again


def test_a_replay_embed_carries_the_analysis_words_but_not_its_chances() -> None:
    # a replay draws no graph: its address (already long) carries what a reader reads
    from urllib.parse import parse_qs

    from pyengine.app.payload import unpack

    bridge, _, record = _analysed_with_a_comment()
    assert "[%chances" in record
    answer = _send(bridge, "embed", kind="replay")
    replayed = unpack(parse_qs(answer["query"])["r"][0])
    assert "[%chances" not in replayed and ANALYSIS_TAG in replayed and "Mine." in replayed
