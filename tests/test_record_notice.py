"""Records and statistics: a new best says so in the footer and on the end card, a hint
or undo says at once that the game no longer counts for records (and the aided win says it
set none), and the statistics panel steps through every difficulty and mode."""

from __future__ import annotations

import pygame
from front_helpers import MinesWindow, clear_board, click, press

from game.core.mines.stats import BEST_SPEED, BEST_TIME, GameRecord
from game.ui.mines.panels import AIDED_NOTICE, record_notice


def record(*, hints: int = 0, won: bool = True) -> GameRecord:
    return GameRecord("beginner", "classic", won, 1234, 10, 10 if won else 3, 12, 2, 1,
                      hints, 0)


def test_the_notice_names_each_record_set_and_nothing_else() -> None:
    assert record_notice(record(), frozenset({BEST_TIME, BEST_SPEED})) == \
        "New record! best time 12.34 s · best 3BV/s 0.81"
    assert record_notice(record(), frozenset({BEST_SPEED})) == "New record! best 3BV/s 0.81"
    assert record_notice(record(), frozenset()) == ""
    assert record_notice(record(won=False), frozenset()) == ""
    assert record_notice(record(hints=1), frozenset()).startswith("You win, aided")


def test_a_record_that_could_not_be_saved_is_not_claimed_as_kept() -> None:
    assert record_notice(record(), frozenset({BEST_TIME}), unsaved="disk full") == \
        "New record! best time 12.34 s · not saved: disk full"
    assert record_notice(record(), frozenset(), 3, unsaved="read-only") == \
        "#3 of your ten best times: 12.34 s · not saved: read-only"
    assert record_notice(record(won=False), frozenset(), unsaved="disk full") == ""


def test_a_first_unaided_win_is_a_new_record(app: MinesWindow) -> None:
    click(app, (4, 4))
    clear_board(app)
    assert app.front.board.status == "won"
    assert app.notice.startswith("New record! best time")
    assert app.front.picture.footer() == app.notice


def test_the_first_hint_says_the_game_leaves_the_records(app: MinesWindow) -> None:
    click(app, (4, 4))
    press(app, pygame.K_h)
    assert AIDED_NOTICE in app.notice
    press(app, pygame.K_h)
    assert AIDED_NOTICE not in app.notice  # said once
    clear_board(app)
    assert app.notice.startswith("You win, aided")


def test_the_statistics_panel_steps_through_every_difficulty_and_mode(app: MinesWindow) -> None:
    click(app, (4, 4))
    clear_board(app)
    app.panel = None  # the end card closed
    press(app, pygame.K_s)
    seen = []
    for _ in range(9):
        assert app.panel is not None
        heading = app.panel.items[0]
        seen.append(heading.label)
        rows = {item.label: item.key for item in app.panel.items}
        assert (rows["Played"], rows["Won"]) == (("1", "1") if heading.label ==
                                                 "Beginner · classic" else ("0", "0"))
        app.activate(heading.action)
    assert seen == ["Beginner · classic", "Beginner · no-guess", "Intermediate · classic",
                    "Intermediate · no-guess", "Expert · classic", "Expert · no-guess",
                    "Ranked beginner · classic", "Ranked beginner · no-guess",
                    "Beginner · classic"]
