"""What the page's view says of a match in words (pyengine/app/bridge.py puts them in the
view): the New game form's options, the buttons' and the spoken actions' words, the scores, the
result panel and the move the page slides. In the page's language (pyengine/i18n.py)."""

from __future__ import annotations

from typing import Any

from pyengine import i18n
from pyengine.app.controller import CONFIRM, FAR, HUMAN, Match
from pyengine.contract import CHANCE, Action, State
from pyengine.contract.actions import TYPED
from pyengine.contract.replay import Drawn, Resigned

__all__ = [
    "LABELS",
    "option_defs",
    "spoken",
    "speaker",
    "is_roll",
    "moved",
    "scores",
    "outcome",
    "result_line",
]


def option_defs(match: Match) -> list[dict[str, Any]]:
    """The New game form's options of ``match``'s game, with their words and current values."""
    return [
        {
            "key": o.key,
            "label": i18n.of_game(match.info.languages, o.label),  # the game's texts' language
            "values": [str(v) for v in o.values],
            "default": str(o.default),
            "labels": [i18n.of_game(match.info.languages, o.label_of(v)) for v in o.values],
            "value": str(match.options[o.key]),
            "only_if": [[k, str(v)] for k, v in o.only_if],
            "help": i18n.of_game(match.info.languages, o.help) if o.help else "",
        }
        for o in match.info.options
    ]


#: Words for the controller's own buttons and the games' common ones (games add theirs in
#: ``GameInfo.labels``); shown in the page's language.
LABELS = {
    CONFIRM: i18n.N_("Done"),
    "accept-draw": i18n.N_("Accept the draw"),
    "decline-draw": i18n.N_("Decline the draw"),
    "pass": i18n.N_("Pass"),
    "decline": i18n.N_("Decline"),
    "count-now": i18n.N_("Count now"),
    "next-game": i18n.N_("Next game"),
    "roll": i18n.N_("Roll"),
}


#: What the page announces for the match's own actions (the draw's) instead of their record tokens.
_SPOKEN = {
    "offer-draw": i18n.N_("offers a draw"),
    "accept-draw": i18n.N_("accepts the draw"),
    "decline-draw": i18n.N_("declines the draw"),
    "resign": i18n.N_("resigns"),
}


def spoken(m: Match, i: int) -> str:
    """Action ``i`` in words for a screen reader: a button's action by the button's words, a
    roll for a seat by its outcome, a move by the game's (pyengine/contract/game.py ``action_words``).
    Chance's other actions (a lot, an arrangement) are said as their own sentence."""
    action = m.actions[i]
    target = action.path[0] if len(action.path) == 1 else ""
    if target in _SPOKEN:
        return i18n._(_SPOKEN[target])
    labels = dict(m.info.labels)
    if target in labels:
        return i18n.of_game(m.info.languages, labels[target])
    if is_roll(action) and speaker(m, i) >= 0:
        return action.text.rstrip(":")  # the page says whose: "Blue rolled a 4."
    if target in LABELS and target != "roll":
        return i18n._(LABELS[target])
    return m.game.action_words(m.states[i], action, m.states[i + 1])


def speaker(m: Match, i: int) -> int:
    """Who action ``i`` is said of: its actor, and for a die's roll the seat it rolled for (the
    next to move), not chance; -1 for chance's other actions."""
    actor = m.actor_of(i)
    if actor == CHANCE and is_roll(m.actions[i]):
        after = m.states[i + 1].to_move()
        return after if after is not None and after >= 0 else CHANCE
    return actor


def is_roll(action: Action) -> bool:
    """Is ``action`` a die's roll (the die's target, LABELS["roll"])?"""
    return action.path[:1] == ("roll",)


def moved(m: Match) -> list[str]:
    """The click path of the action just played at the head of the history (the page slides
    the piece from its first place to its last, or fades a placed stone in); [] otherwise."""
    if m.cursor == 0 or m.cursor != len(m.actions) or m.actor_of(m.cursor - 1) == CHANCE:
        return []
    return [t for t in m.actions[m.cursor - 1].path if t != TYPED]


def scores(scores: tuple[float, ...] | None) -> list[str] | None:
    """Scores as the page writes them (whole numbers without a fraction)."""
    if scores is None:
        return None
    return [str(int(x)) if float(x).is_integer() else f"{x:g}" for x in scores]


def _winners(state: State) -> list[int]:
    """The seats that won the finished game (a team's every seat; none in a draw)."""
    returns = state.returns()
    best = max(returns)
    return [i for i, r in enumerate(returns) if r == best] if len(set(returns)) > 1 else []


def _named(winners: list[int], names: list[str]) -> str:
    return i18n._(" and ").join(names[i] for i in winners)


def outcome(m: Match, names: list[str]) -> dict[str, Any]:
    """The result panel: a headline (who won, as this device sees it), the reason, and the seats
    that won. "You" are the seats a person plays here, when the others are played elsewhere or
    by the computer (people at one screen are named by their sides)."""
    winners = _winners(m.state)
    here = [i for i, s in enumerate(m.seats) if s == HUMAN]
    others = [i for i, s in enumerate(m.seats) if s != HUMAN]
    if not winners:
        headline = i18n._("Draw.")
    elif here and others and all(i in winners for i in here):
        headline = i18n._("You win!")
    elif here and others and not any(i in winners for i in here):
        if all(m.seats[i] != FAR for i in winners):  # computer seats only
            headline = i18n._("The computer wins.")
        elif len(m.seats) == 2:  # the one friend far away
            headline = i18n._("Your friend wins (%s).") % names[winners[0]]
        elif len(winners) == 1:
            headline = i18n._("%s wins.") % names[winners[0]]
        else:
            headline = i18n._("%s win.") % _named(winners, names)
    elif len(winners) == 1:
        headline = i18n._("%s wins.") % names[winners[0]]
    else:
        headline = i18n._("%s win.") % _named(winners, names)
    return {"headline": headline, "reason": m.state.end_reason(), "winners": [names[i] for i in winners]}


def result_line(m: Match, names: list[str]) -> str:
    """Who won a finished game and why, in a few words for a list of games (the catalogue's
    games by link): "you won by resignation", "Black won · <the game's reason>"."""
    state = m.states[-1]
    winners = _winners(state)
    here = [i for i, s in enumerate(m.seats) if s == HUMAN]
    if isinstance(state, Drawn):
        return i18n._("drawn by agreement")
    resigned = isinstance(state, Resigned)
    if not winners:
        return i18n._("a draw") + " · " + state.end_reason()
    if here and len(here) < len(m.seats) and all(i in winners for i in here):
        who = i18n._("you won by resignation") if resigned else i18n._("you won")
    elif resigned:
        who = i18n.ngettext("%s won by resignation", "%s won by resignation", len(winners))
        who %= _named(winners, names)
    else:
        who = i18n.ngettext("%s won", "%s won", len(winners)) % _named(winners, names)
    return who if resigned else who + " · " + state.end_reason()
