"""Sound effects: which move makes which sound, none before a gesture or when muted."""

from __future__ import annotations

import pygame
from front_helpers import RIGHT, click

from game.core.storage import MemoryStore, Progress
from game.gui.mines.window import MinesApp
from game.gui.sound import Sounds, effect_for
from game.options import Options


class Recorder:
    def __init__(self, name: str, log: list[str]) -> None:
        self.name, self.log = name, log

    def play(self) -> None:
        self.log.append(self.name)


def recording_sounds(log: list[str], *, muted: bool = False) -> Sounds:
    names = ("open", "flag", "chord", "explode", "win")
    return Sounds(muted=muted, load=lambda: {name: Recorder(name, log) for name in names})


def test_nothing_plays_before_the_first_gesture_or_while_muted() -> None:
    log: list[str] = []
    sounds = recording_sounds(log)
    sounds.play("open")
    assert log == []
    sounds.unlock()
    sounds.play("open")
    sounds.muted = True
    sounds.play("flag")
    assert log == ["open"]


def test_effects_follow_the_move_and_the_end_of_the_game() -> None:
    assert effect_for("O", [(0, 0)], "playing") == "open"
    assert effect_for("F", [(0, 0)], "playing") == "flag"
    assert effect_for("C", [(0, 0)], "playing") == "chord"
    assert effect_for("C", [], "playing") is None  # a refused chord is silent
    assert effect_for("O", [(0, 0)], "lost") == "explode"
    assert effect_for("C", [(0, 0)], "won") == "win"




def test_the_game_sounds_its_moves_and_remembers_mute() -> None:
    pygame.init()
    progress = Progress(MemoryStore())
    app = MinesApp(Options(seed=7, no_guess=False), progress=progress)
    log: list[str] = []
    app.sounds = recording_sounds(log)
    click(app, (4, 4))
    covered = next((x, y) for y in range(9) for x in range(9) if app.board.view(x, y) == "#")
    click(app, covered, RIGHT)
    assert log == ["open", "flag"]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v"))
    app.frame()
    assert app.sounds.muted
    assert MinesApp(progress=progress).sounds.muted
    pygame.quit()
