"""The page `make web` builds, under pygbag 0.9's real page-side runtime (issue 21, points 2-6).

pygbag's ``pythons.js`` is served from ``shared/pygbag-0.9/`` (byte for byte what its CDN
serves) at the CDN address the built page names, read at test time. The CDN files that
folder lacks get one-line stand-ins: ``browserfs.min.js`` and, for a page that wants pygbag's
terminal, xterm.js define the names the runtime awaits; CPython's loader does nothing, so the
page waits as it would while CPython loads (the runtime goes no further here). So what the
runtime does to the page before Python starts is observed as a player's browser would see
it: the canvases, the query it reads, its alerts, its handlers. Each test opens a fresh page
with a shared link's query.
"""

from __future__ import annotations

import ast
import mimetypes
import re
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pygbag_sources import build_web, page_python, runtime_folder, runtime_reads

from bench.browser import serve
from game.core.mines.game_id import MinesId, MinesParams
from game.gui.host import parse_query, to_javascript
from game.gui.shell import query_options

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# A shared game whose ID holds ':' and ',' (decodeURI leaves %3A and %2C encoded) and "-i"
# (the runtime's sign for an interactive console, looked for anywhere in the query).
LAYOUT = [10, 12, 13, 14, 15, 16, 18, 22, 26, 28, 30, 34, 36, 45, 52, 53, 54, 60, 65, 75]
GAME_ID = MinesId(MinesParams(9, 9, 20), layout=frozenset(LAYOUT), start=(0, 0)).text()
# A link with a first item containing "py" (the runtime would take it as the interpreter).
QUERY = "?ref=copy&game=" + urllib.parse.quote(GAME_ID, safe="") + "&lang=de"
STAND_INS = {  # the names the runtime awaits from CDN files not in pygbag-0.9/
    "browserfs.min.js": "window.BrowserFS = {};",
    "vt/xterm.js": "window.Terminal = class { open() {} write() {} onKey() {} onData() {}"
                   " loadAddon() {} };",
    "vt/xterm-addon-image.js": "window.ImageAddon = { ImageAddon: class {} };",
    "cpython312/main.js": "// CPython is not on this machine",
}
CPYTHON = "cpython312/main.js"
STARTED = "document.querySelector('script[src$=\"/main.js\"]') !== null"  # asks for CPython
START_TIMEOUT_MS = 30_000
GRID = 24  # points each way over the canvas
DESKTOP = {"viewport": {"width": 1100, "height": 800}}
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True,
         "has_touch": True,  # and a phone's user agent, which pythons.js reads (mobile())
         "user_agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
                       "(KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"}


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Path:
    runtime_folder()  # skip at once without pygbag's files
    return build_web(tmp_path_factory.mktemp("web"))


@pytest.fixture(scope="module")
def site(web: Path) -> Iterator[str]:
    with serve(web) as url:
        yield url


class RuntimePage:
    """The built page loaded with pygbag's runtime, up to where it asks for CPython."""

    def __init__(self, browser: Any, web: Path, site: str, *, missing: str = "",
                 before: str = "", device: dict[str, Any] = DESKTOP) -> None:
        self.context = browser.new_context(**device)
        if before:  # a script run first in the page
            self.context.add_init_script(before)
        self.page = self.context.new_page()
        self.dialogs: list[str] = []
        self.requests: list[str] = []
        self.page.on("dialog", self._dialog)
        self.page.on("request", lambda request: self.requests.append(request.url))
        html = (web / "index.html").read_text(encoding="utf-8")
        self.cdn = re.search(r'<script src="([^"]*)pythons\.js"', html)[1]  # type: ignore[index]
        self.runtime = runtime_folder()
        self.missing = missing  # a CDN file that answers 404
        self.context.route(self.cdn + "**", self._serve_cdn)
        self.page.goto(site + "index.html" + QUERY)
        self.page.wait_for_function(STARTED, timeout=START_TIMEOUT_MS)

    def _dialog(self, dialog: Any) -> None:
        self.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    def _serve_cdn(self, route: Any) -> None:
        name = urllib.parse.urlsplit(route.request.url[len(self.cdn):]).path
        if name in STAND_INS and name != self.missing:
            route.fulfill(body=STAND_INS[name], content_type="text/javascript")
        elif name and (self.runtime / name).is_file():
            route.fulfill(body=(self.runtime / name).read_bytes(),
                          content_type=mimetypes.guess_type(name)[0] or "text/plain")
        else:
            route.fulfill(status=404, body=b"")

    def evaluate(self, script: str, arg: Any = None) -> Any:
        return self.page.evaluate(script, arg)


@pytest.fixture
def runtime_page(browser: Any, web: Path, site: str) -> Iterator[RuntimePage]:
    page = RuntimePage(browser, web, site)
    try:
        yield page
    finally:
        page.context.close()


# Grid points of the canvas, sized to the page as the game sizes it, where it is not on top.
CANVAS_COVERED = """(grid) => {
    const canvas = document.getElementById("canvas");
    canvas.width = innerWidth; canvas.height = innerHeight;
    window.gridgamesFit();
    window.gridgamesLoading.done();
    const box = canvas.getBoundingClientRect(), covered = [];
    for (let i = 0; i <= grid; i++) for (let j = 0; j <= grid; j++) {
        const x = box.left + (box.width - 1) * i / grid;
        const y = box.top + (box.height - 1) * j / grid;
        const top = document.elementFromPoint(x, y);
        if (top !== canvas) covered.push([Math.round(x), Math.round(y), top && top.id]);
    }
    return {covered, size: [box.width, box.height]};
}"""


@pytest.mark.parametrize("device", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_nothing_the_runtime_adds_covers_any_part_of_the_canvas(
        browser: Any, web: Path, site: str, device: dict[str, Any]) -> None:
    """The game sizes the canvas to the page, as in a tab; then every point of it, corners
    included, is the canvas's to click or tap (pythons.js adds a 128x128 #canvas3d at
    bottom-left unless the page has its own)."""
    runtime_page = RuntimePage(browser, web, site, device=device)
    try:
        covered = runtime_page.evaluate(CANVAS_COVERED, GRID)
        assert runtime_page.evaluate("mobile()") is device.get("is_mobile", False)
        assert runtime_page.evaluate("document.querySelectorAll('#canvas3d').length") == 1
    finally:
        runtime_page.context.close()
    width, height = device["viewport"].values()
    assert covered["size"] == [width, height]
    assert covered["covered"] == [], "points of the canvas under something else"


def test_a_shared_links_game_id_reaches_the_game_intact(runtime_page: RuntimePage) -> None:
    """The runtime saw no query (no console, the interpreter the page names), the address
    keeps it for a reload, and the game reads the ID whole from what the page kept."""
    assert "-i" in GAME_ID and "%3A" in QUERY and "py" in QUERY.split("&")[0]
    seen = runtime_page.evaluate(
        "({interactive: config.interactive, executable: config.executable, "
        "search: location.search, kept: window.gridgamesQuery})")
    assert not seen["interactive"], "the runtime would open its console"
    assert seen["executable"] == runtime_page.cdn + CPYTHON
    assert runtime_page.cdn + CPYTHON in runtime_page.requests
    assert seen["search"] == QUERY
    game_id = parse_query(seen["kept"]).get("game")
    assert game_id == GAME_ID
    assert query_options(game_id).game_id == GAME_ID


def string_constants(code: str) -> list[str]:
    return [node.value for node in ast.walk(ast.parse(code))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)]


def step_keys(code: str) -> set[str]:
    """The keys the page's Python passes to ``loading.step``."""
    return {call.args[0].value for call in ast.walk(ast.parse(code))
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
            and call.func.attr == "step" and isinstance(call.args[0], ast.Constant)}


def test_every_string_the_pages_python_hands_to_javascript_survives(
        runtime_page: RuntimePage, web: Path) -> None:
    """The page's Python (the block pythons.js runs first) holds only strings the runtime
    reads back unchanged; the steps it names show as the page words them, and text the game
    sends as JSON (Copy) arrives whole."""
    code = page_python((web / "index.html").read_text(encoding="utf-8"))
    garbled = [text for text in string_constants(code) if runtime_reads(text) != text]
    assert garbled == [], "strings the runtime would garble"
    keys = step_keys(code)
    assert {"unpacking", "starting"} <= keys
    shown = runtime_page.evaluate("""([keys, detail]) => keys.map((key) => {
        window.gridgamesLoading.step(key, 0.5, detail);
        return document.getElementById("stage").textContent;
    })""", [sorted(keys, key=lambda key: key == "failed"), to_javascript("pygame-ce")])  # for good
    assert "Unpacking the game…" in shown and "Setting up pygame-ce…" in shown
    line = "Täglich 2026-11-26: 3 Züge… ✓ 中文"
    copied = runtime_page.evaluate("""(json) => new Promise((done) => {
        navigator.clipboard.writeText = (text) => { done(text); return Promise.resolve(); };
        window.gridgamesCopy(json);
    })""", to_javascript(line))
    assert copied == line


def test_a_refused_copy_or_an_unreadable_file_raises_no_alert(
        runtime_page: RuntimePage) -> None:
    """The runtime alerts on any unhandled rejection (checked first); the clipboard refuses
    inside itch.io's frame, and the game's Copy stays quiet; so does a dropped replay file
    the browser cannot read."""
    runtime_page.evaluate("() => { Promise.reject(new Error('probe')); }")
    runtime_page.page.wait_for_timeout(200)
    assert runtime_page.dialogs == ["alert: Error occurred: probe"]
    refused = runtime_page.evaluate("""(json) => new Promise((done) => {
        navigator.clipboard.writeText = () => {
            setTimeout(() => done(true), 200);
            return Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
        };
        window.gridgamesCopy(json);
    })""", to_javascript("9x9n10:s1"))
    assert refused
    # the game learns it was refused, so it never says "copied" (game/gui/host.py)
    assert runtime_page.evaluate("window.gridgamesCopied") == "refused"
    runtime_page.evaluate("""() => {  // a dropped file the browser cannot read (moved away)
        const gone = { name: "game.rmv", slice: () => ({
            arrayBuffer: () => Promise.reject(new DOMException("gone", "NotReadableError")) }) };
        const drop = new Event("drop", { cancelable: true });
        Object.defineProperty(drop, "dataTransfer", { value: { files: [gone] } });
        document.dispatchEvent(drop);
    }""")
    runtime_page.page.wait_for_timeout(200)
    assert runtime_page.dialogs == ["alert: Error occurred: probe"]


SCROLL_KEYS = ("Space", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageDown")


def test_leaving_asks_nothing_and_keys_never_scroll_a_host_page(
        runtime_page: RuntimePage) -> None:
    assert runtime_page.evaluate("window.onbeforeunload") is None, "a confirm on every leave"
    runtime_page.evaluate("""() => {
        window.scrollKeys = [];
        window.addEventListener("keydown", (event) => window.scrollKeys.push(
            [event.code, event.defaultPrevented]));
        document.getElementById("canvas").focus();
    }""")
    for key in SCROLL_KEYS:
        runtime_page.page.keyboard.press(key)
    pressed = runtime_page.evaluate("window.scrollKeys")
    assert pressed == [[key, True] for key in SCROLL_KEYS], "keys left to scroll the page"
    runtime_page.page.reload()
    runtime_page.page.wait_for_function(STARTED, timeout=START_TIMEOUT_MS)
    assert runtime_page.dialogs == []


def test_a_runtime_file_that_does_not_load_ends_the_wait_with_a_message(
        browser: Any, web: Path, site: str) -> None:
    """CPython missing from the server (or the connection lost): the page says so and
    what to do, rather than a bar that never ends."""
    page = RuntimePage(browser, web, site, missing=CPYTHON)
    try:
        page.page.wait_for_selector("#loading.failed", timeout=START_TIMEOUT_MS)
        message = page.page.locator("#stage").inner_text()
        assert message.startswith("The game could not start") and CPYTHON in message
        assert "reload the page" in message and page.page.locator("#loading").is_visible()
    finally:
        page.context.close()


def test_a_frame_that_may_not_rewrite_its_address_still_starts_quietly(
        browser: Any, web: Path, site: str) -> None:
    """``history.replaceState`` refused (as in some sandboxed frames): the query stays for
    the runtime to see, but nothing throws into its alerts and the game still reads it."""
    refuse = "history.replaceState = () => { throw new DOMException('refused', 'SecurityError'); };"
    page = RuntimePage(browser, web, site, before=refuse)
    try:
        kept = page.evaluate("window.gridgamesQuery")
        assert parse_query(kept).get("game") == GAME_ID
        assert page.dialogs == []
    finally:
        page.context.close()
