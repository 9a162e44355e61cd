"""The one line that registers Lights (a test puts it in ``registry.GAMES``)."""

from game.registry import GameEntry
from lights.cli import LightsCommandLine
from lights.core import LIGHTS, lights_id
from lights.front import LightsFront
from lights.text import LightsText

ENTRY = GameEntry("lights", "Lights", LIGHTS, lights_id, LightsFront, LightsText,
                  command_line=LightsCommandLine)
