"""One-Hit Progressive Chess (Trabsact Sagme Diaries, 2011): series of 1, 2, 3, … moves in which
a capture, a check or a promotion ends the series at once.

Reads top to bottom against shared/rules/progressive-chess.md: setup (section 3), series and
moves (4), end (5). Single-move legality is python-chess's: the state keeps the position with
the side making the series to move, so python-chess never sees the opponent's "turn" inside a
series. python-chess forgets en passant across such turn changes, so the rule of 4.8 (first
move of a series only, against pawns that double-stepped in the opponent's last series) is
tracked here. Notation is in ``notation.py``, the view in ``view.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import chess

from pyengine.i18n import N_, _
from pyengine.contract import Action, RuleError, State

__all__ = [
    "ProgressiveState",
    "new_state",
    "END",
    "WHITE",
    "BLACK",
    "QUIET_SERIES",
    "PIECE_NAMES",
    "move_action",
    "square_id",
    "position",
]

WHITE, BLACK = 0, 1  # seats
QUIET_SERIES = 10  # 5.2: ten completed series without pawn move or capture draw
END = Action(("end-series",), "end", ("end",))


def square_id(square: int) -> str:
    """The click target of a square, e.g. ``sq:e4``."""
    return SQUARE_IDS[square]


SQUARE_IDS = ["sq:" + name for name in chess.SQUARE_NAMES]


@dataclass(frozen=True)
class ProgressiveState(State):
    """A position inside series ``series`` after ``done`` of its moves.

    ``ep``: squares passed over by the opponent's double-stepping pawns of the previous series
    (capturable en passant by the first move only); ``doubled``: this series' double steps so
    far as (pawn square, passed-over square); ``quiet``: completed series in a row without a
    pawn move or capture; ``active``: this series has had one.
    """

    placement: str = chess.STARTING_BOARD_FEN
    castling: int = chess.BB_CORNERS
    series: int = 1
    done: int = 0
    ep: tuple[int, ...] = ()
    doubled: tuple[tuple[int, int], ...] = ()
    quiet: int = 0
    active: bool = False
    winner: int | None = None
    over: str = ""  # how the game ended ("" while it goes on)
    this_series: tuple[str, ...] = ()  # UCI moves of the series in progress
    last_series: tuple[str, ...] = ()  # UCI moves of the previous series (the view marks them)
    _board: chess.Board | None = field(default=None, compare=False, repr=False)
    _moves: tuple[chess.Move, ...] | None = field(default=None, compare=False, repr=False)

    # -- the position

    @property
    def mover(self) -> int:
        """Section 4.1: odd series are White's, even series Black's."""
        return WHITE if self.series % 2 else BLACK

    def board(self) -> chess.Board:
        """A fresh python-chess board of the position, the side of the series to move."""
        b = self._board
        if b is None:
            b = chess.Board(None)
            b.set_board_fen(self.placement)
            b.castling_rights = self.castling
            b.turn = self.mover == WHITE
            object.__setattr__(self, "_board", b)
        return b.copy(stack=False)

    def fen(self) -> str:
        """The position as a FEN (en passant as 4.8 allows it, move counters from the series)."""
        b = self.board()
        fen = b.fen().split()
        if self.done == 0 and self.ep:
            fen[3] = chess.square_name(self.ep[0])
        fen[5] = str((self.series + 1) // 2)
        return " ".join(fen)

    def en_passant(self, move: chess.Move) -> bool:
        """Whether ``move`` is an en-passant capture allowed by 4.8 (first move of a series)."""
        return (
            self.done == 0
            and move.to_square in self.ep
            and chess.square_file(move.from_square) != chess.square_file(move.to_square)
            and self.board().piece_type_at(move.from_square) == chess.PAWN
        )

    def board_for(self, move: chess.Move) -> chess.Board:
        """The board on which python-chess plays or names ``move`` (its en-passant square set
        when the move captures en passant)."""
        b = self.board()
        if self.en_passant(move):
            b.ep_square = move.to_square
        return b

    def moves(self) -> list[chess.Move]:
        """The legal single moves (4.4), en passant only as the first move of a series (4.8)."""
        if self.over:
            return []
        if self._moves is None:  # asked again by apply() and by the view: worked out once
            b = self.board()
            moves = list(b.generate_legal_moves())
            if self.done == 0:
                for square in self.ep:
                    b.ep_square = square
                    moves.extend(b.generate_legal_ep())
            object.__setattr__(self, "_moves", tuple(moves))
        assert self._moves is not None
        return list(self._moves)

    def has_move(self) -> bool:
        """Whether there is a legal single move (the first found: a series' end and section 5
        ask only that)."""
        if self.over:
            return False
        b = self.board()
        if any(True for _ in b.generate_legal_moves()):
            return True
        if self.done == 0:
            for square in self.ep:
                b.ep_square = square
                if any(True for _ in b.generate_legal_ep()):
                    return True
        return False

    # -- the contract

    def to_move(self) -> int | None:
        return None if self.over else self.mover

    def legal_actions(self) -> tuple[Action, ...]:
        if self.over:
            return ()
        b = self.board()
        moves = self.moves()
        if self.ep and not self.done:  # (en passant's board: python-chess names it on its own)
            ep = [m for m in moves if self.en_passant(m)]
            normal = [m for m in moves if not self.en_passant(m)]
            actions = move_actions(b, normal) + [move_action(self.board_for(m), m) for m in ep]
            order = {m: i for i, m in enumerate(moves)}
            actions.sort(key=lambda a: order[chess.Move.from_uci(a.data[1])])
        else:
            actions = move_actions(b, moves)
        if self.done >= 1:
            actions.append(END)  # 4.2: the player may stop after one move
        return tuple(actions)

    def apply(self, action: Action) -> ProgressiveState:
        if self.over:
            raise RuleError(_("the game is over"))
        if action == END:
            if self.done == 0:
                raise RuleError(_("a series has at least one move"))
            return self._next_series()
        move = chess.Move.from_uci(action.data[1]) if isinstance(action.data, tuple) else None
        if move is None or move not in self.moves():
            raise RuleError(self._why_illegal(move, action.text))
        return self.play(move)

    def play(self, move: chess.Move) -> ProgressiveState:
        """The state after the legal ``move`` (the caller has checked it)."""
        b = self.board_for(move)
        pawn = b.piece_type_at(move.from_square) == chess.PAWN
        capture = b.is_capture(move)
        b.push(move)
        check = b.is_check()  # the opponent's king, with the opponent "to move"
        b.turn = not b.turn
        b.ep_square = None
        doubled = tuple(d for d in self.doubled if d[0] != move.from_square)
        if pawn and abs(move.to_square - move.from_square) == 16:
            doubled += ((move.to_square, (move.from_square + move.to_square) // 2),)
        after = replace(
            self,
            placement=b.board_fen(),
            castling=b.clean_castling_rights(),
            done=self.done + 1,
            doubled=doubled,
            active=self.active or pawn or capture,
            this_series=self.this_series + (move.uci(),),
            _board=b,
            _moves=None,
        )
        # 4.3: a capture, check or promotion ends the series, so does its last move or no move left.
        if capture or check or move.promotion or after.done >= self.series or not after.has_move():
            return after._next_series()
        return after

    def _next_series(self) -> ProgressiveState:
        """The opponent's series begins; section 5 is checked at its start."""
        nxt = ProgressiveState(
            placement=self.placement,
            castling=self.castling,
            series=self.series + 1,
            ep=tuple(passed for _, passed in self.doubled),
            quiet=0 if self.active else self.quiet + 1,
            last_series=self.this_series,
        )
        if not nxt.has_move():
            if nxt.board().is_check():
                return replace(nxt, winner=self.mover, over="checkmate")
            return replace(nxt, over="stalemate")
        if nxt.board().is_insufficient_material():
            return replace(nxt, over="insufficient material")
        if nxt.quiet >= QUIET_SERIES:
            return replace(nxt, over=f"{QUIET_SERIES} series without a pawn move or capture")
        return nxt

    def returns(self) -> tuple[float, ...]:
        if self.winner is None:
            return (0.5, 0.5)
        return (1.0, 0.0) if self.winner == WHITE else (0.0, 1.0)

    def turn_number(self) -> int:
        return self.series  # a series is one player's turn

    def turn_progress(self) -> tuple[int, int]:
        return (self.done, self.series)

    def decisive_targets(self) -> tuple[str, ...]:
        """The checkmated king's square."""
        if self.winner is None:
            return ()
        king = self.board().king(self.winner != WHITE)
        return () if king is None else (square_id(king),)

    def in_check(self) -> bool:
        """Is the side to move in check?"""
        return self.board().is_check()

    # -- words

    def end_reason(self) -> str:
        if not self.over:
            return ""
        if self.winner is not None:
            said = {"winner": _(_NAMES[self.winner]), "loser": _(_NAMES[1 - self.winner])}
            return _("%(winner)s wins: %(loser)s is checkmated.") % said
        if self.over in _DRAWS:
            how = _(_DRAWS[self.over])
        else:  # the ten-series rule
            how = _("%d series without a pawn move or capture") % QUIET_SERIES
        return _("Draw: %s.") % how

    def status(self) -> str:
        if self.over:
            return self.end_reason()
        said = {"who": _(_NAMES[self.mover]), "n": self.series, "k": self.done + 1}
        if self.done == 0 and self.in_check():
            return (
                _("%(who)s: series %(n)d, move %(k)d of %(n)d — in check: the first move must answer it.")
                % said
            )
        return _("%(who)s: series %(n)d, move %(k)d of %(n)d.") % said

    def _why_illegal(self, move: chess.Move | None, text: str) -> str:
        if move is None:
            return _("%r is not a chess move") % text
        b = self.board()
        piece = b.piece_at(move.from_square)
        who = _(_NAMES[self.mover])
        if piece is None or piece.color != (self.mover == WHITE):
            return _("no %(who)s piece on %(square)s") % {
                "who": who,
                "square": chess.square_name(move.from_square),
            }
        if b.is_castling(move):
            return _(
                "castling is not allowed here (the king is in check, passes an attacked square or has moved)"
            )
        if (
            self.done
            and piece.piece_type == chess.PAWN
            and chess.square_file(move.from_square) != chess.square_file(move.to_square)
            and b.piece_at(move.to_square) is None
            and move.to_square in self.ep
        ):
            return _("en passant is allowed only as the first move of a series")
        if b.is_pseudo_legal(move) or (self.done == 0 and move.to_square in self.ep):
            return _("%(move)s would leave the %(who)s king in check") % {"move": text, "who": who}
        return _("%(move)s is not a legal move for %(who)s here") % {"move": text, "who": who}

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        if self.over or not path or not path[0].startswith("sq:"):
            return ""
        b = self.board()
        start = chess.parse_square(path[0][3:])
        piece = b.piece_at(start)
        if piece is None or piece.color != (self.mover == WHITE):
            return _(_SELECT[self.mover])
        if len(path) == 1:
            said = {"piece": _(THE_PIECE[piece.piece_type]), "square": path[0][3:]}
            if b.is_check():
                return _("%(piece)s on %(square)s has no legal move (the king is in check).") % said
            return _("%(piece)s on %(square)s has no legal move.") % said
        if path[-1].startswith("sq:"):
            move = chess.Move(start, chess.parse_square(path[-1][3:]))
            why = self._why_illegal(move, f"{path[0][3:]}-{path[-1][3:]}")
            return why[0].upper() + why[1:] + "."
        return ""


_NAMES = (N_("White"), N_("Black"))  # translated where shown (pyengine/i18n.py)
_SELECT = (
    N_("Select a white piece: it is White's series."),
    N_("Select a black piece: it is Black's series."),
)
_DRAWS = {"stalemate": N_("stalemate"), "insufficient material": N_("insufficient material")}
#: "white knight", by python-chess's piece type and colour (True: white): the board's names
#: for a screen reader and the refusals of records say them.
PIECE_NAMES = {
    (chess.PAWN, True): N_("white pawn"),
    (chess.KNIGHT, True): N_("white knight"),
    (chess.BISHOP, True): N_("white bishop"),
    (chess.ROOK, True): N_("white rook"),
    (chess.QUEEN, True): N_("white queen"),
    (chess.KING, True): N_("white king"),
    (chess.PAWN, False): N_("black pawn"),
    (chess.KNIGHT, False): N_("black knight"),
    (chess.BISHOP, False): N_("black bishop"),
    (chess.ROOK, False): N_("black rook"),
    (chess.QUEEN, False): N_("black queen"),
    (chess.KING, False): N_("black king"),
}
#: "The knight", by python-chess's piece type (a language declines the piece with its article).
THE_PIECE = {
    chess.PAWN: N_("The pawn"),
    chess.KNIGHT: N_("The knight"),
    chess.BISHOP: N_("The bishop"),
    chess.ROOK: N_("The rook"),
    chess.QUEEN: N_("The queen"),
    chess.KING: N_("The king"),
}


def move_action(board: chess.Board, move: chess.Move) -> Action:
    """The action of a legal ``move``: clicks from-square, to-square (and the promotion piece);
    text in SAN with ``+`` for a check (mate is only known when the series ends)."""
    san = board._algebraic_without_suffix(move)  # python-chess's SAN body; the suffix is ours
    if board.gives_check(move):
        san += "+"
    path: tuple[str, ...] = (square_id(move.from_square), square_id(move.to_square))
    if move.promotion:
        path += ("promo:" + chess.piece_symbol(move.promotion),)
    return Action(path, san, ("move", move.uci()))


def move_actions(board: chess.Board, moves: list[chess.Move]) -> list[Action]:
    """The actions of ``moves``, all the legal moves on ``board`` but en-passant captures, as
    :func:`move_action` makes each, at a third of its cost (a game by link is read again action
    by action): SAN's disambiguation from the list itself, a check from attack masks."""
    us = board.turn
    others: dict[tuple[int, int], int] = {}  # (piece, square): the squares moving there
    types = [board.piece_type_at(m.from_square) or 0 for m in moves]
    for m, kind in zip(moves, types):
        if kind not in (chess.PAWN, chess.KING):
            key = (kind, m.to_square)
            others[key] = others.get(key, 0) | chess.BB_SQUARES[m.from_square]
    king = board.king(not us)
    theirs = board.occupied_co[not us]
    out = []
    for m, kind in zip(moves, types):
        frm, to = m.from_square, m.to_square
        if kind == chess.KING and abs(frm - to) == 2 or m.promotion or king is None:
            out.append(move_action(board, m))  # castling, a promotion: rare
            continue
        capture = bool(theirs & chess.BB_SQUARES[to])
        if kind == chess.PAWN:
            san = f"{chess.FILE_NAMES[chess.square_file(frm)]}x" if capture else ""
        else:
            san = chess.piece_symbol(kind).upper()
            rivals = others.get((kind, to), 0) & ~chess.BB_SQUARES[frm]
            if rivals:
                file = bool(rivals & chess.BB_FILES[chess.square_file(frm)])
                rank = bool(rivals & chess.BB_RANKS[chess.square_rank(frm)])
                if rank or not file:
                    san += chess.FILE_NAMES[chess.square_file(frm)]
                if file:
                    san += chess.RANK_NAMES[chess.square_rank(frm)]
            if capture:
                san += "x"
        san += chess.SQUARE_NAMES[to]
        if _gives_check(board, m, kind, king):
            san += "+"
        out.append(Action((SQUARE_IDS[frm], SQUARE_IDS[to]), san, ("move", m.uci())))
    return out


def _gives_check(board: chess.Board, move: chess.Move, kind: int, king: int) -> bool:
    """``board.gives_check(move)`` for a move neither castling, en passant nor a promotion,
    without making it: the king attacked by the moved piece or by one it uncovers."""
    frm, to = move.from_square, move.to_square
    occupied = (board.occupied & ~chess.BB_SQUARES[frm]) | chess.BB_SQUARES[to]
    target = chess.BB_SQUARES[king]
    if kind == chess.PAWN:
        direct = chess.BB_PAWN_ATTACKS[board.turn][to]
    elif kind == chess.KNIGHT:
        direct = chess.BB_KNIGHT_ATTACKS[to]
    elif kind == chess.KING:
        direct = 0
    else:
        direct = 0
        if kind != chess.ROOK:
            direct |= chess.BB_DIAG_ATTACKS[to][chess.BB_DIAG_MASKS[to] & occupied]
        if kind != chess.BISHOP:
            direct |= chess.BB_RANK_ATTACKS[to][chess.BB_RANK_MASKS[to] & occupied]
            direct |= chess.BB_FILE_ATTACKS[to][chess.BB_FILE_MASKS[to] & occupied]
    if direct & target:
        return True
    return bool(board.attackers_mask(board.turn, king, occupied) & ~chess.BB_SQUARES[frm])


def position(fen: str, series: int, done: int = 0, ep: tuple[str, ...] = ()) -> ProgressiveState:
    """A state from a FEN's placement and castling fields, in ``series`` after ``done`` moves
    (tests and puzzles); ``ep``: squares open to en passant (first move only)."""
    b = chess.Board(fen)
    state = ProgressiveState(
        placement=b.board_fen(),
        castling=b.clean_castling_rights(),
        series=series,
        done=done,
        ep=tuple(chess.parse_square(e) for e in ep),
    )
    if (state.mover == WHITE) != b.turn:
        raise ValueError(
            f"series {series} is {('White', 'Black')[state.mover]}'s, the FEN has the other side to move"
        )
    return state


def new_state() -> ProgressiveState:
    """Section 3: the standard initial position; White plays series 1."""
    return ProgressiveState()
