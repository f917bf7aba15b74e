"""Caduceus's records as the source writes them (spec section 7):

```
     _J___N_    _B___T_
1.  es   --    ee   ss
2.  N:nw J:es  nn   ww
11. resign
```

One line per pair of turns; each chain move is its growth's direction letters, in column order
(J before N, B before T) unless both tokens of a turn carry their chain letter; ``--`` (``---``
on 10×10) is the slot of the chain that does not move in player 1's first turn; ``resign`` in a
player's first slot ends the record.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from pyengine.i18n import _
from pyengine.contract import Action, RecordError, RuleError, is_resignation, resignation
from pyengine.contract.replay import positions
from pyengine.kit.turns import turn_spans
from pyengine.games.caduceus.rules import CHAINS, OWNER, CaduceusState, Config, board_for, new_state

__all__ = [
    "format_record",
    "parse_record",
    "board_text",
    "record_options",
    "parse_move",
    "moves_of_turn",
    "list_turn",
    "typed_actions",
]

_HEADER = re.compile(r"_+J_+N_+\s+_+B_+T_+")


def moves_of_turn(actions: Sequence[Action]) -> list[tuple[int, str]]:
    """(chain, letters) of each chain move made by ``actions`` (one turn's steps)."""
    out: list[tuple[int, str]] = []
    for a in actions:
        if a.data[0] == "start":
            out.append((a.data[1], a.data[2]))
        else:
            out[-1] = (out[-1][0], out[-1][1] + a.data[1])
    return out


def _turn_text(first: CaduceusState, steps: Sequence[Action]) -> str:
    """One player turn's tokens: its chain moves in column order (``J:`` names a chain where the
    order differs), ``...`` after a move under way, ``--`` for player 1's empty first column."""
    growth = first.config.growth
    made = moves_of_turn(steps)
    columns = (0, 1) if first.mover == 0 else (2, 3)
    tokens = [m + ("" if len(m) == growth else "...") for _, m in made]  # "...": a move under way
    if [c for c, _ in made] != list(columns[: len(made)]) and not (
        first.turn == 0 and made[0][0] == columns[1]
    ):
        tokens = [f"{CHAINS[c]}:{t}" for (c, _), t in zip(made, tokens)]
    if first.turn == 0 and len(made[-1][1]) == growth:  # player 1's one move, and "--" for the other
        tokens = [tokens[0], "-" * growth] if made[0][0] == columns[0] else ["-" * growth, tokens[0]]
    return " ".join(tokens)


def list_turn(
    before: CaduceusState, steps: Sequence[Action], after: CaduceusState, numbered: int
) -> tuple[int, str]:
    """The move list's entry: the turn's chains as the record writes them, numbered in pairs."""
    return before.turn // 2 + 1, _turn_text(before, steps)


def format_record(
    actions: Sequence[Action], config: Config, states: Sequence[CaduceusState] | None = None
) -> str:
    resigned = bool(actions) and is_resignation(actions[-1])
    moves = list(actions[:-1]) if resigned else list(actions)
    states = positions(new_state(config), moves, None if states is None else states[: len(moves) + 1])
    groups = [_turn_text(states[span[0]], [moves[i] for i in span]) for span in turn_spans(states, moves)]
    if resigned:
        last = states[-1]
        if groups and (last.moved or last.cur >= 0):
            groups[-1] += " resign"  # in the middle of a turn
        else:
            groups.append("resign")
    head = f"{'':5}_J{'_' * (config.growth + 1)}N_   _B{'_' * (config.growth + 1)}T_"
    lines = [head]
    width = 2 * config.growth + 3
    for k in range(0, len(groups), 2):
        pair = groups[k : k + 2]
        lines.append(f"{k // 2 + 1}.".ljust(5) + "   ".join(p.ljust(width) for p in pair).rstrip())
    return "\n".join(lines) + "\n"


def record_options(text: str) -> dict[str, int]:
    """A record's board: ``---`` or three-letter moves mean the 10×10 variant."""
    for token in text.split():
        if re.fullmatch(r"-{2,3}|([JNBT]:)?[nesw]{2,3}", token):
            body = token.split(":")[-1]
            return {"size": 10 if len(body) == 3 else 8}
    return {}


def _where(state: CaduceusState, chain: int | None, step: int | None, token: str) -> str:
    where = _("turn %d") % (state.turn // 2 + 1)
    if chain is not None:
        where += ", " + _("chain %s") % CHAINS[chain]
    if step is not None:
        where += ", " + _("step %d") % step
    return where + f" ({token})"


def parse_move(state: CaduceusState, token: str) -> list[Action]:
    """The actions of one chain move written ``token`` (``es``, ``N:nw``; without a chain letter
    the mover's next chain in column order). :raises RuleError: why a step is refused."""
    return _parse_move(state, token)[0]


def _parse_move(state: CaduceusState, token: str, chain: int | None = None) -> tuple[list[Action], int]:
    m = re.fullmatch(r"(?:([A-Za-z]):)?([a-z]*)(\.\.\.)?", token.strip())
    if not m:
        raise RuleError(
            _("%r is not a chain move: write its direction letters (n, e, s, w), e.g. es") % token
        )
    letter, body, going_on = m.group(1), m.group(2), bool(m.group(3))
    if letter is not None:
        if letter.upper() not in CHAINS:
            raise RuleError(_("there is no chain %r (the chains are J, N, B, T)") % letter)
        chain = CHAINS.index(letter.upper())
        if OWNER[chain] != state.mover:
            raise RuleError(_("chain %s is not the mover's") % CHAINS[chain])
        if chain in state.moved:
            raise RuleError(_("chain %s has already moved in this turn (one move per chain)") % CHAINS[chain])
    elif state.cur >= 0:
        chain = state.cur  # the rest of a chain move under way
    elif chain is None:
        free = state._free_chains()
        if not free:
            raise RuleError(_("the turn is complete"))
        chain = free[0]
    elif chain in state.moved:
        raise RuleError(_("chain %s has already moved in this turn (one move per chain)") % CHAINS[chain])
    g = state.config.growth
    done = state.placed if state.cur == chain else 0
    if (len(body) + done != g and not going_on) or len(body) + done > g or (going_on and not body):
        # Named at its step (spec section 7): the first letter too many, or the first one missing.
        raise _StepError(
            _("a chain move has %(g)d direction letters, not %(n)d (%(body)s)")
            % {"g": g, "n": len(body) + done, "body": body or _("none")},
            chain,
            min(len(body) + done, g) + 1 if len(body) + done != g else done + 1,
        )
    out = []
    for k, d in enumerate(body):
        first = k == 0 and state.cur < 0
        text = f"{CHAINS[chain]}:{d}" if first else d
        action = next((a for a in state.legal_actions() if a.text == text), None)
        if action is None:
            raise _StepError(state.why_not(text), chain, done + k + 1)
        out.append(action)
        state = state.apply(action)
    return out, chain


class _StepError(RuleError):
    """A refusal at one step of one chain move (the record names turn, chain and step)."""

    def __init__(self, why: str, chain: int, step: int) -> None:
        super().__init__(why)
        self.chain, self.step = chain, step


def parse_record(text: str, config: Config) -> list[Action]:
    tokens = [t for t in _HEADER.sub(" ", text).split() if not re.fullmatch(r"\d+\.", t)]
    state, actions = new_state(config), list[Action]()
    empty = "-" * config.growth
    slot = 0  # the column of the next token in the mover's turn
    owed_empty = False  # player 1's first turn moved J: its N slot must say "--"
    for i, token in enumerate(tokens):
        # Called within this iteration only, with the state as it is then.
        where: Callable[..., str] = lambda chain=None, step=None: _where(state, chain, step, token)  # noqa: E731, B023
        if owed_empty:
            owed_empty = False
            if token != empty:
                raise RecordError(
                    _where(state, None, None, token),
                    _("player 1's first turn is one chain move: its other slot must be %s") % empty,
                    len(actions),
                )
            continue
        if state.is_over():
            raise RecordError(where(), _("the game is over (%s)") % state.end_reason(), len(actions))
        if token.lower() == "resign":
            actions.append(resignation(state.mover))
            if i + 1 < len(tokens):
                raise RecordError(
                    _("after resign (%s)") % tokens[i + 1],
                    _("the game is over: it was resigned"),
                    len(actions) - 1,
                )
            return actions
        if re.fullmatch(r"-+", token):
            if state.turn != 0 or slot != 0 or token != empty:
                raise RecordError(
                    where(),
                    _(
                        "%s (no move) is only the slot of the chain that does not move "
                        "in player 1's first turn"
                    )
                    % empty,
                    len(actions),
                )
            slot = 1
            continue
        columns = (0, 1) if state.mover == 0 else (2, 3)
        before = state.turn
        try:
            made, chain = _parse_move(
                state, token, None if ":" in token or state.cur >= 0 else columns[min(slot, 1)]
            )
        except _StepError as err:
            raise RecordError(where(err.chain, err.step), str(err), len(actions)) from None
        except RuleError as err:
            raise RecordError(where(), str(err), len(actions)) from None
        for action in made:
            actions.append(action)
            state = state.apply(action)
        if state.cur >= 0:
            continue  # "n...": the move goes on in the next token (or the record ends in it)
        slot += 1
        if state.turn != before:
            owed_empty = before == 0 and slot == 1  # J moved in turn 1: "--" follows
            slot = 0
    if owed_empty:
        raise RecordError(
            _where(state, None, None, tokens[-1]),
            _("player 1's first turn is one chain move: its other slot must be %s") % empty,
            len(actions),
        )
    return actions


def board_text(state: CaduceusState) -> str:
    """The position as the source draws it: row 1 first, ``-`` between horizontally consecutive
    stones of one chain, ``,`` a cell emptied in the last turn, the head's letter in capitals."""
    size = state.config.size
    board = board_for(size)
    mark: dict[int, str] = {}
    linked: set[tuple[int, int]] = set()  # consecutive stones of one chain, both ways
    for c, chain in enumerate(state.chains):
        for k, cell in enumerate(chain):
            mark[cell] = CHAINS[c] if k == len(chain) - 1 else CHAINS[c].lower()
        linked |= {(a, b) for a, b in zip(chain, chain[1:])} | {(b, a) for a, b in zip(chain, chain[1:])}
    emptied = set(state.last_emptied) | set(state.emptied)
    rows = []
    for r in range(size):
        line = ""
        for col in range(size):
            i = board.at(col, r)
            assert i is not None  # every (col, r) of the square board is a cell
            ch = mark.get(i, "," if i in emptied else ".")
            if col:
                j = board.at(col - 1, r)
                line += "-" if (j, i) in linked else " "
            line += ch
        rows.append(f"{line} {r + 1:>2}")
    return "\n".join(rows)


def typed_actions(state: CaduceusState, text: str) -> list[Action]:
    """A chain move typed in the move box: ``es`` (the next chain in column order) or ``N:nw``;
    or one step as the move list writes it (``J:e``, ``s``)."""
    try:
        return parse_move(state, text)
    except RuleError:
        for action in state.legal_actions():
            if action.text == text.strip():
                return [action]
        raise
