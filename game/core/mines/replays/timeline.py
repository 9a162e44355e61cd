"""A replay to step through, as a viewer shows it: the board, cursor and clicks at any event.

The viewer (a window, later) asks for the state after some number of mouse
events, or jumps from move to move; going back rebuilds from the start, which
costs little next to drawing.
"""

from __future__ import annotations

from game.core.mines.replays.model import MouseEvent, TimedMove, Video
from game.core.mines.replays.mouse import play_back


class Timeline:
    """The replay's board after ``shown`` of its mouse events."""

    def __init__(self, video: Video) -> None:
        self.video = video
        self.playback = play_back(video)
        self.moves = self.playback.moves
        self.board = video.new_board()
        self.shown = 0  # mouse events shown so far
        self._applied = 0  # moves applied to the board so far

    @property
    def done(self) -> bool:
        return self.shown == len(self.video.events)

    def total_ms(self) -> int:
        """The game's time, as a timer at the end shows it."""
        return self.playback.time_ms(self.video)

    @property
    def last_event(self) -> MouseEvent | None:
        """The event shown last: its time and the cursor's position and button action."""
        return self.video.events[self.shown - 1] if self.shown else None

    def step(self) -> list[TimedMove]:
        """Show the next mouse event; return the moves it made (often none)."""
        if self.done:
            return []
        self.shown += 1
        made = []
        while self._applied < len(self.moves) and self.moves[self._applied].event < self.shown:
            move = self.moves[self._applied]
            move.move.apply(self.board)
            made.append(move)
            self._applied += 1
        return made

    def next_move(self) -> list[TimedMove]:
        """Show events up to and including the next one that makes a move."""
        while not self.done:
            made = self.step()
            if made:
                return made
        return []

    def seek(self, shown: int) -> None:
        """Show exactly the first ``shown`` events."""
        if not 0 <= shown <= len(self.video.events):
            raise ValueError(f"a replay of {len(self.video.events)} events cannot show {shown}")
        if shown < self.shown:
            self.board, self.shown, self._applied = self.video.new_board(), 0, 0
        while self.shown < shown:
            self.step()

    def seek_time(self, at_ms: int) -> None:
        """Show every event up to the time ``at_ms`` (the video's own clock)."""
        shown = sum(1 for event in self.video.events if event.at_ms <= at_ms)
        self.seek(shown)
