"""Fehde's lessons: where knights and squires may stand, steps, the compulsory jump and the
squire's jump onto grey over an enemy corner field, the three ways to win (the enemy knight, all
nine squires, the enemy knight field), the draw by repetition, and a game against the easy
computer. The positions come from short games played with the engine (throwaway scripts)."""

from __future__ import annotations

from pyengine.contract.lessons import Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.games.fehde.board import GREY, NAMES, SQUIRE, code_of
from pyengine.games.fehde.rules import FehdeState
from pyengine.i18n import N_

__all__ = ["SERIES"]

RULES = {
    "2.board": "A 7×7 grid of fields, columns a..g, rows 1..7 from White's side; 8 neighbours.",
    "2.fields": "Knight fields d2 and d6, nine yellow fields per side, grey no-man's-land elsewhere.",
    "2.pieces": "Each side has one knight and nine squires.",
    "3.setup": "Knights on their knight fields, squires on their nine yellow fields.",
    "3.lot": "Who moves first is drawn by lot (unless the option fixes it).",
    "4.turn": "Players alternate; a turn moves one own piece by one step or one jump.",
    "4.knight-stands": "A knight may stand on any field.",
    "4.squire-stands": "A squire only on its own yellow fields or grey, not enemy yellow or a knight field.",
    "4.step": "A step goes to an adjacent empty field where the piece may stand.",
    "4.jump": "A jump goes over an adjacent enemy piece in a line to the empty field beyond; it is taken.",
    "4.corner-jump": "A squire may jump a piece on an enemy yellow field if it lands on grey, not on yellow.",
    "4.compulsory": "If a legal jump exists the mover must jump, choosing freely among the jumps.",
    "4.no-move": "A player with no legal step or jump loses.",
    "5.knight": "Capturing the enemy knight wins at once.",
    "5.squires": "Capturing all nine enemy squires wins.",
    "5.field": "A knight on the enemy knight's starting field wins at once.",
    "5.repetition": "The same position the third time, same player to move: a draw.",
    "5.agreement": "Players may agree a draw.",
    "6.first": "Option first: lot (default), white or black.",
    "9.board": "Decision: the board is a reconstruction from the rules text, not the published one.",
    "9.landing": "Decision: a squire's jump must land on its own yellow or grey; only legal jumps compel.",
    "9.no-move": "Decision: a player with no legal move loses.",
    "9.repetition": "Decision: threefold repetition is a draw.",
    "9.lot": "Decision: the first player is a chance action unless the option fixes it.",
}

#: Positions from random games played with the engine (a throwaway script).
CORNER = (
    "1. e2-f3 f6-e5 2. b2-a1 e5-f6 3. b1-b2 c6-c5 4. c2-b3 b6-b5 5. f3-e4 b5-a6 6. b3-b4 c5xa3 "
    "7. f1-g1 c7-c6 8. g1-g2 e6-f5 9. e4xg6 a3-a2 10. a1xa3 d6-e6 11. g6-g7 f7-g6"
)
FIELD = (
    "1. b2-a1 b6-a6 2. e2-e3 a6-a7 3. d2-c3 f7-g6 4. f1-g1 e6-f5 5. d1-e2 d6-c5 6. f2-g3 f5-f4 "
    "7. g3xe5 f6xd4 8. c3xe5 d7-e6"
)
SQUIRES = (
    "1. c2-c3 e6-e5 2. b2-c2 f6-g5 3. c2-b3 g5-f6 4. f2-g3 f6-e6 5. c1-b2 b6-a5 6. c3-d4 e5xc3 7. "
    "b2xd4 e6-d5 8. e2-d3 a5-b5 9. d3-c4 d5xd3 10. c4xa6 d3-e3 11. d2xf4 c7-b6 12. b3-a3 f7-g6 13. "
    "a3-b3 b6-c5 14. g3-g4 g6-g5 15. g4xg6 d7-e6 16. b1-a1 e6-f5 17. g6xe4 b7-c7 18. b3-a2 c6-d7 19. "
    "e4-d4 c5xe3 20. f4xd2 c7-c6 21. a6-b5 c6xa4 22. a2-b3 e7-e6 23. b3-c3 d7-e7 24. a1-a2 a4-a3 25. "
    "a2xa4 e6-e5 26. d1-c2 e5-e4 27. a4-a5 e4-d4 28. c3xe5 d6xf4 29. a5-b4 e7-f7 30. b4-a5 f7-g7 31. "
    "f1-g2 g7-f6 32. g2-f2 f6-e6 33. c2-d1 e6-f7 34. f2-g1 f7-g6 35. e1-e2 g6-f6 36. a5-b5 f6-e5 37. "
    "b5-c4 e5-e4 38. g1-f1 e4-f5 39. c4-d4 f5-e4 40. f1-g2 e4xc4 41. g2-g3 c4-d3"
)


def _pos(state: object) -> FehdeState:
    assert isinstance(state, FehdeState)
    return state


def _to(turn: Turn) -> int:
    """The field the turn's piece ended on (-1 when nothing was played)."""
    data = turn.actions[-1].data if turn.actions else None
    return int(data[2]) if isinstance(data, tuple) else -1


def _squire_on_grey(turn: Turn) -> str | None:
    if _to(turn) in GREY and _pos(turn.after).cells[_to(turn)] == code_of(turn.seat, SQUIRE):
        return None
    return N_("That step is legal, but it moves the knight: step a squire out onto a grey field.")


def _safe_jump(turn: Turn) -> str | None:
    after = _pos(turn.after)
    if not any(a.data[0] == "jump" for a in after.legal_actions()):
        return None
    return N_("That jump captures, but Black may jump your piece back: jump with the knight to a5 instead.")


def _knight_field(turn: Turn) -> str | None:
    if _pos(turn.after).result == "field":
        return None
    if _to(turn) >= 0 and NAMES[_to(turn)] == "f6":
        return N_("A knight may stand on Black's yellow field f6, but only d6, Black's knight field, wins.")
    return N_("That is legal, but your knight on e5 is one step from d6, Black's knight field.")


def _knight_taken(turn: Turn) -> str | None:
    if _pos(turn.after).result == "knight":
        return None
    return N_("That jump takes a squire, but Black's knight on e3 could be jumped instead.")


def _all_squires(turn: Turn) -> str | None:
    if _pos(turn.after).result == "squires":
        return None
    return N_("That wins too, by taking the knight, but here take the last squire, on d3.")


def _corner(turn: Turn) -> str | None:
    if _to(turn) >= 0 and NAMES[_to(turn)] == "e5":
        return None
    return N_("That jump is legal, but it takes the squire on g6: take the one on the corner field f6.")


def _repeated(turn: Turn) -> str | None:
    if _pos(turn.after).result == "repetition":
        return None
    return N_("That is legal, but the position is new: step the knight back to d6.")


SERIES = Series(
    sections=SPEC_SECTIONS,
    rules=RULES,
    lessons=(
        Lesson(
            id="step",
            title=N_("Knights and squires"),
            text=N_(
                "The lot chose White to begin; a turn moves one piece a step to an empty neighbouring field, "
                "and a squire may stand only on its own yellow fields or the grey no-man's-land. "
                "Step a squire out onto grey."
            ),
            task=_squire_on_grey,
            setup="[first White]",
            rules=(
                "2.board",
                "2.fields",
                "2.pieces",
                "3.setup",
                "3.lot",
                "4.turn",
                "4.step",
                "4.squire-stands",
                "6.first",
                "9.lot",
                "9.board",
            ),
        ),
        Lesson(
            id="jump",
            title=N_("You must jump"),
            text=N_(
                "A piece next to an enemy jumps it in a straight line to the empty field beyond, "
                "capturing it, and when you can jump you must, choosing any jump. "
                "Capture the squire on b4 so that Black cannot jump back."
            ),
            task=_safe_jump,
            setup="1. b2-a3 b6-a5 2. d2-c3 a5-b4",
            options={"first": "white"},
            rules=("4.jump", "4.compulsory", "4.turn"),
        ),
        Lesson(
            id="corner",
            title=N_("Over a corner onto grey"),
            text=N_(
                "A squire may jump a piece on Black's yellow field only when it lands on grey, "
                "never on yellow. "
                "Your squire on g7 can do it: capture the squire on the corner field f6."
            ),
            task=_corner,
            setup=CORNER,
            options={"first": "white"},
            rules=("4.corner-jump", "9.landing", "4.squire-stands"),
        ),
        Lesson(
            id="knight-field",
            title=N_("The enemy knight field"),
            text=N_(
                "A knight may stand on any field, and yours wins at once on d6, Black's knight field. "
                "Win the game."
            ),
            task=_knight_field,
            setup=FIELD,
            options={"first": "white"},
            rules=("5.field", "4.knight-stands"),
        ),
        Lesson(
            id="knight",
            title=N_("Take the knight"),
            text=N_(
                "Capturing the enemy knight wins at once. " "Black's knight has jumped to e3: win the game."
            ),
            task=_knight_taken,
            setup="1. c2-c3 d6-c5 2. b2-c2 c6-d5 3. f2-e3 d5-c4 4. e3-d4 c5xe3",
            options={"first": "white"},
            rules=("5.knight", "4.compulsory"),
        ),
        Lesson(
            id="squires",
            title=N_("The last squire"),
            text=N_(
                "Capturing all nine enemy squires also wins. " "Black has one squire left: win by taking it."
            ),
            task=_all_squires,
            setup=SQUIRES,
            options={"first": "white"},
            rules=("5.squires",),
        ),
        Lesson(
            id="repetition",
            title=N_("Three times the same"),
            text=N_(
                "The same position for the third time with the same player to move is a draw. "
                "The knights have stepped to and fro: play Black's move that draws."
            ),
            task=_repeated,
            setup="1. d2-d3 d6-d5 2. d3-d2 d5-d6 3. d2-d3 d6-d5 4. d3-d2",
            options={"first": "white"},
            rules=("5.repetition", "9.repetition"),
        ),
        Lesson(
            id="play",
            title=N_("Your game"),
            text=N_(
                "Play a game against the easy computer; a player who cannot move loses, "
                "and a draw may be agreed. "
                "Take the enemy knight, all nine squires or the knight field d6."
            ),
            task=game_over,
            options={"first": "white"},
            play=True,
            rules=("4.no-move", "9.no-move", "5.agreement"),
        ),
    ),
)
