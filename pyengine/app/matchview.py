"""The parts of the page's view that follow from the match alone (pyengine/app/viewmodel.py),
the catalogue's cards and the pre-rendered start board: the bridge
(:mod:`pyengine.app.bridge`) adds what only the page's session knows (the search, the
notice, the link's address)."""

from __future__ import annotations

import hashlib
from typing import Any

from pyengine import i18n
from pyengine.ai import level_names
from pyengine.app import saved
from pyengine.app import viewmodel as vm
from pyengine.app.controller import HUMAN, Match
from pyengine.app.viewwords import LABELS, is_roll, option_defs, outcome, scores, speaker, spoken
from pyengine.catalogue import all_infos
from pyengine.contract import Game
from pyengine.contract.actions import TYPED
from pyengine.kit.svg import mark

__all__ = [
    "catalogue",
    "start_board",
    "marks_of",
    "reopen_clicks",
    "seat_names",
    "game_part",
    "status_part",
    "moves_part",
    "seats_part",
    "form_of",
]


def catalogue() -> list[dict[str, Any]]:
    """Every game's card for the catalogue page (metadata only: no game's code is imported)."""
    return [
        {
            "id": info.id,
            "title": info.title,
            "authors": info.authors,
            "year": info.year,
            "players": " or ".join(str(n) for n in info.player_counts()),
            "blurb": info.blurb,
        }
        for info in all_infos()
    ]


def start_board(game: Game) -> str:
    """The start position with default options as the page first shows it (pre-rendered by
    build.py; the bridge relies on it being exactly this)."""
    m = Match(game.info.id, seed=0)  # a human in every seat, as the page opens
    ui = {"targets": m.next_targets(), "selected": [], "last": []}
    return mark(game.render(m.state, ui), ui)  # marked as the page marks it (boot.js shows it as is)


def marks_of(view: dict[str, Any]) -> dict[str, Any]:
    """The marks of a view (:data:`pyengine.kit.svg.MARKS`: what the page sets as classes on the
    board): its ``targets`` and ``marks``."""
    return {"targets": view["targets"], **view["marks"]}


def reopen_clicks(m: Match, origin: str | None = None) -> dict[str, Any] | None:
    """The person's first clicks where the game stands, each with the clicks that may follow
    it (none: it makes a move alone), for boot.js to answer a reloaded game before the engine
    is up; ``key`` names the position (the link's moves), so that the steps are handed over
    only to the very game they were made in. None where no person is to click."""
    state = m.state
    # (a piece selected is not saved: the reloaded game starts its clicks afresh)
    if m.cursor < len(m.actions) or not m.human_to_move() or state.is_over():
        return None
    if state.prompt() is not None or m.human_rolls():
        return None
    first: dict[str, list[str]] = {}
    for action in state.legal_actions():
        for path in action.paths:
            if not path or path[0].startswith(TYPED):
                continue
            after = first.setdefault(path[0], [])
            if len(path) > 1 and path[1] not in after:
                after.append(path[1])
    link = saved.link_query(m) if origin is None else origin  # (a lesson: its own link)
    key = hashlib.sha256(link.encode()).hexdigest()[:16]
    return {"key": key, "first": first}


def seat_names(m: Match) -> list[str]:
    """The seats' names in the page's language."""
    return [i18n.of_game(m.info.languages, n) for n in m.game.seat_names(m.options)]


def game_part(m: Match) -> vm.Game:
    """The game shown and its words."""
    return vm.Game(
        game=m.info.id,
        title=m.info.title,
        flags=sorted(m.info.flags),
        labels={
            **{k: i18n._(v) for k, v in LABELS.items()},
            **{k: i18n.of_game(m.info.languages, v) for k, v in m.info.labels},
        },
    )


def status_part(m: Match, message: str, notice: str, thinking: bool, aside: str = "") -> vm.Status:
    """Who is to move, the result, the message of the last command."""
    over = m.state.is_over()
    return vm.Status(
        status=m.state.status(),
        message=message,
        notice=notice,
        aside=aside,
        to_move=m.state.to_move(),
        over=over,
        result=m.state.end_reason(),
        outcome=outcome(m, seat_names(m)) if over else None,
        scores=scores(m.state.seat_scores()),
        turn_progress=list(m.state.turn_progress()),
        prompt=m.state.prompt() if m.human_to_move() and not over else None,
        ai_to_move=m.ai_to_move(),
        thinking=thinking,
    )


def moves_part(m: Match, rows: list[dict[str, Any]] | None = None) -> vm.Moves:
    """The move list, the cursor in it, and the last moves in words for a screen reader
    (``rows``: the move list's, where the caller kept them)."""
    return vm.Moves(
        actions=len(m.actions),
        moves=m.turns() if rows is None else rows,
        cursor=m.cursor,
        behind=m.cursor < len(m.actions),
        ai_waits=m.cursor < len(m.actions) and m.ai_acts_here(),
        words=[
            [i + 1, speaker(m, i), spoken(m, i), is_roll(m.actions[i]), i in m.forced]
            for i in range(max(0, m.cursor - 6), m.cursor)
        ],
        can_undo=m.can_undo(),
        can_redo=m.can_redo(),
    )


def seats_part(m: Match) -> vm.Seats:
    """Who plays each seat, and what the person here may do as a player."""
    names = seat_names(m)
    seat = m.resigning_seat()
    return vm.Seats(
        seats=m.seats,
        seat_names=names,
        seat_colours=list(m.game.seat_colours(m.options)),
        person_rolls=m.info.has_chance and m.info.person_rolls,
        can_resign=m.can_resign(),
        resigns_as="" if seat is None else names[seat],  # the side a Resign here gives up
        can_offer_draw=m.can_offer_draw(),
        auto_roll=m.auto_roll,
        auto_forced=m.auto_forced,
    )


def form_of(m: Match) -> vm.Form:
    """The new-game form's data: levels, options, the rules, the samples."""
    return vm.Form(
        levels=[HUMAN, *level_names()],
        options=option_defs(m),
        rules_html=m.info.rules_page(),
        samples=[
            {
                "title": i18n.of_game(m.info.languages, s.title),
                "note": i18n.of_game(m.info.languages, s.note),
                "printed": bool(s.printed),
            }
            for s in m.info.samples
        ],
    )
