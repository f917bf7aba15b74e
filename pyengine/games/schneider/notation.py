"""Records of Schneider von Gent (shared/rules/schneider-von-gent.md, section 7).

``@2 1. 2-7+f2 f1>f2 2. 7-6 pass ...``: the start choice, then numbered pairs of a taylor move
(walk, and ``+f<k>`` if she took the button of face k) and a button move (``f<a>>f<b>`` or
``pass``). Headers: ``[board ghent17]``; a match record holds two games, each introduced by
``[taylor A]`` / ``[taylor B]``. Kabinett adds ``count`` (the early end once no button can be
caught any more), and a bare ``+`` after a walk whose reward is still to choose (a game saved
or resigned at that moment; only as the record's last move).
"""

from __future__ import annotations

import re
from typing import Any
from collections.abc import Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError
from pyengine.contract.replay import positions
from pyengine.games.schneider.rules import (
    COUNT,
    DECLINE,
    OVER,
    PASS,
    REWARD,
    START,
    WALK,
    Config,
    SchneiderMatch,
    SchneiderState,
    game_of,
    new_state,
)

__all__ = ["record_options", "parse_record", "format_record", "board_text", "list_turn", "action_words"]

_HEADER = re.compile(r"\[\s*(\w+)\s+([\w-]+)\s*\]")
_WALK = re.compile(r"^(\d+)-(\d+)(?:\+f(\d+)|(\+))?$")
_MOVE = re.compile(r"^f(\d+)>f(\d+)$")


def record_options(text: str) -> dict[str, Any]:
    """The options a record names itself: its board, and match mode when it has ``[taylor]``."""
    out: dict[str, Any] = {}
    for key, value in _HEADER.findall(text):
        if key == "board":
            out["board"] = value
        elif key == "taylor":
            out["mode"] = "match"
    if "mode" not in out and _HEADER.sub("", text).strip():
        out["mode"] = "single"
    return out


def parse_record(text: str, config: Config) -> list[Action]:
    """All actions of a record. :raises RecordError: naming the first bad token."""
    state = new_state(config)
    actions: list[Action] = []
    body = _HEADER.sub(lambda m: " " if m.group(1) != "taylor" else f" [taylor:{m.group(2)}] ", text)
    tokens = body.split()

    def where(token: str) -> str:
        game = _("game %d, ") % (state.game_no + 1) if config.mode == "match" else ""
        playing = game_of(state)
        if playing.phase == START:
            return game + _("start (%s)") % token
        said = {"n": playing.moves + (1 if playing.phase == WALK else 0), "token": token}
        if playing.phase == "move":
            return game + _("move %(n)d, Mr. Button (%(token)s)") % said
        return game + _("move %(n)d, taylor (%(token)s)") % said

    def play(action: Action, token: str) -> None:
        nonlocal state
        try:
            state = state.apply(action)
        except RuleError as err:
            raise RecordError(where(token), str(err), len(actions)) from None
        actions.append(action)

    for i, token in enumerate(tokens):
        if token.startswith("[taylor:"):
            who = token[len("[taylor:") : -1]
            if who.upper() != "AB"[state.game_no] or game_of(state).phase != START:
                raise RecordError(
                    _("game %d") % (state.game_no + 1), _("[taylor %s] is out of place") % who, len(actions)
                )
            continue
        playing = game_of(state)  # the game in play (the match's, or the single game)
        if playing.phase == OVER:
            raise RecordError(
                _("after the end (%s)") % token,
                _("the game is already over: %s") % state.end_reason(),
                len(actions),
            )
        if token.endswith(".") and token[:-1].isdigit():
            n = int(token[:-1])
            if n != playing.moves + 1 or playing.phase != WALK:
                raise RecordError(
                    _("move number %s") % token,
                    _("expected %d. before a taylor move") % (playing.moves + 1),
                    len(actions),
                )
            continue
        if playing.phase == START:
            if not re.fullmatch(r"@\d+", token):
                raise RecordError(where(token), _("expected the start choice @<node>"), len(actions))
            play(_find(playing, token, where(token), len(actions)), token)
        elif playing.phase == WALK:
            if token == "count":
                play(COUNT, token)
                continue
            m = _WALK.match(token)
            if not m:
                raise RecordError(where(token), _("expected a taylor move <from>-<to>[+f<k>]"), len(actions))
            start, to, face, pending = int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)
            spot = where(token)
            if pending and i != len(tokens) - 1:
                raise RecordError(
                    spot, _("a bare + (her reward still to choose) may only end a record"), len(actions)
                )
            if start != playing.thimble:
                raise RecordError(
                    spot,
                    _("the walk does not start at the thimble (node %d)") % playing.thimble,
                    len(actions),
                )
            walk = next((a for a in playing.legal_actions() if a.data[0] == "walk" and a.data[1] == to), None)
            if walk is None:
                reason = _walk_refusal(playing, start, to)
                raise RecordError(spot, reason, len(actions))
            before = state
            state = state.apply(walk)
            actions.append(walk)
            if face is not None:
                take = (
                    next((a for a in state.legal_actions() if a.data == ("take", int(face))), None)
                    if game_of(state).phase == REWARD
                    else None
                )
                if take is None:
                    state = before
                    actions.pop()
                    raise RecordError(
                        spot,
                        _("face f%(face)s is not beside edge %(edge)s with a free button")
                        % {"face": face, "edge": f"{start}-{to}"},
                        len(actions),
                    )
                state = state.apply(take)
                actions.append(take)
            elif game_of(state).phase == REWARD and not pending:
                # No suffix: she declined (section 7). Kabinett writes a bare "+" for a game
                # saved (or resigned) while her reward is still to choose.
                state = state.apply(DECLINE)
                actions.append(DECLINE)
        else:  # Mr. Button's move
            if token == "pass":
                play(PASS, token)
            elif token == "count":
                play(COUNT, token)
            elif _MOVE.match(token):
                play(_find(playing, token, where(token), len(actions)), token)
            else:
                raise RecordError(where(token), _("expected a button move f<a>>f<b> or pass"), len(actions))
    return actions


def _find(state: SchneiderState, text: str, spot: str, index: int) -> Action:
    for action in state.legal_actions():
        if action.text == text:
            return action
    if text.startswith("@"):
        raise RecordError(spot, _("node %s is not a node of the board") % text[1:], index)
    m = _MOVE.match(text)
    if not m:
        raise RecordError(spot, _("%r is not a button move f<a>>f<b>") % text, index)
    f, g = int(m.group(1)), int(m.group(2))
    if not state.buttons >> f & 1:
        why = _("face f%d holds no free button") % f
    elif state.buttons >> g & 1:
        why = _("face f%d is occupied") % g
    else:
        why = _("f%(f)d and f%(g)d are not neighbours across an unseamed edge") % {"f": f, "g": g}
    raise RecordError(spot, why, index)


def _walk_refusal(state: SchneiderState, start: int, to: int) -> str:
    board = state.board
    try:
        e = board.edge_index(start, to)
    except KeyError:
        return _("%s is not an edge of the board") % f"{start}-{to}"
    if state.seamed >> e & 1:
        return _("edge %s is already seamed") % f"{start}-{to}"
    if state.prisoners >> to & 1:
        return _("node %d holds a prisoner") % to
    return _("not a legal walk")


def list_turn(
    before: SchneiderState | SchneiderMatch,
    actions: Sequence[Action],
    after: SchneiderState | SchneiderMatch,
    numbered: int,
) -> tuple[int | None, str]:
    """The move list's entry, as the record writes it: the taylor's walk and her reward
    (``7-8+f2``) numbered, Mr. Button's answer in the same row, his placing unnumbered."""
    kinds = [a.data[0] for a in actions]
    text = "".join(a.text for a in actions if a.data[0] != "decline")
    moves = game_of(before).moves
    if kinds[0] == "walk":
        return moves + 1, text
    if kinds[0] == "start":
        return None, text
    return max(1, moves), text


def format_record(
    actions: Sequence[Action], config: Config, states: Sequence[SchneiderState | SchneiderMatch] | None = None
) -> str:
    """A record in section 7's notation (with headers)."""
    states = positions(new_state(config), actions, states)
    parts: list[str] = [f"[board {config.board}]"]
    if config.mode == "match":
        parts.append("[taylor A]")
    game = 0
    for state, action in zip(states, actions):
        kind = action.data[0]
        if state.game_no != game:
            game = state.game_no
            parts.append(f"\n[board {config.board}]\n[taylor B]")
        if kind == "walk":
            parts.append(f"{game_of(state).moves + 1}.")
            parts.append(action.text)
        elif kind == "take":
            parts[-1] += action.text
        elif kind in ("decline",):
            pass
        else:
            parts.append(action.text)
    if game_of(states[-1]).phase == REWARD and actions and actions[-1].data[0] == "walk":
        parts[-1] += "+"  # the reward is still to choose
    return _wrap(parts) + "\n"


def _wrap(parts: list[str], width: int = 96) -> str:
    lines, line = [], ""
    for part in parts:
        if part.startswith("\n"):
            lines.append(line)
            line = ""
            for sub in part.strip().split("\n"):
                lines.append(sub)
            continue
        if part.startswith("["):
            if line:
                lines.append(line)
            lines.append(part)
            line = ""
            continue
        if line and len(line) + 1 + len(part) > width and part.endswith("."):
            lines.append(line)
            line = part
        else:
            line = f"{line} {part}" if line else part
    if line:
        lines.append(line)
    return "\n".join(lines)


def board_text(shown: SchneiderState | SchneiderMatch) -> str:
    """The position in words (command line): thimble, seams, buttons, prisoners, score; in a
    match, the game being played and the taylor scores so far."""
    state = game_of(shown)
    board = state.board
    seams = " ".join(f"{u}-{v}" for i, (u, v) in enumerate(board.edges) if state.seamed >> i & 1) or "-"
    free = " ".join(f"f{f}" for f in range(len(board.faces)) if state.buttons >> f & 1) or "-"
    prisoners = " ".join(str(v) for v in board.nodes if state.prisoners >> v & 1) or "-"
    lines = [
        f"Board: {board.name}" + (f", game {shown.game_no + 1} of 2" if state.config.mode == "match" else ""),
        f"Thimble: {state.thimble if state.thimble >= 0 else '-'}",
        f"Seamed edges: {seams}",
        f"Free buttons ({state.free_buttons()}): {free}",
        f"Prisoners: {prisoners}",
        f"Score: {state.score()}",
    ]
    if shown.scores:
        lines.append(
            "Taylor scores so far: " + ", ".join(f"game {i + 1}: {s}" for i, s in enumerate(shown.scores))
        )
    return "\n".join(lines) + "\n"


def action_words(text: str) -> str:
    """An action in words for a screen reader: ``@7`` "the thimble on node 7", ``7-8`` "node 7 to
    node 8", ``+f2`` "takes the button of face f2", ``f6>f2`` "a button from face f6 to face f2";
    ``pass``, ``decline`` and ``count`` as the buttons say them."""
    if text.startswith("@"):
        return _("the thimble on node %s") % text[1:]
    if text.startswith("+f"):
        return _("takes the button of face %s") % text[1:]
    walk = re.match(r"^(\d+)-(\d+)$", text)
    if walk:
        return _("node %(frm)s to node %(to)s") % {"frm": walk.group(1), "to": walk.group(2)}
    move = _MOVE.match(text)
    if move:
        return _("a button from face f%(frm)s to face f%(to)s") % {"frm": move.group(1), "to": move.group(2)}
    return {"pass": _("passes"), "decline": _("takes no button"), "count": _("counts now")}.get(text, text)
