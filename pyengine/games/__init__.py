"""Every game of the catalogue; importing this package registers them in catalogue order."""
from pyengine.games import cross, schneider, karls, einstein, progressive  # noqa: F401
from pyengine.games import example  # noqa: F401  (unlisted: the checklist's example game)
