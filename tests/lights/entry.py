"""The one line that registers Lights (a test puts it in ``registry.GAMES``)."""

from game.registry import GameEntry, GameStats
from lights.cli import LightsCommandLine
from lights.core import LIGHTS, lights_id
from lights.front import LightsFront, lights_panel
from lights.stats import BOOK
from lights.text import LightsText

ENTRY = GameEntry("lights", "Lights", LIGHTS, lights_id, LightsFront, LightsText,
                  command_line=LightsCommandLine, stats=GameStats(BOOK, lights_panel))
