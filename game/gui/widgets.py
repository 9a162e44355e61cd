"""The chrome both games share: bevels, counters, buttons, the footer and panels.

Each game's renderer draws its own grid and calls these for everything around
it, so Minesweeper and Sudoku look like one program.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.gui.assets import Sheet, font, text_font
from game.gui.led import can_show, paint_led
from game.ui.frame import DESKTOP, MARGIN, Frame
from game.ui.layout import Rect
from game.ui.menu import TEXT_INSET, Chrome, Menu, MenuItem
from game.ui.text_fit import fit, wrap_all
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
    for row in range(3):
        bar = (x + 11, y + height // 2 - 8 + row * 8, width - 22, 3)
        pygame.draw.rect(screen, style.palette.text, bar)


TIMELINE_HEIGHT = 5  # the replay's timeline bar along the footer's bottom edge


def paint_footer(screen: pygame.Surface, style: Style, text: str, rect: Rect,
                 progress: float | None = None) -> None:
    """The footer's text, wrapped onto as many lines as the window gave the footer;
    with ``progress`` (0 to 1), a replay's timeline bar under it, filled that far."""
    pygame.draw.rect(screen, style.palette.panel, rect)
    if progress is not None:
        x, y, width, height = rect
        track = (x + MARGIN, y + height - TIMELINE_HEIGHT - 2, width - 2 * MARGIN,
                 TIMELINE_HEIGHT)
        bevel(screen, track, style.palette, raised=False, width=1)
        filled = round((track[2] - 2) * progress)
        pygame.draw.rect(screen, style.palette.highlight, (track[0] + 1, track[1] + 1, filled,
                                                           TIMELINE_HEIGHT - 2))
    small = style.fonts.small
    lines = footer_lines(style, text, rect)
    step = min(small.get_linesize(), rect[3] // len(lines))
    top = rect[1] + (rect[3] - step * len(lines)) // 2
    for index, line in enumerate(lines):
        screen.blit(small.render(line, True, style.palette.text),
                    (rect[0] + MARGIN, top + index * step))


def footer_lines(style: Style, text: str, rect: Rect) -> list[str]:
    """The footer's text wrapped, whole, to the footer's width: the window gives the
    footer as many lines as this holds."""
    small = style.fonts.small
    return wrap_all(text, rect[2] - MARGIN, lambda part: small.size(part)[0])


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
    palette, panel = style.palette, menu.panel(window)
    pygame.draw.rect(screen, palette.panel, panel)
    bevel(screen, panel, palette, raised=True, width=2)
    for index in menu.visible(window):
        _paint_row(screen, style, menu.items[index], menu.item_rect(window, index),
                   highlighted=index == menu.highlighted)
    if menu.scrolls(window):
        _paint_scroll_bar(screen, style, menu, window)
    return panel


def _paint_row(screen: pygame.Surface, style: Style, item: MenuItem, rect: Rect, *,
               highlighted: bool) -> None:
    """A choice in the label font, a heading in it too, a line to read in the small one."""
    palette = style.palette
    if highlighted:
        pygame.draw.rect(screen, palette.highlight, rect)
    colour = palette.highlight_text if highlighted else palette.text
    words = style.fonts.small if item.kind == "text" else style.fonts.label
    key = style.fonts.small.render(item.key, True, colour)
    room = rect[2] - 2 * TEXT_INSET - (key.get_width() + 12 if item.key else 0)
    label = words.render(fit(item.label, room, lambda part: words.size(part)[0]), True, colour)
    middle = rect[1] + rect[3] // 2
    screen.blit(label, label.get_rect(midleft=(rect[0] + TEXT_INSET, middle)))
    screen.blit(key, key.get_rect(midright=(rect[0] + rect[2] - TEXT_INSET, middle)))


def _paint_scroll_bar(screen: pygame.Surface, style: Style, menu: Menu, window: Chrome) -> None:
    x, y, width, height = menu.panel(window)
    track = (x + width - 7, y + 4, 4, height - 8)
    shown, total = len(menu.visible(window)), len(menu.items)
    thumb = max(track[3] * shown // total, 8)
    top = track[1] + (track[3] - thumb) * menu.top // max(total - shown, 1)
    pygame.draw.rect(screen, style.palette.shadow, track)
    pygame.draw.rect(screen, style.palette.highlight, (track[0], top, track[2], thumb))


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
    return id(menu), menu.highlighted, menu.top, tuple(item.label for item in menu.items)


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

    def draw(self, *, menu_open: bool, face: str, footer: str, left_counter: Slot,
             timer: Slot, right_button: Slot, footer_toggle: Slot,
             footer_button: Slot | None = None, progress: float | None = None) -> list[Rect]:
        """``footer_button``: a game's second button in the footer, left of the toggle;
        ``progress``: a replay's timeline bar, across the whole footer."""
        chrome = self.chrome
        items: list[StatusItem] = [
            ("menu_button", menu_open, chrome.menu_button, self._paint_menu_button),
            ("left_counter", *left_counter),
            ("face", face, chrome.face, self._paint_face),
            ("timer", *timer),
            ("right_button", *right_button),
            ("footer", footer, chrome.footer_text, self._paint_footer),
            ("footer_toggle", *footer_toggle),
        ]
        if progress is not None:  # the bar covers the toggle: it is not in use meanwhile
            items[-2:] = [("footer", (footer, progress), chrome.footer, self._paint_timeline)]
        if footer_button is not None:
            items.append(("footer_button", *footer_button))
        return paint_changed(items, self.drawn)

    def _paint_menu_button(self, is_open: bool, rect: Rect) -> None:
        paint_menu_button(self.screen, self.style, rect, pushed=is_open)

    def _paint_face(self, face: str, rect: Rect) -> None:
        self.screen.blit(self.faces[face], rect[:2])

    def _paint_footer(self, text: str, rect: Rect) -> None:
        paint_footer(self.screen, self.style, text, rect)

    def _paint_timeline(self, value: tuple[str, float], rect: Rect) -> None:
        paint_footer(self.screen, self.style, value[0], rect, value[1])
