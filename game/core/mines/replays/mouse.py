"""The mouse state machine: button presses and releases become board moves.

The rules are those of Windows Minesweeper as the community's tools count them:

- a left release opens the cell under the cursor (a *left click*), unless the
  right button was also down since the left press: then it is a *chord*;
- a right press toggles a flag (a *right click*); pressed while the left is
  down it starts a chord instead;
- with both down, the first release chords the cell under the cursor and the
  other button's release does nothing; a middle release chords too;
- a right press on an opened cell that becomes a chord is counted as the chord
  only, not also as a right click;
- before the first opening only flags count; removing the last of those flags
  starts the count again, as if the game had not begun;
- after the game ends nothing counts; events off the board do nothing.
"""

from __future__ import annotations

from game.core.mines.moves import Move, MoveKind
from game.core.mines.replays.model import (
    MouseEvent,
    Playback,
    TimedMove,
    Video,
    actions_of,
)

_PRESS = {"lc": "left", "rc": "right", "mc": "middle"}
_RELEASE = {"lr": "left", "rr": "right", "mr": "middle"}


class _Mouse:
    """Which buttons are down, and whether the two main ones chord together."""

    def __init__(self) -> None:
        self.down: set[str] = set()
        self.both = False  # left and right down together since the last chord
        self.chorded = False  # a chord fired; the other button's release does nothing
        self.right_wasted = False  # the right press fell on an opened cell


def play_back(video: Video) -> Playback:
    """Run every mouse event of the video on a fresh board with its layout."""
    playback = Playback(video.new_board())
    mouse = _Mouse()
    flagged_mines: set[tuple[int, int]] = set()
    clicks = (0, 0, 0)
    for index, action in enumerate(actions_of(video.events)):
        if action != "mv" and not playback.board.finished:  # a mere move changes nothing
            _play_event(playback, mouse, video, index, video.events[index], flagged_mines)
            clicks = (playback.left, playback.right, playback.chord)
        playback.clicks_after.append(clicks)  # one tuple while they stand: a long video
    return playback


def _play_event(playback: Playback, mouse: _Mouse, video: Video, index: int,
                event: MouseEvent, flagged_mines: set[tuple[int, int]]) -> None:
    """One mouse event: the buttons change, and perhaps a click is counted or played."""
    kind = _step(mouse, event)
    if kind is None:
        return
    cell = video.cell(event)
    if cell is None:
        _count_off_board(playback, kind)
        return
    if kind == "C" and mouse.right_wasted:
        playback.right -= 1
    mouse.right_wasted = (kind == "F" and event.action == "rc"
                          and playback.board.view(*cell) not in "#F")
    _apply(playback, Move(kind, *cell), event, index, flagged_mines)


def _step(mouse: _Mouse, event: MouseEvent) -> MoveKind | None:
    """Update the buttons; return the move the event makes, if any."""
    action = event.action
    if action == "pf":
        return "F"
    if action == "cc":
        mouse.down |= {"left", "right"}
        mouse.both = True
        return None
    if action in _PRESS:
        return _press(mouse, _PRESS[action])
    if action in _RELEASE:
        return _release(mouse, _RELEASE[action])
    return None


def _press(mouse: _Mouse, button: str) -> MoveKind | None:
    mouse.down.add(button)
    if button == "middle":
        return None
    if {"left", "right"} <= mouse.down:
        mouse.both = True
        return None
    return "F" if button == "right" else None


def _release(mouse: _Mouse, button: str) -> MoveKind | None:
    was_down = button in mouse.down
    mouse.down.discard(button)
    if button == "middle":
        return "C"
    if mouse.both:
        mouse.both, mouse.chorded = False, True
        return "C"
    if button == "right":
        mouse.right_wasted = False
    chorded, mouse.chorded = mouse.chorded, bool(mouse.down - {"middle"})
    if button == "left" and was_down and not chorded and "right" not in mouse.down:
        return "O"
    return None


def _apply(playback: Playback, move: Move, event: MouseEvent, index: int,
           flagged_mines: set[tuple[int, int]]) -> None:
    """Count the click and play it, by the rules in the module docstring."""
    board = playback.board
    started = board.status != "ready"
    if move.kind == "C" and not started:
        return
    if move.kind == "O" and not started and board.view(move.x, move.y) != "#":
        return
    was_flag = board.view(move.x, move.y) == "F"
    changed = move.apply(board)
    playback.moves.append(TimedMove(event.at_ms, move, index))
    _count(playback, move, bool(changed))
    if move.kind == "F" and not started and was_flag and board.mines_left == board.mines:
        playback.left = playback.right = playback.chord = playback.effective = 0
    if move.kind == "F" and board.is_mine(move.x, move.y) and not was_flag \
            and (move.x, move.y) not in flagged_mines:
        flagged_mines.add((move.x, move.y))
        playback.effective += 1
    if board.status != "ready" and playback.start_ms is None:
        playback.start_ms, playback.start_event = event.at_ms, index
    if board.finished:
        playback.end_ms = event.at_ms


def _count_off_board(playback: Playback, kind: MoveKind) -> None:
    """A click beside the board changes nothing but counts once the game is on."""
    if playback.board.status == "playing":
        _count(playback, Move(kind, 0, 0), changed=False)


def _count(playback: Playback, move: Move, changed: bool) -> None:
    if move.kind == "O":
        playback.left += 1
        playback.effective += changed and playback.board.status != "lost"
    elif move.kind == "F":
        playback.right += 1
    else:
        playback.chord += 1
        playback.effective += changed
