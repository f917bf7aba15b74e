"""Transvaal: one Boer against three English on the Gioco dell'Orso's board of circles — a
reconstruction (shared spec: rules/transvaal.md): the rules of a German Boer-War game sheet, the
board after the Piedmontese bear game, since the Transvaal picture of 2011 is not available."""
