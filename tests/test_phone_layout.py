"""A phone's layout, without a screen (issue 23): each preset fills the phone, every
button is a fingertip's target, and the frame follows the tile on a desktop."""

from __future__ import annotations

import pytest

from game.core.mines.game_id import PRESETS
from game.ui.frame import FINGER, Frame
from game.ui.layout import Layout, board_room, fitted
from game.ui.sudoku.layout import ACTIONS, fitted_layout

PORTRAIT, LANDSCAPE = (390, 844), (844, 390)


def phone(preset: str, page: tuple[int, int]) -> Layout:
    columns, rows, _ = PRESETS[preset]
    return fitted(columns, rows, page, touch=True)


@pytest.mark.parametrize("preset", ["beginner", "intermediate"])
def test_beginner_and_intermediate_fill_nine_tenths_of_an_upright_phone(preset: str) -> None:
    layout = phone(preset, PORTRAIT)
    free = board_room(PORTRAIT, layout.frame)[0]
    assert layout.board[2] >= 0.9 * free and not layout.viewport.scrolls
    assert layout.size[0] <= PORTRAIT[0] and layout.size[1] <= PORTRAIT[1]


def test_beginner_cells_are_about_forty_css_px_on_a_390_px_phone() -> None:
    assert 38 <= phone("beginner", PORTRAIT).tile <= 44


def test_expert_upright_fills_the_height_with_fingertip_cells_and_pans_sideways() -> None:
    layout = phone("expert", PORTRAIT)
    height = layout.viewport.area[3]
    assert layout.tile >= FINGER and layout.board[3] == 16 * layout.tile
    assert height - layout.board[3] < layout.tile  # no band of empty page left
    assert layout.board[2] == layout.viewport.area[2]  # all the width, panned
    assert layout.size[1] <= PORTRAIT[1]


def test_on_its_side_the_phone_fits_the_height_and_never_under_a_fingertip() -> None:
    sizes = {preset: phone(preset, LANDSCAPE).tile for preset in PRESETS}
    assert all(tile >= 20 for tile in sizes.values()), sizes
    assert not phone("beginner", LANDSCAPE).viewport.scrolls


@pytest.mark.parametrize("page", [PORTRAIT, LANDSCAPE])
@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_button_of_the_frame_is_a_fingertip_target(
        preset: str, page: tuple[int, int]) -> None:
    layout = phone(preset, page)
    for rect in (layout.menu_button, layout.right_button, layout.footer_toggle, layout.face):
        assert rect[2] >= FINGER and rect[3] >= FINGER, rect


@pytest.mark.parametrize("page", [PORTRAIT, LANDSCAPE])
def test_sudoku_keys_and_buttons_are_fingertip_targets(page: tuple[int, int]) -> None:
    layout = fitted_layout(page, touch=True)
    targets = [layout.menu_button, *map(layout.action_rect, ACTIONS),
               *map(layout.key_rect, range(1, 10))]
    assert all(rect[2] >= FINGER and rect[3] >= FINGER for rect in targets), targets
    assert layout.size[0] <= page[0] and layout.size[1] <= page[1]


def test_a_mouse_keeps_the_desktop_rule_every_preset_one_tile() -> None:
    tiles = {fitted(*PRESETS[name][:2], (1366, 688)).tile for name in PRESETS}
    assert tiles == {32}


@pytest.mark.parametrize("tile, face, counter, font", [(24, 36, (54, 33), 14),
                                                        (32, 48, (72, 44), 14),
                                                        (48, 72, (108, 66), 21)])
def test_the_frame_grows_with_the_tile(tile: int, face: int, counter: tuple[int, int],
                                       font: int) -> None:
    layout = Layout(30, 16, tile)
    assert layout.face[2:] == (face, face) and layout.left_counter[2:] == counter
    assert layout.frame.footer_font == font
    assert layout.status_bar[3] >= face and layout.menu_button[2] == round(44 * tile / 32)
    assert layout.size[0] >= layout.frame.min_width
    assert layout.timer[0] >= layout.face[0] + face  # the bar holds its pieces apart


def test_a_touch_frame_never_shrinks_with_small_cells() -> None:
    assert Frame.for_tile(16, touch=True) == Frame.for_tile(48, touch=True)
    assert Frame.for_tile(16, touch=True).menu_row >= FINGER


@pytest.mark.parametrize("tile", [24, 32, 48])
def test_the_drawn_frame_is_in_proportion_to_the_tiles(tile: int,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Pixels: the counter's dark ground, the face and the footer's text are drawn at
    the tile's scale (24, 32 and 48 px tiles: three quarters, one and one and a half)."""
    import pygame
    from front_helpers import mines_window

    from game.core.mines.game import MinesOptions
    from game.core.settings import Settings
    from game.core.storage import PREFIX, SETTINGS, MemoryStore, Progress
    from game.gui import host
    from game.options import Options

    monkeypatch.setattr(host, "display_size", lambda: (2560, 1440))
    pygame.init()
    try:
        store = MemoryStore({PREFIX + SETTINGS: Settings(tile=tile).to_json()})
        app = mines_window(Options(seed=5, own=MinesOptions(board=(30, 16, 99), no_guess=False)),
                           progress=Progress(store))
        app.frame()
        renderer, layout = app.front.renderer, app.front.layout
        scale, screen, palette = tile / 32, renderer.screen, renderer.style.palette
        x, y, width, _ = layout.left_counter
        ground = [i for i in range(x, x + width)
                  if tuple(screen.get_at((i, y + 2)))[:3] == palette.counter_back]
        assert len(ground) == round(72 * scale) - 4  # inside its 2 px bevel
        face = layout.face
        assert renderer.faces["smile"].get_size() == (round(48 * scale),) * 2 == face[2:]
        assert tuple(screen.get_at((face[0] + face[2] // 2, face[1] + face[3] // 2)))[:3] \
            != palette.panel
        footer = layout.footer_text
        inked = [j for j in range(footer[1], footer[1] + footer[3])
                 if any(tuple(screen.get_at((i, j)))[:3] == palette.text
                        for i in range(footer[0], footer[0] + footer[2]))]
        assert max(inked) - min(inked) + 1 >= round(10 * max(scale, 1))  # one line's ink
        assert renderer.style.fonts.small.get_height() >= round(14 * max(scale, 1))
    finally:
        pygame.quit()
