"""The kit: helpers a game may use, none of which a game must (docs/ARCHITECTURE.md, "Layers").

- :mod:`~pyengine.kit.fromparts`: :class:`GameFromParts`, a :class:`~pyengine.contract.Game`
  made from the parts a game package declares (its ``PARTS``: :mod:`pyengine.contract.parts`).
- :mod:`~pyengine.kit.rounds`, :mod:`~pyengine.kit.bestof`: several games in a row with score
  totals; best-of series (:class:`BestOfGame`).
- :mod:`~pyengine.kit.repetition`: draws by repetition.
- :mod:`~pyengine.kit.patience`: a deadline for long work inside the rules.
- :mod:`~pyengine.kit.turns`: which actions of a history form a turn (the move list).
- :mod:`~pyengine.kit.records`: helpers of the notation modules.

The kit imports the contract (:mod:`pyengine.contract`), never a game, the app or the AI.
"""
