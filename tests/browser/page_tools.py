"""Helpers the browser tests share: opening the game's page and reading its pixels.

Pixels are read by matching each cell of a page screenshot against the game's own tile
tiles (drawn as the game draws them), then compared with what the game's state says should show.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from bench.browser import ROOT, GamePage, Kit
from game.core.settings import Settings
from game.gui.assets import tile_sheet
from game.ui.theme import load_themes

SHOTS = ROOT / "build" / "browser" / "shots"
VIEWPORT = {"width": 1100, "height": 800}
# What each character of Board.to_text() is drawn with (the renderer's tile names).
TILE_OF_CHAR = {"#": "covered", "F": "flag", "?": "question", ".": "revealed", "*": "mine",
                "!": "exploded", "X": "wrong_flag", **{str(n): str(n) for n in range(1, 9)}}


def skip_unless_ready(kit: Kit, *, wheel: bool, pyodide: bool = True) -> None:
    missing = kit.missing(wheel=wheel, pyodide=pyodide)
    if missing:
        pytest.skip("browser test needs: " + "; ".join(missing))


def open_game(kit: Kit, browser: Any, site_url: str, query: str = "",
              **context: Any) -> Iterator[GamePage]:
    """A page running the game in a fresh context (no saved progress yet), closed after."""
    skip_unless_ready(kit, wheel=True)
    page_context = browser.new_context(**{"viewport": VIEWPORT, "device_scale_factor": 1,
                                          **context})
    try:
        game = GamePage(page_context.new_page())
        game.open(site_url, query)
        yield game
    finally:
        page_context.close()


def assert_no_console_errors(game: GamePage) -> None:
    errors, game.console_errors[:] = list(game.console_errors), []
    if errors:
        pytest.fail("the game logged errors in the browser console:\n" + "\n".join(errors),
                    pytrace=False)


# ----- reading the screen ------------------------------------------------------------------
def screenshot(game: GamePage, name: str) -> pygame.Surface:
    """Save a page screenshot under build/browser/shots/ and return it as a surface."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    png = game.page.screenshot(path=str(SHOTS / f"{name}.png"))
    return pygame.image.load(io.BytesIO(png), "shot.png")


def _tile_sprites(tile: int, scale: int) -> dict[str, pygame.Surface]:
    """The default theme's tiles as the game draws them at ``tile`` px, and as the page
    shows them: scaled by whole pixels."""
    pygame.font.init()
    theme = load_themes()[Settings().theme]
    return {name: pygame.transform.scale_by(sprite, scale)
            for name, sprite in tile_sheet(theme, tile).sprites.items()}


SAMPLE_STEP = 3  # every third pixel each way is plenty to tell the tiles apart


def _samples(surface: pygame.Surface, left: int, top: int, size: int) -> list[tuple[int, ...]]:
    return [tuple(surface.get_at((left + dx, top + dy)))[:3]
            for dy in range(1, size - 1, SAMPLE_STEP) for dx in range(1, size - 1, SAMPLE_STEP)]


def _distance(a: list[tuple[int, ...]], b: list[tuple[int, ...]]) -> int:
    return sum(abs(p - q) for pa, pb in zip(a, b, strict=True) for p, q in zip(pa, pb, strict=True))


def canvas_scale(game: GamePage) -> int:
    """How many page pixels show one game pixel; the page scales by whole pixels only,
    keeping the aspect ratio and the canvas's own (logical) size."""
    width, height = game.page.evaluate("[canvas.width, canvas.height]")
    box = game.page.locator("#canvas").bounding_box()
    scale = box["width"] / width
    assert scale == int(scale) >= 1, f"the canvas is scaled by {scale}: not whole pixels"
    assert box["height"] == height * scale, "the canvas's aspect ratio changed"
    assert box["x"] == int(box["x"]) and box["y"] == int(box["y"]), "not on whole pixels"
    return int(scale)


def read_tiles(game: GamePage, shot: pygame.Surface, state: dict[str, Any]) -> list[list[str]]:
    """Name the tile each cell shows, by nearest match against the game's own tile sheet."""
    scale = canvas_scale(game)
    assert game.page.evaluate("[canvas.width, canvas.height]") == state["size"], \
        "the canvas is not the game's logical size"
    box = game.page.locator("#canvas").bounding_box()
    size = state["tile"] * scale
    sprites = {name: _samples(sprite, 0, 0, size)
               for name, sprite in _tile_sprites(state["tile"], scale).items()}
    left = int(box["x"]) + state["board_rect"][0] * scale
    top = int(box["y"]) + state["board_rect"][1] * scale
    rows = []
    for y in range(state["height"]):
        row = []
        for x in range(state["width"]):
            seen = _samples(shot, left + x * size, top + y * size, size)
            row.append(min(sprites, key=lambda name: _distance(sprites[name], seen)))
        rows.append(row)
    return rows


def expected_tiles(state: dict[str, Any]) -> list[list[str]]:
    """What the renderer should show for the state read back from the page."""
    pressed = {tuple(cell) for cell in state["pressed"]}
    hover = tuple(state["hover"]) if state["hover"] else None
    finished = state["status"] in ("won", "lost")
    rows = []
    for y, line in enumerate(state["view"].split()):
        row = []
        for x, char in enumerate(line):
            name = TILE_OF_CHAR[char]
            if char in "#?" and (x, y) in pressed:
                name = "revealed"
            elif char == "#" and (x, y) == hover and not finished:
                name = "covered_hover"
            row.append(name)
        rows.append(row)
    return rows


def assert_screen_matches(game: GamePage, name: str) -> dict[str, Any]:
    """Screenshot, then check every cell's pixels against the game's state."""
    game.wait_frames()
    state = game.state()
    seen, wanted = read_tiles(game, screenshot(game, name), state), expected_tiles(state)
    wrong = [(x, y, seen[y][x], wanted[y][x]) for y in range(state["height"])
             for x in range(state["width"]) if seen[y][x] != wanted[y][x]]
    assert not wrong, f"{name}: cells drawn differently from the state (x, y, seen, wanted): " \
                      f"{wrong[:10]}; see {SHOTS / name}.png"
    return state
