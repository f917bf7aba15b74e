"""Every game's lessons (issue 54), checked from the series alone: each lesson opens at its
position with the person to move, is not done by doing nothing, can be done (the tutor's
search finds a turn that does it), says why a legal turn that misses it missed, and is solved
by following its hints; the series covers every rule of its spec, its texts are at most two
sentences in English and in German, and its solutions take at most 60 clicks in all."""

from __future__ import annotations

import re

import pytest

from pyengine import i18n
from pyengine.app.controller import CONFIRM, HUMAN, LESSON, Match
from pyengine.app.tutor import _by_text, _rest_of_turn, open_lesson, series_of, solutions
from pyengine.catalogue import every_id, get_game
from pyengine.contract.actions import TYPED
from pyengine.contract import Action
from pyengine.contract.lessons import NOT_YET, Lesson, Series, Turn

GAMES = every_id()
#: The spec's rule sections every series covers, by words of their headings.
SECTIONS = ("board", "setup", "turn", "end", "decision")
MAX_CLICKS = 60


def _series(game: str) -> Series:
    series = series_of(game)
    assert series is not None, f"{game} has no lessons (pyengine/games/<package>/lessons.py SERIES)"
    return series


def _sentences(text: str) -> int:
    return len([s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s])


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_short_series_ending_in_a_game(game: str) -> None:
    series = _series(game)
    assert 3 <= len(series.lessons) <= 12
    assert [x.play for x in series.lessons] == [False] * (len(series.lessons) - 1) + [True]
    ids = [x.id for x in series.lessons]
    assert len(set(ids)) == len(ids), "lesson ids are unique"


@pytest.mark.parametrize("game", GAMES)
def test_the_coverage_table_teaches_every_rule_section(game: str) -> None:
    series = _series(game)
    table = series.coverage()
    assert not [key for key, lessons in table.items() if not lessons], "rules no lesson teaches"
    unknown = [(x.id, k) for x in series.lessons for k in x.rules if k not in series.rules]
    assert not unknown, "lessons name rules the series does not list"
    headings = " | ".join(series.sections.values()).lower()
    assert all(word in headings for word in SECTIONS), f"a rule section is missing: {headings}"
    if get_game(game).info.options:
        assert "option" in headings, "the options' section is listed"
    numbers = {key.split(".")[0] for key in series.rules}
    assert set(series.sections) == numbers, "every listed section has rules in the table, and no other"


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_texts_are_short_and_translated(game: str, lang: str) -> None:
    series = _series(game)
    i18n.set_language(lang)
    try:
        for x in series.lessons:
            title, text = i18n._(x.title), i18n._(x.text)
            assert title.strip() and text.strip()
            assert _sentences(text) <= 2, f"{x.id}: {text!r} has more than two sentences"
            if lang == "de":
                assert text != x.text, f"{x.id}: the text has no German translation"
    finally:
        i18n.set_language("en")


def _lessons() -> list[tuple[str, int]]:
    out = []
    for game in GAMES:
        series = series_of(game)
        for i in range(len(series.lessons) if series else 0):
            out.append((game, i))
    return out


@pytest.mark.parametrize(("game", "index"), _lessons())
def test_a_lesson_opens_with_the_person_to_move_and_doing_nothing_fails(game: str, index: int) -> None:
    m, tutor = open_lesson(game, index)
    lesson = tutor.lesson
    assert not m.state.is_over()
    assert m.human_to_move()
    assert m.seats[tutor.seat] == HUMAN
    assert all(s != HUMAN for i, s in enumerate(m.seats) if i != tutor.seat)
    nothing = Turn(m.state, m.state, (), m.state, tutor.seat, 1)
    assert lesson.task(nothing) is not None, "doing nothing does not do the task"
    if not lesson.play:
        assert LESSON in m.seats


def _click(m: Match, target: str) -> None:
    if target.startswith(TYPED):
        result = m.type_action(target[len(TYPED) :])
    else:
        result = m.click(target)
    assert result.ok, result.message
    m.play_forced()


def _solve_by_hints(game: str, index: int, choose: int = 0) -> int:
    """Follows the hints (the ``choose``-th target first, then the first) to the task's end."""
    m, tutor = open_lesson(game, index)
    clicks = 0
    while tutor.verdict == "task":
        targets = tutor.hint(m)
        assert targets, f"{game} lesson {index + 1}: no hint after {clicks} clicks"
        _click(m, targets[min(choose, len(targets) - 1)] if clicks == 0 else targets[0])
        clicks += 1
        tutor = tutor.judge(m)
        assert clicks < 200
    assert tutor.verdict == "solved", tutor.why
    return clicks


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_is_solved_by_its_hints_within_60_clicks_in_all(game: str) -> None:
    series = _series(game)
    total = 0
    for index, lesson in enumerate(series.lessons):
        if lesson.play:
            continue
        m, tutor = open_lesson(game, index)
        ways = solutions(lesson, m.state, tutor.seat, m.state)
        assert ways, f"{lesson.id}: the engine finds no turn that does the task"
        total += _solve_by_hints(game, index)
        for k in range(1, len(tutor.hint(m))):  # every hinted first click leads to a solution
            _solve_by_hints(game, index, k)
    assert total <= MAX_CLICKS


@pytest.mark.parametrize("game", GAMES)
def test_a_legal_turn_that_misses_says_why(game: str) -> None:
    series = _series(game)
    for index, lesson in enumerate(series.lessons):
        if lesson.play:
            continue
        m, tutor = open_lesson(game, index)
        missed = 0
        for actions, end in _rest_of_turn(m.state, tutor.seat, [400]):
            said = lesson.task(Turn(m.state, m.state, actions, end, tutor.seat, 1))
            if said == NOT_YET and lesson.turns > 1:  # the fixed reply is legal after it
                state = end
                for text in lesson.replies[0]:
                    state = state.apply(_by_text(state, text) or _illegal(lesson.id, text))
                continue
            if said is None:
                continue
            missed += 1
            assert said and said != NOT_YET, f"{lesson.id}: a missed turn says nothing"
            assert _sentences(said) <= 2, f"{lesson.id}: {said!r} is longer than two sentences"
            i18n.set_language("de")
            try:
                assert i18n._(said) != said, f"{lesson.id}: {said!r} has no German translation"
            finally:
                i18n.set_language("en")
        assert missed or len(list(_rest_of_turn(m.state, tutor.seat, [400]))) <= 1, lesson.id


def _illegal(lesson: str, text: str) -> Action:
    raise AssertionError(f"{lesson}: the fixed reply {text} is not legal after a turn the task accepts")


def test_a_turn_that_misses_is_judged_and_the_lesson_stops() -> None:
    m, tutor = open_lesson("example", 0)
    assert m.type_action("2").ok
    assert m.click("c3").ok  # legal, not gold... c3 is gold: two steps from a1
    tutor = tutor.judge(m)
    assert tutor.verdict == "solved"
    m, tutor = open_lesson("example", 0)
    assert m.type_action("1").ok and m.click("a2").ok
    tutor = tutor.judge(m)
    assert tutor.verdict == "missed" and "gold" in tutor.why
    assert tutor.judge(m) == tutor


def test_a_task_of_several_turns_gets_the_fixed_replies() -> None:
    base = _series("example").lessons[0]

    def two_golds(turn: Turn) -> str | None:
        return None if turn.after.seat_scores()[turn.seat] >= 2 else NOT_YET  # type: ignore[attr-defined]

    lesson = Lesson("two", "t", "t", two_golds, base.rules, turns=2, replies=(("1", "a1"),))
    m = Match("example", seats=[HUMAN, LESSON])
    ways = solutions(lesson, m.state, 0, m.state)
    assert ways, "gold, then after Blue's a1 gold again"
    # (from c3 Blue's fixed reply, one step to a1, is not legal: that way is no way)
    assert {w[-1].text for w in ways} == {"b2"}
    one_turn = Lesson("one", "t", "t", two_golds, base.rules)
    assert not solutions(one_turn, m.state, 0, m.state), "two golds cannot be scored in one turn"


def test_series_have_every_game() -> None:
    assert sorted(g for g in GAMES if series_of(g)) == sorted(GAMES)


def test_confirm_is_a_click_target_name() -> None:
    assert CONFIRM == "done"


def test_docs_lessons_is_the_series_as_they_are() -> None:
    from tools.lessons_doc import DOC, document

    assert DOC.read_text() == document() + "\n", "run python3 -m tools.lessons_doc"
