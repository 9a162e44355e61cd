"""Phones: the real page in a 390x844 portrait and an 844x390 landscape touch viewport (3x).

The game gets the page's own CSS size (the canvas is never scaled down), fingertip cells
(28 CSS px where a board pans, 20 where it shows whole) and text of at least 14 CSS px,
measured from the page; Expert and Sudoku are played to a win by taps and one-finger slides
alone, the phone turned between the tests.
Each run prints what it measured and saves screenshots under build/browser/shots/
(``tools/screenshots.py phone-browser`` copies the mid-game ones into docs/).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from page_tools import SHOTS, assert_no_console_errors, open_game, screenshot
from test_browser_game import centre, neighbours, tap

from bench.browser import GamePage, Kit
from game.core.sudoku.grid import SIDE, solve

pytestmark = pytest.mark.browser
PHONES = {"portrait": {"width": 390, "height": 844}, "landscape": {"width": 844, "height": 390}}
MIN_CELL_CSS_PX = 28  # a cell of a board that pans under the finger
MIN_WHOLE_CELL_CSS_PX = 20  # a board shown whole: Intermediate's 16 columns across the phone
MIN_TEXT_CSS_PX = 14
SMALLEST_FONT_PX = 14  # the game's smallest text (game.gui.widgets.Fonts.small), in game pixels
Cell = tuple[int, int]


@pytest.fixture(scope="module")
def phone_page(game_kit: Kit, browser: Any, site_url: str) -> Iterator[GamePage]:
    """One phone for the module (a page load takes seconds): turned as each test needs."""
    for game in open_game(game_kit, browser, site_url, viewport=PHONES["portrait"],
                          device_scale_factor=3, is_mobile=True, has_touch=True):
        choose(game, "Options")  # no animations: each tap's ripple would cost a second
        pick(game, "Animations")  # a switch, on by default
        assert any(i["label"] == "Animations" and i["checked"] is False
                   for i in game.state()["menu"])
        tap_at(game, (1, 1))  # a tap beside the panel closes it
        yield game


@pytest.fixture(params=list(PHONES))
def phone(request: pytest.FixtureRequest, phone_page: GamePage) -> Iterator[tuple[str, GamePage]]:
    """The phone turned to ``request.param``: the game follows the page's new size."""
    phone_page.page.set_viewport_size(PHONES[request.param])
    phone_page.wait_frames(4)
    yield request.param, phone_page
    assert_no_console_errors(phone_page)


# ----- a player's fingers ----------------------------------------------------------------
def tap_at(game: GamePage, pos: tuple[float, float]) -> None:
    """Tap a game (logical) position."""
    tap(game, game.to_page(pos))


def choose(game: GamePage, label: str) -> None:
    """Tap the ≡ button, then the menu item whose label starts with ``label``."""
    tap_at(game, centre(game.state()["menu_button"]))
    pick(game, label)


def pick(game: GamePage, label: str) -> None:
    """Tap the open panel's item whose label starts with ``label``; every item in view
    lies whole on the page, and one scrolled out of view is brought in by scrolling
    the panel."""
    for _ in range(8):
        state = game.state()
        width, height = state["size"]
        shown = [i for i in state["menu"] if i["shown"]]
        assert all(r[0] >= 0 and r[1] >= 0 and r[0] + r[2] <= width and r[1] + r[3] <= height
                   for r in (i["rect"] for i in shown)), "a menu item is off the page"
        item = next((i for i in shown if i["label"].startswith(label)), None)
        if item is not None:
            tap_at(game, centre(item["rect"]))
            game.wait_frames()
            return
        game.page.mouse.move(*game.to_page(centre(shown[-1]["rect"])))
        game.page.mouse.wheel(0, 400)  # a slide would end as a tap on the row under it
        game.wait_frames(2)
    raise AssertionError(f"no {label!r} in {[i['label'] for i in game.state()['menu']]}")


def slide(game: GamePage, start: tuple[float, float], end: tuple[float, float]) -> None:
    """One finger down at ``start``, moved in steps to ``end``, lifted (DevTools protocol:
    Playwright's touchscreen only taps)."""
    session = game.page.context.new_cdp_session(game.page)
    steps = 6
    for step in range(steps + 1):
        point = [start[i] + (end[i] - start[i]) * step / steps for i in (0, 1)]
        session.send("Input.dispatchTouchEvent", {
            "type": "touchStart" if step == 0 else "touchMove",
            "touchPoints": [{"x": point[0], "y": point[1]}]})
        game.page.wait_for_timeout(16)
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    session.detach()
    game.wait_frames(2)


def css_scale(game: GamePage) -> float:
    """CSS pixels per game pixel, from the canvas's box on the page."""
    width = game.page.evaluate("canvas.width")
    box = game.page.locator("#canvas").bounding_box()
    return float(box["width"]) / width


# ----- Minesweeper: bring a cell into view, play to a win ---------------------------------
def in_view(state: dict[str, Any], cell: Cell) -> bool:
    ax, ay, width, height = state["area"]
    left = state["origin"][0] + cell[0] * state["tile"]
    top = state["origin"][1] + cell[1] * state["tile"]
    return (ax <= left and left + state["tile"] <= ax + width
            and ay <= top and top + state["tile"] <= ay + height)


def bring_into_view(game: GamePage, cell: Cell) -> dict[str, Any]:
    """Slide the board with one finger until ``cell`` shows whole.  A slide moves it half
    the area at most, so crossing an Expert board on a phone takes up to seven slides."""
    state = game.state()
    for _ in range(12):
        if in_view(state, cell):
            return state
        ax, ay, width, height = state["area"]
        middle = (ax + width / 2, ay + height / 2)
        tile = state["tile"]
        target = [state["origin"][i] + (cell[i] + 0.5) * tile for i in (0, 1)]
        shift = [max(-limit / 2, min(limit / 2, middle[i] - target[i]))
                 for i, limit in ((0, width - tile), (1, height - tile))]
        slide(game, game.to_page((middle[0] - shift[0] / 2, middle[1] - shift[1] / 2)),
              game.to_page((middle[0] + shift[0] / 2, middle[1] + shift[1] / 2)))
        state = game.state()
    raise AssertionError(f"sliding the board never brought {cell} into view")


def safe_cells(state: dict[str, Any]) -> list[Cell]:
    """The covered cells without a mine."""
    mines = {tuple(c) for c in state["mine_cells"]}
    return [(x, y) for y, row in enumerate(state["view"].split()) for x, char in enumerate(row)
            if char == "#" and (x, y) not in mines]


def fewest_taps(state: dict[str, Any], cells: list[Cell]) -> list[Cell]:
    """The cells to tap so that ``cells`` all open: openings (no mine around) first, and
    none an earlier tap's cascade already opens (worked out here from the mines)."""
    mines = {tuple(c) for c in state["mine_cells"]}
    empty = {c for c in safe_cells(state) if not any(n in mines for n in neighbours(state, c))}
    opened: set[Cell] = set()
    taps = []
    for cell in sorted(cells, key=lambda c: c not in empty):
        if cell in opened:
            continue
        taps.append(cell)
        spread = [cell]
        while spread:
            here = spread.pop()
            if here in opened:
                continue
            opened.add(here)
            if here in empty:
                spread += [n for n in neighbours(state, here) if n not in mines]
    return taps


def tap_all(game: GamePage, points: list[tuple[float, float]]) -> None:
    """Tap each point in turn as fast as fingers go, then let the game catch up: a tap
    on a cell an earlier tap already opened does nothing."""
    for point in points:
        game.page.touchscreen.tap(*point)
    game.wait_frames(3)


def win_expert_by_touch(game: GamePage, shot: str) -> dict[str, Any]:
    """Expert from the menu, then taps on every safe cell in view, the board slid to the
    next ones, until it is won; a mine flagged with the flag-mode toggle and ``shot``
    taken half way."""
    choose(game, "Expert")
    state = game.state()
    assert (state["width"], state["height"], state["status"]) == (30, 16, "ready")
    tap(game, game.cell_point((15, 8), bring_into_view(game, (15, 8))))
    state = game.state()
    half = len(safe_cells(state)) // 2
    while state["status"] == "playing":
        cells = [c for c in safe_cells(state) if in_view(state, c)]
        if not cells:
            state = bring_into_view(game, safe_cells(state)[0])
            continue
        taps = fewest_taps(state, cells)
        if half:  # a board shown whole could be won in one go: flag half way first
            taps = taps[:max(1, len(taps) // 2)]
        tap_all(game, [game.cell_point(c, state) for c in taps])
        state = game.state()
        if half and len(safe_cells(state)) <= half:
            flag_a_mine_in_view(game, state)
            screenshot(game, shot)
            tap_at(game, switch_half(state, "open"))  # flag mode off: taps open again
            assert "hold flags" in game.state()["footer"]
            state, half = game.state(), 0
    assert state["status"] == "won", state["view"]
    return state


def flag_a_mine_in_view(game: GamePage, state: dict[str, Any]) -> None:
    """Flag mode on (the switch's Flag half), then a tap flags a mine."""
    mine = next(tuple(c) for c in state["mine_cells"] if in_view(state, tuple(c)))
    assert game.state()["panel"] is None  # no card of the last game over this one
    tap_at(game, switch_half(state, "flag"))
    assert game.state()["flag_mode"] is True
    assert "Tap flags" in game.state()["footer"]  # the footer's words follow the switch
    tap(game, game.cell_point(mine))
    assert game.state()["view"].split()[mine[1]][mine[0]] == "F"
    assert game.state()["flag_mode"] is True  # left on: the shot shows it pushed in


def switch_half(state: dict[str, Any], half: str) -> tuple[float, float]:
    """The middle of the flag switch's Open or Flag half."""
    x, y, width, height = state["footer_toggle"]
    return x + width * (0.25 if half == "open" else 0.75), y + height / 2


# ----- Sudoku: fill the grid by taps ------------------------------------------------------
def solve_sudoku_by_touch(game: GamePage, shot: str) -> dict[str, Any]:
    """Tap each empty cell, then its digit on the number keys, until the grid is solved;
    ``shot`` taken half way."""
    state = game.state()
    rows = [[state["view"].split("\n")[y][2 * x:2 * x + 2] for x in range(SIDE)]
            for y in range(SIDE)]
    solution = solve("".join(cell[1] if cell[0] == " " and cell[1] != "~" else "."
                             for row in rows for cell in row))
    assert solution is not None
    empty = [(x, y) for y in range(SIDE) for x in range(SIDE) if not rows[y][x][1].isdigit()]
    for part in (empty[:len(empty) // 2], empty[len(empty) // 2:]):
        tap_all(game, [game.to_page(point) for x, y in part for point in (
            state["cell_centres"][y][x],
            centre(state["key_rects"][int(solution[y * SIDE + x]) - 1]))])
        if part[-1] != empty[-1]:
            screenshot(game, shot)
    state = game.state()
    assert state["status"] == "won", state["view"]
    return state


# ----- the tests -------------------------------------------------------------------------
def test_the_whole_game_fits_a_phone_screen_and_a_tap_plays(phone: tuple[str, GamePage]) -> None:
    name, game = phone
    choose(game, "Beginner")
    box = game.page.locator("#canvas").bounding_box()
    viewport = PHONES[name]
    assert box["x"] >= 0 and box["y"] >= 0
    assert box["x"] + box["width"] <= viewport["width"] + 0.5
    assert box["y"] + box["height"] <= viewport["height"] + 0.5
    assert game.page.evaluate("window.innerWidth") == viewport["width"], "viewport meta ignored"
    assert css_scale(game) == 1, "the game draws at the page's own CSS size"
    tap(game, game.cell_point((4, 4)))
    assert game.state()["status"] == "playing"
    tap_at(game, centre(game.state()["face_rect"]))  # a new game for the next test


def whole(state: dict[str, Any]) -> bool:
    """Whether the board shows whole in its area (else it pans under the finger)."""
    _, _, width, height = state["area"]
    return state["width"] * state["tile"] <= width and state["height"] * state["tile"] <= height


def measure(name: str, game: GamePage) -> dict[str, float]:
    """Cell and smallest-text size in CSS pixels for each preset and Sudoku."""
    sizes: dict[str, float] = {}
    for difficulty in ("Beginner", "Intermediate", "Expert"):
        choose(game, difficulty)
        state = game.state()
        pans = "pans" if not whole(state) else "whole"
        sizes[f"{difficulty} cell ({pans})"] = state["tile"] * css_scale(game)
        sizes[f"{difficulty} text"] = SMALLEST_FONT_PX * css_scale(game)
    choose(game, "Play Sudoku")
    game.wait_frames()  # the puzzle is made over the first frames
    sizes["Sudoku cell"] = game.state()["cell"] * css_scale(game)
    sizes["Sudoku text"] = SMALLEST_FONT_PX * css_scale(game)
    choose(game, "Play Minesweeper")
    print(f"\nphone {name}: " + ", ".join(f"{k} {v:.1f}" for k, v in sizes.items()) + " CSS px")
    return sizes


def test_cells_and_text_are_big_enough_on_a_phone(phone: tuple[str, GamePage]) -> None:
    name, game = phone
    sizes = measure(name, game)
    least = {"text": MIN_TEXT_CSS_PX, "(whole)": MIN_WHOLE_CELL_CSS_PX,
             "(pans)": MIN_CELL_CSS_PX, "Sudoku cell": MIN_CELL_CSS_PX}
    small = {k: round(v, 1) for k, v in sizes.items()
             if v < next(size for end, size in least.items() if k.endswith(end))}
    assert not small, f"{name}: too small to read or tap (CSS px): {small}"


def test_expert_is_won_by_taps_and_slides(phone: tuple[str, GamePage]) -> None:
    name, game = phone
    state = win_expert_by_touch(game, f"phone-expert-{name}")
    toggle = state["footer_toggle"]
    assert toggle[0] + toggle[2] <= state["size"][0] and toggle[1] + toggle[3] <= state["size"][1]
    assert (SHOTS / f"phone-expert-{name}.png").exists()
    tap_at(game, centre(state["face_rect"]))  # a new game for the next test


def test_sudoku_is_solved_by_taps(phone: tuple[str, GamePage]) -> None:
    name, game = phone
    choose(game, "Play Sudoku")
    game.wait_frames()
    assert game.state()["landscape"] == (name == "landscape")
    notes = game.state()["action_rects"]["notes"]
    tap_at(game, centre(notes))  # the action row's Notes, on and off by a finger
    assert game.state()["notes_mode"] is True
    tap_at(game, centre(notes))
    assert game.state()["notes_mode"] is False
    solve_sudoku_by_touch(game, f"phone-sudoku-{name}")
    choose(game, "Play Minesweeper")
