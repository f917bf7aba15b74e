"""A match's two saved forms: the share link and the stored JSON.

A link comes from anywhere (a blog post, a typo, an older version), so reading one is lenient:
whatever is legal in it opens, and the first problem is reported. The stored JSON is the page's
own (localStorage) and is read strictly: a stored match that does not replay raises.
"""

from __future__ import annotations

import json
from typing import Any

from pyengine.i18n import _
from pyengine.app import query as qs
from pyengine.app.controller import HUMAN, Match
from pyengine.app.studytree import follow, from_data, to_data
from pyengine.contract import RecordError, replay_texts
from pyengine.catalogue import get_game
from pyengine.contract.actions import shorten

__all__ = [
    "parse_seats",
    "link_items",
    "link_query",
    "open_link",
    "from_link",
    "to_dict",
    "study_data",
    "to_json",
    "from_json",
    "from_dict",
]

#: Query keys that are not game options.
RESERVED = {"game", "seats", "moves", "embed", "seed", "at"}


def parse_seats(text: str | None, count: int, levels: tuple[str, ...]) -> list[str]:
    """Seats from ``"human,random"``; missing ones are human.

    :raises ValueError: for an unknown level or too many seats.
    """
    seats = [s.strip().lower() for s in (text or "").split(",") if s.strip()]
    if len(seats) > count:
        raise ValueError(_("%(n)d seats given, the game has %(count)d") % {"n": len(seats), "count": count})
    for seat in seats:
        if seat != HUMAN and seat not in levels:
            raise ValueError(
                _("unknown seat %(seat)r: use human or one of %(levels)s")
                % {"seat": seat, "levels": ", ".join(levels)}
            )
    return seats + [HUMAN] * (count - len(seats))


# -- the share link


def _seats_kept(text: str | None, count: int, levels: tuple[str, ...]) -> tuple[list[str], ValueError | None]:
    """A link's seats, each as written where it is a level (a bad one becomes a person, and
    is named), extra ones dropped."""
    written = [s.strip().lower() for s in (text or "").split(",") if s.strip()]
    seats, problem = [], None
    for i, seat in enumerate(written[:count]):
        if seat == HUMAN or seat in levels:
            seats.append(seat)
        else:
            seats.append(HUMAN)
            problem = problem or ValueError(
                _("seat %(n)d: unknown player %(seat)r (a person plays it; use human or one of %(levels)s)")
                % {"n": i + 1, "seat": shorten(seat), "levels": ", ".join(levels)}
            )
    if len(written) > count:
        problem = problem or ValueError(
            _("%(n)d seats given, the game has %(count)d") % {"n": len(written), "count": count}
        )
    return seats + [HUMAN] * (count - len(seats)), problem


def link_items(match: Match) -> dict[str, str]:
    """Game, non-default options, seats and moves as URL query items."""
    q = {"game": match.info.id}
    for opt in match.info.options:
        if match.options[opt.key] != opt.default:
            q[opt.key] = str(match.options[opt.key])
    if any(s != HUMAN for s in match.seats):
        q["seats"] = ",".join(match.seats)
    if match.actions:
        q["moves"] = " ".join(a.text for a in match.actions)
    return q


def link_query(match: Match) -> str:
    """The share link's query string."""
    return qs.encode(link_items(match))


def open_link(query: str | dict[str, str], levels: tuple[str, ...]) -> tuple[Match, ValueError | None]:
    """The match a share link describes, as far as it is legal: an unknown game opens the
    first game, a bad option or seat list its default, bad moves the longest legal prefix.
    Returns the match and the first problem (None if the whole link was good)."""
    from pyengine.catalogue import default_game

    items = dict(qs.decode(query)) if isinstance(query, str) else dict(query)
    problem: ValueError | None = None
    try:
        game = get_game(items["game"]) if "game" in items else default_game()
    except KeyError:
        game = default_game()
        problem = ValueError(_("there is no game %r") % shorten(items.get("game", "")))
    options = {}
    for opt in game.info.options:
        if opt.key in items:
            try:
                options[opt.key] = opt.parse(items[opt.key])
            except ValueError as err:
                problem = problem or err
    known = {o.key for o in game.info.options}
    unknown = [k for k in items if k not in RESERVED and k not in known]
    if unknown:
        problem = problem or ValueError(
            _("unknown option %(key)r for %(game)s") % {"key": shorten(unknown[0]), "game": game.info.id}
        )
    options = game.info.normalize_options(options)
    count = len(game.seat_names(options))
    seats, bad = _seats_kept(items.get("seats"), count, levels)
    problem = problem or bad
    match = Match(game.info.id, options, seats)
    moves = items.get("moves", "").split()
    if moves:
        try:
            actions, _states = replay_texts(match.states[0], moves, match.info)
        except RecordError as err:
            actions, _states = replay_texts(match.states[0], moves[: err.index], match.info)
            problem = problem or err
        match.restart(actions)
    return match, problem


def from_link(query: str | dict[str, str], levels: tuple[str, ...]) -> Match:
    """The match a share link describes, all of it.

    :raises ValueError: (RecordError for moves) with a message for the person.
    """
    match, problem = open_link(query, levels)
    if problem is not None:
        raise problem
    return match


# -- the stored match (localStorage)


def to_dict(match: Match) -> dict[str, Any]:
    """Everything needed to restore ``match`` (its analysis too, where it has one: never a link's)."""
    out = {
        "game": match.info.id,
        "options": match.options,
        "seats": match.seats,
        "moves": [a.text for a in match.actions],
        "cursor": match.cursor,
        "seed": match.seed,
        "auto_roll": match.auto_roll,
        "auto_forced": match.auto_forced,
        "forced": sorted(match.forced),
        **study_data(match),
    }
    if match.analysis:
        out["analysis"] = match.analysis
    return out


def study_data(match: Match) -> dict[str, Any]:
    """The match's comments and variations, where it has any: ``{"study": ...}`` (the stored
    match keeps them; a link never carries them)."""
    data = to_data(follow(match.study, match.actions))
    return {"study": data} if data else {}


def to_json(match: Match) -> str:
    """The stored form of ``match`` (:func:`to_dict`) as JSON."""
    return json.dumps(to_dict(match))


def from_json(text: str) -> Match:
    """:raises ValueError: if ``text`` is not a stored match that replays."""
    return from_dict(json.loads(text))


def from_dict(data: dict[str, Any]) -> Match:
    """The match of :func:`to_dict`'s ``data``.

    :raises ValueError: if it does not replay.
    """
    match = Match(data["game"], data["options"], data["seats"], seed=int(data.get("seed", 0)))
    match.auto_roll = bool(data.get("auto_roll", False))
    match.auto_forced = bool(data.get("auto_forced", True))
    actions, _ = replay_texts(match.states[0], data["moves"], match.info)
    match.restart(actions)
    match.forced = {int(i) for i in data.get("forced", ()) if 0 <= int(i) < len(actions)}
    match.goto(int(data.get("cursor", len(actions))))
    analysis = data.get("analysis")
    match.analysis = analysis if isinstance(analysis, dict) and not analysis.get("running") else None
    if data.get("study"):
        try:
            match.study = from_data(data["study"], match.states, tuple(match.actions), match.info)
        except (ValueError, KeyError, TypeError, IndexError):
            pass  # a study that does not replay is dropped, the game is kept
    return match
