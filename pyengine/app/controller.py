"""One match, browser-independent: seats, history with undo/redo, click paths, records
(its share link and stored form: pyengine/app/saved.py).

Everything a person can do in the page is a call here, so it is all tested under CPython.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

from pyengine.i18n import _
from pyengine.app.pasted import PasteError, read_pasted
from pyengine.app.typed import examples, token_actions
from pyengine.contract import CHANCE, Action, RuleError, State, apply
from pyengine.catalogue import get_game
from pyengine.contract.actions import TYPED, draw_offer, is_draw_action
from pyengine.contract.replay import can_offer_draw, meta_words, resignation_in, resigner
from pyengine.contract.study import Line
from pyengine.kit.turns import actor, last_turn, move_list, same_turn, turn_start

__all__ = ["Match", "ClickResult", "HUMAN", "FAR", "LESSON", "CONFIRM"]

HUMAN = "human"
#: A seat played by a person far away (a correspondence game: pyengine/app/correspondence.py):
#: nobody plays it on this device, and no computer either; its moves arrive by link.
FAR = "far"
#: A seat a lesson plays (pyengine/app/tutor.py): its fixed replies, neither a person nor the computer.
LESSON = "lesson"
#: The extra target offered when a click path completes one action and begins others.
CONFIRM = "done"


@dataclass(frozen=True)
class ClickResult:
    """What a click did: ``played`` the action, or only moved the path; ``message`` if refused."""

    ok: bool
    played: Action | None = None
    message: str = ""


class Match:
    """A match of one game: options, seats, the actions played and a cursor into them."""

    def __init__(
        self,
        game_id: str,
        options: dict[str, Any] | None = None,
        seats: list[str] | None = None,
        actions: list[Action] | None = None,
        seed: int | None = None,
    ) -> None:
        self.game = get_game(game_id)
        self.info = self.game.info
        self.options = self.info.normalize_options(options)
        n = len(self.game.seat_names(self.options))
        self.seats = list(seats or [HUMAN] * n)
        if len(self.seats) != n:
            raise ValueError(f"{self.info.title} has {n} seats")
        self.seed = random.randrange(1 << 30) if seed is None else seed
        #: Roll the dice of human seats at once (else a human rolls by clicking the die).
        self.auto_roll = False
        #: Play a human's forced actions (the only legal one) and forced first clicks at once.
        self.auto_forced = True
        #: Indices of actions that were played for a human because they were forced.
        self.forced: set[int] = set()
        #: After a failed import: where in the text the first bad action stands (start, end).
        self.import_span: tuple[int, int] | None = None
        self.import_failed = False  # the last paste did not load (the page keeps the text)
        self.actions: list[Action] = []
        self.states: list[State] = [self.game.new_state(self.options)]
        self.cursor = 0
        #: Actions before this one cannot be undone or replaced (a correspondence game's sent moves).
        self.floor = 0
        self.partial: tuple[str, ...] = ()
        self.message = ""
        #: The analysis of the game (pyengine/app/analysing.py), saved with it: JSON data.
        self.analysis: dict[str, Any] | None = None
        #: The comments and variations on the game's moves (pyengine/app/studytree.py: they
        #: follow the moves as they change).
        self.study = Line()
        for action in actions or ():
            self._append(action)

    def copy(self) -> Match:
        """An independent copy that shares the (immutable) states and actions: the bridge's backup
        before a command, cheap at any length of game (a JSON round trip would replay it)."""
        twin = object.__new__(Match)
        twin.__dict__.update(self.__dict__)
        twin.options, twin.seats, twin.forced = dict(self.options), list(self.seats), set(self.forced)
        twin.actions, twin.states = list(self.actions), list(self.states)
        return twin

    # -- position

    @property
    def state(self) -> State:
        """The state at the cursor (what the board shows)."""
        return self.states[self.cursor]

    def human_rolls(self) -> bool:
        """A chance action (a die) that a human seat rolls by a click."""
        if self.auto_roll or self.state.to_move() != CHANCE:
            return False
        roller = self.state.roller()
        return roller is not None and self.seats[roller] == HUMAN

    def human_to_move(self) -> bool:
        """Is a person to act now (to move, or to roll a die)?"""
        seat = self.state.to_move()
        return (seat is not None and seat >= 0 and self.seats[seat] == HUMAN) or self.human_rolls()

    def ai_to_move(self) -> bool:
        """An AI seat (or chance) should act now: only at the head of the history."""
        return self.cursor == len(self.actions) and self.ai_acts_here()

    def ai_acts_here(self) -> bool:
        """In the position shown, the next action is an AI seat's (or chance's, not a human's roll)."""
        seat = self.state.to_move()
        if seat is None:
            return False
        if seat == CHANCE:  # a die a person far away rolls is rolled on their device
            roller = self.state.roller()
            return not self.human_rolls() and (roller is None or self.seats[roller] not in (FAR, LESSON))
        return seat >= 0 and self.seats[seat] not in (HUMAN, FAR, LESSON)

    # -- clicks

    def _matching(self, path: tuple[str, ...]) -> list[Action]:
        """The actions one of whose click paths begins with ``path``."""
        n = len(path)
        if self.human_rolls():  # the click rolls: any outcome's path (the die)
            return [a for a, _ in self.state.chance_outcomes() if a.path[:n] == path]
        if self.state.to_move() in (None, CHANCE):
            return []
        return [a for a in self.state.legal_actions() if any(p[:n] == path for p in a.paths)]

    def next_targets(self) -> list[str]:
        """Targets that extend the current partial path (``CONFIRM`` when it is complete)."""
        if not self.human_to_move():
            return []
        n = len(self.partial)
        out: list[str] = []
        for a in self._matching(self.partial):
            for p in a.paths:
                if p[:n] != self.partial:
                    continue
                t = p[n] if len(p) > n else CONFIRM
                if t not in out and not t.startswith(TYPED):  # typed in the page's input
                    out.append(t)
        return out

    def _complete(self, path: tuple[str, ...]) -> list[Action]:
        return [a for a in self._matching(path) if path in a.paths]

    def click(self, target: str) -> ClickResult:
        """Extend the click path by ``target``; play the action it completes.

        A click on the selected target deselects it; a click that does not extend the path
        but begins an action starts a new path.  Refusals leave everything as it was.
        """
        self.message = ""
        if self.state.is_over():
            return self._refuse(_("The game is over: start a new game or go back in the history."))
        if not self.human_to_move():
            return self._refuse(_("Wait: it is not a human player's turn."))
        if target == CONFIRM and self.partial:
            full = self._complete(self.partial)
            if full:
                return self._play(full[0])
        if self.partial and target == self.partial[-1]:
            self.partial = self.partial[:-1]
            return ClickResult(True)
        path = self.partial + (target,)
        candidates = self._matching(path)
        if not candidates and self.partial:
            path = (target,)
            candidates = self._matching(path)
        if not candidates and self.human_rolls():  # (the board's places wait for the roll)
            return self._refuse(_("Roll the die first (tap or click it, or press d)."))
        if not candidates:
            reason = self.state.explain_refusal(self.partial + (target,))
            if not reason:  # a place the game has no words for: named if its id is a place's name
                named = re.fullmatch(r"[A-Za-z]{1,2}\d{0,2}", target)  # "b2", not "sq:C" nor "roll"
                reason = (
                    _("%s is not a legal choice now.") % target
                    if named
                    else _("That is not a legal choice now.")
                )
            return self._refuse(reason)
        if self.human_rolls():
            return self._play(self.chance_action())  # the outcome is the die's, not the click's
        full = [a for a in candidates if path in a.paths]
        if len(full) == 1 and len(candidates) == 1:
            return self._play(full[0])
        self.partial = path
        return ClickResult(True)

    def type_action(self, text: str) -> ClickResult:
        """Play the action a person typed (the state's :meth:`~State.prompt`); refusals say why
        in the rules' words and change nothing."""
        self.message = ""
        if self.state.is_over():
            return self._refuse(_("The game is over: start a new game or go back in the history."))
        if not self.human_to_move() or self.state.prompt() is None:
            return self._refuse(_("Nothing is to be typed now."))
        try:
            action = self.state.parse_action(text.strip())
        except RuleError as err:
            return self._refuse(str(err))
        return self._play(action)

    def type_move(self, text: str) -> ClickResult:
        """A move typed into the page's move box in the game's notation: the text of one action,
        or of several separated by spaces (the steps of one turn), played together or not at
        all (a token may make several: pyengine/app/typed.py). Refusals name the token and say
        why in the rules' words; nothing changes."""
        self.message = ""
        if self.state.is_over():
            return self._refuse(_("The game is over: start a new game or go back in the history."))
        if self.state.prompt() is not None:
            return self.type_action(text)
        if not self.human_to_move():
            return self._refuse(_("Wait: it is not a human player's turn."))
        if self.human_rolls():
            return self._refuse(_("Roll the die first (tap or click it, or press d)."))
        tokens = text.split()
        if not tokens:
            return self._refuse(_("Type a move, for example %s.") % ", ".join(examples(self.state)))
        backup = (list(self.actions), list(self.states), self.cursor, self.partial)
        for token in tokens:
            if self.state.is_over() or not self.human_to_move() or self.human_rolls():
                refused = self._refuse(_("%s: the turn is over before this step.") % token)
            else:
                try:
                    refused = None
                    for action in token_actions(self.game, self.state, token):
                        done = self._play(action)
                        if not done.ok:
                            refused = self._refuse(f"{token}: {done.message}")
                            break
                except RuleError as err:
                    refused = self._refuse(f"{token}: {err}")
            if refused is not None:
                self.actions, self.states, self.cursor, self.partial = backup
                return refused
        return ClickResult(True, self.actions[-1])

    def play_forced(self) -> int:
        """With :attr:`auto_forced`: play the human's action when it is the only legal action of
        the position (marked in :attr:`forced`), then :meth:`select_forced`. Plays only at the
        head of the history. Returns the number of actions played.

        The position's actions, not the selection's: a piece the person selected that has one
        destination waits for its destination's click (issue 51), as does a choice after it."""
        played = 0
        while self.auto_forced and self.cursor == len(self.actions) and self._person_chooses():
            legal = self._matching(())
            if len(legal) != 1:
                break
            self._play(legal[0])
            self.forced.add(self.cursor - 1)
            played += 1
        self.select_forced()
        return played

    def select_forced(self) -> None:
        """With :attr:`auto_forced`: make the clicks every legal action of the position begins
        with (EinStein's one movable stone), as far as they all agree. Anywhere in the history
        (after an undo too): a selection changes nothing of the game. A single action is left to
        :meth:`play_forced` at the head, to the person's click elsewhere."""
        if not (self.auto_forced and self._person_chooses()):
            return
        legal = self._matching(())
        if len(legal) < 2:
            return
        paths = [p for a in legal for p in a.paths]
        while True:
            n = len(self.partial)
            if not all(p[:n] == self.partial for p in paths):
                return  # the person chose among the actions: the rest is theirs to click
            if any(len(p) <= n for p in paths):
                return  # an action ends here: the person's click (or confirmation) decides
            nexts = {p[n] for p in paths}
            if len(nexts) != 1:
                return
            self.partial += (nexts.pop(),)

    def _person_chooses(self) -> bool:
        return self.human_to_move() and not self.human_rolls() and not self.state.is_over()

    def _refuse(self, message: str) -> ClickResult:
        self.message = message
        return ClickResult(False, None, message)

    def play(self, action: Action) -> ClickResult:
        """Play ``action`` at the cursor (discarding the redo future)."""
        return self._play(action)

    def _play(self, action: Action) -> ClickResult:
        if self.cursor < self.floor:
            return self._refuse(
                _("The moves up to your last sent link are kept: go to the last move to play on.")
            )
        try:
            after = apply(self.state, action, self.info)
        except RuleError as err:
            return self._refuse(str(err))
        self.truncate()
        self.actions.append(action)
        self.states.append(after)
        self.cursor += 1
        self.partial = ()
        self.message = ""
        return ClickResult(True, action)

    def _append(self, action: Action) -> None:
        self.states.append(apply(self.states[-1], action, self.info))
        self.actions.append(action)
        self.cursor = len(self.actions)

    def resigning_seat(self) -> int | None:
        """The seat a Resign at this device gives up: the person's own, whoever is to move (a
        seat played here by a person; the one to move where several are, or where none is a
        person's). None when the game is over."""
        head = self.states[-1]
        if head.is_over():
            return None
        mover = resigner(head)
        here = [i for i, kind in enumerate(self.seats) if kind == HUMAN]
        if mover is not None and mover >= 0 and (mover in here or not here):
            return mover
        if len(here) == 1:
            return here[0]
        # Several people here, none to move (a computer or a friend far away is): the one of
        # them who played last.
        for i in range(len(self.actions) - 1, -1, -1):
            if self.actor_of(i) in here:
                return self.actor_of(i)
        return here[0] if here else None

    def can_resign(self) -> bool:
        """May this device's person resign now (the game is not over)?"""
        return self.resigning_seat() is not None

    def resign(self, seat: int | None = None) -> ClickResult:
        """``seat`` (by default :meth:`resigning_seat`) resigns at the end of the game as played,
        not at a position looked back at; a turn under way is taken back first (its actions are
        no move yet, and a record writes whole turns)."""
        seat = self.resigning_seat() if seat is None else seat
        if seat is None:
            return self._refuse(_("Nobody can resign now."))
        self.goto(len(self.actions))
        start = max(self.floor, turn_start(self.states, self.actions, self.cursor))
        if start < self.cursor:
            self.cursor = start
            self.truncate()
        return self._play(resignation_in(self.state, seat))

    def can_offer_draw(self) -> bool:
        """A human to move may offer a draw at the start of a turn, in every game (a record
        means whole turns, and a draw agreed mid-turn would not read back)."""
        if not (can_offer_draw(self.state, self.info) and self.human_to_move() and not self.partial):
            return False
        i = self.cursor
        while i > 0 and is_draw_action(self.actions[i - 1]):  # a declined offer changed nothing
            i -= 1
        if i == 0:
            return True
        before, number = self.states[i - 1], self.state.turn_number()
        if number is not None:
            return before.turn_number() != number
        return not same_turn(before, self.state, self.state.to_move())

    def offer_draw(self) -> ClickResult:
        """The seat to move offers a draw; every other seat answers in turn (accept-draw /
        decline-draw), a computer by its own judgement."""
        if not self.can_offer_draw():
            return self._refuse(_("A draw cannot be offered now."))
        seat = resigner(self.state)
        assert seat is not None  # (can_offer_draw)
        return self._play(draw_offer(seat))

    def chance_action(self) -> Action:
        """A chance outcome sampled reproducibly from the match seed and the position."""
        rng = random.Random(self.seed * 1_000_003 + self.cursor)
        outcomes = self.state.chance_outcomes()
        pick = rng.random()
        for action, p in outcomes:
            pick -= p
            if pick < 0:
                return action
        return outcomes[-1][0]

    # -- history

    def can_undo(self) -> bool:
        """Is there an action to take back (after the floor of sent moves)?"""
        return self.cursor > self.floor

    def can_redo(self) -> bool:
        """Is there an action taken back to play again?"""
        return self.cursor < len(self.actions)

    def undo(self) -> None:
        """Back one action, and on past AI and chance actions to a human's decision."""
        self.partial = ()
        self.message = ""
        if self.cursor <= self.floor:
            return
        self.cursor -= 1
        while (
            self.cursor > self.floor
            and self.seats.count(HUMAN) > 0
            and (not self.human_to_move() or self.cursor in self.forced)
        ):
            self.cursor -= 1

    def redo(self) -> None:
        """Forward one action, and on over AI and chance actions."""
        self.partial = ()
        self.message = ""
        if self.cursor == len(self.actions):
            return
        self.cursor += 1
        while (
            self.cursor < len(self.actions)
            and self.seats.count(HUMAN) > 0
            and (not self.human_to_move() or self.cursor in self.forced)
        ):
            self.cursor += 1

    def truncate(self) -> None:
        """Continue from the position shown: the actions after the cursor are dropped."""
        del self.actions[self.cursor :]
        del self.states[self.cursor + 1 :]
        self.forced = {i for i in self.forced if i < self.cursor}
        self.partial = ()

    def goto(self, index: int) -> None:
        """Show the position after ``index`` actions (0 = the start)."""
        self.partial = ()
        self.message = ""
        self.cursor = max(0, min(int(index), len(self.actions)))

    def history(self) -> list[dict[str, Any]]:
        """Every action played: number, seat (-1 for chance), text."""
        return [
            {
                "n": i + 1,
                "seat": self.actor_of(i),
                "forced": i in self.forced,
                "text": self.game.action_text(self.states[i], a, self.states[i + 1]),
            }
            for i, a in enumerate(self.actions)
        ]

    def turns(self) -> list[dict[str, Any]]:
        """The move list: every turn in the game's notation (:func:`pyengine.kit.turns.move_list`),
        as rows of entries sharing a number (a two-seat game's pair, Plexus's full move); an
        unnumbered entry stands alone, a draw or resignation joins the row it happened in.
        ``goto``: the cursor after the entry; ``start``: before it."""
        rows: list[dict[str, Any]] = []
        for e in move_list(self.game, self.states, self.actions):
            item = {
                "start": e.start,
                "goto": e.stop,
                "seat": e.seat,
                "text": meta_words(e.text),  # (a resignation or a draw in the reader's words)
                "forced": all(i in self.forced for i in range(e.start, e.stop)),
            }
            if e.aside and rows:
                rows[-1]["entries"].append(item)
            elif e.number is not None and rows and rows[-1]["number"] == e.number:
                rows[-1]["entries"].append(item)
            else:
                rows.append({"number": e.number, "entries": [item]})
        return rows

    def actor_of(self, i: int) -> int:
        """The seat that made action ``i`` of the history (CHANCE for a roll)."""
        return actor(self.states[i], self.actions[i])

    def last_targets(self) -> list[str]:
        """Targets of the last turn before the cursor (the states say which actions make a turn)."""
        span = last_turn(self.states, self.actions, self.cursor)
        if span and all(self.actor_of(i) == CHANCE for i in span):
            # Only the die is cast in this turn so far: the marks keep the move before it.
            span = range(last_turn(self.states, self.actions, span.start).start, span.stop)
        out: list[str] = []
        for i in reversed(span):  # the latest first
            out.extend(self.actions[i].path)
        return out

    # -- records (the link and the stored match: pyengine/app/saved.py)

    def record(self) -> str:
        """The whole game (all actions, not only to the cursor) in the game's notation."""
        return self.game.write_record(self.actions, self.options, states=self.states)

    def exports(self) -> dict[str, str]:
        """The game's further formats (e.g. PGN), from the states the match holds."""
        return self.game.exports(self.actions, states=self.states)

    def import_record(self, text: str) -> str:
        """Replace the game by the record ``text`` (or a plain list of action texts, as in a
        link's ``moves``); on error change nothing, return the message and set
        :attr:`import_span` to where the first bad action stands in ``text``."""
        try:
            options, actions = read_pasted(self.game, self.options, text)
        except PasteError as err:
            self.message, self.import_span, self.import_failed = err.message, err.span, True
            return self.message
        self.import_span, self.import_failed = None, False
        self.options = options
        self.restart(actions)
        return ""

    def restart(self, actions: list[Action]) -> None:
        """Start the game again from ``actions`` (already checked legal), the cursor at their end."""
        self.forced = set()
        self.actions = []
        self.states = [self.game.new_state(self.options)]
        self.cursor = 0
        self.partial = ()
        self.message = ""
        for a in actions:
            self._append(a)
