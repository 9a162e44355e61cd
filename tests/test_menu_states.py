"""A menu read at a glance (issue 23): groups between separators, a check mark on the board
in play, greyed items that cannot act, settings as switches, and all of it on Beginner's
window."""

from __future__ import annotations

import pygame
import pytest
from front_helpers import click_at, mines_window, press, still_progress

from game import registry
from game.core.mines.game import MINES_SETTINGS, MinesOptions
from game.core.settings import Settings
from game.options import Options
from game.ui.frame import DESKTOP
from game.ui.menu import Menu, MenuItem
from game.ui.mines.panels import main_menu, options_menu
from game.ui.sudoku.panels import sudoku_menu

LAPTOP = (1366, 768)


def groups(menu: Menu) -> list[list[str]]:
    """The actions of each group, in order."""
    found: list[list[str]] = [[]]
    for item in menu.items:
        if item.kind == "separator":
            found.append([])
        else:
            found[-1].append(item.action)
    return found


def test_the_menu_is_in_groups_between_separators() -> None:
    menu = main_menu(finished=True, game="mines", board="beginner")
    assert groups(menu) == [
        ["difficulty:beginner", "difficulty:intermediate", "difficulty:expert",
         "difficulty:beginner8", "custom", "daily"],
        ["undo", "redo"],
        ["hint", "solve", "solve:guess"],
        ["stats", "replays", "replay", "share_replay", "review", "copy_id",
         "open_id"],
        ["options", "help"],
        [f"switch:{entry.name}" for entry in registry.others("mines")]]
    assert all(not item.acts for item in menu.items if item.kind == "separator")


def test_the_board_in_play_is_checked_and_what_cannot_act_is_greyed() -> None:
    menu = main_menu(finished=False, game="mines", board="expert", can_undo=True,
                     can_redo=False)
    checked = {item.action: item.checked for item in menu.items if item.checked is not None}
    assert checked == {"difficulty:beginner": False, "difficulty:intermediate": False,
                       "difficulty:expert": True, "difficulty:beginner8": False}
    enabled = {item.action: item.enabled for item in menu.items}
    assert enabled["undo"] and not enabled["redo"] and enabled["hint"]
    over = main_menu(finished=True, game="mines", board="expert")
    assert not any(item.enabled for item in over.items if item.action.startswith(("hint",
                                                                                  "solve")))
    custom = main_menu(finished=False, game="mines", board="20x20n50")
    assert not any(item.checked for item in custom.items)
    sudoku = sudoku_menu(notes=True, game="sudoku", difficulty="hard", can_undo=False)
    assert [item.action for item in sudoku.items if item.checked and not item.switch] \
        == ["difficulty:hard"]
    assert not next(item for item in sudoku.items if item.action == "undo").enabled
    notes = next(item for item in sudoku.items if item.action == "notes")
    assert notes.switch and notes.checked


def test_settings_are_switches_showing_their_state() -> None:
    settings = Settings(muted=True, animations=True, colour_blind=False)
    switches = {item.action: item.checked for item in options_menu(settings, "Modern").items
                if item.switch}
    params = settings.of(MINES_SETTINGS)
    assert switches == {"no_guess": params.no_guess,
                        "question_marks": params.question_marks, "live_counters": False,
                        "sound": False, "animations": True, "safe_numbers": False}


def test_arrow_keys_skip_a_greyed_item() -> None:
    menu = Menu([MenuItem("Undo", "", "undo", enabled=False), MenuItem("Redo", "", "redo")])

    class Window:
        size = (400, 400)
        status_bar = (0, 0, 400, 40)
        footer = (0, 360, 400, 40)
        frame = DESKTOP

    menu.move_highlight(1, Window())  # type: ignore[arg-type]
    assert menu.highlighted == 1


@pytest.mark.parametrize("screen", [LAPTOP], indirect=True)
def test_beginners_window_shows_the_whole_menu_and_a_greyed_redo_does_nothing(
        screen: tuple[int, int]) -> None:
    app = mines_window(Options(seed=5, own=MinesOptions(no_guess=False)), progress=still_progress())
    app.frame()
    press(app, pygame.K_m)
    panel = app.panel
    assert panel is not None and not panel.scrolls(app.chrome())
    assert [item.action for item in panel.items if item.checked] == ["difficulty:beginner"]
    redo = next(index for index, item in enumerate(panel.items) if item.action == "redo")
    assert not panel.items[redo].enabled
    x, y, width, height = panel.item_rect(app.chrome(), redo)
    click_at(app, (x + width // 2, y + height // 2))
    assert app.panel is panel  # nothing to redo: the click did nothing, the menu stays
