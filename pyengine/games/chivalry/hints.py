"""What the page journeys (tests/test_journeys.py) need to know of this game, as data: an option
to change for the next game, what the end marks on the board ("always", "never", or words of
the end reason), and where random play rarely ends, a link near the end and the clicks that
finish it."""

__all__ = ["JOURNEY", "LADDER", "DENSE", "GERMAN"]

# Chivalry's random games run for hundreds of legs: a random game one jump before White
# captures Black's last piece (White has two pieces that can capture); J11 has one jump, J13: a
# click selects the piece, the jump is the person's click too (issue 51).
JOURNEY = {
    "option": None,
    "marks": "castle",
    "finish": (
        "moves=L7-M8+F10-H12+stop+D7-B5+stop+L11-M12+E7-D7+K10-K9+D7-F5+stop+I10-I12+I12-K10+K10-K8+stop+L6-J8+J8xL8+K11-M9+M9xM7+L8xN6+M12-M11+F5-G4+H10-I9+G4-G3+G11-G9+stop+C6-C8+stop+L10-J8+J8xL6+K6xM6+H12-I12+J6-H8+stop+G10-E12+stop+H8xF10+F10xF12+F12xD12+D12xF10+C11-E9+E9-E11+E11xG9+F6-G5+E10-E11+E6-D7+J10-H8+stop+C8-E6+E6-G8+G8xG10+H11xF9+H7xH9+H9xJ9+J9xL9+F9-E8+F7xD9+D9xB11+E11-F10+D7-E6+I12-I13+C7-B6+D11-C11+B11xD11+D11xD9+I13-I14+M6-N7+J11-I10+G6-F6+I10-J10+G7-F8+J10-I9+E6-D7+F10-E10+D6-D8+D8-D10+D10xF10+I14-J14+N7-M6+M11-L11+J7-H7+H7-J5+stop+I9-H8+I7xG9+I11-H10+G9xI11+L11-K10+L9xJ11+J14-I14+F10-E11+I14-J15+I6-I7+J15-I14+F6-E6+I14-J13+D7-C6+J13-J12",
        ["J11", "J13"],
    ),
}

#: The bars of the AI's ladders (bench/bench_ai.py): easy against random has one.
LADDER = {"easy_bar": True}

#: Its places cannot all be a finger wide on a phone (390 px: its 12 squares in a row): a tap on the board
#: opens the magnifier (tests/test_phone.py).
DENSE = True

#: Its German, as a German page shows it (tests/test_i18n.py): the beginnings of its end reasons
#: (how its result reads) and a word in the names read aloud for its board's places at the start.
GERMAN = {"ends": ("Weiß gewinnt", "Schwarz gewinnt", "Remis"), "place_word": "Burg"}
