"""Every test runs headless: SDL gets its dummy video and audio drivers."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from hypothesis import settings

# Speed is the benchmark's business, never a test's: no per-example deadlines,
# which a loaded 2-core CI machine would trip at random.
settings.register_profile("gridgames", deadline=None)
settings.load_profile("gridgames")


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saved progress goes to a fresh folder per test, never the user's own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("GRIDGAMES_DATA", str(folder))
    return folder
