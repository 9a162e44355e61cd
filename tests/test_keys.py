"""The keys are one table: windows dispatch by it, and the README's tables agree with it.

Each game's bindings (game/ui/mines/keys.py, game/ui/sudoku/keys.py, with the shared ones in
game/ui/input.py) must be findable in that game's controls table in the README, and every
key the README's keyboard column names must be bound.  The terminal's commands are checked
the same way against its help text, the README and ``gridgames --help``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest
from front_helpers import game_window

from game import cli, registry
from game.options import Options
from game.text.mines.play import MinesText
from game.text.sudoku.play import SudokuText
from game.text.terminal import TextGame
from game.ui.input import Binding, KeyPress, binding_for
from game.ui.mines.keys import MINES_KEYS
from game.ui.sudoku.keys import SUDOKU_KEYS

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
TABLES = {"Controls": MINES_KEYS, "Sudoku": SUDOKU_KEYS}
# What the keyboard column may name besides bound keys: the wheel is not a key.
NOT_KEYS = {"Ctrl+wheel"}
KEY_LIKE = re.compile(r"Ctrl\+(?:Shift\+)?\S+?(?=[ ,/)]|$)|\bF\d+\b|\b[A-Z]\b|\bTab\b|\bEsc\b")


def keyboard_column(section: str) -> list[str]:
    """The last column of the first table under ``## section`` in the README."""
    text = README.split(f"\n## {section}\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in text.splitlines() if line.startswith("|")][2:]
    assert rows, f"no controls table under ## {section}"
    return [row.strip().strip("|").split("|")[-1].strip() for row in rows]


def mentioned(label: str, cells: list[str]) -> bool:
    pattern = re.compile(rf"(?<![\w+]){re.escape(label)}(?![\w+])")
    return any(pattern.search(cell) for cell in cells)


@pytest.mark.parametrize("section", TABLES)
def test_every_bound_key_is_in_the_readme_table(section: str) -> None:
    cells = keyboard_column(section)
    missing = sorted({b.label for b in TABLES[section] if not mentioned(b.label, cells)})
    assert not missing, f"README ## {section} does not name these keys: {missing}"


@pytest.mark.parametrize("section", TABLES)
def test_every_key_the_readme_names_is_bound(section: str) -> None:
    labels = {b.label for b in TABLES[section]}
    named = {key for cell in keyboard_column(section) for key in KEY_LIKE.findall(cell)}
    unbound = sorted(named - labels - NOT_KEYS)
    assert not unbound, f"README ## {section} names keys no binding has: {unbound}"


@pytest.mark.parametrize("name", [entry.name for entry in registry.GAMES])
def test_every_binding_is_reached_by_some_press(name: str) -> None:
    """The first matching binding wins, so one that no press reaches first is dead."""
    pygame.init()
    try:
        keys = game_window(name).front.bindings
    finally:
        pygame.quit()

    def reached(binding: Binding) -> bool:
        return any(binding_for(keys, KeyPress(key, ctrl=binding.ctrl, shift=shift),
                               panel_open=panel_open) is binding
                   for key in binding.keys for shift in (False, True)
                   for panel_open in (False, True))

    dead = [binding for binding in keys if not reached(binding)]
    assert not dead, f"bindings no key press reaches: {dead}"


def text_games() -> list[TextGame[Any]]:
    say: list[str] = []
    return [MinesText(Options(), say.append, lambda: 0.0),
            SudokuText(Options(game="sudoku", seed=1), say.append, lambda: 0.0)]


def test_the_terminal_commands_are_in_its_help_the_readme_and_the_command_line_help() -> None:
    """Each one-letter command of each game is listed in that game's help text, in the
    README's terminal section and in ``gridgames --help``."""
    terminal = README.split("\n## In a terminal\n", 1)[1].split("\n## ", 1)[0]
    prose = re.sub(r"```.*?```", "", terminal, flags=re.DOTALL)
    readme_words = {span.split()[0] for span in re.findall(r"`([^`]+)`", prose)}
    examples = str(cli._parser().epilog).split("examples:")[0]
    for game in text_games():
        letters = {word for word in [*game.moves, *game.actions] if len(word) == 1
                   and word.isalpha()}
        help_text = "\n".join(game.help_lines)
        for letter in sorted(letters):
            assert re.search(rf"(?<![\w-]){letter}(?![\w-])", help_text), letter
            assert letter in readme_words, f"{letter} is missing from the README"
            assert re.search(rf"(?<![\w-]){letter}(?![\w-])", examples), letter
