"""One-Hit Progressive Chess's lessons: series that grow (1, 2, 3, … moves), the one hit that
ends a series (capture, check, promotion), answering check with the first move, mate as the
series' last move, castling and en passant inside a series, and the draws (ten quiet series,
too little material, stalemate), ending in a game against the easy computer.

Every position is one where the person's series has at most three moves, or a later series
already under way with one or two moves left (a record whose last line is a partial series),
so the tutor's search of the person's turn stays small: python-chess is slow."""

from __future__ import annotations

import chess

from pyengine.contract.lessons import Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.games.progressive.rules import END, ProgressiveState
from pyengine.i18n import N_

__all__ = ["SERIES"]

RULES = {
    "2.board": "Standard chess board and pieces, squares a1..h8.",
    "2.fide": "Each single move is a legal FIDE chess move.",
    "3.start": "The standard initial position; White plays series 1.",
    "4.series": "Series n holds 1 to n moves of one player; odd series White's, even Black's.",
    "4.end-series": "After at least one move a player may end the series.",
    "4.capture-ends": "A capture (en passant included) ends the series at once.",
    "4.check-ends": "A check ends the series at once, even with moves left.",
    "4.promotion-ends": "A promotion (Q, R, B or N) ends the series at once.",
    "4.last-move": "The series also ends after its n-th move.",
    "4.own-king": "No move may leave the mover's own king in check.",
    "4.check-start": (
        "In check at the start of a series, the first move must answer it; a check or capture that does "
        "so is allowed."
    ),
    "4.castling": (
        "Castling is one move, FIDE conditions in the current position (earlier moves of the series "
        "count)."
    ),
    "4.en-passant": (
        "En passant only as the first move, against a pawn that double-stepped in the opponent's last "
        "series."
    ),
    "4.resign": "Resignation and draw by agreement are the page's actions.",
    "5.checkmate": "In check with no legal move at the start of a series: checkmate, the game ends at once.",
    "5.stalemate": "No legal move at the start of a series, not in check: stalemate, a draw.",
    "5.ten-series": "Ten completed series in a row without pawn move or capture: a draw.",
    "5.material": "Insufficient material (python-chess's definition): a draw.",
    "5.no-repetition": "No threefold-repetition rule.",
    "6.one-hit-only": (
        "No options: this is the one-hit form (a check may end a series early), not plain progressive "
        "chess."
    ),
    "9.italian": "Decision: the Italian progressive rules, series numbered across both players.",
    "9.no-move-middle": "Decision: a series ends when the player has no legal move in its middle.",
    "9.ten-automatic": "Decision: the ten-series rule draws automatically.",
    "9.material": "Decision: insufficient material per python-chess is a draw.",
}


def _pos(state: object) -> ProgressiveState:
    assert isinstance(state, ProgressiveState)
    return state


def _moves(turn: Turn) -> int:
    """The moves of the person's turn (End series is not a move)."""
    return len([a for a in turn.actions if a != END])


def _piece(state: object, square: str) -> chess.Piece | None:
    return _pos(state).board().piece_at(chess.parse_square(square))


def _bishop_c5(turn: Turn) -> str | None:
    if _piece(turn.after, "c5") == chess.Piece(chess.BISHOP, chess.BLACK):
        return None
    if _moves(turn) < 2:
        return N_("That is legal, but you ended the series after one move: series 2 gives you two.")
    return N_("That is legal, but the bishop is not on c5: first open its way with the e-pawn.")


def _queen_won(turn: Turn) -> str | None:
    if _pos(turn.after).board().pieces(chess.QUEEN, chess.BLACK):
        if _moves(turn) < 2:
            return N_("That answers the check, but you stopped there: the series goes on after the answer.")
        return N_("That is legal, but the black queen is still there: the pawn on g3 can take it.")
    return None


def _mate(turn: Turn) -> str | None:
    after = _pos(turn.after)
    if after.winner == turn.seat:
        return None
    if after.board().is_check():
        return N_("That check ended your series, and Black escapes: save the check for the last move.")
    return N_("That is legal, but it is not mate: the queen needs f7, guarded by the bishop.")


def _castled(turn: Turn) -> str | None:
    board = _pos(turn.after).board()
    if board.king(chess.WHITE) == chess.G1 and board.piece_at(chess.F1) == chess.Piece(
        chess.ROOK, chess.WHITE
    ):
        return None
    if board.king(chess.WHITE) != chess.E1:
        return N_("That king move is legal, but now the king may never castle: clear f1 and castle instead.")
    return N_("That is legal, but the king has not castled: move the bishop off f1, then castle.")


def _en_passant(turn: Turn) -> str | None:
    if _piece(turn.after, "c3") == chess.Piece(chess.PAWN, chess.BLACK):
        return None
    return N_("The king may take it too, but take it en passant: your d4 pawn goes to c3.")


def _promoted(turn: Turn) -> str | None:
    board = _pos(turn.after).board()
    if chess.popcount(board.pieces_mask(chess.PAWN, chess.BLACK)) < 2 and _moves(turn) == 1:
        return None
    if _moves(turn) == 1:
        return N_("That is legal, but no pawn promoted: push the h2 pawn to h1.")
    return N_("You moved the king first: promote at once, the promotion ends the series anyway.")


def _ten_quiet(turn: Turn) -> str | None:
    if _pos(turn.after).over.startswith("10 series"):
        return None
    return N_("A pawn move starts the count again: end the series or move a piece instead.")


def _stalemate(turn: Turn) -> str | None:
    if _pos(turn.after).over == "stalemate":
        return None
    return N_("That is legal, but White's king on h1 can still move: take g2 from it, and keep h2 guarded.")


def _no_material(turn: Turn) -> str | None:
    if _pos(turn.after).over == "insufficient material":
        return None
    return N_("That is legal, but White keeps the rook: take it on a7 with the king.")


MATERIAL = (  # a random capture-happy game (a throwaway script); Black's king then walks
    "1. Nf3 "
    "2. Nc6 Rb8 "
    "3. d3 e4 Qe2 "
    "4. f6 g6 b5 Ra8 "
    "5. Nh4 Nxg6 "
    "6. e5 hxg6 "
    "7. d4 b4 Qxb5 "
    "8. Nxd4 "
    "9. Qxe5+ "
    "10. Qe7 Qxe5 "
    "11. Nd2 Ba6 Bxc8 "
    "12. Bxb4 "
    "13. Bxd7+ "
    "14. Kxd7 "
    "15. a4 Bb2 O-O-O Bxd4 "
    "16. Qxd4 "
    "17. Kb1 a5 Rhf1 h3 f3 g4 Rc1 c3 cxb4 "
    "18. Qxb4+ "
    "19. Nb3 Rxc7+ "
    "20. Kxc7 "
    "21. h4 f4 Kc2 Rf3 "
    "22. Qxe4+ "
    "23. Kd1 Nd2 Nxe4 "
    "24. Rxh4 "
    "25. Nxf6 "
    "26. Rh3 Rxf3 "
    "27. Nxg8 "
    "28. Rd8+ "
    "29. Ke2 Ne7 Nxg6 "
    "30. Rxf4 "
    "31. Nxf4 "
    "32. Rd6 Rd7 Rd5 Kc8 Rxa5 "
    "33. Ne6 Kf2 Kg2 Nc5 Nb3 Nxa5 "
    "34. Kd7 "
    "35. Kf1 Ke2 Kd2 Kc2 Kd1 g5 Kc2 Nc4 Nb2 g6 Nc4 Ne3 Ng2 Ne3 g7 g8=R "
    "36. Ke6 Kf6 Ke6 Kd6 "
    "37. Kc1 Rg2 Rg6+ "
    "38. Kc5 "
    "39. Rg4 Re4 Kc2 Re6 Re8 Re7 Rxa7 "
    "40. Kd6 Kc6 Kb5 Kb6 Kb5 Kc6 Kb5 Kc6 Kc5 Kd6 Kc6 Kb5 Kb4 Kb5 Kc6 Kc5 Kb5 Kb4 Kc5 Kb4 Kc5 Kb5 Kc6 "
    "Kd6 Kc5 Kd6 Ke6 Kd6 Kc6 Kb5 Kb4 Kc5 Kb5 Kb6 Kb5 Kb6 Kb5 Kc5 Kb6"
)

PROMOTION = (  # the same kind of game; Black's pawns have run to h3 and h2
    "1. a4 "
    "2. d6 e5 "
    "3. d3 e4 "
    "4. Nh6 b5 bxa4 "
    "5. Bxh6 "
    "6. gxh6 "
    "7. Rxa4 "
    "8. Nd7 Ke7 f5 fxe4 "
    "9. Rxa7 "
    "10. Nf6 Rxa7 "
    "11. dxe4 "
    "12. Nxe4 "
    "13. Nh3 Qxd6+ "
    "14. Kf7 Bxh3 "
    "15. Qxd8 "
    "16. Nxf2 "
    "17. gxh3 "
    "18. Nxh1 "
    "19. Qxc7+ "
    "20. Rxc7 "
    "21. Kd1 Bc4+ "
    "22. Rxc4 "
    "23. b3 bxc4 "
    "24. Be7 Ke8 Bc5 Ba7 Nf2+ "
    "25. Ke1 Kf1 c5 Nd2 h4 Kg2 Kf3 Nf1 Kg3 c6 h3 Kf3 h5 Nd2 Nb3 Nd2 h4 Kg3 Nf1 Kf3 Ke2 c4 Ng3 Ne4 "
    "Nxf2 "
    "26. Bxf2 "
    "27. Kf1 c7 Kxf2 "
    "28. Ke7 Kf6 "
    "29. Ke2 Kf3 Ke2 Ke3 Kf2 Kg1 c8=N "
    "30. Rxc8 "
    "31. Kf2 Ke2 c5 Ke3 Ke2 Kf1 Ke2 Kd3 Kc4 Kb4 Kc3 c6 Kd3 Ke4 Kd5 c7 Kc4 Kb3 Kc4 Kb4 Kc3 Kd2 Kc1 "
    "32. Rxc7+ "
    "33. Kd2 Ke1 Kd2 Kd3 Ke3 Kd2 Kd1 Kd2 "
    "34. Kg7 Kf7 Kf6 Kg7 Rc6 Kf6 Kf7 Rb6 Rg6 Ke7 Rb6 Rb2+ "
    "35. Kd3 "
    "36. Rh2 Rg2 Rf2 Rf8 Rf5 Rxh5 "
    "37. Ke4 Kd3 Ke3 Kd2 Kc1 Kb2 Ka3 Kb4 Ka3 Kb3 "
    "38. Rxh4 "
    "39. Kc3 Kd2 Ke3 Kf2 Kg1 Kf1 Kg1 Kf1 "
    "40. Rg4 Rg6 Rg1+ "
    "41. Kf2 "
    "42. Kf8 Rd1 Rb1 Rb5 Ra5 Rd5 Rd1 Rd4 Rd3 e4 "
    "43. Kg1 Kf2 Kg1 "
    "44. Rg3+ "
    "45. Kf1 Ke1 Ke2 "
    "46. Rc3 Rg3 Rh3 h5 Ke7 Rh2+ "
    "47. Kf1 Kg1 Kf1 Ke1 Kd1 "
    "48. Kd8 Ra2 Ra8 e3 Ra1+ "
    "49. Kc2 "
    "50. Rc1+ "
    "51. Kb2 Kb3 Ka4 Ka5 Ka4 Kb3 Ka2 Ka3 Ka4 "
    "52. Rc8 Ke7 Ke8 Ra8+ "
    "53. Kb5 Kc6 Kd6 Kc7 Kc6 Kd6 Ke5 Kf5 Kf4 Kg5 Kf5 Ke5 Kf4 Kxe3 "
    "54. Kd7 Ra1 Ke7 Rc1 Rf1 Kd8 h4 Rf4 Rf2 Kc8 h6 Ra2 h3 Rd2 Re2+ "
    "55. Kd3 "
    "56. Rd2+ "
    "57. Ke3 Kf4 Ke5 Kf5 Kf4 Kf3 Ke3 Kf4 Ke4 Kf4 "
    "58. h2 Re2 Re5 Re4+ "
    "59. Kf5 Kxe4 "
    "60. Kd8 Ke8 Ke7 Kf7 Kf8 h5 Kf7 Kg8 Kh7 Kh6 Kg7 Kg6 h4 Kf7 Ke7 Ke8 Kf8 h3 Ke8 Kd7 Ke6 Kf7 Kg6 Kf7 "
    "Kg6 Kg7 Kh7 Kg8 Kf8 Ke8 Kf7 Kf6 Ke7 Kd8 Ke7 Kd8 Ke8 Kf7 Ke6 Kd6 Ke6 Kf7 Ke8 Kf7 Ke7 Kd6 Ke7 Kf7 "
    "Ke7 Kf6 Kf7 Kg8 Kf8 Ke8 Kf8 Kg8 Kg7 Kh8"
)


STALEMATE = (  # the same kind of game; Black's king and bishop then walk
    "1. g3 "
    "2. g5 g4 "
    "3. d3 h3 hxg4 "
    "4. d5 Bxg4 "
    "5. Rxh7 "
    "6. Bxe2 "
    "7. Rxf7 "
    "8. Rh5 Bxd1 "
    "9. Rxe7+ "
    "10. Nxe7 "
    "11. Bf4 Bxc7 "
    "12. Bxc2 "
    "13. Bxd8 "
    "14. Bxd3 "
    "15. Bxd3 "
    "16. Nf5 Nxg3 "
    "17. fxg3 "
    "18. a5 d4 Rh8 Rh6 Ra7 Raa6 Bb4+ "
    "19. Kf2 Bxa6 "
    "20. Nxa6 "
    "21. Bxa5 "
    "22. Bxa5 "
    "23. Na3 Re1+ "
    "24. Bxe1+ "
    "25. Kf1 Nh3 Ng5 Ne6 Nxd4 "
    "26. Bxg3 "
    "27. b4 Ndc2 Kg1 b5 bxa6 "
    "28. Rxa6 "
    "29. Kf1 Ne3 Kg1 Nac2 Na1 Kh1 Nc4 Nb6 Nd7 Nb8 Nxa6 "
    "30. bxa6 "
    "31. Kg1 Kg2 "
    "32. Be5 Bxa1 "
    "33. Kh2 a4 Kh3 Kg2 Kf1 Kg1 Kf1 Ke2 Ke1 Kf2 Ke2 Kf1 "
    "34. Be5 Ke7 Bg7 "
    "35. a5 Ke2 Kf2 "
    "36. Bh6 Bf4 Bc7 Bxa5 "
    "37. Kg1 Kh1 Kg1 Kh2 Kh1 Kg2 Kh2 Kg2 Kh1 "
    "38. Kf7 Be1 Kg8 Ba5 Kh8 Be1 Bb4 Bc5 a5 Bb4 Bc3 Kh7 Bf6 Kh6 Bd4 Bg1 Kh5 Bb6 Kg5 Bc5 Ba3 Bb2 Kh4 "
    "Bd4 Be3 Bg5 Bh6 Kg3 Kf3 Ke4 Bd2 Bh6 Be3 Bg1 Ke5 Bh2 Kf4"
)


SERIES = Series(
    sections=SPEC_SECTIONS,
    rules=RULES,
    lessons=(
        Lesson(
            id="series",
            title=N_("Series grow"),
            text=N_(
                "White played one move in series 1; series 2 is Black's, with up to two moves. "
                "Bring the bishop from f8 to c5 in this series."
            ),
            task=_bishop_c5,
            setup="1. e4",
            rules=("2.board", "2.fide", "3.start", "4.series", "9.italian"),
        ),
        Lesson(
            id="check",
            title=N_("Answer the check first"),
            text=N_(
                "In check, the first move of your series must answer it: only g3 does, so it is played "
                "for you. "
                "Your series goes on: win the queen, a capture that ends the series at once."
            ),
            task=_queen_won,
            setup="1. f3 2. e5 Qh4+",
            rules=("4.check-start", "4.own-king", "4.capture-ends", "2.fide"),
        ),
        Lesson(
            id="mate",
            title=N_("Mate comes last"),
            text=N_(
                "A check ends the series at once, even with moves left, so only the last move may give it. "
                "White has two moves left in series 3: mate the black king."
            ),
            task=_mate,
            setup="1. e4 2. a6 h6 3. Bc4",
            rules=("4.check-ends", "5.checkmate", "6.one-hit-only", "4.capture-ends"),
        ),
        Lesson(
            id="castle",
            title=N_("Castling in a series"),
            text=N_(
                "Castling is one move of a series, allowed while king and rook have not moved and f1 and "
                "g1 are free. "
                "Use the two moves left in series 3 to castle short."
            ),
            task=_castled,
            setup="1. e4 2. e5 Nc6 3. Nf3",
            rules=("4.castling", "4.last-move"),
        ),
        Lesson(
            id="en-passant",
            title=N_("En passant"),
            text=N_(
                "White's pawn double-stepped to c4 with check; a pawn beside it may take it en passant, "
                "but only as the first move of the next series. "
                "Save your king on d5 that way."
            ),
            task=_en_passant,
            setup="1. e3 2. d5 d4 3. b4 f4 a3 4. Kd7 Kd6 Kd5 5. Qg4 Qg6 Ne2 c4+",
            rules=("4.en-passant", "4.check-start", "4.capture-ends"),
        ),
        Lesson(
            id="promotion",
            title=N_("Promotion ends the series"),
            text=N_(
                "A promotion ends the series at once, like a capture or a check, whatever piece you choose. "
                "Black has two moves left in series 60: promote the pawn on h2 with your first."
            ),
            task=_promoted,
            setup=PROMOTION,
            rules=("4.promotion-ends", "4.last-move"),
        ),
        Lesson(
            id="ten-series",
            title=N_("Ten quiet series"),
            text=N_(
                "Nine series in a row passed without a pawn move or capture, and positions may repeat "
                "freely; a tenth such series draws at once. "
                "Draw: finish this series without touching a pawn, with a knight move or End series."
            ),
            task=_ten_quiet,
            setup=(
                "1. e4 2. e5 Nf6 3. Nf3 4. Ng8 5. Ng1 6. Nf6 7. Nf3 8. Ng8 9. Ng1 10. Nf6 11. Nf3 "
                "12. Ng8 Nf6 Ng8 Nf6 Ng8 Nf6 Ng8 Nf6 Ng8 Nf6 Ng8"
            ),
            rules=("5.ten-series", "9.ten-automatic", "5.no-repetition", "4.end-series"),
        ),
        Lesson(
            id="material",
            title=N_("Too little to mate"),
            text=N_(
                "A king and a knight cannot mate a lone king, so the game is drawn at once when that is "
                "all that is left. "
                "Black has one move left in series 40: save the game."
            ),
            task=_no_material,
            setup=MATERIAL,
            rules=("5.material", "9.material", "4.last-move"),
        ),
        Lesson(
            id="stalemate",
            title=N_("Stalemate"),
            text=N_(
                "A player with no legal move at the start of his series, not in check, "
                "is stalemated: a draw. "
                "Black has one move left in series 38: stalemate the white king."
            ),
            task=_stalemate,
            setup=STALEMATE,
            rules=("5.stalemate", "4.last-move"),
        ),
        Lesson(
            id="play",
            title=N_("Your game"),
            text=N_(
                "Play on against the easy computer; resign or offer a draw whenever you like. "
                "A series also ends when you have no legal move left in its middle."
            ),
            task=game_over,
            setup="1. e4 2. e5 Nc6 3. Nf3 Bc4 d3 4. Nf6 Be7 O-O d6",
            play=True,
            rules=("4.resign", "9.no-move-middle"),
        ),
    ),
)
