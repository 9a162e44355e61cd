"""Sound effects: which move makes which sound, none before a gesture or when muted."""

from __future__ import annotations

import array

import pygame
import pytest
from front_helpers import RIGHT, click, mines_window

from game.core.mines.game import MinesOptions
from game.core.storage import MemoryStore, Progress
from game.gui.sound import Sounds, Synthesised, effect_for
from game.options import Options
from game.ui.synth import EFFECTS, PEAK, pcm16


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
    app = mines_window(Options(seed=7, own=MinesOptions(no_guess=False)), progress=progress)
    log: list[str] = []
    app.sounds = recording_sounds(log)
    click(app, (4, 4))
    covered = next((x, y) for y in range(9) for x in range(9) if app.front.board.view(x, y) == "#")
    click(app, covered, RIGHT)
    assert log == ["open", "flag"]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v"))
    app.frame()
    assert app.sounds.muted
    assert mines_window(progress=progress).sounds.muted
    pygame.quit()


def test_each_effect_is_synthesised_loud_short_and_in_the_mixers_own_layout() -> None:
    """The samples a 16-bit mixer plays as they are: every channel alike, peaking at the
    chosen level, as long as the effect's formula says, and each effect its own sound."""
    made = {name: array.array("h", pcm16(name, 22050, 2)) for name in EFFECTS}
    for name, samples in made.items():
        left, right = samples[0::2], samples[1::2]
        assert left == right, name
        assert max(map(abs, left)) == int(PEAK * 32767), name
        assert 0.04 < len(left) / 22050 < 0.8, name
    assert len({bytes(samples) for samples in made.values()}) == len(EFFECTS)
    assert abs(len(pcm16("open", 44100, 1)) - 2 * len(pcm16("open", 22050, 1))) <= 2


def test_the_mixer_makes_each_effect_once_and_only_when_it_is_asked_for(
        monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[int] = []
    monkeypatch.setattr(pygame.mixer, "Sound", lambda buffer: made.append(len(buffer)) or buffer)
    effects = Synthesised(22050, 1)
    assert not made and set(effects) == set(EFFECTS)
    first = effects["flag"]
    assert effects["flag"] is first and made == [len(pcm16("flag", 22050, 1))]
    assert effects.get("no such effect") is None and len(made) == 1
