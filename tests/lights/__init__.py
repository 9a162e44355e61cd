"""Lights, a toy third game: a row of lamps to switch on.

It lives here, in its own folder, and joins the game by one registry entry
(:data:`lights.entry.ENTRY`): nothing under ``game/`` names it, yet it plays in the real
window (menus, help, pause, Open-ID, statistics, every theme) and in the terminal.
``tests/test_lights.py`` checks both halves of that.
"""
