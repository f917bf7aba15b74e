"""Cross (Cameron Browne, 2008) as played on the Trabsact Sagme Diaries: 12* turns, group restriction.

The package: ``info`` (metadata, read for the catalogue), ``game`` (the parts put together,
imported when the game is opened), ``rules``, ``notation``, ``view`` and the AI's ``playout``.
"""
