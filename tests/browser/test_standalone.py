"""The standalone edition: what the browser suites serve is its zip, extracted; it holds the
page, the bundle, Pyodide and the wheel and nothing else, and the game it starts asks nothing
of any host but its own.  ``make web-smoke``'s steps are checked here on it too (the same
first-board signal as on pygbag's runtime)."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path
from typing import Any

import pytest
from page_tools import skip_unless_ready

from bench.browser import Kit
from tools import web_smoke
from tools.standalone import LOADER_BEGIN, LOADER_END, PYODIDE_FILES

FIRST_BOARD_AIM_MS = 6000  # page load to first board (a figure: printed, not asserted)


@pytest.fixture(scope="module")
def editions(game_kit: Kit, site: Path) -> Path:
    """Where the site's builder left make web's and make web-standalone's output."""
    return site.parent / "editions"


def zip_files(archive: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(archive) as opened:
        return {name: opened.read(name) for name in opened.namelist()}


def outside_loader(page: bytes) -> tuple[bytes, bytes]:
    text = page.decode("utf-8")
    return (text[:text.index(LOADER_BEGIN)].encode(), text[text.index(LOADER_END):].encode())


def test_the_zip_holds_the_page_bundle_runtime_and_wheel_only(editions: Path,
                                                               game_kit: Kit) -> None:
    files = zip_files(editions / "web-standalone.zip")
    assert game_kit.wheel is not None
    assert set(files) == {"index.html", "favicon.png", "gridgames.apk", "loader.js",
                          "start.py", game_kit.wheel.name,
                          *(f"pyodide/{name}" for name in PYODIDE_FILES)}
    size = (editions / "web-standalone.zip").stat().st_size
    print(f"\nweb-standalone.zip: {size / 1024 / 1024:.1f} MB; web.zip: "
          f"{(editions / 'web.zip').stat().st_size / 1024:.0f} KB")


def test_its_page_and_bundle_are_make_webs_but_for_the_runtime_loader(editions: Path) -> None:
    files = zip_files(editions / "web-standalone.zip")
    web = zip_files(editions / "web.zip")
    assert files["gridgames.apk"] == web["gridgames.apk"]
    assert files["favicon.png"] == web["favicon.png"]
    assert outside_loader(files["index.html"]) == outside_loader(web["index.html"])
    assert not re.search(rb"<script[^>]*src=\"https?:", files["index.html"])  # all local
    assert re.search(rb"<script[^>]*src=\"https?:", web["index.html"])  # pygbag's CDN


def test_the_suite_serves_the_extracted_zip_byte_for_byte(editions: Path, site: Path) -> None:
    for name, data in zip_files(editions / "web-standalone.zip").items():
        assert (site / name).read_bytes() == data, name


def test_the_game_starts_with_no_request_leaving_the_local_server(
        game_kit: Kit, browser: Any, site_url: str) -> None:
    """A plain page (no test probe): every request, the runtime's included, goes to the
    host the page came from; page load to the game's first board is printed."""
    skip_unless_ready(game_kit, wheel=True)
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    try:
        page = context.new_page()
        page.goto(site_url + "index.html")
        page.wait_for_function("window.gridgamesLoading.firstBoardMs !== undefined",
                               timeout=120_000)
        first_board, marks = page.evaluate(
            "[gridgamesLoading.firstBoardMs, window.gridgamesRuntime.marks]")
        page.wait_for_timeout(500)  # anything the game asks for after its first frame
    finally:
        context.close()
    print(f"\nstandalone page load to first board: {first_board:.0f} ms (aim "
          f"{FIRST_BOARD_AIM_MS}); " + ", ".join(f"{k} {v:.0f}" for k, v in marks.items()))
    assert requested and all(url.startswith(site_url) for url in requested), \
        [url for url in requested if not url.startswith(site_url)]
    twice = {url for url in requested if requested.count(url) > 1}
    assert not twice, f"fetched twice (a preload that did not match?): {twice}"
    assert {url.removeprefix(site_url) for url in requested} >= {
        "index.html", "loader.js", "start.py", "gridgames.apk", "pyodide/pyodide.asm.wasm"}
    assert marks["files_copied"] < marks["main_started"] < first_board


def test_the_smoke_test_taps_the_first_board_and_sees_the_cell_open(
        game_kit: Kit, browser: Any, site_url: str) -> None:
    skip_unless_ready(game_kit, wheel=True)
    result = web_smoke.smoke(browser, site_url)
    assert result["ok"], result
