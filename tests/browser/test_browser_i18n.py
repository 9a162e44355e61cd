"""The game in Chinese in a browser tab: the page's ``?lang=`` (or the browser's language)
picks it, and the Chinese font subset loads and draws in pygame-ce's WebAssembly build.

Skips, naming what is missing, without Chromium, Playwright, Pyodide or the wheel.
"""

from __future__ import annotations

from typing import Any

import pytest
from page_tools import assert_no_console_errors, canvas_scale, open_game, screenshot

from bench.browser import Kit

pytestmark = pytest.mark.browser
INK = 100  # a pixel darker than this in every channel is text on the grey panel


def test_the_page_asks_for_chinese_and_the_menu_draws_it(game_kit: Kit, browser: Any,
                                                         site_url: str) -> None:
    for game in open_game(game_kit, browser, site_url, "lang=zh_CN"):
        menu_button = game.state()["menu_button"]
        game.click(game.to_page((menu_button[0] + menu_button[2] / 2,
                                 menu_button[1] + menu_button[3] / 2)))
        menu = game.state()["menu"]
        assert [item["label"].split()[0] for item in menu[:3]] == ["初级", "中级", "高级"]
        assert "撤销" in [item["label"] for item in menu]
        shot, scale = screenshot(game, "chinese-menu"), canvas_scale(game)
        x, y, _, height = menu[0]["rect"]
        left, top = game.to_page((x + 10, y))
        ink = sum(1 for px in range(int(left), int(left + 40 * scale))
                  for py in range(int(top), int(top + height * scale))
                  if max(shot.get_at((px, py))[:3]) < INK)
        assert ink > 20, "no text drawn where the first item's label is"
        assert_no_console_errors(game)
