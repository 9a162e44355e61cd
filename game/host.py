"""What differs between a native window and a pygbag browser tab.

The only place that looks at ``sys.platform``; everything else asks here.
"""

from __future__ import annotations

import sys
from pathlib import Path

IN_BROWSER = sys.platform == "emscripten"

# main.py sits beside game/ and assets/, natively and inside the pygbag bundle.
ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"

# Natively the loop sleeps out the rest of a frame so an idle game uses no CPU;
# the browser paces frames itself, so there the loop only yields.
FRAME_SECONDS = 1 / 60
PACE_FRAMES = not IN_BROWSER
