"""The game packages, in catalogue order (pyengine/catalogue.py reads each one's
``info.py`` for the catalogue and imports a package when its game is first opened)."""

#: Listed in the catalogue, in this order.
CATALOGUE = (
    "cross",
    "schneider",
    "karls",
    "einstein",
    "progressive",
    "chivalry",
    "caduceus",
    "triad",
    "notdivisors",
    "plexus",
    "subdivide",
    "fehde",
    "transvaal",
)
#: Opened by id only: the example game of docs/ADDING_A_GAME.md.
UNLISTED = ("example",)
