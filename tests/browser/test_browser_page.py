"""Browser first (issue 34), on the standalone edition as shipped: the canvas is the page
or the itch.io frame, in either orientation and after a resize; Beginner's cells are
fingertip-big on a phone and large in the frame; the menu shows whole on an upright phone;
a fast flick scrolls a list and fires nothing; a tap leaves no row lit; a hint moves no
board pixel.  Each view prints its figures (``-s``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from page_tools import assert_no_console_errors, open_game, screenshot, skip_unless_ready
from test_browser_game import centre, tap
from test_browser_phone import choose, css_scale, pick, tap_at

from bench.browser import LOAD_TIMEOUT_MS, GamePage, Kit, observer_script

pytestmark = pytest.mark.browser
COVERS = 0.95  # the canvas's share of the page or frame, at least
PHONE = {"portrait": {"width": 390, "height": 844}, "landscape": {"width": 844, "height": 390}}
TAB = {"width": 1366, "height": 768}
PHONE_BEGINNER_CSS_PX = 40
FRAME_BEGINNER_CSS_PX = 55


def coverage(game: GamePage) -> float:
    """The canvas's box over the page's inner size."""
    box = game.page.locator("#canvas").bounding_box()
    width, height = game.page.evaluate("[innerWidth, innerHeight]")
    shown_width = min(box["x"] + box["width"], width) - max(box["x"], 0)
    shown_height = min(box["y"] + box["height"], height) - max(box["y"], 0)
    return float(shown_width * shown_height / (width * height))


def cells(game: GamePage, difficulty: str, *, touch: bool) -> float:
    """The preset's cells in CSS pixels, chosen from the menu as a player does."""
    if touch:
        choose(game, difficulty)
    else:
        game.click(game.to_page(centre(game.state()["menu_button"])))
        item = next(i for i in game.state()["menu"] if i["label"].startswith(difficulty))
        game.click(game.to_page(centre(item["rect"])))
    return float(game.state()["tile"] * css_scale(game))


@pytest.fixture(scope="module")
def phone(game_kit: Kit, browser: Any, site_url: str) -> Iterator[GamePage]:
    yield from open_game(game_kit, browser, site_url, viewport=PHONE["portrait"],
                         device_scale_factor=3, is_mobile=True, has_touch=True)


@pytest.mark.parametrize("way", ["portrait", "landscape", "portrait again"])
def test_the_canvas_is_the_phone_screen_either_way_up(phone: GamePage, way: str) -> None:
    phone.page.set_viewport_size(PHONE[way.split()[0]])
    phone.wait_frames(4)
    covered = coverage(phone)
    beginner = cells(phone, "Beginner", touch=True)
    expert = cells(phone, "Expert", touch=True)
    cells(phone, "Beginner", touch=True)
    screenshot(phone, f"page-phone-{way.replace(' ', '-')}")
    print(f"\nphone {way}: canvas {covered:.1%} of the page, Beginner {beginner:.0f} and "
          f"Expert {expert:.0f} CSS px cells")
    assert covered >= COVERS
    assert beginner >= PHONE_BEGINNER_CSS_PX
    assert_no_console_errors(phone)


def test_beginners_whole_menu_shows_on_an_upright_phone(phone: GamePage) -> None:
    phone.page.set_viewport_size(PHONE["portrait"])
    phone.wait_frames(4)
    cells(phone, "Beginner", touch=True)
    tap_at(phone, centre(phone.state()["menu_button"]))
    menu = phone.state()["menu"]
    assert menu and all(item["shown"] for item in menu), [i["label"] for i in menu
                                                           if not i["shown"]]
    tap_at(phone, (2, 2))  # beside the panel: it closes


def flick(game: GamePage, start: tuple[float, float], rise: float) -> None:
    """A fast flick up the screen: eight moves in about 130 ms, then the finger lifted."""
    session = game.page.context.new_cdp_session(game.page)
    session.send("Input.dispatchTouchEvent",
                 {"type": "touchStart", "touchPoints": [{"x": start[0], "y": start[1]}]})
    for step in range(1, 9):
        game.page.wait_for_timeout(16)
        session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [
            {"x": start[0], "y": start[1] - rise * step / 8}]})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    session.detach()
    game.wait_frames(6)


@pytest.mark.parametrize(("way", "panel"), [("landscape", "menu"), ("portrait", "help"),
                                            ("landscape", "options")])
def test_a_fast_flick_on_a_list_scrolls_it_and_fires_nothing(
        phone: GamePage, way: str, panel: str) -> None:
    phone.page.set_viewport_size(PHONE[way])
    phone.wait_frames(4)
    cells(phone, "Beginner", touch=True)
    tap(phone, phone.cell_point((4, 4)))
    before = phone.state()
    tap_at(phone, centre(before["menu_button"]))
    if panel != "menu":
        pick(phone, {"help": "Help", "options": "Options"}[panel])
    opened = phone.state()
    shown = [item for item in opened["menu"] if item["shown"]]
    if len(shown) == len(opened["menu"]):
        pytest.skip(f"the {panel} panel shows whole {way}: nothing to flick")
    middle = shown[len(shown) // 2]
    flick(phone, phone.to_page(centre(middle["rect"])), rise=phone.page.viewport_size[
        "height"] * 0.3)
    after = phone.state()
    assert after["panel"] is not None and after["panel"]["name"] == opened["panel"]["name"]
    assert after["panel"]["top"] > opened["panel"]["top"], "the flick did not scroll"
    assert after["moves"] == before["moves"] and after["game_id"] == before["game_id"]
    assert after["dialog"] is None and after["panel"]["highlighted"] is None
    tap_at(phone, (2, 2))


def test_a_tap_leaves_no_row_lit_in_any_panel(phone: GamePage) -> None:
    phone.page.set_viewport_size(PHONE["portrait"])
    phone.wait_frames(4)
    for path in (["Statistics"], ["Options", "Sound"], ["Options", "Sound"],
                 ["Options", "Language"]):
        tap_at(phone, centre(phone.state()["menu_button"]))
        for label in path:
            items = phone.state()["menu"]
            index = next((n for n, i in enumerate(items) if i["label"].startswith(label)), None)
            first = None if index is None else items[index]
            pick(phone, label)
            panel = phone.state()["panel"]
            assert panel is None or panel["highlighted"] is None, (path, label)
        while first is not None and label == "Language" \
                and phone.state()["menu"][index]["label"] != first["label"]:
            tap_at(phone, centre(first["rect"]))  # round the languages, back to the first
            assert phone.state()["panel"]["highlighted"] is None
        tap_at(phone, (2, 2))
        phone.wait_frames()


def test_a_hint_moves_no_board_pixel(phone: GamePage) -> None:
    phone.page.set_viewport_size(PHONE["portrait"])
    phone.wait_frames(4)
    cells(phone, "Beginner", touch=True)
    tap(phone, phone.cell_point((4, 4)))
    where = ("board_rect", "origin", "size")
    before = {key: phone.state()[key] for key in where}
    box = phone.page.locator("#canvas").bounding_box()
    choose(phone, "Hint")
    phone.wait_frames(4)
    state = phone.state()
    assert state["hints"] or state["notice"], "the hint said nothing"
    assert {key: state[key] for key in where} == before
    assert phone.page.locator("#canvas").bounding_box() == box


def test_the_canvas_is_a_laptop_tab(game_kit: Kit, browser: Any, site_url: str) -> None:
    for game in open_game(game_kit, browser, site_url, viewport=TAB):
        covered = coverage(game)
        beginner = cells(game, "Beginner", touch=False)
        expert = cells(game, "Expert", touch=False)
        game.page.set_viewport_size({"width": 1000, "height": 700})  # the window resized
        game.wait_frames(4)
        resized = coverage(game)
        screenshot(game, "page-laptop-tab")
        print(f"\nlaptop tab 1366x768: canvas {covered:.1%} of the page ({resized:.1%} at "
              f"1000x700), Beginner {beginner:.0f} and Expert {expert:.0f} CSS px cells")
        assert covered >= COVERS and resized >= COVERS
        assert_no_console_errors(game)


def test_the_canvas_is_itchios_frame(game_kit: Kit, browser: Any, site_url: str) -> None:
    """itch.io's 800x600 iframe: the harness runs in the frame (an init script reaches
    every frame), measured from inside it."""
    skip_unless_ready(game_kit, wheel=True)
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    try:
        context.add_init_script(observer_script())
        page = context.new_page()
        page.goto(site_url + "itch.html")
        frame = page.frame_locator("#game")
        inner = next(f for f in page.frames if f.url.endswith("index.html"))
        inner.wait_for_function("window.harness && window.harness.phase === 'running' && "
                                "window.harness.state().ready", timeout=LOAD_TIMEOUT_MS)
        state = inner.evaluate("harness.state()")
        canvas = frame.locator("#canvas").bounding_box()
        host = page.locator("#game").bounding_box()
        covered = canvas["width"] * canvas["height"] / (host["width"] * host["height"])
        scale = canvas["width"] / inner.evaluate("canvas.width")
        beginner = state["tile"] * scale
        page.screenshot(path=str(screenshot_path("page-itch-frame")))
        print(f"\nitch.io 800x600 frame: canvas {covered:.1%} of the frame, Beginner "
              f"{beginner:.0f} CSS px cells")
        assert (state["width"], state["height"]) == (9, 9)
        assert covered >= COVERS
        assert beginner >= FRAME_BEGINNER_CSS_PX
    finally:
        context.close()


def screenshot_path(name: str) -> Any:
    from page_tools import SHOTS

    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS / f"{name}.png"


RESUMES = """(() => {  // each resume() of an audio context: whether a gesture's handler made it
  window.audioResumes = [];
  const resume = AudioContext.prototype.resume;
  AudioContext.prototype.resume = function () {
    window.audioResumes.push(navigator.userActivation.isActive);
    return resume.call(this);
  };
})();"""


def test_the_first_tap_resumes_the_games_sound_inside_its_handler(
        game_kit: Kit, browser: Any, site_url: str) -> None:
    """iOS Safari starts audio only from a gesture's own handler: the game's mixer makes
    its context at start-up, and the page resumes it inside the first tap's handler."""
    context = browser.new_context(viewport=PHONE["portrait"], is_mobile=True, has_touch=True)
    try:
        context.add_init_script(RESUMES)
        game = GamePage(context.new_page())
        game.open(site_url)
        contexts = game.page.evaluate("gridgamesAudioContexts.length")
        assert contexts >= 1, "the game made no audio context before the first tap"
        assert game.page.evaluate("audioResumes") == []
        tap(game, game.cell_point((4, 4)))
        resumes = game.page.evaluate("audioResumes")
        print(f"\nsound: {contexts} audio context(s) at start, resumed {resumes} by the tap")
        assert resumes and all(resumes), "not resumed inside the tap's handler"
    finally:
        context.close()


FULLSCREEN_CALLS = """(() => {  // each request for full screen: whether a gesture's handler made it
  window.fullscreenAsks = [];
  const ask = Element.prototype.requestFullscreen;
  Element.prototype.requestFullscreen = function (...options) {
    window.fullscreenAsks.push(navigator.userActivation.isActive);
    return ask.apply(this, options);
  };
})();"""
NO_FULLSCREEN = """for (const name of ["fullscreenEnabled", "webkitFullscreenEnabled"]) {
  Object.defineProperty(Document.prototype, name, { get: () => false });
}"""  # as an iPhone's Safari, or a frame that does not allow it


def options_rows(game: GamePage) -> list[dict[str, Any]]:
    game.click(game.to_page(centre(game.state()["menu_button"])))
    item = next(i for i in game.state()["menu"] if i["label"].startswith("Options"))
    game.click(game.to_page(centre(item["rect"])))
    rows: list[dict[str, Any]] = game.state()["menu"]
    return rows


@pytest.mark.parametrize("can", [True, False])
def test_full_screen_is_asked_for_inside_the_click_and_hidden_where_it_cannot_be(
        game_kit: Kit, browser: Any, site_url: str, can: bool) -> None:
    context = browser.new_context(viewport=TAB)
    try:
        context.add_init_script(FULLSCREEN_CALLS if can else NO_FULLSCREEN)
        game = GamePage(context.new_page())
        game.open(site_url)
        row = next((i for i in options_rows(game) if i["label"] == "Full screen"), None)
        if not can:
            assert row is None, "a Full screen row where the browser cannot"
            return
        assert row is not None and row["checked"] is False
        game.click(game.to_page(centre(row["rect"])))
        game.wait_frames(4)
        asks = game.page.evaluate("fullscreenAsks")
        assert asks == [True], "not asked for inside the click's handler"
        whole = game.page.evaluate("Boolean(document.fullscreenElement)")
        rows = game.state()["menu"]
        shown = next(i for i in rows if i["label"] == "Full screen")
        print(f"\nfull screen: asked {asks}, granted {whole}, the switch shows {shown['checked']}")
        assert shown["checked"] is whole  # the switch follows the page
    finally:
        context.close()


REFUSING_CLIPBOARD = """navigator.clipboard.writeText = () =>
  Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
navigator.share = undefined;"""  # as inside itch.io's frame


@pytest.mark.parametrize("refused", [True, False])
def test_copy_says_copied_only_when_the_clipboard_took_it(
        game_kit: Kit, browser: Any, site_url: str, refused: bool) -> None:
    context = browser.new_context(viewport=TAB)
    try:
        if refused:
            context.add_init_script(REFUSING_CLIPBOARD)
        else:
            context.grant_permissions(["clipboard-read", "clipboard-write"])
        game = GamePage(context.new_page())
        game.open(site_url)
        game.click(game.to_page(centre(game.state()["menu_button"])))
        item = next(i for i in game.state()["menu"] if i["label"].startswith("Copy game ID"))
        game.click(game.to_page(centre(item["rect"])))
        game.wait_frames(6)
        notice, game_id = game.state()["notice"], game.state()["game_id"]
        print(f"\ncopy {'refused' if refused else 'allowed'}: the footer says {notice!r}")
        if refused:
            assert "opied" not in notice and notice == f"Game ID: {game_id}"
        else:
            assert notice == f"Copied {game_id}"
    finally:
        context.close()
