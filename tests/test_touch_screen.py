"""A touch screen, natively (GRIDGAMES_TOUCH=1, as a phone's page is): no key is named in a
menu, footer or help page, and a tap leaves no lit cell behind (issue 23)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from front_helpers import (
    every_games_keys,
    finger,
    game_window,
    mines_window,
    still_progress,
    touch_page,
)

from game import registry
from game.core.mines.game import MinesOptions
from game.options import Options

PHONE = (390, 844)


def key_names() -> set[str]:
    """Every game's keys' names that cannot be a word of a sentence (single letters and
    digits can)."""
    return {binding.label for binding in every_games_keys()
            if len(binding.label) > 1 and binding.label != "arrows"}


@pytest.fixture
def phone(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    with touch_page(monkeypatch, PHONE):
        yield


def test_no_menu_footer_or_help_names_a_key(phone: None) -> None:
    names = key_names()
    assert "Ctrl+Z" in names and "Esc" in names
    for app in (game_window(entry.name) for entry in registry.GAMES):
        renderer = getattr(app.front, "renderer", None)  # a front drawing all, every frame: none
        said = [renderer.status.drawn.get("footer") if renderer else ""]
        for action in ("menu", "options", "help", "pause"):
            app.panel = None
            app.activate(action)
            assert app.panel is not None
            said += [text for item in app.panel.items for text in (item.label, item.key)]
        spoken = " ".join(str(text) for text in said)
        named = [name for name in names if f" {name} " in f" {spoken} "]
        assert not named, named
        assert all(not item.key for item in app.panel.items if item.action)


def test_a_tap_on_a_menu_item_leaves_no_lit_cell(phone: None) -> None:
    app = mines_window(Options(seed=5, own=MinesOptions(no_guess=False)), progress=still_progress())
    app.frame()
    app.activate("menu")
    app.frame()
    assert app.panel is not None
    layout = app.front.layout
    rows = [app.panel.item_rect(layout, i) for i in app.panel.visible(layout)
            if app.panel.items[i].action]
    assert rows and all(height >= 44 for _, _, _, height in rows)  # fingertip-tall rows
    closing = ("hint", "copy_id", "difficulty:beginner", "difficulty:intermediate")
    centres = [(x + width // 2, y + height // 2) for i in app.panel.visible(layout)
               if app.panel.items[i].action in closing
               for x, y, width, height in [app.panel.item_rect(layout, i)]]
    tap = next(pos for pos in centres if layout.cell_at(pos) is not None)  # over a cell
    finger(app, pygame.FINGERDOWN, tap)
    finger(app, pygame.FINGERUP, tap)
    app.frame()
    # the browser's mouse events made of that tap, after it
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tap, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame()
    assert app.panel is None and app.front.scene().hover is None
    cell = app.front.layout.cell_at(tap)
    assert app.front.renderer._drawn_cells[cell][0] != "covered_hover"


def test_every_dialog_button_is_a_fingertip_target_inside_the_phone(phone: None) -> None:
    from game.gui.dialog import is_id_dialog
    from game.gui.mines.actions import CustomDialog
    from game.ui.frame import FINGER
    from game.ui.mines.custom import EXTRA_PRESETS, FIELDS

    app = mines_window(Options(seed=5, own=MinesOptions(no_guess=False)), progress=still_progress())
    app.frame()
    targets = []
    for action in ("custom", "open_id"):
        app.dialog = None
        app.activate(action)
        app.frame()
        dialog = app.dialog
        targets += [dialog.action_button(answer) for answer, _ in dialog.buttons]
        if isinstance(dialog, CustomDialog):
            targets += [dialog.step_button(index, delta) for index in range(len(FIELDS))
                        for delta in (-1, 1)]
            targets += [dialog.preset_button(index) for index in range(len(EXTRA_PRESETS))]
        else:
            assert is_id_dialog(dialog)
    width, height = app.front.layout.size
    assert all(w >= FINGER and h >= FINGER for _, _, w, h in targets), targets
    assert all(x >= 0 and y >= 0 and x + w <= width and y + h <= height
               for x, y, w, h in targets)
