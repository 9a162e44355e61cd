"""Replay figures: reading an Expert replay with all its numbers, ZiNi on the largest board.

ms_toollib (the bench extra) does the same work beside us when it is installed.
"""

from __future__ import annotations

import random

from bench.measure import Figures, median_ms
from game.core.mines.board import Board
from game.core.mines.replays import MouseEvent, Video, read_replay, summary, to_evf
from game.core.mines.stats import zini


def expert_replay() -> bytes:
    """An Expert win by left clicks alone, as an .evf file."""
    rng = random.Random(1)
    layout = frozenset(rng.sample(range(480), 99))
    board = Board(30, 16, 99, seed=0, layout=layout)
    events: list[MouseEvent] = []
    for index in range(480):
        x, y = index % 30, index // 30
        if index not in layout and board.view(x, y) == "#":
            board.reveal(x, y)
            events += [MouseEvent(len(events) * 40, action, x * 16 + 8, y * 16 + 8)
                       for action in ("mv", "lc", "lr")]
    return to_evf(Video("bench", 30, 16, layout, tuple(events), None))


def largest_board() -> Board:
    rng = random.Random(1)
    layout = frozenset(rng.sample(range(255 * 255), 13000))
    return Board(255, 255, 13000, seed=0, layout=layout)


def figures() -> Figures:
    data = expert_replay()
    board = largest_board()
    result: Figures = {
        "replay_info_expert_ms": median_ms(lambda: summary(read_replay(data, "x.evf")), 20),
        "zini_255x255_s": round(median_ms(lambda: zini(board), 3) / 1000, 3),
    }
    try:
        import ms_toollib as ms
    except ImportError:
        return result
    mines = board_layout(board)
    numbers = ms.cal_board_numbers([[-1 if y * 255 + x in mines else 0 for x in range(255)]
                                    for y in range(255)])

    def peer_info() -> None:
        video = ms.EvfVideo(raw_data=list(data))
        video.parse()
        video.analyse()

    result["ms_toollib_replay_parse_analyse_expert_ms"] = median_ms(peer_info, 20)
    # its stub lists a loop_count argument that the function does not take
    peer_zini = median_ms(lambda: ms.cal_zini(numbers), 3)  # type: ignore[call-arg]
    result["ms_toollib_zini_255x255_s"] = round(peer_zini / 1000, 3)
    return result


def board_layout(board: Board) -> frozenset[int]:
    return frozenset(i for i, cell in enumerate(board.layout_text().replace("\n", ""))
                     if cell == "*")
