"""The real pygame front, headless: posted events in, pixels out."""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path
from typing import Any

import pygame
import pytest
from front_helpers import (
    LEFT,
    RIGHT,
    MinesWindow,
    Ticker,
    click,
    mines_window,
    press,
    shows,
    still_progress,
)

from game.core.mines.board import Board, Cell
from game.core.mines.game import MinesOptions
from game.core.mines.game_id import PRESETS, MinesId, MinesParams
from game.core.settings import Settings
from game.core.storage import PREFIX, SETTINGS, FileStore
from game.gui import shell
from game.gui.window import Switch, Window
from game.options import Options
from game.ui.layout import Layout


def post_motion(game: MinesWindow, cell: Cell, buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
    pos = game.front.layout.cell_centre(cell)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def load_layout(game: MinesWindow, text: str) -> None:
    """Open a fixed layout through a game ID, as a shared link would."""
    board = Board.from_text(text)
    mines = frozenset(y * board.width + x for y in range(board.height)
                      for x in range(board.width) if board.is_mine(x, y))
    params = MinesParams(board.width, board.height, len(mines), no_guess=False)
    game.front.load_game(MinesId(params, layout=mines).text())


def colours(game: MinesWindow, cell: Cell) -> set[tuple[int, int, int]]:
    x, y, size, _ = game.front.layout.cell_rect(cell)
    screen = game.front.renderer.screen
    return {tuple(screen.get_at((x + i, y + j)))[:3]  # type: ignore[misc]
            for i in range(size) for j in range(size)}


def cells_showing(game: MinesWindow, char: str) -> list[Cell]:
    board = game.front.board
    return [(x, y) for y in range(board.height) for x in range(board.width)
            if board.view(x, y) == char]


def test_a_click_opens_an_area_drawn_as_revealed_tiles(app: MinesWindow) -> None:
    assert all(shows(app, (x, 0), "covered") for x in range(9))
    click(app, (4, 4))
    assert app.front.board.status == "playing"
    assert app.front.board.view(4, 4) == "."
    for cell in cells_showing(app, "."):
        assert shows(app, cell, "revealed")
    number_cell = cells_showing(app, "1")[0]
    assert shows(app, number_cell, "1")
    assert (0, 0, 255) in colours(app, number_cell)  # the classic blue one


def test_right_click_flags_and_the_counter_drops(app: MinesWindow) -> None:
    click(app, (4, 4))
    covered = cells_showing(app, "#")[0]
    click(app, covered, RIGHT)
    assert app.front.board.view(*covered) == "F"
    assert shows(app, covered, "flag")
    assert any(r > 200 and g < 60 and b < 60 for r, g, b in colours(app, covered))  # the flag
    assert app.front.board.mines_left == 9


def test_opening_a_mine_shows_the_explosion_and_every_mine(app: MinesWindow) -> None:
    click(app, (4, 4))
    mines = [(x, y) for y in range(9) for x in range(9) if app.front.board.is_mine(x, y)]
    click(app, mines[0])
    assert app.front.board.status == "lost"
    press(app, pygame.K_ESCAPE)  # the end card closed: the board shows whole
    assert shows(app, mines[0], "exploded")
    corner = app.front.layout.cell_rect(mines[0])[:2]
    assert app.front.renderer.screen.get_at((corner[0] + 2, corner[1] + 2))[:3] == (255, 0, 0)
    assert all(shows(app, mine, "mine") for mine in mines[1:])
    face = app.front.layout.face
    assert all(app.front.renderer.screen.get_at((face[0] + i, face[1] + j))
               == app.front.renderer.faces["lose"].get_at((i, j)) for i in range(0, 48, 4)
               for j in range(0, 48, 4))
    assert "Game over" in app.front.scene().footer


def test_after_a_loss_a_click_on_the_board_starts_a_new_game(app: MinesWindow) -> None:
    click(app, (4, 4))
    mine = next((x, y) for y in range(9) for x in range(9) if app.front.board.is_mine(x, y))
    click(app, mine)
    click(app, (0, 0))  # beside the end card: it closes, the lost board shows
    assert app.panel is None and app.front.board.status == "lost"
    click(app, (0, 0))
    assert app.front.board.status == "ready"
    assert shows(app, (0, 0), "covered_hover")  # the mouse is still over it
    assert all(shows(app, (x, y), "covered") for x in range(9) for y in range(9) if x or y)


def test_holding_the_left_button_shows_the_cell_pressed(app: MinesWindow) -> None:
    pos = app.front.layout.cell_centre((2, 2))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=pos))
    app.frame()
    assert shows(app, (2, 2), "revealed")
    assert app.front.board.status == "ready"  # nothing opened until release
    assert app.front.scene().face == "oh"
    post_motion(app, (6, 6), buttons=(1, 0, 0))
    app.frame()
    assert shows(app, (2, 2), "covered") and shows(app, (6, 6), "revealed")


def test_an_idle_frame_draws_nothing_and_a_hover_redraws_two_cells(app: MinesWindow) -> None:
    assert app.front.renderer.draw(app.front.scene()) == []
    for cell in ((1, 1), (2, 1)):
        post_motion(app, cell)
        app.frame()
    assert shows(app, (2, 1), "covered_hover") and shows(app, (1, 1), "covered")
    post_motion(app, (3, 1))
    for event in pygame.event.get():
        app.router.handle(event)
    rects = app.front.renderer.draw(app.front.scene())
    layout = app.front.layout
    assert sorted(rects) == sorted([layout.cell_rect((2, 1)), layout.cell_rect((3, 1))])


def test_keyboard_moves_a_visible_cursor_opens_and_flags(app: MinesWindow) -> None:
    press(app, pygame.K_RIGHT)
    assert app.front.cursor == (4, 4)  # the first arrow press shows the cursor in the middle
    press(app, pygame.K_RIGHT)
    assert app.front.cursor == (5, 4)
    x, y, _, _ = app.front.layout.cell_rect(app.front.cursor)
    cursor_sprite = app.front.renderer.tiles["cursor"]
    assert app.front.renderer.screen.get_at((x + 1, y + 1)) == cursor_sprite.get_at((1, 1))
    press(app, pygame.K_SPACE)
    assert app.front.board.status == "playing" and app.front.board.view(5, 4) != "#"
    target = cells_showing(app, "#")[0]
    app.front.cursor = target
    press(app, pygame.K_f)
    assert app.front.board.view(*target) == "F"
    press(app, pygame.K_F2)
    assert app.front.board.status == "ready" and app.front.board.mines_left == 10


@pytest.mark.parametrize("key, name", [(pygame.K_2, "intermediate"), (pygame.K_3, "expert"),
                                       (pygame.K_1, "beginner")])
def test_number_keys_pick_the_difficulty_and_size_the_window(app: MinesWindow, key: int,
                                                             name: str) -> None:
    press(app, key)
    width, height, mines = PRESETS[name]
    board = app.front.board
    assert (board.width, board.height, board.mines) == (width, height, mines)
    assert app.front.renderer.screen.get_size() == Layout(width, height, 32).size


def test_the_menu_changes_difficulty_by_mouse(app: MinesWindow) -> None:
    menu_button = app.front.layout.menu_button
    centre = (menu_button[0] + 5, menu_button[1] + 5)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=centre))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=LEFT, pos=centre))
    app.frame()
    assert app.panel is not None
    item = app.panel.item_rect(app.front.layout, 2)  # Expert
    pos = (item[0] + 10, item[1] + 10)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=LEFT, pos=pos))
    app.frame()
    assert app.panel is None and app.front.board.width == 30


def test_the_face_button_starts_a_new_game(app: MinesWindow) -> None:
    click(app, (4, 4))
    face = app.front.layout.face
    pos = (face[0] + 24, face[1] + 24)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=pos))
    app.frame()
    assert app.front.scene().face == "smile_pressed"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=LEFT, pos=pos))
    app.frame()
    assert app.front.board.status == "ready"


def test_the_loop_awaits_every_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """Another task gets a turn between every two frames, as pygbag needs."""
    frames: list[int] = []
    original_frame, ticker = Window.frame, Ticker()

    def counting_frame(self: MinesWindow) -> Switch | None:
        frames.append(ticker.turns)
        return original_frame(self)

    monkeypatch.setattr(Window, "frame", counting_frame)
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    ticker.run_beside(shell.main(frames=20))
    assert len(frames) == 20
    assert all(later > earlier for earlier, later in itertools.pairwise(frames))


CHORD_LAYOUT = """
*.*......
**.......
.........
.........
.........
.........
.........
.........
.........
"""


def test_both_buttons_preview_the_chord_and_release_opens_it(app: MinesWindow) -> None:
    load_layout(app, CHORD_LAYOUT)
    click(app, (6, 6))  # opens everything but (1, 0), walled in by mines
    assert app.front.board.view(2, 1) == "2" and app.front.board.view(1, 0) == "#"
    pos = app.front.layout.cell_centre((2, 1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=RIGHT, pos=pos))
    app.frame()
    for covered in ((1, 0), (2, 0), (1, 1)):
        assert shows(app, covered, "revealed")  # covered neighbours show pressed
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=RIGHT, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=LEFT, pos=pos))
    app.frame()
    assert app.front.board.status == "playing"  # no flags around the 2: the chord is refused
    assert shows(app, (1, 0), "covered")
    click(app, (2, 0), RIGHT)
    click(app, (1, 1), RIGHT)
    click(app, (2, 1))  # a plain click on a satisfied number chords
    assert app.front.board.view(1, 0) == "4" and app.front.board.status == "won"
    press(app, pygame.K_ESCAPE)  # the end card closed
    assert shows(app, (1, 0), "4") and shows(app, (0, 0), "flag")


def frames_until_generated(game: MinesWindow, limit: int = 500) -> int:
    frames = 0
    while game.front.generation is not None and frames < limit:
        game.frame()
        frames += 1
    return frames


def test_no_guess_first_click_searches_then_opens_the_same_board_as_the_core() -> None:
    from game.core.mines.generate import no_guess_layout

    pygame.init()
    game = mines_window(Options(seed=11, own=MinesOptions(board=PRESETS["expert"])))
    pos = game.front.layout.cell_centre((15, 8))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=LEFT, pos=pos))
    for event in pygame.event.get():
        game.router.handle(event)
    assert game.front.generation is not None
    assert game.front.scene().footer.startswith("Generating")
    frames_until_generated(game)
    assert game.front.generation is None and game.front.board.status == "playing"
    core = Board(30, 16, 99, seed=11, strategy=no_guess_layout)
    core.reveal(15, 8)
    assert game.front.board.layout_text() == core.layout_text()
    assert game.front.board.to_text() == core.to_text()
    pygame.quit()


def lose(game: MinesWindow) -> Cell:
    click(game, (4, 4))
    mine = next((x, y) for y in range(9) for x in range(9) if game.front.board.is_mine(x, y))
    click(game, mine)
    assert game.front.board.status == "lost"
    return mine


def test_ctrl_z_takes_back_the_fatal_move_and_the_loss_still_counts(app: MinesWindow) -> None:
    mine = lose(app)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert app.front.board.status == "playing"
    assert shows(app, mine, "covered_hover")  # the mouse still rests on it
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert app.front.board.status == "lost" and shows(app, mine, "exploded")
    assert app.statistics.stats.tally("beginner", "classic").played == 1
    assert app.statistics.last is not None and not app.statistics.last.won


def test_ctrl_z_after_the_first_opening_keeps_it_and_says_why(app: MinesWindow) -> None:
    click(app, (4, 4))
    opened = app.front.board.to_text()
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert app.front.board.to_text() == opened
    key = app.shortcut("new_game")
    assert app.front.scene().footer == f"The first opening stays · {key} new game"


def test_hint_highlights_a_safe_cell_with_its_proof(app: MinesWindow) -> None:
    click(app, (4, 4))
    press(app, pygame.K_h)
    hint = app.front.hint
    assert hint is not None and hint.safe and not app.front.board.is_mine(*hint.cell)
    x, y, _, _ = app.front.layout.cell_rect(hint.cell)
    covered_corner = app.front.renderer.tiles["covered"].get_at((1, 1))
    assert app.front.renderer.screen.get_at((x + 1, y + 1)) != covered_corner  # tinted green
    assert app.front.scene().footer.startswith("Safe cell")
    evidence = next(iter(hint.evidence))
    ex, ey, _, _ = app.front.layout.cell_rect(evidence)
    assert app.front.renderer.screen.get_at((ex + 1, ey + 1))[:3] == (0, 160, 0)
    click(app, hint.cell)
    assert app.front.hint is None and app.front.board.view(*hint.cell) != "#"


def test_statistics_panel_counts_the_game(app: MinesWindow) -> None:
    lose(app)
    press(app, pygame.K_s)
    assert app.panel is not None
    rows = {item.label: item.key for item in app.panel.items}
    assert (rows["Played"], rows["Won"]) == ("1", "0")
    app.activate(app.panel.items[-1].action)  # Detailed statistics…
    rows = {item.label: item.key for item in app.panel.items}
    assert rows["Played / won"] == "1 / 0"
    for _ in range(2):  # the second row steps the view: ten best, then the last game
        app.activate(app.panel.items[1].action)
    assert app.panel.items[1].label == "Last game"
    rows = {item.label: item.key for item in app.panel.items}
    assert rows[app.panel.items[0].label] == "lost"


def test_a_finished_game_replays_move_by_move() -> None:
    now = [0.0]
    pygame.init()
    game = mines_window(Options(seed=7, own=MinesOptions(no_guess=False)), clock=lambda: now[0],
                    progress=still_progress())
    for cell in ((4, 4), (0, 8)):
        now[0] += 2.0
        click(game, cell)
    final = game.front.board.to_text()
    if game.front.board.status == "playing":
        mine = next((x, y) for y in range(9) for x in range(9) if game.front.board.is_mine(x, y))
        now[0] += 2.0
        click(game, mine)
        final = game.front.board.to_text()
    press(game, pygame.K_w)
    assert game.front.player is not None and game.front.board.status == "ready"
    now[0] += 1.5  # real speed, from a second before the first click two seconds in
    game.frame()
    assert game.front.player.moves_shown == 1 and game.front.board.status == "playing"
    for _ in range(3):  # 2x, 4x, 8x
        press(game, pygame.K_EQUALS)
    assert game.front.player.speed == 8
    now[0] += 10.0
    game.frame()
    assert game.front.player.done and game.front.board.to_text() == final
    press(game, pygame.K_ESCAPE)
    assert game.front.player is None
    pygame.quit()


def test_copy_game_id_shows_an_id_that_reopens_the_board(app: MinesWindow) -> None:
    click(app, (4, 4))
    press(app, pygame.K_c)
    game_id = app.front.session.game_id
    assert game_id in app.front.scene().footer
    view = app.front.board.to_text()
    app.front.load_game(game_id)
    assert app.front.board.to_text() == view  # the ID carries the layout and the first opening


def test_the_keyboard_cursor_survives_the_no_guess_search() -> None:
    pygame.init()
    game = mines_window(Options(seed=5))
    for key in (pygame.K_RIGHT, pygame.K_SPACE):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    game.frame()
    game.frame()
    frames_until_generated(game)
    assert game.front.board.status == "playing" and game.front.cursor == (4, 4)
    pygame.quit()


def test_the_real_loop_draws_revealed_flagged_and_exploded_cells(
        monkeypatch: pytest.MonkeyPatch, private_data_folder: Path) -> None:
    """shell.main itself, as main.py starts it: posted clicks between frames, then pixels."""
    FileStore(private_data_folder).write(PREFIX + SETTINGS, Settings(animations=False).to_json())
    original_frame, seen = Window.frame, dict[str, Any]()

    def scripted_frame(self: MinesWindow) -> Switch | None:
        step = seen.setdefault("frames", 0)
        if step == 1:
            click_at_cell(self, (4, 4), LEFT)
        elif step == 3:
            covered = next(c for c in all_cells(self) if self.front.board.view(*c) == "#")
            click_at_cell(self, covered, RIGHT)
            seen["flag"] = covered
        elif step == 5:
            mine = next(c for c in all_cells(self) if self.front.board.is_mine(*c)
                        and self.front.board.view(*c) == "#")
            click_at_cell(self, mine, LEFT)
            seen["mine"] = mine
        elif step == 6:  # the end card closed: the board shows whole
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                                 unicode=""))
        switch = original_frame(self)
        seen["frames"] = step + 1
        if step == 7:
            seen["app"], seen["screen"] = self, self.front.renderer.screen.copy()
        return switch

    monkeypatch.setattr(Window, "frame", scripted_frame)
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    asyncio.run(shell.main(frames=8, options=Options(seed=7, own=MinesOptions(no_guess=False))))
    app, screen = seen["app"], seen["screen"]
    assert app.front.board.status == "lost"

    def shows_tile(cell: Cell, tile: str) -> bool:
        x, y, size, _ = app.front.layout.cell_rect(cell)
        sprite = app.front.renderer.tiles[tile]
        return all(screen.get_at((x + i, y + j)) == sprite.get_at((i, j))
                   for i in range(0, size, 4) for j in range(0, size, 4))

    assert app.front.board.view(4, 4) == "." and shows_tile((4, 4), "revealed")  # its 3x3 is clear
    flag = "flag" if app.front.board.is_mine(*seen["flag"]) else "wrong_flag"
    assert shows_tile(seen["flag"], flag)
    assert shows_tile(seen["mine"], "exploded")


def all_cells(app: MinesWindow) -> list[Cell]:
    return [(x, y) for y in range(app.front.board.height) for x in range(app.front.board.width)]


def click_at_cell(app: MinesWindow, cell: Cell, button: int) -> None:
    """Post a click for the loop to find on its next frame (nothing runs a frame here)."""
    pos = app.front.layout.cell_centre(cell)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))


def test_holding_left_on_a_number_previews_the_chord_and_release_chords(app: MinesWindow) -> None:
    load_layout(app, CHORD_LAYOUT)
    click(app, (6, 6))
    click(app, (2, 0), RIGHT)  # one of the 2's two mines flagged: not yet satisfied
    pos = app.front.layout.cell_centre((2, 1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=pos))
    app.frame()
    assert shows(app, (1, 0), "revealed") and shows(app, (1, 1), "revealed")  # held in
    assert shows(app, (2, 0), "flag") and shows(app, (2, 1), "2")
    assert app.front.board.view(1, 1) == "#"  # nothing opens while the button is held
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=LEFT, pos=pos))
    app.frame()
    assert shows(app, (1, 0), "covered") and shows(app, (1, 1), "covered")  # refused
    click(app, (1, 1), RIGHT)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=pos))
    app.frame()
    assert shows(app, (1, 0), "revealed") and shows(app, (1, 1), "flag")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=LEFT, pos=pos))
    app.frame()
    press(app, pygame.K_ESCAPE)  # the end card closed
    assert app.front.board.status == "won" and shows(app, (1, 0), "4")
