"""What differs between a native window and a pygbag browser tab.

The only place that looks at ``sys.platform``; everything else asks here:
where assets and saved progress live, URL query items, the clipboard, and how
much screen a window may take.
"""

from __future__ import annotations

import base64
import errno
import functools
import json
import os
import sys
import urllib.parse
from contextlib import AbstractContextManager, nullcontext, suppress
from pathlib import Path
from typing import Any

from game.core.storage import Changed, Expected, FileStore, MemoryStore, Store
from game.i18n import _, system_languages
from game.ui.layout import kept_on_screen

IN_BROWSER = sys.platform == "emscripten"
# The data folder's name: capitalised where the system's own applications' are.
APP_NAME = "Gridgames" if sys.platform in ("darwin", "win32") else "gridgames"

# Natively the loop sleeps out the rest of a frame so an idle game uses no CPU;
# the browser paces frames itself, so there the loop only yields.
FRAME_SECONDS = 1 / 60
PACE_FRAMES = not IN_BROWSER


# What the desktop keeps for itself natively: a title bar and a task bar.
DECORATION = (0, 80)
TITLE_BAR = 32  # of DECORATION's height, what sits above a window
FALLBACK_SCREEN = (1024, 768)  # no display answered (a headless test, an odd page)


def _window() -> Any:
    """The browser's ``window`` object, which pygbag exposes as ``platform.window``."""
    import platform

    return platform.window  # type: ignore[attr-defined]


class LocalStorageStore:
    """The browser's ``localStorage``: survives reloading the tab.

    A browser refuses with its own exceptions (a full quota, storage switched off);
    they become ``OSError`` so :class:`~game.core.storage.Progress` plays on unsaved.
    """

    def __init__(self, storage: Any) -> None:
        self._storage = storage

    def read(self, key: str) -> str | None:
        value = self._call("getItem", key)
        return None if value is None else str(value)

    def write(self, key: str, text: str, expected: Expected | None = None) -> None:
        if expected is not None and self.read(key) != expected.text:
            raise Changed(key)
        self._call("setItem", key, text)

    def rename(self, key: str, new_key: str) -> None:
        self.write(new_key, self.read(key) or "")
        self._call("removeItem", key)

    def locked(self, key: str) -> AbstractContextManager[bool]:
        """Nothing to hold: a tab's game reads, changes and writes without yielding to the
        page, so no other script runs in between."""
        return nullcontext(True)

    def _call(self, method: str, *args: str) -> Any:
        try:
            return getattr(self._storage, method)(*args)
        except Exception as error:  # a JavaScript exception, whatever pygbag calls it
            raise OSError(errno.EIO, _("browser storage failed"), str(error)) from error


def open_store() -> Store:
    """Where progress is kept: localStorage in a tab, a data folder natively."""
    if IN_BROWSER:
        try:
            return LocalStorageStore(_window().localStorage)
        except Exception:  # storage disabled (private mode): keep playing, unsaved
            return MemoryStore()
    store = FileStore(data_folder())
    store.remove_stale_temporaries()
    return store


def data_folder() -> Path:
    """The per-user data folder natively: ``$GRIDGAMES_DATA``, else the system's own place
    for an application's data (Linux ``~/.local/share/gridgames`` or ``$XDG_DATA_HOME``,
    macOS ``~/Library/Application Support/Gridgames``, Windows ``%APPDATA%\\Gridgames``).

    Up to version 0.1 every system but Windows used ``~/.local/share/gridgames``: where
    that folder holds a player's data and the native one does not exist yet, it is moved
    there (one rename, so nothing is half moved); if it cannot be moved, it stays in use.
    """
    if os.environ.get("GRIDGAMES_DATA"):
        return Path(os.environ["GRIDGAMES_DATA"])
    import platformdirs  # natively only: the browser keeps localStorage and lacks it

    native = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False, roaming=True))
    old = _old_data_folder()
    if old == native or not old.is_dir() or native.exists():
        return native
    try:
        native.parent.mkdir(parents=True, exist_ok=True)
        os.rename(old, native)
    except OSError:  # another disk, or another copy of the game moved it first
        pass
    return native if native.is_dir() else old


def _old_data_folder() -> Path:
    """The folder versions up to 0.1 chose outside Windows (where they took %APPDATA%)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "gridgames"


def query(name: str) -> str | None:
    """A URL query item (``?game=...``) as the player's link wrote it; None natively.

    The page keeps the address's query for the game (``gridgamesQuery``): pygbag's runtime
    would hand the items over as environment variables decoded by ``decodeURI``, which
    leaves a game ID's ``%3A`` and ``%2C`` encoded."""
    return parse_query(_kept_by_page("gridgamesQuery")).get(name)


def fragment(name: str) -> str | None:
    """An item of the address's fragment (``#replay=...``, a replay link), kept by the
    page as its query is (``gridgamesFragment``); None natively.  The fragment never
    reaches a server: a link's replay plays from the page alone."""
    return parse_query(_kept_by_page("gridgamesFragment").removeprefix("#")).get(name)


def _kept_by_page(part: str) -> str:
    """A part of the page's address the page keeps for the game ("" natively, or on an
    older page without it)."""
    if not IN_BROWSER:
        return ""
    try:
        return str(getattr(_window(), part))
    except Exception:
        return ""


# The address a native game's replay links open: the browser edition's page.  A build
# published elsewhere sets its own; in a browser the page's own address is used.
LINK_BASE = "https://gridgames.example/play/"


def page_address() -> str:
    """Where links to this game point: the page's address without its query and
    fragment in a tab, natively :data:`LINK_BASE`."""
    if not IN_BROWSER:
        return LINK_BASE
    try:
        return str(_window().location.href).partition("#")[0].partition("?")[0]
    except Exception:  # no location to read (not a page): the published one
        return LINK_BASE


def parse_query(search: str) -> dict[str, str]:
    """The items of an address's query (``?a=1&b=2``), decoded; the first of a repeated name."""
    items: dict[str, str] = {}
    for name, value in urllib.parse.parse_qsl(search.removeprefix("?"), keep_blank_values=True):
        items.setdefault(name, value)
    return items


def to_javascript(text: str) -> str:
    """Text for the page as JSON, pure ASCII: pygbag's runtime reads the bytes of every
    string Python hands to JavaScript as Latin-1, so anything else would arrive garbled.
    The page's functions that take text decode it with ``JSON.parse``."""
    return json.dumps(text, ensure_ascii=True)


def wanted_languages() -> list[str]:
    """The languages the player's system asks for, most wanted first: in a tab the page's
    ``?lang=`` and then the browser's ``navigator.languages``; natively the locale."""
    if not IN_BROWSER:
        return system_languages()
    wanted = [query("lang") or ""]
    try:
        navigator = _window().navigator
        wanted += [str(name) for name in navigator.languages] + [str(navigator.language)]
    except Exception:  # an old browser without navigator.languages: the page's own choice
        pass
    return [name for name in wanted if name]


def copy_to_clipboard(text: str, *, share: bool = False) -> bool | None:
    """Put text on the clipboard (``share``: offer a phone's share sheet first): True done,
    False refused, None asked but unknown.

    A browser answers later (a promise the game loop cannot wait for), so there the
    answer is None, and :func:`copy_outcome` says later how it went (``gridgamesCopy``).
    """
    if IN_BROWSER:
        try:
            _window().gridgamesCopy(to_javascript(text), share)
        except Exception:
            return False
        return None
    import pygame

    try:
        pygame.scrap.put_text(text)
    except pygame.error:
        return False
    return True


def copy_outcome() -> bool | None:
    """How the page's last copy or share went, once it is known: True copied or shared,
    False refused; None while nothing new is known (and always natively)."""
    if not IN_BROWSER:
        return None
    try:
        window = _window()
        outcome = window.gridgamesCopied
        if outcome is None:
            return None
        window.gridgamesCopied = None
        return str(outcome) in ("copied", "shared")
    except Exception:  # an older page without it: nothing is ever known
        return None


def fullscreen_state() -> bool | None:
    """Whether the page fills the screen; None where it cannot (natively, an iPhone's
    Safari, a frame that does not allow it): then no Full screen row shows."""
    if not IN_BROWSER:
        return None
    try:
        window = _window()
        if not window.gridgamesCanFullscreen():
            return None
        return bool(window.gridgamesIsFullscreen())
    except Exception:  # an older page: no full screen
        return None


def offer_fullscreen(row: tuple[int, int, int, int] | None) -> None:
    """Tell the page where the Full screen row is (canvas pixels), or that none shows:
    only a gesture's own handler may ask for full screen, so the page's does it."""
    if IN_BROWSER:
        try:
            _window().gridgamesFullscreenRow = None if row is None else json.dumps(list(row))
        except Exception:  # an older page: no full screen
            return


def read_clipboard(*, ask_page: bool = False) -> str | None:
    """The clipboard's text now, natively (None when empty or refused).

    A browser's page hands it over later, through :func:`take_pasted`: by itself after
    Ctrl+V (its paste event), or, with ``ask_page`` (a Paste button), once the player lets
    the page read the clipboard."""
    if IN_BROWSER:
        if ask_page:
            with suppress(Exception):  # an older page, or no clipboard API: Ctrl+V still works
                _window().gridgamesReadClipboard()
        return None
    import pygame

    try:
        return pygame.scrap.get_text() or None
    except pygame.error:
        return None


def take_pasted() -> str | None:
    """Text the browser's page was given to paste since the last call; None natively."""
    if not IN_BROWSER:
        return None
    try:
        window = _window()
        text = window.gridgamesPasted
        if not text:
            return None
        window.gridgamesPasted = ""
        return str(text)
    except Exception:  # an older page without the hand-over
        return None


def ask_text(question: str, current: str) -> str | None:
    """A line of text typed in the page's own prompt, on a touch screen's page: a canvas
    brings up no on-screen keyboard, the browser's prompt does.  None when cancelled,
    natively, with a keyboard at hand (it types into the dialog), or where the page cannot
    ask (an older page, a frame that allows no prompt)."""
    if not IN_BROWSER or not touch_screen():
        return None
    try:  # the answer as JSON: "null" when cancelled
        answer = json.loads(str(_window().gridgamesAsk(to_javascript(question),
                                                       to_javascript(current))))
    except Exception:
        return None
    return answer if isinstance(answer, str) else None


def tell_page_board_drawn() -> None:
    """Tell the page the first board is on screen (``gridgamesLoading.boardDrawn``): its
    loading screen goes, and ``make web-smoke`` and the load-time figures wait for it, the
    same signal on pygbag's runtime and on the standalone edition's."""
    if IN_BROWSER:
        with suppress(Exception):  # an older page without it: its loading screen has gone
            _window().gridgamesLoading.boardDrawn()


def pick_replay_file() -> None:
    """Ask the page for a replay file (its file picker); it arrives through
    :func:`take_replay_file`.  Natively ``gridgames replay watch FILE`` opens one."""
    if IN_BROWSER:
        with suppress(Exception):  # an older page without the picker
            _window().gridgamesPickReplay()


def take_replay_file() -> tuple[str, bytes] | None:
    """The name and bytes of a replay file picked or dropped on the page since the last
    call; None natively or when none came."""
    if not IN_BROWSER:
        return None
    try:
        window = _window()
        file = window.gridgamesReplayFile
        if not file:
            return None
        window.gridgamesReplayFile = None
        return str(file.name), base64.b64decode(str(file.data))
    except Exception:  # an older page, or bytes that are not base64 (none the page sends)
        return None


def export_file(name: str, data: bytes) -> str | None:
    """Give the player a file the game made (an exported replay): in a tab the browser
    downloads it (``gridgamesDownload``; None: the browser says where it went); natively
    it is written, under a name no file there has, to :func:`export_folder`, whose path is
    returned.  An ``OSError`` says why not."""
    if IN_BROWSER:
        try:
            _window().gridgamesDownload(to_javascript(name), base64.b64encode(data).decode())
        except Exception as error:  # an older page without downloads
            raise OSError(errno.ENOTSUP, _("the page cannot download files"),
                          str(error)) from error
        return None
    folder = export_folder()
    folder.mkdir(parents=True, exist_ok=True)
    stem, dot, suffix = name.rpartition(".")
    for number in range(1, 1000):
        path = folder / (name if number == 1 else f"{stem}-{number}{dot}{suffix}")
        try:
            with path.open("xb") as out:  # never over another file
                out.write(data)
        except FileExistsError:
            continue
        return str(path)
    raise OSError(errno.EEXIST, _("too many files of that name"), str(folder))


def export_folder() -> Path:
    """Where exports go natively: the player's Downloads folder where the system has one,
    else the data folder's ``exports``; with ``$GRIDGAMES_DATA`` set (a portable copy, the
    tests), always the latter."""
    if not os.environ.get("GRIDGAMES_DATA"):
        import platformdirs  # natively only, as for the data folder

        downloads = Path(platformdirs.user_downloads_dir())
        if downloads.is_dir():
            return downloads
    return data_folder() / "exports"


def display_size() -> tuple[int, int]:
    """The whole screen: the page's inner size in a tab, else the first desktop."""
    if IN_BROWSER:
        try:
            window = _window()
            return int(window.innerWidth), int(window.innerHeight)
        except Exception:  # no page size: a guess the canvas scaling can absorb
            return FALLBACK_SCREEN
    import pygame

    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else FALLBACK_SCREEN


def window_room() -> tuple[int, int]:
    """The largest window that shows whole: the page in a tab (the canvas is the page),
    the screen less its bars natively."""
    width, height = display_size()
    if IN_BROWSER:
        return width, height
    return width - DECORATION[0], height - DECORATION[1]


@functools.cache
def touch_screen() -> bool:
    """Whether fingers are the page's main pointer (a phone or tablet), so targets must
    be fingertip-sized; a native window is played with a mouse, unless GRIDGAMES_TOUCH=1
    asks it to lay out and speak as on a phone (tests, screenshots)."""
    if not IN_BROWSER:
        return os.environ.get("GRIDGAMES_TOUCH") == "1"
    try:
        return bool(_window().matchMedia("(pointer: coarse)").matches)
    except Exception:  # an old browser without media queries: play it as a desktop
        return False


def fills_page() -> bool:
    """Whether the window is the whole page (a browser's tab or frame), laid out for the
    room it has, rather than a desktop window sized to its board; GRIDGAMES_PAGE=1 lays
    a native window out as a page (tests, screenshots)."""
    return IN_BROWSER or os.environ.get("GRIDGAMES_PAGE") == "1"


def page_size() -> tuple[int, int] | None:
    """The page's size in a tab, read each frame so the game follows a turned phone or a
    resized browser window (SDL reports no resize for a page-managed canvas); None natively,
    where SDL's own resize events do that."""
    return display_size() if IN_BROWSER else None


def place_window(size: tuple[int, int]) -> Any:
    """Open the native window at ``size``, kept whole on the desktop (grown about its
    centre, moved in from any edge it would cross), and return its surface; a tab's
    canvas is the page's."""
    import pygame

    shown = pygame.display.get_surface()
    old = None if shown is None or IN_BROWSER else shown.get_size()
    position = None if old is None else pygame.display.get_window_position()
    screen = pygame.display.set_mode(size, window_flags())
    if old is not None and position is not None:
        bars = (TITLE_BAR, DECORATION[1] - TITLE_BAR)
        pygame.display.set_window_position(
            kept_on_screen(position, old, size, display_size(), bars))
    return screen


def window_flags() -> int:
    """A native window the player may resize; a tab's canvas has one logical size,
    which pygbag scales to the page."""
    if IN_BROWSER:
        return 0
    import pygame

    return pygame.RESIZABLE
