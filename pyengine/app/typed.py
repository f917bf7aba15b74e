"""Moves a person types into the page's move box (``Match.type_move``): a token of the game's
notation read as the legal action it names, or the rules' reason why not."""

from __future__ import annotations

from pyengine.i18n import _
from pyengine.contract import Action, Game, RuleError, State

__all__ = ["typed_action", "token_actions", "examples"]


def token_actions(game: Game, state: State, token: str) -> list[Action]:
    """The actions one typed token makes: one action, or a whole move of several where the game
    reads its notation's moves itself (``typed_actions(state, token)``: Chivalry's
    ``E6-C8-A8``, Caduceus's ``es``, (Not)Divisors' ``15@d1``).
    :raises RuleError: with the rules' reason."""
    whole = game.typed_actions(state, token)
    return whole if whole is not None else [typed_action(state, token)]


def typed_action(state: State, token: str) -> Action:
    """The legal action written ``token`` (the state's parser; then without case and check
    marks). :raises RuleError: with the rules' reason where they give one."""
    try:
        return state.parse_action(token)
    except RuleError as err:
        first = err
    plain = token.lower().rstrip("+#!?")
    for action in state.legal_actions():
        if action.text.lower().rstrip("+#!?") == plain:
            return action
    reason = state.explain_refusal((token,))
    if reason:
        raise RuleError(reason)
    legal = ", ".join(examples(state)) + (", …" if len(state.legal_actions()) > 6 else "")
    raise RuleError(_("%(why)s (legal now: %(legal)s)") % {"why": first, "legal": legal})


def examples(state: State) -> list[str]:
    """A few of the legal actions' texts, as examples of what to type."""
    return [a.text for a in state.legal_actions()[:6]]
