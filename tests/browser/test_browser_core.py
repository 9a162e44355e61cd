"""The pure core is browser-clean: it plays to the end in Pyodide in headless Chromium.

The core modules (every module of game/ that reaches pygame neither directly nor through
another module) are installed from the working tree into Pyodide's file system; the page
then clears a no-guess Expert board by deduction alone and fills in a generated Sudoku
(tests/browser/harness/core_play.py), and the test reads the outcome back.  Needs
Chromium, Playwright and Pyodide 0.26.4 (no pygame); skips, naming what is missing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bench.browser import core_modules, stage_bundle

pytestmark = pytest.mark.browser
RESULT_TIMEOUT_MS = 240_000


@pytest.fixture(scope="module")
def staged(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return stage_bundle(tmp_path_factory.mktemp("stage") / "gridgames")


def test_the_core_modules_are_those_without_pygame(staged: Path) -> None:
    modules = set(core_modules(staged))
    assert {f"game/core/mines/{name}.py" for name in ("board", "moves", "solver", "generate")
            } <= modules
    assert not {"game/gui/mines/front.py", "game/gui/mines/render.py", "game/gui/assets.py"
                } & modules


def test_the_core_wins_minesweeper_and_finishes_a_sudoku_in_pyodide(
        browser: Any, site_url: str, staged: Path) -> None:
    page = browser.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
    try:
        page.goto(site_url + "core.html?seed=2026")
        page.wait_for_function("window.coreResult !== null", timeout=RESULT_TIMEOUT_MS)
        result = page.evaluate("window.coreResult")
    finally:
        page.close()
    assert "error" not in result, f"the core failed in Pyodide:\n{result.get('error')}"
    assert not errors, "console errors:\n" + "\n".join(errors)
    assert (result["platform"], result["pygame_loaded"]) == ("emscripten", False)
    assert set(result["imported"]) == {
        m.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
        for m in core_modules(staged)}

    mines = result["minesweeper"]
    assert mines["status"] == "won", f"deduction got stuck (a guess was needed):\n{mines}"
    assert mines["mines_left"] == 0
    assert "#" not in mines["view"]

    sudoku = result["sudoku"]
    assert sudoku["finished"] and sudoku["matches_solution"] and sudoku["unique"], sudoku
    assert sudoku["placed"] + sudoku["givens"] == 81
