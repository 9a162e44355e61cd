"""The chrome both games share: bevels, counters, buttons, the footer and panels.

Each game's renderer draws its own grid and calls these for everything around
it, so Minesweeper and Sudoku look like one program.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from game.gui.assets import Sheet, font, text_font
from game.gui.led import can_show, paint_led
from game.ui.frame import DESKTOP, MARGIN, Frame
from game.ui.layout import Rect
from game.ui.menu import PANEL_PADDING, TEXT_INSET, Chrome, Menu, MenuItem
from game.ui.text_fit import wrap_all, wrap_items
from game.ui.theme import RGB, Palette


@dataclass(frozen=True)
class Fonts:
    """The shipped fonts at their sizes; loaded after ``pygame.init``, and again when the
    language changes (words in Chinese take another font; digits and symbols do not)."""

    counter: pygame.font.Font
    label: pygame.font.Font
    small: pygame.font.Font
    glyph: pygame.font.Font  # symbols drawn on buttons: ⚑ ✗ ?

    @classmethod
    def load(cls, frame: Frame = DESKTOP) -> Fonts:
        """At the frame's sizes: text grows and shrinks with the tiles."""
        return cls(font(frame.counter_font), text_font(frame.label_font),
                   text_font(frame.footer_font, bold=False), font(frame.glyph_font))


@dataclass(frozen=True)
class Style:
    fonts: Fonts
    palette: Palette


def bevel(surface: pygame.Surface, rect: Rect, palette: Palette, *, raised: bool,
          width: int) -> None:
    """The classic 3D edge: light top-left and dark bottom-right when raised."""
    x, y, w, h = rect
    light, shadow = palette.light, palette.shadow
    top_left, bottom_right = (light, shadow) if raised else (shadow, light)
    for i in range(width):
        left, top, right, bottom = x + i, y + i, x + w - 1 - i, y + h - 1 - i
        pygame.draw.line(surface, top_left, (left, top), (right, top))
        pygame.draw.line(surface, top_left, (left, top), (left, bottom))
        pygame.draw.line(surface, bottom_right, (left, bottom), (right, bottom))
        pygame.draw.line(surface, bottom_right, (right, top), (right, bottom))


def grow(rect: Rect, by: int) -> Rect:
    x, y, w, h = rect
    return x - by, y - by, w + 2 * by, h + 2 * by


def centre(rect: Rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def paint_counter(screen: pygame.Surface, style: Style, text: str, rect: Rect) -> None:
    """LED digits on a dark ground, like the counters of Windows Minesweeper; what the
    segments cannot show (a Sudoku's hearts) is left to the caller."""
    palette = style.palette
    pygame.draw.rect(screen, palette.counter_back, rect)
    bevel(screen, rect, palette, raised=False, width=2)
    x, y, width, height = rect
    if can_show(text):
        paint_led(screen, text, (x + 5, y + 4, width - 10, height - 8), palette.counter_digits,
                  palette.counter_unlit)


def counter_text(value: int) -> str:
    return f"{value:03d}" if value >= 0 else f"-{-value:02d}"


def paint_button(screen: pygame.Surface, style: Style, rect: Rect, *, pushed: bool) -> None:
    """A blank raised (or pushed-in) button for the caller to put a glyph on."""
    pygame.draw.rect(screen, style.palette.panel, rect)
    bevel(screen, rect, style.palette, raised=not pushed, width=2)


def paint_menu_button(screen: pygame.Surface, style: Style, rect: Rect, *, pushed: bool) -> None:
    paint_button(screen, style, rect, pushed=pushed)
    x, y, width, height = rect
    unit = height / 44  # the button's 44 px drawing, at its size
    step, thick, inset = round(8 * unit), max(2, round(3 * unit)), round(11 * unit)
    for row in range(3):
        bar = (x + inset, y + height // 2 - step + row * step, width - 2 * inset, thick)
        pygame.draw.rect(screen, style.palette.text, bar)


SCROLL_BAR = 6  # wide enough to see and to grab
TIMELINE_HEIGHT = 6  # the replay's timeline bar, drawn across the middle of its seek area
TIMELINE_SNAP = 4  # pixels: a press this close to the bar's start or end reaches it


def timeline_track(rect: Rect) -> Rect:
    """The replay's timeline bar as drawn in a seek area of ``rect`` (its bevel around the
    fill), thin across the area's middle: the area, not the bar, takes the presses."""
    x, y, width, height = rect
    return x, y + (height - TIMELINE_HEIGHT) // 2, width, TIMELINE_HEIGHT


def timeline_fraction(rect: Rect, x: int) -> float:
    """How far along the bar of a seek area of ``rect`` a press at ``x`` is, 0 to 1,
    counted on the bar as drawn; a few pixels short of either end is that end, so a press
    can reach the very end (the fill's last pixel is hard to hit, a finger harder still)."""
    left, _, width, _ = timeline_track(rect)
    start, end = left + 1, left + width - 2  # the fill's first and last pixels
    if x <= start + TIMELINE_SNAP or end <= start:
        return 0.0
    if x >= end - TIMELINE_SNAP:
        return 1.0
    return (x - start) / (end - start)


def paint_seek_bar(screen: pygame.Surface, style: Style, rect: Rect, progress: float) -> None:
    """A replay's timeline bar filled ``progress`` (0 to 1) of the way, and a knob there
    that says the bar can be dragged."""
    palette = style.palette
    pygame.draw.rect(screen, palette.panel, rect)
    track = timeline_track(rect)
    bevel(screen, track, palette, raised=False, width=1)
    filled = round((track[2] - 2) * progress)
    pygame.draw.rect(screen, palette.highlight, (track[0] + 1, track[1] + 1, filled,
                                                 TIMELINE_HEIGHT - 2))
    knob = (track[0] + 1 + filled, track[1] + TIMELINE_HEIGHT // 2)
    radius = min(rect[3] // 2, TIMELINE_HEIGHT + 2)
    pygame.draw.circle(screen, palette.highlight, knob, radius)
    pygame.draw.circle(screen, palette.text, knob, radius, width=1)


def paint_footer(screen: pygame.Surface, style: Style, text: str, rect: Rect, *,
                 by_item: bool = False) -> None:
    """The footer's text, wrapped onto as many lines as the window gave the footer (by
    item, :func:`~game.ui.text_fit.wrap_items`, with ``by_item``)."""
    pygame.draw.rect(screen, style.palette.panel, rect)
    small = style.fonts.small
    lines = footer_lines(style, text, rect, by_item=by_item)
    step = min(small.get_linesize(), rect[3] // len(lines))
    top = rect[1] + (rect[3] - step * len(lines)) // 2
    for index, line in enumerate(lines):
        screen.blit(small.render(line, True, style.palette.text),
                    (rect[0] + MARGIN, top + index * step))


def footer_lines(style: Style, text: str, rect: Rect, *, by_item: bool = False) -> list[str]:
    """The footer's text wrapped, whole, to the footer's width (a replay's counters by
    item): the window gives the footer as many lines as this holds."""
    wrap = wrap_items if by_item else wrap_all
    return wrap(text, rect[2] - MARGIN, _measure(style.fonts.small))


def paint_toggle(screen: pygame.Surface, style: Style, rect: Rect, *, on: bool) -> RGB | None:
    """A two-state button whose state reads at a glance: while on, pushed in and filled
    with the highlight colour.  The ink its glyph should take while on, else None."""
    paint_button(screen, style, rect, pushed=on)
    if not on:
        return None
    x, y, width, height = rect
    pygame.draw.rect(screen, style.palette.highlight, (x + 2, y + 2, width - 4, height - 4))
    return style.palette.highlight_text


def paint_panel(screen: pygame.Surface, style: Style, menu: Menu, window: Chrome) -> Rect:
    """A menu or information panel over the window; returns the area it covers.  A panel
    that scrolls shows the rows in view and a bar along its right edge saying where."""
    fit_words(menu, style, window)
    palette, panel = style.palette, menu.panel(window)
    pygame.draw.rect(screen, palette.panel, panel)
    bevel(screen, panel, palette, raised=True, width=2)
    for index in menu.visible(window):
        _paint_row(screen, style, menu.items[index], menu.item_rect(window, index),
                   highlighted=index == menu.highlighted)
    if menu.scrolls(window):
        _paint_scroll_bar(screen, style, menu, window)
    return panel


SWITCH = (36, 20)  # a setting's on/off switch, at the row's right end
CHECK_ROOM = 22  # the check-mark column left of a choice's words


def fit_words(menu: Menu, style: Style, window: Chrome) -> None:
    """Each row's words wrapped whole to the room they have: a row that needs more lines
    grows to hold them (nothing in a menu is shortened)."""
    menu.lines = {}
    inner = menu.panel(window)[2] - 2 * PANEL_PADDING  # a panel that grows only widens
    lines = {}
    for index, item in enumerate(menu.items):
        if item.kind == "separator":
            continue
        words = _words_font(style, item)
        wrapped = wrap_all(item.label, _label_room(style, item, inner), _measure(words))
        if len(wrapped) > 1:
            lines[index] = (len(wrapped), words.get_linesize())
    menu.lines = lines


def _measure(font: pygame.font.Font) -> Callable[[str], int]:
    return lambda text: font.size(text)[0]


def _words_font(style: Style, item: MenuItem) -> pygame.font.Font:
    return style.fonts.small if item.kind == "text" else style.fonts.label


def _label_room(style: Style, item: MenuItem, width: int) -> int:
    """The width a row's words may take: less its key, its switch and its check mark."""
    room = width - 2 * TEXT_INSET - _label_indent(item)
    if item.key:
        room -= style.fonts.small.size(item.key)[0] + 12
    if item.switch:
        room -= SWITCH[0] + 12
    return room


def _label_indent(item: MenuItem) -> int:
    return CHECK_ROOM if item.checked is not None and not item.switch else 0


def _paint_row(screen: pygame.Surface, style: Style, item: MenuItem, rect: Rect, *,
               highlighted: bool) -> None:
    """A choice in the label font, a heading in it too, a line to read in the small one;
    a choice that cannot act now is greyed; a separator is an etched line."""
    palette = style.palette
    middle = rect[1] + rect[3] // 2
    if item.kind == "separator":
        left, right = rect[0] + TEXT_INSET, rect[0] + rect[2] - TEXT_INSET
        pygame.draw.line(screen, palette.shadow, (left, middle - 1), (right, middle - 1))
        pygame.draw.line(screen, palette.light, (left, middle), (right, middle))
        return
    if highlighted:
        pygame.draw.rect(screen, palette.highlight, rect)
    colour = palette.highlight_text if highlighted else palette.text
    if not item.enabled:
        colour = _greyed(palette)
    words = _words_font(style, item)
    right = rect[0] + rect[2] - TEXT_INSET
    if item.switch:
        right = _paint_switch(screen, style, (right - SWITCH[0], middle - SWITCH[1] // 2),
                              on=bool(item.checked)) - 12
    if item.key:
        key = style.fonts.small.render(item.key, True, colour)
        screen.blit(key, key.get_rect(midright=(right, middle)))
    if item.checked and not item.switch:
        mark = style.fonts.glyph.render("✓", True, colour)
        screen.blit(mark, mark.get_rect(midleft=(rect[0] + TEXT_INSET, middle)))
    left = rect[0] + TEXT_INSET + _label_indent(item)
    lines = wrap_all(item.label, _label_room(style, item, rect[2]), _measure(words))
    top = middle - len(lines) * words.get_linesize() // 2
    for number, line in enumerate(lines):
        label = words.render(line, True, colour)
        screen.blit(label, (left, top + number * words.get_linesize()))


def _greyed(palette: Palette) -> RGB:
    """Halfway between the words' colour and the panel's: there, but not for now."""
    text, panel = palette.text, palette.panel
    return (text[0] + panel[0]) // 2, (text[1] + panel[1]) // 2, (text[2] + panel[2]) // 2


def _paint_switch(screen: pygame.Surface, style: Style, at: tuple[int, int], *,
                  on: bool) -> int:
    """A setting's switch: a track filled with the highlight colour and its knob to the
    right while on, a dark track and the knob left while off.  Returns its left edge."""
    palette = style.palette
    track = pygame.Rect(at, SWITCH)
    pygame.draw.rect(screen, palette.highlight if on else palette.shadow, track,
                     border_radius=SWITCH[1] // 2)
    pygame.draw.rect(screen, palette.text, track, width=1, border_radius=SWITCH[1] // 2)
    knob = SWITCH[1] - 6
    x = track.right - 3 - knob if on else track.left + 3
    pygame.draw.ellipse(screen, palette.light, (x, track.top + 3, knob, knob))
    pygame.draw.ellipse(screen, palette.text, (x, track.top + 3, knob, knob), width=1)
    return track.left


def _paint_scroll_bar(screen: pygame.Surface, style: Style, menu: Menu, window: Chrome) -> None:
    """The panel's scroll bar: 6 px wide, its thumb at 3:1 or more on its dark track."""
    x, y, width, height = menu.panel(window)
    track = (x + width - 9, y + 4, SCROLL_BAR, height - 8)
    shown, total = len(menu.visible(window)), len(menu.items)
    thumb = max(track[3] * shown // total, 8)
    top = track[1] + (track[3] - thumb) * menu.top // max(total - shown, 1)
    pygame.draw.rect(screen, style.palette.shadow, track)
    pygame.draw.rect(screen, style.palette.scroll_thumb, (track[0], top, track[2], thumb))


StatusItem = tuple[str, Any, Rect, Callable[[Any, Rect], None]]
_UNSET = object()


def paint_changed(items: list[StatusItem], drawn: dict[str, object]) -> list[Rect]:
    """Paint each (name, value, area, painter) whose value differs from the one drawn
    last; return the areas painted.  An idle frame paints none."""
    rects = []
    for name, value, rect, paint in items:
        if drawn.get(name, _UNSET) != value:
            drawn[name] = value
            paint(value, rect)
            rects.append(rect)
    return rects


def panel_state(menu: Menu) -> tuple[object, ...]:
    """What a drawn panel depends on: redraw it only when this changes."""
    return id(menu), menu.highlighted, menu.top, tuple((item.label, item.checked)
                                                      for item in menu.items)


class PaintedDialog(Protocol):
    """A dialog as an overlay paints it (:mod:`game.gui.dialog`'s)."""

    def state(self) -> object: ...

    def paint(self, screen: pygame.Surface, style: Style) -> Rect: ...


class Overlay:
    """The open dialog or panel over a game's scene, painted the same way for every game
    and repainted only when it (or its state) changes; each renderer keeps one."""

    def __init__(self) -> None:
        self.shown: object = None  # the dialog or menu drawn last
        self._state: object = None

    def forget(self) -> None:
        """The scene under it was repainted: paint the overlay again too."""
        self.shown = self._state = None

    def paint(self, screen: pygame.Surface, style: Style, chrome: Chrome,
              dialog: PaintedDialog | None, menu: Menu | None) -> list[Rect]:
        """Paint the dialog, else the panel, if it is new or changed; the areas painted."""
        shown = dialog or menu
        state = dialog.state() if dialog is not None else None if menu is None \
            else panel_state(menu)
        if shown is None or (shown is self.shown and state == self._state):
            return []
        self.shown, self._state = shown, state
        if dialog is not None:
            return [dialog.paint(screen, style)]
        assert menu is not None
        return [paint_panel(screen, style, menu, chrome)]


Slot = tuple[Any, Rect, Callable[[Any, Rect], None]]  # a value, where it goes, its painter


class StatusBar:
    """The status bar and footer every game shows, slot by neutral name.

    The menu button, the face and the footer text are painted here; each game fills the
    other slots (a counter left of the face, the timer, a button right of it, the footer's
    toggle) with its own value and painter.  A slot is repainted only when its value
    changes.
    """

    def __init__(self, screen: pygame.Surface, style: Style, faces: Sheet,
                 chrome: Chrome) -> None:
        self.screen, self.style, self.faces, self.chrome = screen, style, faces, chrome
        self.drawn: dict[str, object] = {}
        self._measured: tuple[str, Rect, bool, int] = ("", (0, 0, 0, 0), False, 1)

    def lines_for(self, text: str, *, by_item: bool = False) -> int:
        """How many lines the footer needs to show ``text`` whole (asked every frame:
        measured again only when the text or the footer changes)."""
        rect = self.chrome.footer_text
        if self._measured[:3] != (text, rect, by_item):
            lines = footer_lines(self.style, text, rect, by_item=by_item)
            self._measured = (text, rect, by_item, len(lines))
        return self._measured[3]

    def draw(self, *, menu_open: bool, face: str, footer: str, left_counter: Slot,
             timer: Slot, right_button: Slot | None = None,
             footer_toggle: Slot | None = None, by_item: bool = False) -> list[Rect]:
        """``right_button``, ``footer_toggle``: a game's buttons right of the timer and in
        the footer, where it has them (not a replay's toggle; Sudoku's are in its action
        row); ``by_item``: the footer's text wraps by item (a replay's counters)."""
        chrome = self.chrome
        items: list[StatusItem] = [
            ("menu_button", menu_open, chrome.menu_button, self._paint_menu_button),
            ("left_counter", *left_counter),
            ("face", face, chrome.face, self._paint_face),
            ("timer", *timer),
            ("footer", footer, chrome.footer_text,
             self._paint_items if by_item else self._paint_footer),
        ]
        if right_button is not None:
            items.append(("right_button", *right_button))
        if footer_toggle is not None:
            items.append(("footer_toggle", *footer_toggle))
        return paint_changed(items, self.drawn)

    def _paint_menu_button(self, is_open: bool, rect: Rect) -> None:
        paint_menu_button(self.screen, self.style, rect, pushed=is_open)

    def _paint_face(self, face: str, rect: Rect) -> None:
        self.screen.blit(self.faces[face], rect[:2])

    def _paint_footer(self, text: str, rect: Rect) -> None:
        paint_footer(self.screen, self.style, text, rect)

    def _paint_items(self, text: str, rect: Rect) -> None:
        paint_footer(self.screen, self.style, text, rect, by_item=True)
