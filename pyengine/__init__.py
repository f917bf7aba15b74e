"""Kabinett's rules engine: games, controller, AI and views, for CPython and Pyodide alike."""

__version__ = "0.1.0"
