"""Karls Rennen's lessons (issue 54): the die naming a square's size, the nearest sizes when no
stone stands on it, captures, the goal corner on the mirrored board, the last stone, four players
in teams, a series, and a game against the easy computer. Every position has the person's roll
already made (the record ends with it), so no task depends on chance."""

from __future__ import annotations

from pyengine.contract.lessons import NOT_YET, Lesson, Series, Turn, game_over, SPEC_SECTIONS
from pyengine.contract.state import State
from pyengine.i18n import N_
from pyengine.kit.bestof import BestOf
from pyengine.games.karls.rules import KarlsRennenState

__all__ = ["SERIES"]

RULES = {
    "2.equipment": "One six-sided die; stones in two colours (four for four players).",
    "2.board": "The 16×16 square tiled by 21 squares A..U: sizes 1 to 5 four times each, 6 once (K).",
    "2.crossing": "A move crosses one side of its square into any square sharing a segment of that side.",
    "3.homes": "Black on A B C G H J (north-west), White on T P N U Q M (south-east).",
    "3.first": "White moves first, or in a series the loser of the previous game.",
    "3.four": "Four players: four stones each in the corners, partners opposite, order SE SW NW NE.",
    "4.turn": "A turn: roll the die, then move one stone.",
    "4.movable": "Roll t: a stone on a square of size t must move.",
    "4.nearest": "No stone on size t: move one on the largest size below t or the smallest above.",
    "4.one-stone": "With one stone left, that stone is always movable.",
    "4.directions": "Black moves east or south, White north or west.",
    "4.capture": "A stone on the target square is captured, the mover's own included.",
    "4.compulsory": "Moving is compulsory; a legal move always exists.",
    "4.pass": "Four players: a player without stones passes.",
    "5.goal": "Two players: a Black stone on T or a White stone on A wins.",
    "5.no-stones": "Two players: a player without stones has lost.",
    "5.team-goal": "Four players: a stone on its owner's goal square wins for his team.",
    "5.team-stones": "Four players: a team whose two players have no stones loses.",
    "5.no-draws": "No draws; every move brings a stone nearer its goal, so games are finite.",
    "6.players": "Option players: 2, or 4 in two teams.",
    "6.match": "Option match: a single game, or a series in which the loser begins the next.",
    "6.mirror": "Option mirror: the board as tabled or its mirror image (the same game for two).",
    "9.homes": "Decision: the two-player homes are the squares of each size nearest the home corner.",
    "9.four-homes": "Decision: four-player homes are the four squares wholly inside each corner quadrant.",
    "9.four-directions": "Decision: with four, every player races to the diagonally opposite corner.",
    "9.four-order": "Decision: four-player order is clockwise from SE (White).",
    "9.team-loses": "Decision: a team loses only when both its players have no stones.",
    "9.crossing": "Decision: every square sharing a segment of the crossed side is a target.",
    "9.no-pass": "Decision: no passing in the two-player game or for a player with stones.",
}


def _game(state: State) -> KarlsRennenState:
    """The game in play (a series' lesson judges its current game)."""
    if isinstance(state, BestOf):
        state = state.current
    assert isinstance(state, KarlsRennenState)
    return state


def _captured(turn: Turn) -> tuple[int, int]:
    """How many of the person's own and of the other stones the turn took."""
    before, after = _game(turn.before), _game(turn.after)
    mine = len(before.stones(turn.seat)) - len(after.stones(turn.seat))
    total = sum(o >= 0 for o in before.owner) - sum(o >= 0 for o in after.owner)
    return mine, total - mine


def _won(turn: Turn) -> bool:
    after = _game(turn.after)
    return after.is_over() and turn.seat in after.winners


def _keep_six(turn: Turn) -> str | None:
    if _game(turn.before).owner == _game(turn.after).owner:
        return N_("The stone on P has not moved yet: click it, then a square north or west of it.")
    if _captured(turn) == (0, 0):
        return None
    return N_("That move is legal, but it captures your own stone: P-K and P-O keep all six.")


def _take_on_i(turn: Turn) -> str | None:
    mine, theirs = _captured(turn)
    if theirs:
        return None
    if mine:
        return N_("That move is legal, but it takes your own stone: the black one on I borders N.")
    return N_("That move is legal, but it captures nothing: a roll of 2 also moves N, a 3-square next to I.")


def _reach_t(turn: Turn) -> str | None:
    if _won(turn):
        return None
    return N_("That move is legal, but the race goes on: your stone on Q borders T.")


def _last_stone(turn: Turn) -> str | None:
    if _won(turn):
        return None
    return N_("That move is legal, but Black's last stone on K is still there: I and P both border it.")


#: The squares from which White steps onto A.
_NEXT_TO_A = {"B", "G", "H"}


def _two_turns(turn: Turn) -> str | None:
    if _won(turn):
        return None
    after = _game(turn.after)
    on = {after.tiling.squares[x].label for x in after.stones(turn.seat)}
    if turn.number == 1 and on & _NEXT_TO_A:
        return NOT_YET
    if turn.number == 1:
        return N_("That move is legal, but from there no single move reaches A: go to B, which borders A.")
    return N_("That move is legal, but it misses A, which lies just west of B.")


def _team(turn: Turn) -> str | None:
    if _won(turn):
        return None
    return N_("That move is legal, but Blue's last stone on K stays: your stone on I borders it.")


def _series(turn: Turn) -> str | None:
    after = turn.after
    if isinstance(after, BestOf) and after.wins[turn.seat] == 1:
        return None
    return N_("That move is legal, but the game goes on: your stone on B borders A.")


SERIES = Series(
    sections=SPEC_SECTIONS,
    rules=RULES,
    lessons=(
        Lesson(
            id="roll",
            title=N_("The die names a size"),
            text=N_(
                "White rolled 5, so the stone on the 5-square P must move, north or west across one side "
                "into any square beyond it. Move it, but do not capture your own stone: that is legal too."
            ),
            task=_keep_six,
            setup="1. 5:",
            rules=(
                "2.equipment",
                "2.board",
                "2.crossing",
                "3.homes",
                "3.first",
                "4.turn",
                "4.movable",
                "4.directions",
                "4.capture",
                "9.homes",
                "9.crossing",
            ),
        ),
        Lesson(
            id="nearest",
            title=N_("No stone of that size"),
            text=N_(
                "White rolled 2 but has no stone on a 2-square, so a stone on the nearest size below or "
                "above moves: Q (1), N or U (3). Capture the black stone on I."
            ),
            task=_take_on_i,
            setup="1. 2:M-I 2. 3:C-D 3. 4:TxN 4. 4:DxI 2:",
            rules=("4.nearest", "4.capture", "4.directions"),
        ),
        Lesson(
            id="goal",
            title=N_("Reach the far corner"),
            text=N_(
                "Black wins with a stone on T, White with one on A, and on the board's mirror image, an "
                "option, those corners stay put. Win for Black now."
            ),
            task=_reach_t,
            setup=(
                "[mirror on] 1. 5:P-O 2. 2:J-K 3. 1:QxM 4. 6:KxM 5. 5:TxN 6. 2:M-Q 7. 3:U-S 8. 4:AxB "
                "9. 4:N-I 1:"
            ),
            options={"mirror": "on"},
            rules=("5.goal", "6.mirror", "4.directions"),
        ),
        Lesson(
            id="last",
            title=N_("The last stone"),
            text=N_(
                "A player without stones has lost, and a last stone moves on every roll. Take Black's last "
                "stone."
            ),
            task=_last_stone,
            setup=(
                "1. 5:PxM 2. 3:GxH 3. 5:T-P 4. 5:BxC 5. 3:U-O 6. 4:AxH 7. 2:O-S 8. 4:C-F 9. 1:S-L "
                "10. 6:J-K 11. 3:N-I 12. 1:FxI 13. 1:QxM 14. 4:H-B 15. 1:MxI 16. 5:BxK 5:"
            ),
            rules=("5.no-stones", "4.one-stone", "4.movable"),
        ),
        Lesson(
            id="plan",
            title=N_("Two moves ahead"),
            text=N_(
                "White's last stone moves on every roll, but only B, G and H border A. Reach A in two turns, "
                "with Black's move and your next roll made for you in between."
            ),
            task=_two_turns,
            setup=(
                "1. 1:QxM 2. 6:B-E 3. 5:P-K 4. 2:E-F 5. 1:M-I 6. 4:AxG 7. 3:U-O 8. 1:HxJ 9. 2:OxK "
                "10. 1:FxI 11. 4:TxN 12. 1:JxK 13. 4:N-M 14. 3:C-E 15. 6:MxK 16. 4:G-L 3:"
            ),
            turns=2,
            # Black's roll and move (B stays safe: no black stone borders it from the north or west),
            # then White's roll, so that the second turn does not depend on chance.
            replies=(("5:", "I-M", "3:"),),
            rules=("4.one-stone", "5.goal", "4.directions"),
        ),
        Lesson(
            id="four",
            title=N_("Four players in two teams"),
            text=N_(
                "Four players take turns clockwise from White, partners in opposite corners racing to the "
                "far corner's 4-square, and a player without stones passes, like Black and Red here. Black, "
                "your partner, has none: win for your team by taking Blue's last stone."
            ),
            task=_team,
            setup=(
                "[players 4] 1. SE 5:TxQ 2. SW 5:RxS 3. NW 2:J-K 4. NE 4:D-I 5. SE 3:NxI 6. SW 2:O-P "
                "7. NW 5:AxG 8. NE 4:CxE 9. SE 6:IxK 10. SW 3:UxP 11. NW 4:GxH 12. NE 3:E-B "
                "13. SE 3:KxB 14. SW 2:PxM 15. NW 3:HxB 16. NE 3:F-E 17. SE 2:Q-P 18. SW 6:M-I "
                "19. NW 4:B-J 20. NE 6:E-B 21. SE 5:P-M 22. SW 1:S-L 23. NW 1:J-K 24. NE 2:BxK "
                "25. SE 5:MxI 26. SW 3:LxK 27. NW pass 28. NE pass SE 3:"
            ),
            options={"players": 4},
            rules=(
                "3.four",
                "4.pass",
                "5.team-goal",
                "5.team-stones",
                "6.players",
                "9.four-homes",
                "9.four-directions",
                "9.four-order",
                "9.team-loses",
            ),
        ),
        Lesson(
            id="series",
            title=N_("A series"),
            text=N_(
                "In a series the loser of each game begins the next, and the option let Black begin this "
                "one. Win it with White by reaching A, so that Black begins the next game too."
            ),
            task=_series,
            setup=(
                "[match best-of-3] [game 1] [first Black] 1. 3:C-D 2. 5:P-K 3. 2:JxK 4. 1:QxM 5. 4:AxB "
                "6. 3:U-O 7. 1:HxB 8. 1:M-I 9. 3:G-J 10. 4:TxN 11. 2:JxK 12. 5:I-E 13. 1:D-I 14. 2:ExB "
                "15. 2:IxN 3:"
            ),
            options={"match": "best-of-3", "first": "Black"},
            rules=("6.match", "3.first", "5.goal"),
        ),
        Lesson(
            id="play",
            title=N_("Your game"),
            text=N_(
                "Moving is compulsory and there are no draws, since every move brings a stone nearer its "
                "goal. Race the easy computer to the end."
            ),
            task=game_over,
            setup="1. 2:M-I 2. 3:C-D",
            play=True,
            rules=("4.compulsory", "9.no-pass", "5.no-draws", "4.turn"),
        ),
    ),
)
