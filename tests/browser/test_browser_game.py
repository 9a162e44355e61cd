"""The real game (main.py, game/, assets/) in headless Chromium, played like a player.

Runs on Pyodide 0.26.4 with the pygame-ce wasm wheel pygbag ships (see
tests/browser/harness/).  Every check reads both the page's pixels (each cell matched
against the game's own tile sheet) and the game's state read back through the page.
Skips, naming what is missing, without Chromium, Playwright, Pyodide or the wheel.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from page_tools import (
    VIEWPORT,
    assert_no_console_errors,
    assert_screen_matches,
    canvas_scale,
    open_game,
    read_tiles,
    screenshot,
)

from bench.browser import GamePage, Kit, expert_sweep
from game.version import VERSION_FILE

pytestmark = pytest.mark.browser
Cell = tuple[int, int]
MODIFIERS = pygame.KMOD_CTRL | pygame.KMOD_SHIFT | pygame.KMOD_ALT | pygame.KMOD_META
SIZES = {"Beginner": (9, 9, 10), "Intermediate": (16, 16, 40), "Expert": (30, 16, 99)}


@pytest.fixture(scope="module")
def loaded(game_kit: Kit, browser: Any, site_url: str) -> Iterator[GamePage]:
    """One page for the module: loading Pyodide takes seconds, a new game takes a click."""
    yield from open_game(game_kit, browser, site_url)


@pytest.fixture
def game(loaded: GamePage) -> Iterator[GamePage]:
    """The loaded page on a fresh Beginner game; fails the test on any console error."""
    start_game(loaded, "Beginner")
    yield loaded
    assert_no_console_errors(loaded)


# ----- a player's actions ------------------------------------------------------------------
def centre(rect: list[int]) -> tuple[float, float]:
    return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2


def start_game(game: GamePage, difficulty: str) -> None:
    """Choose a difficulty from the menu (which also starts a new game)."""
    game.click(game.to_page(centre(game.state()["menu_button"])))
    item = next(i for i in game.state()["menu"] if i["label"].startswith(difficulty))
    game.click(game.to_page(centre(item["rect"])))
    game.page.mouse.move(0, 0)  # off the board: no hover highlight
    game.wait_frames()
    state = game.state()
    assert (state["width"], state["height"], state["mines"]) == SIZES[difficulty]
    assert (state["status"], state["menu"]) == ("ready", None)


def close_end_card(game: GamePage) -> None:
    """A game that ended opens its card over the board: a click beside it closes it."""
    game.wait_frames()
    panel = game.state()["panel"]
    if panel is not None and panel["name"] == "end of game":
        game.click(game.to_page((2, 2)))
        game.wait_frames()
    assert game.state()["panel"] is None


def view(state: dict[str, Any]) -> list[str]:
    rows: list[str] = state["view"].split()
    return rows


def neighbours(state: dict[str, Any], cell: Cell) -> list[Cell]:
    x, y = cell
    return [(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)
            if (dx or dy) and 0 <= x + dx < state["width"] and 0 <= y + dy < state["height"]]


def open_centre(game: GamePage) -> dict[str, Any]:
    state = game.state()
    game.click_cell((state["width"] // 2, state["height"] // 2))
    state = game.state()
    assert state["status"] == "playing"
    return state


def covered_cell(state: dict[str, Any], *, safe: bool = False) -> Cell:
    """The first covered cell in reading order (the first safe one if ``safe``)."""
    mines = {tuple(c) for c in state["mine_cells"]}
    return next((x, y) for y, row in enumerate(view(state)) for x, char in enumerate(row)
                if char == "#" and not (safe and (x, y) in mines))


def chord_candidate(state: dict[str, Any]) -> tuple[Cell, list[Cell], list[Cell]] | None:
    """A revealed number with a covered safe neighbour: (number, its mines, its safe cells)."""
    rows, mines = view(state), {tuple(c) for c in state["mine_cells"]}
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            if char not in "12345678":
                continue
            covered = [c for c in neighbours(state, (x, y)) if rows[c[1]][c[0]] == "#"]
            safe = [c for c in covered if c not in mines]
            if safe:
                return (x, y), [c for c in covered if c in mines], safe
    return None


# ----- the tests -----------------------------------------------------------------------------
def test_the_first_board_is_drawn_at_the_logical_size(game: GamePage) -> None:
    state = assert_screen_matches(game, "01-first-board")  # also checks the canvas size
    assert set(state["view"]) <= {"#", "\n"}
    assert state["face"] == "smile"


def test_a_left_click_opens_an_area(game: GamePage) -> None:
    state = open_centre(game)
    assert view(state)[4][4] == "."  # the first click opens an area
    assert view(state)[4].count("#") < 9
    assert_screen_matches(game, "02-left-click-opens")


def test_a_right_click_cycles_flag_question_mark_nothing(game: GamePage) -> None:
    open_centre(game)
    x, y = covered_cell(game.state())
    marks = []
    for _ in range(3):
        game.click_cell((x, y), "right")
        marks.append(view(game.state())[y][x])
        if len(marks) == 1:
            assert game.state()["mines_left"] == 9
            assert_screen_matches(game, "03-right-click-flags")
    assert marks == ["F", "?", "#"]


def test_holding_the_left_button_shows_the_pressed_cell(game: GamePage) -> None:
    game.page.mouse.move(*game.cell_point((2, 3)))
    game.page.mouse.down()
    game.wait_frames()
    state = assert_screen_matches(game, "04-left-button-held")
    assert state["pressed"] == [[2, 3]]
    assert state["face"] == "oh"
    assert read_tiles(game, screenshot(game, "04-left-button-held"), state)[3][2] == "revealed"
    game.page.mouse.move(*game.to_page((5, 5)))  # off the board: releasing there opens nothing
    game.page.mouse.up()
    game.wait_frames()
    state = game.state()
    assert (state["status"], state["pressed"], state["face"]) == ("ready", [], "smile")


def test_both_buttons_on_a_satisfied_number_chord(game: GamePage) -> None:
    for _ in range(20):  # a first click can open nearly all of Beginner; then deal again
        state = open_centre(game)
        candidate = chord_candidate(state)
        if candidate:
            break
        start_game(game, "Beginner")
    else:
        pytest.fail("no board with a number to chord in 20 deals")
    number, mines, safe = candidate
    for mine in mines:
        game.click_cell(mine, "right")
    game.page.mouse.move(*game.cell_point(number))
    game.page.mouse.down(button="left")
    game.page.mouse.down(button="right")
    game.wait_frames()
    held = assert_screen_matches(game, "05-chord-held")
    assert {tuple(c) for c in held["pressed"]} == set(safe)
    game.page.mouse.up(button="right")
    game.page.mouse.up(button="left")
    close_end_card(game)  # a chord may win
    state = assert_screen_matches(game, "05-chord-done")
    assert all(view(state)[y][x] not in "#F?" for x, y in safe)
    assert state["status"] in ("playing", "won")


def test_opening_a_mine_loses_and_shows_the_board(game: GamePage) -> None:
    open_centre(game)
    mine = tuple(game.state()["mine_cells"][0])
    game.click_cell(mine)
    game.wait_frames()
    assert game.state()["panel"]["name"] == "end of game"  # the loss's card, over the board
    screenshot(game, "06-loss-card")
    close_end_card(game)
    state = assert_screen_matches(game, "06-loss")
    assert state["status"] == "lost"
    assert state["face"] == "lose"
    assert view(state)[mine[1]][mine[0]] == "!"
    assert sum(row.count("*") for row in view(state)) == state["mines"] - 1


def test_the_face_starts_a_new_game(game: GamePage) -> None:
    open_centre(game)
    game.click_cell(tuple(game.state()["mine_cells"][0]))
    assert game.state()["status"] == "lost"
    game.click(game.to_page(centre(game.state()["face_rect"])))  # beside the card, it acts
    state = assert_screen_matches(game, "07-new-game")
    assert state["status"] == "ready"
    assert set(state["view"]) <= {"#", "\n"}


def test_the_menu_switches_to_expert_and_resizes_the_canvas(game: GamePage) -> None:
    start_game(game, "Expert")
    state = assert_screen_matches(game, "08-expert")
    assert (state["width"], state["height"], state["mines"]) == (30, 16, 99)
    assert game.page.evaluate("[canvas.width, canvas.height]") == state["size"]
    state = open_centre(game)
    assert_screen_matches(game, "08-expert-opened")


def test_keys_reach_the_game(game: GamePage) -> None:
    """Works because the loader supplies emscripten_compute_dom_pk_code (standalone/loader.js)."""
    game.page.keyboard.press("ArrowRight")  # the first arrow puts the cursor in the middle
    game.wait_frames()
    assert game.state()["cursor"] == [4, 4]
    game.page.keyboard.press("Space")
    game.wait_frames()
    state = game.state()
    assert state["status"] == "playing"
    assert view(state)[4][4] == "."
    game.page.keyboard.press("F2")
    game.wait_frames()
    assert game.state()["status"] == "ready"
    game.page.keyboard.press("Digit3")
    game.wait_frames()
    assert game.state()["width"] == 30
    assert_screen_matches(game, "09-keys")
    keys = [e for e in game.state()["events"] if e["type"] == "KeyDown"]
    assert len(keys) >= 4


def test_browser_figures(game: GamePage) -> None:
    """Prints load time and frame rates (figures, not limits; `-s` shows them)."""
    start_game(game, "Expert")
    load = game.load_times()
    idle = game.frame_rate(2.0)
    hover = game.frame_rate(2.0, hover_cells=expert_sweep(game.state()))
    print("\nbrowser load (ms): " + ", ".join(f"{name} {ms:.0f}" for name, ms in load.items()))
    for name, rate in (("idle", idle), ("hovering", hover)):
        print(f"Expert {name}: {rate.fps:.0f} FPS, frame {rate.frame_ms_median:.2f} ms median, "
              f"{rate.frame_ms_p95:.2f} ms p95 (over {rate.input_frames} frames with input)")
    assert idle.fps > 0 and hover.fps > 0
    assert hover.input_frames > 0
    assert min(load.values()) >= 0, f"the load marks are out of order: {load}"
    parts = ("unpack_bundle", "import_game", "open_window", "first_frame")
    assert sum(load[p] for p in parts) <= load["first_board_after_runtime"] + 1, load


# ----- touch ---------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def touch(game_kit: Kit, browser: Any, site_url: str) -> Iterator[GamePage]:
    yield from open_game(game_kit, browser, site_url, has_touch=True, is_mobile=False)


@pytest.fixture
def touch_game(touch: GamePage) -> Iterator[GamePage]:
    start_game(touch, "Beginner")
    if touch.state()["flag_mode"]:
        tap(touch, touch.to_page(centre(touch.state()["footer_toggle"])))
    yield touch
    assert_no_console_errors(touch)


def tap(game: GamePage, point: tuple[float, float]) -> None:
    game.page.touchscreen.tap(*point)
    game.wait_frames(3)


def long_press(game: GamePage, point: tuple[float, float], ms: int = 700) -> None:
    """Playwright has no long press: send the touch points through the DevTools protocol."""
    session = game.page.context.new_cdp_session(game.page)
    session.send("Input.dispatchTouchEvent",
                 {"type": "touchStart", "touchPoints": [{"x": point[0], "y": point[1]}]})
    game.page.wait_for_timeout(ms)
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    session.detach()
    game.wait_frames(3)


def test_a_tap_opens_a_cell_once(touch_game: GamePage) -> None:
    game = touch_game
    tap(game, game.cell_point((4, 4)))
    state = assert_screen_matches(game, "10-touch-tap")
    assert state["status"] == "playing"
    assert view(state)[4][4] == "."
    assert state["moves"] == ["O4,4"], "a tap must act once, not again as SDL's mouse copy"
    kinds = [e["type"] for e in state["events"][-8:]]
    assert "FingerDown" in kinds and "FingerUp" in kinds


def test_a_long_press_flags_a_cell(touch_game: GamePage) -> None:
    game = touch_game
    tap(game, game.cell_point((4, 4)))
    target = covered_cell(game.state(), safe=True)
    long_press(game, game.cell_point(target))
    state = assert_screen_matches(game, "11-touch-long-press")
    assert view(state)[target[1]][target[0]] == "F"
    assert state["moves"] == ["O4,4", f"F{target[0]},{target[1]}"]


def test_the_flag_mode_toggle_makes_a_tap_flag(touch_game: GamePage) -> None:
    game = touch_game
    tap(game, game.cell_point((4, 4)))
    tap(game, game.to_page(centre(game.state()["footer_toggle"])))
    assert game.state()["flag_mode"] is True
    target = covered_cell(game.state(), safe=True)
    tap(game, game.cell_point(target))
    state = assert_screen_matches(game, "12-touch-flag-mode")
    assert view(state)[target[1]][target[0]] == "F"
    assert state["moves"] == ["O4,4", f"F{target[0]},{target[1]}"]


# ----- modifier keys -------------------------------------------------------------------------
def key_downs(state: dict[str, Any], key: int) -> list[dict[str, Any]]:
    return [e for e in state["events"] if e["type"] == "KeyDown" and e["key"] == key]


def test_ctrl_shift_alt_and_meta_reach_the_game_as_modifiers(game: GamePage) -> None:
    """SDL keeps its modifier state from the modifier keys' own events (standalone/loader.js)."""
    game.page.keyboard.press("Control+Shift+Alt+Meta+F2")  # Ctrl+F2 does nothing in the game
    game.wait_frames()
    f2 = key_downs(game.state(), pygame.K_F2)[-1]
    for name in ("CTRL", "SHIFT", "ALT", "META"):
        assert f2["mod"] & getattr(pygame, f"KMOD_{name}"), f"{name} not held: {f2}"
    game.page.keyboard.press("F2")
    game.wait_frames()
    assert key_downs(game.state(), pygame.K_F2)[-1]["mod"] & MODIFIERS == 0, "a modifier stuck"


def test_ctrl_z_undoes_and_ctrl_y_or_ctrl_shift_z_redo(game: GamePage) -> None:
    opened = open_centre(game)["view"]
    target = covered_cell(game.state(), safe=True)
    game.click_cell(target, "right")
    flagged = game.state()["view"]
    flag = f"F{target[0]},{target[1]}"
    for keys, moves in (("Control+KeyZ", ["O4,4"]), ("Control+KeyY", ["O4,4", flag]),
                        ("Control+KeyZ", ["O4,4"]), ("Control+Shift+KeyZ", ["O4,4", flag]),
                        ("Control+KeyZ", ["O4,4"]), ("Control+KeyZ", ["O4,4"])):
        game.page.keyboard.press(keys)  # the last undo meets the first opening, which stays
        game.wait_frames()
        state = game.state()
        assert state["moves"] == moves, keys
        assert state["view"] == (flagged if len(moves) == 2 else opened), keys
    assert_screen_matches(game, "13-redone")


def test_ctrl_plus_and_minus_zoom_the_board_and_the_canvas(game: GamePage) -> None:
    tile = game.state()["tile"]
    game.page.keyboard.press("Control+Equal")
    game.wait_frames()
    bigger = game.state()
    assert bigger["tile"] > tile
    assert game.page.evaluate("[canvas.width, canvas.height]") == bigger["size"]
    assert_screen_matches(game, "14-zoomed-in")
    game.page.keyboard.press("Control+Minus")
    game.wait_frames()
    assert game.state()["tile"] == tile


def test_sudoku_takes_shift_digit_as_a_pencil_mark_and_ctrl_z(
        game_kit: Kit, browser: Any, site_url: str) -> None:
    for sudoku in open_game(game_kit, browser, site_url, "game=easy:s1"):
        sudoku.wait_frames()  # the shared puzzle is made over the first frames
        state = sudoku.state()
        assert (state["kind"], state["game_id"]) == ("sudoku", "easy:s1")
        assert state["view"].split("\n")[0][:2] == " .", "easy:s1 starts with an empty cell"
        sudoku.click(sudoku.to_page(state["cell_centres"][0][0]))
        assert sudoku.state()["selected"] == [0, 0]
        for keys, moves in (("Shift+Digit5", ["P0,0,5"]), ("Shift+Digit7", ["P0,0,5", "P0,0,7"]),
                            ("Control+KeyZ", ["P0,0,5"])):
            sudoku.page.keyboard.press(keys)
            sudoku.wait_frames()
            assert sudoku.state()["moves"] == moves, keys
        assert "0,0:5" in sudoku.state()["view"].split("\n")[9:]
        screenshot(sudoku, "15-sudoku-pencil-mark")
        assert_no_console_errors(sudoku)


# ----- the page around the game (default.tmpl) ---------------------------------------------
# Which events the page cancels (so the browser neither shows a menu, scrolls nor zooms).
GESTURES_JS = """() => {
    const canvas = document.getElementById("canvas");
    const options = { bubbles: true, cancelable: true };
    const sent = (target, event) => {
        target.dispatchEvent(event);
        return event.defaultPrevented;
    };
    const key = (code) => new KeyboardEvent("keydown", { ...options, ctrlKey: true, code });
    const wheel = (ctrlKey) => new WheelEvent("wheel", { ...options, ctrlKey, deltaY: -1 });
    const style = getComputedStyle(canvas);
    return {
        contextmenu: sent(canvas, new MouseEvent("contextmenu", options)),
        ctrl_wheel: sent(canvas, wheel(true)),
        touchmove: sent(canvas, new TouchEvent("touchmove", options)),
        ctrl_equal: sent(canvas, key("Equal")),
        ctrl_minus: sent(canvas, key("Minus")),
        wheel_off_the_game: sent(document.body, wheel(false)),
        style: [style.touchAction, style.imageRendering],
        viewport: document.querySelector('meta[name="viewport"]').content,
    };
}"""

def canvas_box(game: GamePage) -> dict[str, float]:
    game.wait_frames()
    box: dict[str, float] = game.page.locator("#canvas").bounding_box()
    return box


LARGE_PAGE = {"width": 1100, "height": 840}


def test_the_canvas_is_the_page_at_any_size_drawn_at_one_to_one(game: GamePage) -> None:
    """Issue 34: the game lays itself out for the page it has (never a window scaled up
    or shrunk to fit), so every size is drawn crisp at one game pixel a page pixel."""
    before = canvas_box(game)
    try:
        for size in (LARGE_PAGE, {"width": 300, "height": 240}):
            game.page.set_viewport_size(size)
            game.wait_frames(4)
            assert canvas_scale(game) == 1
            assert tuple(game.state()["size"]) == (size["width"], size["height"])
            box = canvas_box(game)
            assert (box["x"], box["y"], box["width"], box["height"]) == (
                0, 0, size["width"], size["height"])
        state = game.state()  # at the smallest, the board pans: a cell in view, clicked
        x, y, width, height = state["area"]
        cell = [int((middle - state["origin"][i]) // state["tile"])
                for i, middle in enumerate((x + width // 2, y + height // 2))]
        game.click_cell((cell[0], cell[1]))
        assert view(game.state())[cell[1]][cell[0]] != "#"
    finally:
        game.page.set_viewport_size(VIEWPORT)
        game.wait_frames(4)
    assert canvas_box(game) == before


def test_the_page_keeps_right_clicks_wheels_touches_and_zoom_keys_for_the_game(
        game: GamePage) -> None:
    prevented = game.page.evaluate(GESTURES_JS)
    assert prevented.pop("style") == ["none", "pixelated"]
    assert prevented.pop("viewport").startswith("width=device-width, initial-scale=1")
    assert prevented == {"contextmenu": True, "ctrl_wheel": True, "touchmove": True,
                         "ctrl_equal": True, "ctrl_minus": True, "wheel_off_the_game": False}


def test_the_loading_screen_goes_once_the_first_board_is_drawn(game: GamePage) -> None:
    loading = game.page.evaluate("""[document.getElementById("loading").hidden,
        document.getElementById("stage").textContent, gridgamesLoading.readyMs]""")
    assert loading[:2] == [True, "Starting the game…"]
    assert loading[2] <= game.state()["first_frame_ms"] + 1000


def test_a_runtime_that_cannot_load_leaves_a_plain_message(
        game_kit: Kit, browser: Any, site_url: str) -> None:
    """The page as pygbag builds it, with pygbag's loader pointing at an address that fails
    (the site holds that page only when it holds the game: ``game_kit`` skips without it)."""
    page = browser.new_page()
    try:
        page.goto(site_url + "no-runtime.html")
        page.wait_for_selector("#loading.failed", timeout=10_000)
        message = page.locator("#stage").inner_text()
        assert "could not start" in message and "missing-cdn/" in message
        assert page.locator("#loading").is_visible()
    finally:
        page.close()


def test_the_pages_clipboard_reaches_the_game_id_dialog(
        game_kit: Kit, browser: Any, site_url: str) -> None:
    """The page hands the clipboard to the game: a paste (Ctrl+V) opens the dialog with
    the ID in it and Enter opens that board; the dialog's Paste button asks the page to
    read the clipboard (the permission granted here, as a player would)."""
    granted = {"permissions": ["clipboard-read", "clipboard-write"]}
    for page in open_game(game_kit, browser, site_url, **granted):
        page.page.evaluate("navigator.clipboard.writeText(' 16x16n40q:\\n s2024 ')")
        page.page.keyboard.press("Control+v")
        page.wait_frames()
        assert page.state()["dialog"]["text"] == "16x16n40q:s2024"
        page.page.keyboard.press("Enter")
        page.wait_frames()
        state = page.state()
        assert state["dialog"] is None and state["game_id"] == "16x16n40q:s2024"
        assert state["width"] == 16
        page.page.keyboard.press("Control+o")
        page.wait_frames()
        page.page.evaluate("navigator.clipboard.writeText('easy:s77')")
        page.click(page.to_page(centre(page.state()["dialog"]["buttons"]["paste"])))
        page.wait_frames()
        assert page.state()["dialog"]["text"] == "easy:s77"
        assert_no_console_errors(page)


HIDE_PAGE_JS = """() => {
    Object.defineProperty(document, "hidden", {value: true, configurable: true});
    Object.defineProperty(document, "visibilityState", {value: "hidden", configurable: true});
    document.dispatchEvent(new Event("visibilitychange"));
}"""
SHOW_PAGE_JS = """() => {
    delete document.hidden;
    delete document.visibilityState;
    document.dispatchEvent(new Event("visibilitychange"));
}"""


def test_a_hidden_page_pauses_the_game_and_p_resumes_it(game: GamePage) -> None:
    """Switching tabs: the page's visibilitychange reaches the game (SDL's hidden window),
    which stops its clock behind the pause panel until the player goes on."""
    open_centre(game)
    try:
        game.page.evaluate(HIDE_PAGE_JS)
        game.wait_frames()
        paused = game.state()
        assert paused["menu"] is not None and paused["menu"][0]["label"] == "Paused"
        game.page.wait_for_timeout(600)
        game.wait_frames()
        assert game.state()["elapsed_ms"] == paused["elapsed_ms"]
    finally:
        game.page.evaluate(SHOW_PAGE_JS)
    game.page.keyboard.press("KeyP")
    game.wait_frames()
    assert game.state()["menu"] is None
    game.page.wait_for_timeout(300)
    game.wait_frames()
    assert game.state()["elapsed_ms"] >= paused["elapsed_ms"] + 250


def test_f1_opens_the_help_and_about_names_the_version(game: GamePage) -> None:
    """The browser has no package metadata: the version comes from the bundled game/VERSION."""
    game.page.keyboard.press("F1")
    game.page.keyboard.press("End")
    game.wait_frames()
    menu = game.state()["menu"]
    assert menu is not None and menu[0]["label"] == "Minesweeper"
    about = next(item for item in menu if item["label"] == "About Gridgames…")
    game.click(game.to_page(centre(about["rect"])))
    labels = [item["label"] for item in game.state()["menu"]]
    assert f"Gridgames {VERSION_FILE.read_text(encoding='utf-8').strip()}" in labels
    game.page.keyboard.press("Escape")
    game.wait_frames()
