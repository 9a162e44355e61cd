"""Where the game's files are: main.py sits beside game/ and assets/, natively and
inside the pygbag bundle alike."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
