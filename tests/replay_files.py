"""Replay files made for the tests: a scripted player, and each format's bytes.

The encoders follow the same community descriptions as the readers (see the
module docstrings in game/core/mines/replays/); ms_toollib, which reads the files on
its own, checks both.  A script is what a player's mouse did: it starts with a
left press (the formats assume it) and only ever has whole clicks, which is what
real files hold and what ms_toollib accepts.
"""

from __future__ import annotations

import random
from typing import Any

import ms_toollib as ms
from session_helpers import FakeClock

from game.core.mines.board import Board
from game.core.mines.game import MinesGame, new_mines_session
from game.core.mines.game_id import MinesParams
from game.core.mines.replays import MouseEvent, Video
from game.core.mines.replays.mvf import permutation_for
from game.core.session import Session

PX = 16
Script = list[MouseEvent]


def random_layout(width: int, height: int, mines: int, rng: random.Random) -> frozenset[int]:
    return frozenset(rng.sample(range(width * height), mines))


def board_for(width: int, height: int, layout: frozenset[int]) -> Board:
    """The board as the replay programs play it: no question marks, flags uncapped."""
    text = "\n".join("".join("*" if y * width + x in layout else "." for x in range(width))
                     for y in range(height))
    return Board.from_text(text, question_marks=False, flag_limit=False)


class Player:
    """Plays a layout with whole clicks of every kind, wasted ones and a loss included."""

    def __init__(self, width: int, height: int, layout: frozenset[int],
                 rng: random.Random, *, step_ms: tuple[int, int] = (20, 400)) -> None:
        self.width, self.height, self.rng = width, height, rng
        self.board = board_for(width, height, layout)
        self.events: Script = []
        self.now = rng.randrange(0, 900)
        self.step_ms = step_ms

    def emit(self, action: str, cell: tuple[int, int] | None) -> None:
        x, y = ((self.width * PX, self.height * PX) if cell is None
                else (cell[0] * PX + self.rng.randrange(PX), cell[1] * PX + self.rng.randrange(PX)))
        if self.events and action != "mv" and self.events[-1].action != "mv":
            x, y = self.events[-1].x, self.events[-1].y  # press and release at one spot
        self.events.append(MouseEvent(self.now, action, x, y))
        self.now += self.rng.randrange(*self.step_ms)

    def click(self, actions: tuple[str, ...], cell: tuple[int, int] | None) -> None:
        if self.events:
            self.emit("mv", cell)
        for action in actions:
            self.emit(action, cell)

    def play(self, max_clicks: int = 400, lose_chance: float = 0.0) -> Script:
        start = self._first_cell()
        self.click(("lc", "lr"), start)
        self.board.reveal(*start)
        for _ in range(max_clicks):
            if self.board.finished:
                break
            self._turn(lose_chance)
        return self.events

    def _first_cell(self) -> tuple[int, int]:
        cells = [(x, y) for y in range(self.height) for x in range(self.width)
                 if not self.board.is_mine(x, y)]
        zeros = [cell for cell in cells if self._number(cell) == 0]
        return self.rng.choice(zeros or cells)

    def _number(self, cell: tuple[int, int]) -> int:
        return sum(self.board.is_mine(*n) for n in self.board.neighbours(*cell))

    def _turn(self, lose_chance: float) -> None:
        roll = self.rng.random()
        if roll < lose_chance:
            mine = self.rng.choice([(x, y) for y in range(self.height) for x in range(self.width)
                                    if self.board.is_mine(x, y)])
            self.click(("lc", "lr"), mine)
            self.board.reveal(*mine)
        elif roll < 0.06:
            self.click(self.rng.choice([("lc", "lr"), ("rc", "rr"), ("mv",)]), None)
        elif roll < 0.12:
            self._waste()
        elif roll < 0.45:
            self._flag_and_chord()
        else:
            self._open()

    def _cells(self, shown: str) -> list[tuple[int, int]]:
        return [(x, y) for y in range(self.height) for x in range(self.width)
                if self.board.view(x, y) in shown]

    def _waste(self) -> None:
        flags = self._cells("F")
        if flags and self.rng.random() < 0.3:
            cell = self.rng.choice(flags)
            self.click(("rc", "rr"), cell)
            self.board.cycle_mark(*cell)
            return
        opened = self._cells("12345678.")
        if opened:
            cell = self.rng.choice(opened)
            actions = self.rng.choice([("lc", "lr"), ("rc", "rr"), ("mc", "mr")])
            self.click(actions, cell)
            if actions[0] == "mc":
                self.board.chord(*cell)

    def _open(self) -> None:
        safe = [cell for cell in self._cells("#") if not self.board.is_mine(*cell)]
        if safe:
            cell = self.rng.choice(safe)
            self.click(("lc", "lr"), cell)
            self.board.reveal(*cell)

    def _flag_and_chord(self) -> None:
        numbers = [cell for cell in self._cells("12345678")
                   if any(self.board.view(*n) == "#" for n in self.board.neighbours(*cell))]
        if not numbers:
            return self._open()
        cell = self.rng.choice(numbers)
        for near in self.board.neighbours(*cell):
            if self.board.is_mine(*near) and self.board.view(*near) == "#":
                self.click(("rc", "rr"), near)
                self.board.cycle_mark(*near)
        style = self.rng.choice([("lc", "rc", "lr", "rr"), ("rc", "lc", "rr", "lr"),
                                 ("lc", "rc", "rr", "lr"), ("mc", "mr")])
        self.click(style, cell)
        self.board.chord(*cell)
        return None


    def overflag_and_finish(self, wrong: int) -> Script:
        """Flag ``wrong`` safe cells and then every mine, so flags outnumber mines;
        clear the board with chords around the flags, take the wrong flags off last
        and open what they covered with one chord each, as Arbiter lets a player."""
        start = self._first_cell()
        self.click(("lc", "lr"), start)
        self.board.reveal(*start)
        covered = [cell for cell in self._cells("#") if not self.board.is_mine(*cell)]
        mistakes = self.rng.sample(covered, wrong)
        mines = [cell for cell in self._cells("#") if self.board.is_mine(*cell)]
        for cell in mistakes + mines:
            self.click(("rc", "rr"), cell)
            self.board.cycle_mark(*cell)
        self._clear_around_flags()
        for cell in mistakes:
            self.click(("rc", "rr"), cell)
            self.board.cycle_mark(*cell)
            self._clear_around_flags()
        return self.events

    def _clear_around_flags(self) -> None:
        """Chord every number whose flags match it, then open what chords cannot reach."""
        while True:
            ready = [cell for cell in self._cells("12345678") if self._chord_opens(cell)]
            if not ready:
                break
            self.click(self.rng.choice([("lc", "rc", "lr", "rr"), ("mc", "mr")]), ready[0])
            self.board.chord(*ready[0])
        for cell in self._cells("#"):
            if not self.board.is_mine(*cell) and self.board.view(*cell) == "#":
                self.click(("lc", "lr"), cell)
                self.board.reveal(*cell)

    def _chord_opens(self, cell: tuple[int, int]) -> bool:
        around = [self.board.view(*near) for near in self.board.neighbours(*cell)]
        return "#" in around and around.count("F") == int(self.board.view(*cell))


def three_bv(width: int, height: int, layout: frozenset[int]) -> int:
    return board_for(width, height, layout).three_bv()


# ----- encoders ---------------------------------------------------------------------

def evf_bytes(video: Video) -> bytes:
    from game.core.mines.replays import to_evf
    return to_evf(video)


_AVF_CODES = {"mv": 1, "lc": 3, "lr": 5, "rc": 9, "rr": 17, "mc": 33, "mr": 65}
_AVF_LEVELS = {(8, 8, 10): 3, (16, 16, 40): 4, (30, 16, 99): 5}


def avf_bytes(video: Video, *, player: str = "Tester", country: int = 0) -> bytes:
    """Arbiter's layout; the events' first second is 1, so times shift by a second.
    ``country``: Arbiter's code, in every settings byte where the reader may look."""
    size = (video.width, video.height, len(video.mines))
    out = bytearray([0x34, 0, 0, 0, 0])
    if size in _AVF_LEVELS:
        out.append(_AVF_LEVELS[size])
    else:
        out += bytes([6, video.width - 1, video.height - 1]) + len(video.mines).to_bytes(2, "big")
    for index in sorted(video.mines):
        out += bytes([index // video.width + 1, index % video.width + 1])
    bbbv = three_bv(video.width, video.height, video.mines)
    seconds = f"{video.time_ms // 1000 + 1}.{video.time_ms % 1000 // 10:02d}"
    custom = "" if size in _AVF_LEVELS else f"W{video.width}H{video.height}M{len(video.mines)}|"
    out += bytes([country]) * 21 + b"\x7f\x38"  # settings; question marks off (17: on); spare
    out += (f"[0|{custom}24.11.2026.10:00:00:1234|24.10:01:00:5678|HS|B{bbbv}T{seconds}]"
            .encode())
    for event in video.events:
        seconds, hundredths = divmod(event.at_ms // 10, 100)
        seconds += 1
        out += bytes([_AVF_CODES[event.action], event.x >> 8, seconds & 255, event.x & 255,
                      hundredths, event.y >> 8, seconds >> 8, event.y & 255])
    out += bytes(8) + b"cs=" + bytes(17) + f"RealTime: 0\rSkin: Classic\r{player}\r".encode()
    return bytes(out)


def _level(video: Video) -> int:
    """The community's level, 3 beginner (8x8) to 6 custom, which each format stores."""
    return _AVF_LEVELS.get((video.width, video.height, len(video.mines)), 6)


_RMV_CODES = {"mv": 1, "lc": 2, "lr": 3, "rc": 4, "rr": 5, "mc": 6, "mr": 7}


RMV_TIMESTAMP = 1_795_514_400  # 2026-11-24 10:00:00 UTC


def rmv_bytes(video: Video, *, player: str = "Tester", more: tuple[str, ...] = (),
              timestamp: int = RMV_TIMESTAMP) -> bytes:
    """Viennasweeper's layout; its first left press is left out, as the program does.
    ``more``: the nickname, country and token player fields, as many as given."""
    assert video.events[0].action == "lc"
    bbbv = three_bv(video.width, video.height, video.mines)
    fields = [text.encode() for text in (player, *more)]
    out = bytearray(b"*rmv" + (1).to_bytes(2, "big") + bytes(4))
    out += (36).to_bytes(2, "big") + (0).to_bytes(2, "big") + bytes(4)
    out += (0).to_bytes(2, "big") + (4).to_bytes(2, "big") + bytes(7)
    out += (bytes(4) + f"{bbbv:03d}".encode() + b"#NF:0#TIMESTAMP:"
            + f"{timestamp:010d}".encode()[-10:] + bytes(2))
    out += len(fields).to_bytes(2, "big") + b"".join(bytes([len(field)]) + field
                                                     for field in fields)
    out += timestamp.to_bytes(4, "big")
    out += bytes([video.width, video.height]) + len(video.mines).to_bytes(2, "big")
    for index in sorted(video.mines):
        out += bytes([index % video.width, index // video.width])
    out += bytes([0, 0, 0, _level(video) - 3])  # spare, no-flags, mode, level
    for event in video.events[1:]:
        out += (bytes([_RMV_CODES[event.action]]) + (event.at_ms << 8).to_bytes(4, "big")
                + (event.x + 12).to_bytes(2, "big") + (event.y + 56).to_bytes(2, "big"))
    out.append(15)
    return bytes(out)


_MVF_BUTTONS = {"lc": ("left", 1), "lr": ("left", 0), "rc": ("right", 1), "rr": ("right", 0),
                "mc": ("middle", 1), "mr": ("middle", 0)}
_MVF_FIELDS = {"y": (3, 9), "x": (12, 9), "tens": (21, 7), "seconds": (28, 10)}


def mvf_bytes(video: Video, *, key: int = 4242, player: str = "Tester") -> bytes:
    """Clone 0.97's layout: one button snapshot per event, bits shuffled by the key."""
    out = bytearray(b"\x11\x4d" + bytes(25) + b"5" + bytes(46))
    out += bytes([11, 24]) + (2026).to_bytes(2, "big") + bytes([10, 0, 0])
    out += bytes([_level(video) - 2, 1]) + (video.time_ms // 1000).to_bytes(2, "big")
    out += bytes([video.time_ms % 1000 // 10])
    out += three_bv(video.width, video.height, video.mines).to_bytes(2, "big") + bytes(9)
    out += bytes([video.width, video.height]) + len(video.mines).to_bytes(2, "big")
    for index in sorted(video.mines):
        out += bytes([index % video.width + 1, index // video.width + 1])
    out += bytes([len(player)]) + player.encode() + key.to_bytes(2, "big")
    out += len(video.events).to_bytes(3, "big")
    permutation = permutation_for(key)
    buttons = {"left": 0, "right": 0, "middle": 0}
    for event in video.events:
        if event.action in _MVF_BUTTONS:
            name, state = _MVF_BUTTONS[event.action]
            buttons[name] = state
        fields = {"x": event.x, "y": event.y, "tens": event.at_ms % 1000 // 10,
                  "seconds": event.at_ms // 1000}
        out += _mvf_event(fields, buttons, permutation)
    return bytes(out)


def _mvf_event(fields: dict[str, int], buttons: dict[str, int],
               permutation: list[tuple[int, int]]) -> bytes:
    bits = [buttons["right"], buttons["middle"], buttons["left"]] + [0] * 37
    for name, (start, size) in _MVF_FIELDS.items():
        for i in range(size):
            bits[start + i] = fields[name] >> i & 1
    raw = bytearray(5)
    for bit, (byte, mask) in zip(bits, permutation, strict=False):
        if bit:
            raw[byte] |= mask
    return bytes(raw)


# ----- scripted games and the oracle's view of a file --------------------------------

SIZES = [(8, 8, 10), (16, 16, 40), (30, 16, 99), (10, 7, 12)]
MS_CLASSES = {"avf": ms.AvfVideo, "rmv": ms.RmvVideo, "mvf": ms.MvfVideo, "evf": ms.EvfVideo}


def scripted_video(seed: int, size: tuple[int, int, int], lose_chance: float = 0.0) -> Video:
    rng = random.Random(seed)
    width, height, mines = size
    layout = random_layout(width, height, mines, rng)
    events = tuple(Player(width, height, layout, rng).play(lose_chance=lose_chance))
    started = events[1].at_ms  # the first left release opened the board
    return Video("script", width, height, layout, events, events[-1].at_ms - started)


def overflagged_video(seed: int, size: tuple[int, int, int] = (30, 24, 130),
                      wrong: int = 6) -> Video:
    """A game whose player flags more cells than there are mines (see ``Player``)."""
    rng = random.Random(seed)
    width, height, mines = size
    layout = random_layout(width, height, mines, rng)
    events = tuple(Player(width, height, layout, rng).overflag_and_finish(wrong))
    return Video("script", width, height, layout, events, events[-1].at_ms - events[1].at_ms)


def ms_facts(kind: str, data: bytes) -> dict[str, Any]:
    video = MS_CLASSES[kind](raw_data=data)
    video.parse()
    video.analyse()
    video.current_time = 1e6
    mines = frozenset(y * video.column + x for y, row in enumerate(video.board)
                      for x, value in enumerate(row) if value == -1)
    return {"width": video.column, "height": video.row, "layout": mines,
            "mines": video.mine_num, "bbbv": ms.cal_bbbv(video.board),
            "openings": ms.cal_op(video.board), "time_s": video.rtime,
            "completed": video.is_completed, "left_clicks": video.left,
            "right_clicks": video.right, "chord_clicks": video.double,
            "effective_clicks": video.ce, "bbbv_solved": video.bbbv_solved,
            "ioe": round(video.ioe, 4), "throughput": round(video.thrp, 4),
            "correctness": round(video.corr, 4), "bbbv_per_s": _rounded(video.bbbv_s),
            "zini": ms.cal_zini(video.board), "hzini": ms.cal_hzini(video.board),
            "islands": video.isl, "rqp": _rounded(video.rqp), "stnb": _rounded(video.stnb),
            "path": round(video.path, 2), "level": video.level}


def _rounded(value: float) -> float:
    return value if value == float("inf") else round(value, 4)


def played_session(seed: int, *, question_cycles: bool = False) -> Session[MinesGame]:
    """A beginner game played through the session: opens, flags, chords, hints, a slip."""
    clock = FakeClock()
    rng = random.Random(seed)
    session = new_mines_session(MinesParams(9, 9, 10), clock=clock, seed=seed)
    session.play("O4,4")
    board = session.position.board
    while not session.finished:
        clock.now += rng.uniform(0.05, 0.6)
        cells = [(x, y) for y in range(9) for x in range(9)]
        roll = rng.random()
        if roll < 0.03:
            session.note_hint()
        elif roll < 0.06 or (question_cycles and roll < 0.15):
            x, y = rng.choice(cells)
            session.play(f"F{x},{y}")
        elif roll < 0.35:
            x, y = rng.choice([c for c in cells if board.view(*c) in "12345678"])
            for nx, ny in board.neighbours(x, y):
                if board.is_mine(nx, ny) and board.view(nx, ny) != "F":
                    session.play(f"F{nx},{ny}")
            session.play(f"C{x},{y}")
        else:
            x, y = rng.choice([c for c in cells if board.view(*c) in "#?F"
                               and (not board.is_mine(*c) or rng.random() < 0.01)])
            session.play(f"{'F' if board.view(x, y) == 'F' else 'O'}{x},{y}")
    return session
