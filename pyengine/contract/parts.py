"""What a game package provides, declared as one typed object: its ``PARTS`` (in ``game.py``).

A game is its metadata (:class:`~pyengine.contract.state.GameInfo`, in ``info.py``), a rules
factory, a notation, a view and, optionally, hooks for the computer's search::

    PARTS = GameParts(
        info=INFO,
        config_of=config_of,              # options -> the rules' configuration
        new_state=rules.new_state,        # configuration -> the first position
        notation=Notation(parse_record=notation.parse_record, format_record=notation.format_record,
                          board_text=notation.board_text),
        render=view.render,
        search=SearchHooks(playout=playout.playout),
    )

Every field is a keyword of a frozen dataclass with a ``Callable`` type, so mypy checks each
package against this module: a misspelt hook is an unexpected keyword, a hook with the wrong
signature an incompatible argument (tests/test_contract.py proves both). ``S`` is the game's own
position type (a :class:`~pyengine.contract.state.State`; the parts never see the match's
wrappers for resignations and agreed draws), ``C`` its rules' configuration.
:class:`pyengine.kit.fromparts.GameFromParts` makes the :class:`~pyengine.contract.game.Game`
the app calls from them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Generic, Protocol, TypeVar
from collections.abc import Callable, Sequence

from pyengine.contract.actions import Action
from pyengine.contract.state import GameInfo, State

__all__ = ["GameParts", "Notation", "SearchHooks", "DecisiveAction", "Plan", "Payoffs", "MovesPlayed"]

#: A playout's result: the payoffs per seat and the number of actions played.
Payoffs = tuple[tuple[float, ...], int]
#: A playout's result with its moves: (seat, the action's ``data``) in the order played.
MovesPlayed = tuple[tuple[float, ...], int, list[tuple[int, Any]]]

#: The game's own position type (its parts only read it: contravariant).
S = TypeVar("S", bound=State, contravariant=True)
#: The game's rules' configuration (what ``config_of`` makes of the options).
C = TypeVar("C", contravariant=True)
_S = TypeVar("_S", bound=State)
_C = TypeVar("_C")


@dataclass(frozen=True)
class Notation(Generic[S, C]):
    """How the game's actions are written (records, the move list, the move box).

    Required: ``parse_record(text, config) -> actions`` (validated; :raises RecordError: naming
    the first bad action in the game's own counting) and ``format_record(actions, config,
    states) -> text`` (``states``: the positions before each action and after the last, as a
    match holds them, or None: :func:`pyengine.contract.replay.positions` replays them).
    Optional (None: the default of :class:`~pyengine.contract.game.Game`):

    - ``record_options(text) -> options``: options a record names itself (``[board 7]``).
    - ``board_text(position) -> str``: a plain-text picture (the command line).
    - ``list_turn(before, actions, after, numbered) -> (number, text)``: a turn in the move list
      (:meth:`Game.list_turn <pyengine.contract.game.Game.list_turn>`).
    - ``typed_actions(position, text) -> actions``: a whole move typed at once.
    - ``listed(action, after) -> str | None``: an action worded otherwise in the move list than in
      links (``after``: the position it made: chess's mate sign, known only once it is played).
    - ``exports(actions, states) -> {format: text}``: further formats for other programs (a
      PGN); ``states`` as for ``format_record``.
    - ``action_words(text) -> str``: an action's text in words for a screen reader.
    """

    parse_record: Callable[[str, C], list[Action]]
    format_record: Callable[[Sequence[Action], C, Sequence[S] | None], str]
    record_options: Callable[[str], dict[str, Any]] | None = None
    board_text: Callable[[S], str] | None = None
    list_turn: Callable[[S, list[Action], S, int], tuple[int | None, str]] | None = None
    typed_actions: Callable[[S, str], Sequence[Action]] | None = None
    listed: Callable[[Action, S], str | None] | None = None
    exports: Callable[[Sequence[Action], Sequence[S] | None], dict[str, str]] | None = None
    action_words: Callable[[str], str] | None = None


class DecisiveAction(Protocol[S]):
    """The type of :attr:`SearchHooks.decisive_action`: the search calls it with ``(position,
    deep)`` (a quick check) or with all four; the game's function gives the defaults."""

    def __call__(
        self, state: S, deep: bool = ..., deadline: float | None = ..., positions: int = ..., /
    ) -> Action | None: ...


class Plan(Protocol[S]):
    """The type of :attr:`SearchHooks.plan`: ``(position, positions, deadline, memo, rng) ->
    (action, the mover's expected payoff, positions looked at, memo for the turn's next action)``."""

    def __call__(
        self, state: S, positions: int | None, deadline: float | None, memo: object, rng: random.Random, /
    ) -> tuple[Action, float, int, object]: ...


@dataclass(frozen=True)
class SearchHooks(Generic[S]):
    """What a game may tell the computer's search (pyengine/ai/mcts.py, pyengine/ai/tactics.py).
    Every hook is optional (None: the generic behaviour) and sees the game's own position.

    - ``playout(position, rng) -> (payoffs, plies)``: play the position out with the game's own
      policy (smarter or faster than uniformly random); the levels that use the game's knowledge.
    - ``amaf_playout(position, rng) -> (payoffs, plies, moves)``: the game's playout that also
      says who played what (``moves``: (seat, action data) in order), for the all-moves-as-first
      statistics of the search (RAVE: a connection game's cell is about as good whenever it is
      played, so every playout informs each cell's value, not only its first stone's).
    - ``random_playout(position, rng) -> (payoffs, plies)``: exactly the generic uniformly random
      playout (the same choices from the same generator), only faster; every level may use it,
      as it is a speed-up and no knowledge.
    - ``priors(position, actions) -> list[float]``: an order for expanding untried actions (the
      smallest value first).
    - ``decisive_action(position, deep, deadline, positions) -> Action | None``: the first action
      of a turn that wins at once which the generic search within a turn cannot reach (a mating
      series of many moves); ``deep``: the full search (bounded by ``deadline`` or
      ``positions``), else a quick check (every node the search expands).

    - ``evaluate(position) -> payoffs``: each seat's expected payoff in [0, 1] in a position
      that goes on, judged in the game's own terms (material, mobility, the way to the goal,
      connections...): what a search cut short scores (pyengine/ai/alphabeta.py, the
      ``baseline`` player of the bench, MCTS playouts cut short). Every game declares one.
    - ``noisy(position) -> bool``: the position is not quiet (a capture under way or due, a
      turn half made): a search cut short plays on through it before it evaluates.
    - ``tactical(position, actions) -> actions``: in a quiet position, the actions worth
      searching past the depth: captures the mover may make but need not (a Knight's Charge
      begun by its canter); the mover may also decline them (the search's stand-pat).
    - ``searcher``: which search the searching levels use, chosen per game by measurement:
      ``"mcts"`` (pyengine/ai/mcts.py), ``"alphabeta"`` (pyengine/ai/alphabeta.py) or ``"plan"``
      (the game's own ``plan``, run by pyengine/ai/planned.py).
    - ``plan(position, positions, deadline, memo, rng) -> (action, value, positions used,
      memo)``: the game's own search for the mover's next action, within ``positions`` or until
      ``deadline``; ``value`` is the mover's expected payoff, ``memo`` what the next action of
      the same turn gets back (a plan for the whole turn, say).
    - ``solved(position) -> (payoffs, words) | None``: where the game is solved, each seat's
      exact payoff under best play from a position that goes on and the result in words ("The
      English win in 14 moves from here."); None where the position is not in the solution.
      The analysis of a game (pyengine/ai/analysis.py) takes it over its searches' estimates.

    And the search's measures of the game (none is required):

    - ``iterations_per_second``: MCTS iterations per second in the browser (measured by
      ``build.py bench``): turns the levels' browser seconds into iteration budgets for
      reproducible native play (pyengine/ai/agents.py ``iterations_for``).
    - ``plain_iterations_per_second``: the same for plain random playouts (levels without the
      game's knowledge, e.g. easy) where they run at a different pace in the page; 0: the same.
    - ``plain_playouts_useless``: plain random playouts tell the search nothing (they run for
      hundreds of moves and end by chance): the easy level searches with the game's playout
      too, only shorter (pyengine/ai/agents.py ``uses_knowledge``).
    - ``nodes_per_second``: positions per second the alpha-beta search looks at in the browser
      (its levels' reproducible budgets, as ``iterations_per_second`` is MCTS's); 0: unmeasured.
    - ``most_positions_per_second``: the alpha-beta levels look at no more positions than this
      per second of their time (0: as many as their time allows), in the page by thinking for
      that part of their time (pyengine/ai/agents.py ``time_for``): where more search measured
      weaker (Triad).
    - ``exploration``: a factor on every level's UCT exploration: below 1 where the game's
      evaluations lie close together, so that the search goes deep on its best moves rather than
      wide (Chivalry: measured in docs/BENCHMARKS.md).
    - ``calibrated``: the evaluation is a winning chance borne out by play (EinStein's race):
      the analysis of a game (pyengine/ai/analysis.py) judges a turn by it where a tree search's
      values hardly tell one move from another (measured there).
    """

    playout: Callable[[S, random.Random], Payoffs] | None = None
    amaf_playout: Callable[[S, random.Random], MovesPlayed] | None = None
    random_playout: Callable[[S, random.Random], Payoffs] | None = None
    priors: Callable[[S, Sequence[Action]], list[float]] | None = None
    decisive_action: DecisiveAction[S] | None = None
    evaluate: Callable[[S], tuple[float, ...]] | None = None
    noisy: Callable[[S], bool] | None = None
    tactical: Callable[[S, Sequence[Action]], list[Action]] | None = None
    plan: Plan[S] | None = None
    solved: Callable[[S], tuple[tuple[float, ...], str] | None] | None = None
    searcher: str = "mcts"
    iterations_per_second: int = 100
    nodes_per_second: int = 0
    most_positions_per_second: int = 0
    plain_iterations_per_second: int = 0
    plain_playouts_useless: bool = False
    exploration: float = 1.0
    calibrated: bool = False

    def seeing(self, own: Callable[[State], S]) -> SearchHooks[State]:
        """The same hooks, called on any state of a match: each on ``own(state)``, the game's
        own position inside it."""
        playout, random_playout, priors, decisive = (
            self.playout,
            self.random_playout,
            self.priors,
            self.decisive_action,
        )
        evaluate, noisy, tactical, plan = self.evaluate, self.noisy, self.tactical, self.plan
        solved, amaf = self.solved, self.amaf_playout

        def decisive_seen(state: State, *rest: Any) -> Action | None:
            assert decisive is not None  # (only made where the game has the hook)
            return decisive(own(state), *rest)

        # (the measures, the searcher and any later field carried over as they are)
        return replace(  # type: ignore[return-value]
            self,
            playout=None if playout is None else (lambda state, rng: playout(own(state), rng)),
            amaf_playout=None if amaf is None else (lambda state, rng: amaf(own(state), rng)),
            random_playout=(
                None if random_playout is None else (lambda state, rng: random_playout(own(state), rng))
            ),
            priors=None if priors is None else (lambda state, actions: priors(own(state), actions)),
            decisive_action=None if decisive is None else decisive_seen,
            evaluate=None if evaluate is None else (lambda state: evaluate(own(state))),
            noisy=None if noisy is None else (lambda state: noisy(own(state))),
            tactical=None if tactical is None else (lambda state, actions: tactical(own(state), actions)),
            plan=None if plan is None else (lambda state, *rest: plan(own(state), *rest)),
            solved=None if solved is None else (lambda state: solved(own(state))),
        )


@dataclass(frozen=True)
class GameParts(Generic[_S, _C]):
    """Everything a game package provides (see the module doc), its ``PARTS``.

    - ``info``: the metadata (``info.py``'s ``INFO``).
    - ``new_state(config) -> position``: the first position of a game of ``config``.
    - ``config_of(options) -> config``: the rules' configuration for (possibly partial) options;
      None: the options themselves, normalised (``info.normalize_options``).
    - ``notation``: :class:`Notation`; ``render(position, ui) -> svg``: the view
      (docs/ADDING_A_GAME.md, "4. Boards and views").
    - ``search``: :class:`SearchHooks` (none by default).
    """

    info: GameInfo
    new_state: Callable[[_C], _S]
    notation: Notation[_S, _C]
    render: Callable[[_S, dict[str, Any] | None], str]
    config_of: Callable[[dict[str, Any] | None], _C] | None = None
    search: SearchHooks[_S] = SearchHooks()
