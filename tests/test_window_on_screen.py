"""Windows stay on the desktop (issue 23): a change of size (a preset, Tab, a zoom) grows
the window about its centre and moves it in from any edge it would cross, tested on a
forced desktop size with SDL's dummy driver, which keeps the positions it is given."""

from __future__ import annotations

import pygame
import pytest
from front_helpers import mines_window, press, still_progress
from hypothesis import given
from hypothesis import strategies as st

from game.core.mines.game import MinesOptions
from game.gui import host
from game.options import Options
from game.ui.layout import kept_on_screen

LAPTOP, SMALL = (1366, 768), (800, 600)
BARS = (host.TITLE_BAR, host.DECORATION[1] - host.TITLE_BAR)
sizes = st.tuples(st.integers(100, 3000), st.integers(100, 2000))


@given(st.tuples(st.integers(0, LAPTOP[0] - 1), st.integers(0, LAPTOP[1] - 1)), sizes, sizes)
def test_a_window_that_fits_lands_whole_on_the_screen(
        position: tuple[int, int], old: tuple[int, int], new: tuple[int, int]) -> None:
    x, y = kept_on_screen(position, old, new, LAPTOP, BARS)
    assert x >= 0 and y >= BARS[0]
    if new[0] <= LAPTOP[0]:
        assert x + new[0] <= LAPTOP[0]
    if new[1] <= LAPTOP[1] - sum(BARS):
        assert y + new[1] <= LAPTOP[1] - BARS[1]


def test_a_window_grows_about_its_centre_where_there_is_room() -> None:
    assert kept_on_screen((500, 200), (360, 400), (560, 500), LAPTOP, BARS) == (400, 150)


def test_a_window_on_another_monitor_stays_there() -> None:
    """SDL gives the desktops' sizes, not where they are: a corner off the first one is
    on another, which the window must not be pulled from."""
    for position in ((1500, 100), (-1200, 100), (200, 900)):
        assert kept_on_screen(position, (360, 400), (980, 626), LAPTOP, BARS) == position


def inside_desktop(desktop: tuple[int, int]) -> bool:
    x, y = pygame.display.get_window_position()
    width, height = pygame.display.get_surface().get_size()
    return x >= 0 and y >= BARS[0] and x + width <= desktop[0] \
        and y + height <= desktop[1] - BARS[1]


@pytest.mark.parametrize("screen", [LAPTOP], indirect=True)
def test_pressing_3_on_beginner_in_the_corner_keeps_expert_on_the_laptop(
        screen: tuple[int, int]) -> None:
    app = mines_window(Options(seed=5, own=MinesOptions(no_guess=False)), progress=still_progress())
    app.frame()
    width, height = pygame.display.get_surface().get_size()
    pygame.display.set_window_position((screen[0] - width, screen[1] - BARS[1] - height))
    press(app, pygame.K_3)
    assert app.front.board.width == 30 and pygame.display.get_surface().get_width() > width
    assert inside_desktop(screen)
    press(app, pygame.K_EQUALS, pygame.KMOD_CTRL)  # a zoom grows it again
    assert inside_desktop(screen)


@pytest.mark.parametrize("screen", [SMALL], indirect=True)
def test_tab_on_a_small_screen_keeps_sudoku_and_its_buttons_on_it(
        screen: tuple[int, int]) -> None:
    from game.gui.shell import open_front

    progress = still_progress()
    app = open_front("mines", Options(seed=5, own=MinesOptions(no_guess=False)), progress)
    app.frame()
    pygame.display.set_window_position((screen[0] - 370, screen[1] - BARS[1] - 420))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    switch = app.frame()
    assert switch is not None and switch.name == "sudoku"
    sudoku = open_front("sudoku", Options(), progress)
    sudoku.frame()
    assert pygame.display.get_surface().get_size() == sudoku.front.layout.size
    assert inside_desktop(screen)
