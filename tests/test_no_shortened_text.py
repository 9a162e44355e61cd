"""Nothing the window says is cut short, in any language (issue 23).

In English, German and Chinese, on a 360 px phone (touch) and on a 1366x768 laptop, every
message of the catalogue is drawn as the footer's text, and every row of the menus,
options, statistics and help of both games, and of Minesweeper's review, is drawn as a
panel row; every string the fonts are asked to draw is recorded.  Each text must be drawn
whole (its lines, joined, give it back) and no "…" may appear that the text did not have:
a shortened hint or label fails here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
from front_helpers import mines_window, still_progress
from replay_files import scripted_video

from game import i18n, registry
from game.core.mines.game import MinesOptions
from game.gui import host, shell
from game.gui.dialog import PADDING
from game.gui.mixed_font import MixedFont
from game.gui.window import Window
from game.options import Options
from game.ui.input import use_keyboard
from tools.i18n import extract

LANGUAGES = [i18n.SOURCE, "de", "zh_CN"]
WINDOWS = {"phone": ((360, 740), True, (9, 9, 10)), "laptop": ((1366, 768), False, (30, 16, 99))}
# Each registered game's own panels, and those every game shares, checked in the first one.
OWN_PANELS = ["menu", "options", "stats", "help"]
SHARED_PANELS = ["about", "pause"]
_FIELD = re.compile(r"\{[^{}]*\}")


class Recorder:
    """Every string a font draws while the test runs."""

    def __init__(self) -> None:
        self.drawn: list[str] = []

    def font_class(self) -> type[pygame.font.Font]:
        drawn = self.drawn

        class RecordingFont(pygame.font.Font):
            def render(self, text: str | bytes | None, *args: object,
                       **kwargs: object) -> pygame.Surface:
                drawn.append(str(text))
                return super().render(text, *args, **kwargs)  # type: ignore[arg-type]

        return RecordingFont

    def mixed_render(self) -> Callable[..., pygame.Surface]:
        drawn, render = self.drawn, MixedFont.render

        def recording(font: MixedFont, text: str, *args: object) -> pygame.Surface:
            drawn.append(text)
            return render(font, text, *args)  # type: ignore[arg-type]

        return recording


@pytest.fixture(params=list(WINDOWS))
def window(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
           ) -> Iterator[tuple[str, Recorder]]:
    """A screen of the window's size (touch on the phone) with its fonts recorded."""
    size, touch, _ = WINDOWS[request.param]
    recorder = Recorder()
    monkeypatch.setattr(host, "display_size", lambda: size)
    monkeypatch.setattr(host, "DECORATION", (0, 0))
    monkeypatch.setenv("GRIDGAMES_TOUCH", "1" if touch else "0")
    monkeypatch.setattr(pygame.font, "Font", recorder.font_class())
    monkeypatch.setattr(MixedFont, "render", recorder.mixed_render())
    host.touch_screen.cache_clear()
    pygame.init()
    yield request.param, recorder
    pygame.quit()
    host.touch_screen.cache_clear()
    use_keyboard(True)


def bare(text: str) -> str:
    return "".join(text.split())


def whole(text: str, drawn: list[str]) -> bool:
    """Whether ``text`` was drawn whole, on one line or on lines one after another."""
    return bare(text) in "".join(map(bare, drawn))


def shortened(drawn: list[str], texts: list[str]) -> list[str]:
    """The drawn lines with an ellipsis that none of the ``texts`` has there."""
    return [line for line in drawn if "…" in line
            and not any(bare(line) in bare(text) for text in texts)]


def messages() -> list[str]:
    """Every singular message of the catalogue, its fields filled in."""
    return sorted({_FIELD.sub("12345", msgid) for msgid, _ in extract()})


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_message_is_drawn_whole_in_the_footer(
        window: tuple[str, Recorder], language: str) -> None:
    name, recorder = window
    i18n.use_language(language)
    app = mines_window(Options(seed=5, own=MinesOptions(board=WINDOWS[name][2], no_guess=False)),
                       progress=still_progress())
    app.frame()
    cut = []
    for message in messages():
        text = i18n._(message)
        app.notice = text
        recorder.drawn.clear()
        app.front.renderer.invalidate()
        app.frame()
        footer = [line for line in recorder.drawn if line.strip()]
        if not whole(text, footer) or shortened(footer, [text]):
            cut.append((text, footer))
    assert not cut, cut[:3]


def open_front(game: str, name: str) -> Window[Any]:
    """The game's window; Minesweeper's on the window's own board."""
    if game != "mines":
        return shell.open_front(game, Options(game=game, seed=1), still_progress())
    return mines_window(Options(seed=5, own=MinesOptions(board=WINDOWS[name][2], no_guess=False)),
                        progress=still_progress())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", [entry.name for entry in registry.GAMES])
def test_every_row_of_the_menus_options_statistics_and_help_is_drawn_whole(
        window: tuple[str, Recorder], language: str, game: str) -> None:
    name, recorder = window
    i18n.use_language(language)
    app = open_front(game, name)
    app.frame()
    app.frame()  # Sudoku makes its puzzle on its second frame
    cut = []
    for action in OWN_PANELS + (SHARED_PANELS if game == registry.default().name else []):
        cut += cut_rows(app, recorder, action)
    assert not cut, sorted(set(cut))[:5]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_row_of_the_review_is_drawn_whole(window: tuple[str, Recorder],
                                                language: str) -> None:
    name, recorder = window
    i18n.use_language(language)
    app = mines_window(Options(own=scripted_video(5, WINDOWS[name][2])),
                       progress=still_progress())
    app.frame()
    assert not cut_rows(app, recorder, "review")


def drawn_afresh(app: Window[Any]) -> str:
    """One frame with everything drawn again, and the footer's text it drew ("" for a
    front that draws every frame whole, keeping no renderer)."""
    renderer = getattr(app.front, "renderer", None)
    if renderer is None:
        app.frame()
        return ""
    renderer.invalidate()
    app.frame()
    return str(renderer.status.drawn.get("footer", ""))


def cut_rows(app: Window[Any], recorder: Recorder, action: str) -> list[tuple[str, str, str]]:
    """The rows of the panel ``action`` opens not drawn whole, or drawn shortened."""
    app.panel = None
    app.activate(action)
    app.frame()
    app.frame()  # the review scrolls to its chosen click in its first frames
    panel, layout = app.panel, app.chrome()
    assert panel is not None, action
    panel.top, seen, cut = 0, -1, []
    while seen < len(panel.items) - 1:  # page by page, every row scrolled into view
        recorder.drawn.clear()
        footer = drawn_afresh(app)
        shown = [panel.items[index] for index in panel.visible(layout)]
        cut += [(action, item.label, item.key) for item in shown
                if not (whole(item.label, recorder.drawn) and whole(item.key, recorder.drawn))]
        texts = [footer, *(text for item in shown for text in (item.label, item.key))]
        cut += [(action, line, "") for line in shortened(recorder.drawn, texts)]
        seen = panel.visible(layout)[-1]
        panel.scroll(len(shown), layout)
    return cut


# Where the messages a dialog's summary can give come from: the game-ID readers (the open-ID
# dialog says what is wrong in the command line's words) and the custom board's form.
DIALOG_SOURCES = ("game/core/mines/game_id.py", "game/core/sudoku/grid.py",
                  "game/core/sudoku/play.py", "game/core/session.py",
                  "game/registry.py", "game/ui/open_id.py", "game/ui/mines/custom.py")


def dialog_messages() -> list[str]:
    """What a dialog's summary can say, its fields filled in, a problem as "Not yet: ..."."""
    found = {_FIELD.sub("12345", message.msgid) for message in extract().values()
             if any(place.startswith(DIALOG_SOURCES) for place in message.places)}
    return sorted(found | {i18n._("Not yet: {problem}").replace("{problem}", i18n._(text))
                           for text in found})


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("action", ["open_id", "custom"])
def test_every_dialog_message_is_drawn_whole_inside_its_box(
        window: tuple[str, Recorder], language: str, action: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The open-ID and custom board dialogs say what is wrong on as many lines as it takes
    (the box grows), never shortened and never past the box's edge; their titles fit the box
    and their buttons' words the buttons."""
    name, recorder = window
    i18n.use_language(language)
    app = open_front("mines", name)
    app.frame()
    app.activate(action)
    dialog = app.dialog
    assert dialog is not None
    small = app.front.renderer.style.fonts.small
    cut = []
    for message in dialog_messages():
        text = i18n._(message)
        monkeypatch.setattr(dialog.form, "summary", lambda text=text: text)
        recorder.drawn.clear()
        app.front.renderer.invalidate()
        app.frame()
        _, y, width, height = dialog.rect
        lines = [line for line in recorder.drawn if line and bare(line) in bare(text)]
        inside = all(small.size(line)[0] <= width - 2 * PADDING for line in lines)
        if not whole(text, lines) or shortened(recorder.drawn, [text]) or not inside or \
                y + height > app.front.layout.size[1]:
            cut.append((text, lines))
    label = app.front.renderer.style.fonts.label
    cut += [(i18n._(text), []) for answer, text in dialog.buttons
            if label.size(i18n._(text))[0] > dialog.action_button(answer)[2]]
    title = dialog.heading()
    cut += [(title, [])] if label.size(title)[0] > dialog.rect[2] - 2 * PADDING else []
    assert not cut, cut[:3]
