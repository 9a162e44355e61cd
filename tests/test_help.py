"""Help and About (issue 16, point 1): opened by F1, ? and the menu; every key listed from
the binding tables; readable and scrollable in a small window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from front_helpers import (
    MinesWindow,
    click_at,
    every_games_keys,
    finger,
    game_window,
    mines_window,
    press,
    still_progress,
    sudoku_window,
)

from game import registry
from game.core.mines.game import MinesOptions
from game.gui.mines.front import MinesFront
from game.gui.widgets import Fonts
from game.options import Options
from game.ui.help import action_text, action_texts, key_rows
from game.ui.input import Binding
from game.ui.menu import Menu
from game.ui.mines.keys import MINES_KEYS, REPLAY_KEYS
from game.version import version
from tools.stage import ROOT, stage_bundle


@pytest.fixture
def mines() -> Iterator[MinesWindow]:
    pygame.init()
    app = mines_window(Options(seed=7, own=MinesOptions(no_guess=False)), progress=still_progress())
    app.frame()
    yield app
    pygame.quit()


def rows(menu: Menu | None) -> list[tuple[str, str]]:
    assert menu is not None
    return [(item.label, item.key) for item in menu.items]


def unlisted(bindings: tuple[Binding, ...], menu: Menu | None) -> set[str]:
    """The labels of ``bindings`` that no key column of the panel names (a row's keys may
    wrap onto the next rows)."""
    keys = " ".join(key for _, key in rows(menu))
    return {binding.label for binding in bindings if binding.label not in keys}


def test_f1_and_question_mark_open_the_help_and_f1_closes_it(mines: MinesWindow) -> None:
    press(mines, pygame.K_F1)
    assert ("Minesweeper", "") in rows(mines.panel)
    press(mines, pygame.K_F1)
    assert mines.panel is None
    press(mines, pygame.K_SLASH, pygame.KMOD_SHIFT, text="?")  # "?" on a US keyboard
    assert ("Minesweeper", "") in rows(mines.panel)


def test_the_menu_opens_the_help_and_the_help_opens_about(mines: MinesWindow) -> None:
    press(mines, pygame.K_m)
    assert mines.panel is not None
    index = next(i for i, item in enumerate(mines.panel.items) if item.action == "help")
    click_at(mines, mines.panel.item_rect(mines.front.layout, index)[:2])
    assert ("Minesweeper", "") in rows(mines.panel)
    mines.activate("about")
    about = " ".join(label for label, _ in rows(mines.panel))
    assert f"Gridgames {version()}" in about
    assert "MIT" in about and "DejaVu" in about and "sounds" in about


@pytest.mark.parametrize("name", [entry.name for entry in registry.GAMES])
def test_every_binding_of_each_game_is_in_its_help(name: str) -> None:
    pygame.init()
    try:
        app = game_window(name)
        press(app, pygame.K_F1)
        watching = REPLAY_KEYS if name == "mines" else ()  # its replay viewer's keys too
        assert not unlisted((*app.front.bindings, *watching), app.panel)
        assert (registry.find(name).title, "") in rows(app.panel)
    finally:
        pygame.quit()


def test_a_new_binding_shows_up_in_the_help(mines: MinesWindow,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(MinesFront, "bindings", (*MINES_KEYS, Binding(("j",), "jump", "J"),
                                               Binding(("k",), "hint", "K")))
    press(mines, pygame.K_F1)
    help_rows = rows(mines.panel)
    assert ("Jump", "J") in help_rows
    assert ("Hint", "H, K") in help_rows


def test_every_bound_action_has_words_of_its_own() -> None:
    """No key in the tables falls back to its action's code name."""
    for binding in (*every_games_keys(), *REPLAY_KEYS):
        name = binding.action.partition(":")[0]
        assert binding.does or name in action_texts() or name in (
            "difficulty", "zoom", "solve", "open_id", "switch"), binding
    assert action_text("difficulty:expert", "mines") == "New Expert game"
    assert ("Open or close the menu", "M, Esc") in key_rows(MINES_KEYS, "mines")


def test_help_names_the_game_tab_plays_from_the_registry(
        mines: MinesWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not "the other game": with a third game registered, each help names the next one."""
    first, second, *rest = registry.GAMES
    press(mines, pygame.K_F1)
    assert (f"Play {second.title}", "Tab") in rows(mines.panel)
    press(mines, pygame.K_F1)
    monkeypatch.setattr(registry, "GAMES", [first, *rest, second])
    press(mines, pygame.K_F1)
    assert (f"Play {(rest or [second])[0].title}", "Tab") in rows(mines.panel)
    titles = [entry.title for entry in registry.GAMES]
    assert [action_text("switch", entry.name) for entry in registry.GAMES] == [
        f"Play {title}" for title in [*titles[1:], titles[0]]]


def test_help_scrolls_by_wheel_keys_and_finger_in_a_small_window(mines: MinesWindow) -> None:
    press(mines, pygame.K_F1)
    panel = mines.panel
    assert panel is not None and panel.scrolls(mines.front.layout)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                         precise_x=0.0, precise_y=-1.0, touch=False, which=0))
    mines.frame()
    assert panel.top == 3
    press(mines, pygame.K_DOWN)
    assert panel.top == 4
    press(mines, pygame.K_END)
    assert panel.visible(mines.front.layout).stop == len(panel.items)
    press(mines, pygame.K_HOME)
    assert panel.top == 0
    x, y, width, height = panel.panel(mines.front.layout)
    finger(mines, pygame.FINGERDOWN, (x + width // 2, y + height - 20))
    finger(mines, pygame.FINGERMOTION, (x + width // 2, y + height - 20 - 5 * 18 - 3))
    finger(mines, pygame.FINGERUP, (x + width // 2, y + 40))
    mines.frame()
    assert panel.top == 5 and mines.panel is panel


def test_every_help_row_fits_its_panel_in_a_small_window(mines: MinesWindow) -> None:
    fonts = Fonts.load()
    for page in ("help", "about", "pause"):
        mines.activate(page)
        panel = mines.panel
        assert panel is not None
        width = panel.item_rect(mines.front.layout, panel.top)[2] - 20
        for item in panel.items:
            words = fonts.small if item.kind == "text" else fonts.label
            used = words.size(item.label)[0] + fonts.small.size(item.key)[0]
            assert used + (16 if item.label and item.key else 0) <= width, item


def test_help_is_rewrapped_when_the_window_is_resized(mines: MinesWindow) -> None:
    press(mines, pygame.K_F1)
    assert mines.panel is not None
    narrow = len(mines.panel.items)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=900, h=700, size=(900, 700)))
    mines.frame()
    assert mines.panel is not None and len(mines.panel.items) < narrow
    assert mines.panel.panel(mines.front.layout)[2] > 500


def test_the_version_is_game_versions_and_the_bundle_carries_it(tmp_path: Path) -> None:
    expected = (ROOT / "game" / "VERSION").read_text(encoding="utf-8").strip()
    assert expected[0].isdigit() and version() == expected
    assert 'version = {file = "game/VERSION"}' in (ROOT / "pyproject.toml").read_text()
    staged = stage_bundle(tmp_path / "gridgames")
    assert (staged / "game" / "VERSION").read_text().strip() == expected


def test_the_pointer_lights_choices_but_not_lines_to_read(mines: MinesWindow) -> None:
    press(mines, pygame.K_F1)
    panel = mines.panel
    assert panel is not None
    x, y, width, _ = panel.item_rect(mines.front.layout, 1)  # a paragraph's line
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + width // 2, y + 5),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    mines.frame()
    assert panel.highlighted is None
    press(mines, pygame.K_END)
    last = len(panel.items) - 1  # Close
    x, y, width, _ = panel.item_rect(mines.front.layout, last)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + width // 2, y + 5),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    mines.frame()
    assert panel.highlighted == last


@pytest.mark.parametrize("page", ["help", "about", "pause"])
def test_the_pages_sit_between_the_status_bar_and_the_footer(mines: MinesWindow, page: str) -> None:
    sudoku = sudoku_window(Options(game="sudoku", game_id="easy:s1"), progress=still_progress())
    for app in (mines, sudoku):
        app.activate(page)
        assert app.panel is not None
        _, top, _, height = app.panel.panel(app.front.layout)
        bar, footer = app.front.layout.status_bar, app.front.layout.footer
        assert bar[1] + bar[3] <= top and top + height <= footer[1]
