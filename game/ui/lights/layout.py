"""Where Lights draws: the status bar (menu button, face, moves), the row of lamps, the
footer, in the frame's measures (a phone's fingertip buttons)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.lights.rules import LAMP, LAMPS, SMALLEST
from game.ui.frame import DESKTOP, MARGIN, Frame
from game.ui.layout import Rect, contains


@dataclass(frozen=True)
class LightsLayout:
    """The window's measures for lamps of ``side`` pixels, centred in ``room`` (0, 0: a
    desktop window with a lamp's height above and below them)."""

    side: int = LAMP  # of a lamp, in pixels (``--lights-size``)
    frame: Frame = DESKTOP
    room: tuple[int, int] = (0, 0)  # a page's size: the window is the page

    @classmethod
    def fitted(cls, room: tuple[int, int], frame: Frame) -> LightsLayout:
        """Lamps as large as a page of ``room`` takes between its bars."""
        across = (room[0] - 2 * MARGIN) // LAMPS
        down = room[1] - frame.status_height - frame.footer_height - 2 * MARGIN
        return cls(max(min(across, down), SMALLEST), frame, room)

    @property
    def size(self) -> tuple[int, int]:
        frame = self.frame
        return (max(self.room[0], LAMPS * self.side + 2 * MARGIN, frame.min_width),
                max(self.room[1], frame.status_height + 3 * self.side + frame.footer_height))

    @property
    def status_bar(self) -> Rect:
        return 0, 0, self.size[0], self.frame.status_height

    @property
    def menu_button(self) -> Rect:
        width, height = self.frame.button
        return MARGIN, (self.frame.status_height - height) // 2, width, height

    @property
    def face(self) -> Rect:
        side = self.frame.face
        return (self.size[0] - side) // 2, (self.frame.status_height - side) // 2, side, side

    @property
    def moves(self) -> Rect:
        """The moves counter, at the bar's right end."""
        width, height = self.frame.counter
        return (self.size[0] - MARGIN - width, (self.frame.status_height - height) // 2,
                width, height)

    @property
    def footer(self) -> Rect:
        height = self.frame.footer_height
        return 0, self.size[1] - height, self.size[0], height

    @property
    def footer_text(self) -> Rect:
        return self.footer

    def lamp(self, x: int) -> Rect:
        top, bottom = self.frame.status_height, self.footer[1]
        left = (self.size[0] - LAMPS * self.side) // 2
        return left + x * self.side, (top + bottom - self.side) // 2, self.side, self.side

    def lamp_at(self, pos: tuple[int, int]) -> int | None:
        return next((x for x in range(LAMPS) if contains(self.lamp(x), pos)), None)
