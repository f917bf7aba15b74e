"""Records of One-Hit Progressive Chess (shared/rules/progressive-chess.md, section 7).

One line per series, ``7. Bb5 Bd7 a4 b3 c4 f3 Bxc8``. Read: SAN, or Bill Taylor's compact tokens
that chain the moves of one unit (``Nf3e5c6:d8``, ``Rec7c5``, ``c567``, ``f5f4``, ``c:b4``, ``:``
for a capture, ``++`` for mate). Written: plain SAN. A series line that is not the last one ends
its series; a voluntarily ended last series is followed by the empty next line (``8.``).
A PGN with the final position as its FEN lets other chess tools show the result.
"""

from __future__ import annotations

import re
from typing import NoReturn
from collections.abc import Callable, Sequence

import chess

from pyengine.i18n import N_, _, ngettext
from pyengine.contract import Action, RecordError, State, is_resignation, resignation
from pyengine.contract.actions import is_agreed_draw, is_draw_action
from pyengine.contract.replay import positions
from pyengine.games.progressive.rules import END, PIECE_NAMES, ProgressiveState, new_state

__all__ = ["parse_record", "format_record", "board_text", "pgn", "replay_moves", "action_words", "list_turn"]

_SERIES = re.compile(r"^(\d+)\.$")
_RESULTS = {"1-0": 0, "0-1": 1, "1/2-1/2": None}
_PIECE_TOKEN = re.compile(r"^([KQRBN])([a-h1-8])?((?:x?[a-h][1-8])+)$")
_PIECE_STEP = re.compile(r"(x?)([a-h][1-8])")
_PAWN_TOKEN = re.compile(r"^([a-h])((?:x?[a-h]?[1-8](?:=?[QRBN])?)+)$")
_PAWN_STEP = re.compile(r"(x?)([a-h]?)([1-8])=?([QRBN]?)")


class _Bad(Exception):
    """A move of a token that cannot be played: ``index`` is its place in the token."""

    def __init__(self, index: int, why: str) -> None:
        super().__init__(why)
        self.index, self.why = index, why


def parse_record(text: str, config: object = None) -> list[Action]:
    """All actions of a record, ``end`` actions included. :raises RecordError: naming the
    series and move (``series 5, move 1 (e4)``) of the first bad move."""
    state = new_state()
    actions: list[Action] = []
    series: int | None = None  # the series line being read
    made = 0  # moves read on that line
    resigned: int | None = None
    tokens = re.sub(r"\{[^}]*\}", " ", text).split()  # {comments} are skipped

    def fail(where: str, why: str) -> NoReturn:
        raise RecordError(where, why, len(actions))

    for token in tokens:
        m = _SERIES.match(token)
        if m:
            n = int(m[1])
            if series is not None and state.series == series and not state.over:
                if state.done == 0:
                    fail(_("series %d") % series, _("a series has at least one move"))
                state = _push(state, END, actions)
            if state.over:
                fail(_("series %d") % n, _("the game is already over: %s") % state.end_reason())
            if n != state.series:
                said = {"n": state.series, "who": _who(state)}
                fail(_("series %d") % n, _("expected series %(n)d (%(who)s's)") % said)
            series, made = n, 0
            continue
        if token in _RESULTS or token == "*":
            if resigned is not None:
                if token != ("1-0", "0-1")[1 - resigned]:
                    said = {"token": token, "who": _(_NAMES[resigned])}
                    fail(_("result"), _("%(token)s does not match the game: %(who)s resigned") % said)
                continue
            if token != "*" and (not state.over or _RESULTS[token] != state.winner):
                said = {"token": token, "why": state.end_reason() or _("it is not over")}
                fail(_("result"), _("%(token)s does not match the game: %(why)s") % said)
            continue
        if series is None:
            fail(f"({token})", _("a record starts with the series number '1.'"))
        if resigned is not None:
            why = _("the game is already over: %s resigned") % _(_NAMES[resigned])
            fail(_("series %d") % series + f" ({token})", why)
        if token.lower() == "resign" and not state.over:
            resigned = state.mover
            actions.append(resignation(resigned))
            continue
        first = made + 1
        where = _("series %(n)d, move %(k)d (%(token)s)") % {"n": series, "k": first, "token": token}
        if ".." in token:
            fail(
                where, _("elided route: the squares between are not written, so the moves cannot be replayed")
            )
        if state.over:
            fail(where, _("the game is already over: %s") % state.end_reason())
        if state.series != series:
            fail(where, _ended_why(actions, series))
        try:
            before = len(actions)
            state = _play_token(state, token, actions, series)
            made += sum(1 for a in actions[before:] if a != END)
        except _Bad as bad:
            fail(
                _("series %(n)d, move %(k)d (%(token)s)")
                % {"n": series, "k": first + bad.index, "token": token},
                bad.why,
            )
    return actions


def _push(state: ProgressiveState, action: Action, actions: list[Action]) -> ProgressiveState:
    actions.append(action)
    return state.apply(action)


_NAMES = (N_("White"), N_("Black"))


def _who(state: ProgressiveState) -> str:
    return _(_NAMES[state.mover])


def _ended_why(actions: list[Action], series: int) -> str:
    last = actions[-1].text if actions else ""
    if len(actions) and "x" in last:
        return _("the series ended with the capture %s") % last
    if last.endswith(("+", "#")):
        return _("the series ended with the check %s") % last
    if "=" in last:
        return _("the series ended with the promotion %s") % last
    return ngettext(
        "series %(n)d allows at most %(n)d move", "series %(n)d allows at most %(n)d moves", series
    ) % {"n": series}


def _play_token(state: ProgressiveState, token: str, actions: list[Action], series: int) -> ProgressiveState:
    """Play the moves one token stands for; the suffix +/# must match the position."""
    body = token.replace(":", "x")
    mark = ""
    if body.endswith(("++", "#")):
        mark, body = "#", body.rstrip("+#")
    elif body.endswith("+"):
        mark, body = "+", body.rstrip("+")
    moves = _san(state, body)
    if moves is None:
        moves = _compact(state, body)
    for i, step in enumerate(moves):
        if state.series != series or state.over:
            raise _Bad(i, _("the series has already ended: %s") % _ended_why(actions, series))
        move = step(state)
        # The move is looked up among the legal actions, never rebuilt: what the record reads
        # is exactly what a click would have played.
        action = next((a for a in state.legal_actions() if a.data == ("move", move.uci())), None)
        if action is None:
            said = {"move": _describe(state, move), "who": _who(state)}
            raise _Bad(i, _("%(move)s is not a legal move for %(who)s here") % said + _hint(state, move))
        state = _push(state, action, actions)
    gave_check = actions[-1].text.endswith("+")
    if mark == "+" and not gave_check:
        raise _Bad(len(moves) - 1, _("marked + but gives no check"))
    if mark == "#" and state.winner is None:
        raise _Bad(len(moves) - 1, _("marked as mate but is not checkmate"))
    return state


def _describe(state: ProgressiveState, move: chess.Move) -> str:
    return chess.square_name(move.from_square) + "-" + chess.square_name(move.to_square)


def _hint(state: ProgressiveState, move: chess.Move) -> str:
    b = state.board()
    if b.piece_at(move.from_square) is None:
        return ""
    if state.done and state.ep and move.to_square in state.ep:
        return " " + _("(en passant only as the first move of a series)")
    return ""


#: One move of a token, as a function of the state it is played in (``...``: the lambdas of
#: :func:`_san` bind their move as a default argument).
MoveOf = Callable[..., chess.Move]


def _san(state: ProgressiveState, body: str) -> list[MoveOf] | None:
    """One move written in SAN, or None (then it is read as a compact token)."""
    for action in state.legal_actions():
        if action.text.rstrip("+") == body and action is not END:
            return [lambda s, m=chess.Move.from_uci(action.data[1]): m]
    b = state.board()
    try:
        if state.done == 0 and state.ep:
            b.ep_square = state.ep[0]
        move = b.parse_san(body)
    except ValueError:
        return None
    return [lambda s, m=move: m]


def _compact(state: ProgressiveState, body: str) -> list[MoveOf]:
    """The moves of a compact token as functions of the state each is played in."""
    m = _PIECE_TOKEN.match(body)
    if m:
        piece = chess.PIECE_SYMBOLS.index(m[1].lower())
        steps = [(x == "x", chess.parse_square(sq)) for x, sq in _PIECE_STEP.findall(m[3])]
        return _chain(piece, m[2] or "", steps, [None] * len(steps))
    m = _PAWN_TOKEN.match(body)
    if m:
        file = m[1]
        steps, promos = [], []
        for x, f, rank, promo in _PAWN_STEP.findall(m[2]):
            file = f or file
            steps.append((x == "x", chess.parse_square(file + rank)))
            promos.append(chess.PIECE_SYMBOLS.index(promo.lower()) if promo else None)
        return _chain(chess.PAWN, m[1], steps, promos)
    raise _Bad(0, _("neither SAN nor a compact token"))


_PLURALS = {
    chess.PAWN: N_("pawns"),
    chess.KNIGHT: N_("knights"),
    chess.BISHOP: N_("bishops"),
    chess.ROOK: N_("rooks"),
    chess.QUEEN: N_("queens"),
    chess.KING: N_("kings"),
}


def _chain(piece: int, hint: str, steps: list[tuple[bool, int]], promos: list[int | None]) -> list[MoveOf]:
    """One unit's successive moves: the first picks the unit (it must be unique), the others
    move it on from where it stands."""
    where: list[int] = []

    def step(i: int) -> MoveOf:
        def play(state: ProgressiveState) -> chess.Move:
            capture, target = steps[i]
            if i == 0:
                b = state.board()
                units = {
                    m.from_square
                    for m in state.moves()
                    if m.to_square == target
                    and b.piece_type_at(m.from_square) == piece
                    and (not hint or hint in chess.square_name(m.from_square))
                }
                to = chess.square_name(target)
                if not units:
                    said = {"piece": _(PIECE_NAMES[piece, state.mover == 0]), "hint": hint, "to": to}
                    if not hint:
                        raise _Bad(0, _("no %(piece)s can move to %(to)s") % said)
                    if hint.isalpha():
                        raise _Bad(0, _("no %(piece)s on the %(hint)s-file can move to %(to)s") % said)
                    raise _Bad(0, _("no %(piece)s on rank %(hint)s can move to %(to)s") % said)
                if len(units) > 1:
                    froms = ", ".join(sorted(chess.square_name(s) for s in units))
                    said = {"pieces": _(_PLURALS[piece]), "froms": froms, "to": to}
                    why = _(
                        "ambiguous: the %(pieces)s on %(froms)s can all move to %(to)s "
                        "(add the file or rank of the one meant)"
                    )
                    raise _Bad(0, why % said)
                where.append(units.pop())
            move = chess.Move(where[-1], target, promotion=promos[i])
            if capture and not state.board().is_capture(move):
                raise _Bad(
                    i, _("':' marks a capture, but %s holds nothing to capture") % chess.square_name(target)
                )
            where.append(target)
            return move

        return play

    return [step(i) for i in range(len(steps))]


def replay_moves(
    actions: Sequence[Action], states: Sequence[State] | None = None
) -> list[tuple[ProgressiveState, Action, ProgressiveState]]:
    """(state before, action, state after) for every move up to a resignation; ``states``: the
    positions a match holds (:func:`pyengine.contract.replay.positions`), else replayed."""
    held = positions(new_state(), actions, states)
    out = []
    for i, action in enumerate(actions):
        if is_resignation(action):
            break
        if not is_draw_action(action):  # offers and answers are the players', not the board's
            out.append((held[i], action, held[i + 1]))
    return out


def list_turn(
    before: ProgressiveState, actions: Sequence[Action], after: ProgressiveState, numbered: int
) -> tuple[int, str]:
    """The move list's entry: the series as one line of SAN, numbered as the record numbers it
    (an early end is no move; ``#`` marks the mate)."""
    moves = [a.text for a in actions if a != END]
    if moves and after.winner is not None and after.over == "checkmate":
        moves[-1] = moves[-1].rstrip("+") + "#"
    return before.series, " ".join(moves) or "…"


def format_record(
    actions: Sequence[Action], config: object = None, states: Sequence[ProgressiveState] | None = None
) -> str:
    """Plain SAN, one line per series; ``#`` for the mating move; the result when over."""
    return _format(actions, replay_moves(actions, states))


def _format(actions: Sequence[Action], moves: list[tuple[ProgressiveState, Action, ProgressiveState]]) -> str:
    lines: list[str] = []
    state = moves[-1][2] if moves else new_state()
    line: list[str] = []
    result = _result(actions, state)
    for before, action, after in moves:
        if action == END:
            lines.append(" ".join(line))
            line = []
            continue
        if not line:
            line.append(f"{before.series}.")
        text = action.text
        if after.winner is not None:
            text = text.rstrip("+") + "#"
        line.append(text)
        if after.series != before.series:
            lines.append(" ".join(line))
            line = []
    resigns = any(is_resignation(a) for a in actions)
    if resigns:
        line = (line or [f"{state.series}."]) + ["resign"]
    if line:
        lines.append(" ".join(line))
    elif actions and actions[-1] == END and not state.over:
        lines.append(f"{state.series}.")
    if result != "*":
        lines.append(result)
    return "\n".join(lines) + "\n"


def _result(actions: Sequence[Action], final: ProgressiveState) -> str:
    """1-0, 0-1, 1/2-1/2, or * while the game goes on (``final``: the position at its end)."""
    for action in actions:
        if is_resignation(action):
            return ("0-1", "1-0")[action.data.seat]
    if actions and is_agreed_draw(actions[-1]):
        return "1/2-1/2"
    if not final.over:
        return "*"
    return {0: "1-0", 1: "0-1"}.get(-1 if final.winner is None else final.winner, "1/2-1/2")


def listed(action: Action, after: ProgressiveState) -> str | None:
    """The mating move with ``#`` in the move list, as the record writes it (its link text keeps
    the ``+`` it had when it was made); None for every other action."""
    if after.winner is not None and action.text.endswith("+"):
        return action.text[:-1] + "#"
    return None


def exports(actions: Sequence[Action], states: Sequence[ProgressiveState] | None = None) -> dict[str, str]:
    """Further downloads of a game: a PGN with the final position as FEN."""
    return {"pgn": pgn(actions, states)}


def pgn(actions: Sequence[Action], states: Sequence[State] | None = None) -> str:
    """A PGN that other chess tools can read: the final position as its FEN, the series
    record as a comment (a progressive game is not a sequence of alternating chess moves)."""
    moves = replay_moves(actions, states)
    state = moves[-1][2] if moves else new_state()
    result = _result(actions, state)
    record = _format(actions, moves).strip().replace("\n", " ")
    headers = [
        ("Event", "One-Hit Progressive Chess"),
        ("Site", "Kabinett"),
        ("Result", result),
        ("SetUp", "1"),
        ("FEN", state.fen()),
    ]
    head = "\n".join(f'[{k} "{v}"]' for k, v in headers)
    return f"{head}\n\n{{ {record} }} {result}\n"


_PIECE_WORDS = {"K": N_("king"), "Q": N_("queen"), "R": N_("rook"), "B": N_("bishop"), "N": N_("knight")}
_PROMOTES = {
    "Q": N_(", promotes to a queen"),
    "R": N_(", promotes to a rook"),
    "B": N_(", promotes to a bishop"),
    "N": N_(", promotes to a knight"),
}


def action_words(text: str) -> str:
    """A move in SAN said in words: ``Nxe7+`` -> "knight takes e7, check"."""
    if text == "end":
        return _("ends the series")
    mark = _(", checkmate") if text.endswith("#") else _(", check") if text.endswith("+") else ""
    body = text.rstrip("+#")
    if body.startswith("O-O"):
        return (_("castles queenside") if body == "O-O-O" else _("castles kingside")) + mark
    promo = ""
    if "=" in body:
        body, letter = body.split("=")
        promo = _(_PROMOTES[letter]) if letter in _PROMOTES else f", ={letter}"
    pawn = body[:1] not in _PIECE_WORDS
    piece = _("pawn") if pawn else _(_PIECE_WORDS[body[:1]])
    if not pawn:
        body = body[1:]
    target = body[-2:]
    origin = body[:-2].replace("x", "")
    said = {"piece": piece, "from": origin}
    if len(origin) == 2:
        who = _("%(piece)s on %(from)s") % said
    elif origin.isalpha():
        who = _("%s-pawn") % origin if pawn else _("%(piece)s on the %(from)s-file") % said
    elif origin:
        who = _("%(piece)s on rank %(from)s") % said
    else:
        who = piece
    moved = {"who": who, "to": target}
    went = _("%(who)s takes %(to)s") % moved if "x" in body else _("%(who)s to %(to)s") % moved
    return went + promo + mark


def board_text(state: ProgressiveState) -> str:
    """The board (rank 8 on top), the FEN, and whose series it is."""
    return f"{state.board().unicode(empty_square='.')}\nFEN: {state.fen()}\n"
