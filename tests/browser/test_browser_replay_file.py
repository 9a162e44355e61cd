"""`replay watch` in a browser tab: a replay file set on the page's file picker, or
dropped on the page, reaches the game, which opens its replay viewer on that board.

Runs the real page (default.tmpl) and game on Pyodide in headless Chromium; skips,
naming what is missing, without Chromium, Playwright, Pyodide or the wheel.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from typing import Any

import pytest
from page_tools import assert_no_console_errors, open_game, screenshot
from replay_files import rmv_bytes, scripted_video

from bench.browser import GamePage, Kit

pytestmark = pytest.mark.browser
VIDEO = scripted_video(4, (16, 16, 40))
DROP = """([name, data]) => {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  const files = new DataTransfer();
  files.items.add(new File([bytes], name));
  document.getElementById("canvas").dispatchEvent(
    new DragEvent("drop", { dataTransfer: files, bubbles: true, cancelable: true }));
}"""


@pytest.fixture(scope="module")
def loaded(game_kit: Kit, browser: Any, site_url: str) -> Iterator[GamePage]:
    yield from open_game(game_kit, browser, site_url)


def wait_for_viewer(game: GamePage) -> dict[str, Any]:
    game.page.wait_for_function("window.harness.state().replay", timeout=20_000)
    game.wait_frames()
    return game.state()


def test_a_file_set_on_the_picker_opens_the_viewer(loaded: GamePage) -> None:
    assert not loaded.state()["replay"]
    loaded.page.set_input_files("#replay_file", files=[{
        "name": "game.rmv", "mimeType": "application/octet-stream",
        "buffer": rmv_bytes(VIDEO)}])
    state = wait_for_viewer(loaded)
    assert (state["width"], state["height"]) == (16, 16)
    screenshot(loaded, "replay_file_picked")
    assert_no_console_errors(loaded)


def test_a_file_dropped_on_the_page_opens_the_viewer(loaded: GamePage) -> None:
    other = scripted_video(7, (9, 9, 10))
    loaded.page.evaluate(DROP, ["dropped.rmv", base64.b64encode(rmv_bytes(other)).decode()])
    state = wait_for_viewer(loaded)
    assert (state["width"], state["height"]) == (9, 9)
    assert_no_console_errors(loaded)


def test_a_dropped_file_that_is_no_replay_says_why(loaded: GamePage) -> None:
    loaded.page.evaluate(DROP, ["notes.txt", base64.b64encode(b"shopping list").decode()])
    loaded.page.wait_for_function(
        "window.harness.state().notice.startsWith('Cannot watch notes.txt')",
        timeout=20_000)
    assert_no_console_errors(loaded)
