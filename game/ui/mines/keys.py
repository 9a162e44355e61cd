"""Minesweeper's keys, as data: the window dispatches by them and the menus show them."""

from __future__ import annotations

from game.core.mines.game_id import PRESETS
from game.i18n import N_
from game.ui.input import SHARED_KEYS, Binding, arrows

MINES_KEYS = (
    *(Binding((str(number),), f"difficulty:{name}", str(number))
      for number, name in enumerate(PRESETS, 1)),
    Binding(("4",), "custom", "4"),
    Binding(("h",), "hint", "H"),
    Binding(("l",), "solve", "L", shift=False),
    Binding(("l",), "solve:guess", "Shift+L", shift=True),
    Binding(("r",), "new_game", "R"),
    Binding(("g",), "no_guess", "G"),
    Binding(("q",), "question_marks", "Q"),
    Binding(("s",), "stats", "S"),
    Binding(("w",), "replay", "W"),
    Binding(("e",), "review", "E"),
    Binding(("d",), "daily", "D"),
    Binding(("=", "+", "[+]"), "zoom:1", "Ctrl+=", ctrl=True),
    Binding(("-", "[-]"), "zoom:-1", "Ctrl+-", ctrl=True),
    *arrows(),
    Binding(("space", "return", "enter"), "cursor_press", N_("Space or Enter"), where="board"),
    Binding(("f",), "cursor_flag", "F", where="board"),
    *SHARED_KEYS,
)

# While a replay is watched, these keys drive it (every other plain key is ignored).
REPLAY_KEYS = (
    Binding(("space",), "replay_pause", "Space"),
    Binding(("home",), "replay_restart", "Home"),
    Binding(("=", "+", "[+]"), "replay_speed:1", "+/-"),
    Binding(("-", "[-]"), "replay_speed:-1", "+/-"),
    Binding(("right",), "replay_step:1", N_("arrows")),
    Binding(("left",), "replay_step:-1", N_("arrows")),
    Binding(("e",), "review", "E"),
    Binding(("t",), "replay_trail", "T"),
    Binding(("escape", "m"), "replay_stop", "Esc"),
)
