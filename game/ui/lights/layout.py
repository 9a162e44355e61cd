"""Where Lights draws: the status bar (menu button, face, moves), the grid of lamps, the
footer, in the frame's measures (a phone's fingertip buttons)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.lights.rules import GRID, LAMP, SMALLEST
from game.ui.frame import DESKTOP, MARGIN, Frame
from game.ui.layout import Cell, Rect


@dataclass(frozen=True)
class LightsLayout:
    """The window's measures for a grid of ``lamps`` a side, each lamp ``side`` pixels,
    centred in ``room`` (0, 0: a desktop window with half a lamp above and below them)."""

    side: int = LAMP  # of a lamp, in pixels (``--lights-size``)
    frame: Frame = DESKTOP
    room: tuple[int, int] = (0, 0)  # a page's size: the window is the page
    lamps: int = GRID  # a side of the grid

    @classmethod
    def fitted(cls, room: tuple[int, int], frame: Frame, lamps: int) -> LightsLayout:
        """Lamps as large as a page of ``room`` takes between its bars (with half a lamp
        above and below the grid, as :attr:`size` has), never smaller than a fingertip."""
        across = (room[0] - 2 * MARGIN) // lamps
        down = (room[1] - frame.status_height - frame.footer_height) // (lamps + 1)
        return cls(max(min(across, down), SMALLEST), frame, room, lamps)

    @property
    def size(self) -> tuple[int, int]:
        frame, grid = self.frame, self.lamps * self.side
        return (max(self.room[0], grid + 2 * MARGIN, frame.min_width),
                max(self.room[1], frame.status_height + grid + self.side + frame.footer_height))

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

    def lamp(self, x: int, y: int) -> Rect:
        grid, top, bottom = self.lamps * self.side, self.frame.status_height, self.footer[1]
        left, upper = (self.size[0] - grid) // 2, (top + bottom - grid) // 2
        return left + x * self.side, upper + y * self.side, self.side, self.side

    def lamp_at(self, pos: tuple[int, int]) -> Cell | None:
        """The lamp under ``pos``, or None off the grid."""
        x0, y0, side, _ = self.lamp(0, 0)
        x, y = (pos[0] - x0) // side, (pos[1] - y0) // side
        return (x, y) if 0 <= x < self.lamps and 0 <= y < self.lamps else None
