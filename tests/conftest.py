"""Every test runs headless: SDL gets its dummy video and audio drivers."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from hypothesis import settings

# Speed is the benchmark's business, never a test's: no per-example deadlines,
# which a loaded 2-core CI machine would trip at random.
settings.register_profile("gridgames", deadline=None)
settings.load_profile("gridgames")
