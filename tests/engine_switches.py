"""The engine as it was before JSMinesweeper's techniques were switched on: the positions
that show what each technique changes were found against it, one switch at a time."""

from __future__ import annotations

import pytest

from game.core.mines import engine

# Each switch's value with its technique off (PROGRESS_WEIGHT: ours before Hill's 0.001).
HILLS_TECHNIQUES_OFF = {"PSEUDO_FIFTY": 0, "FIFTIES_WEIGHT": 0.0, "BLEND": 0,
                        "RELATIVE_BAND": 0.0, "DOMINATION": 0, "PROGRESS_WEIGHT": 0.05,
                        "OFF_EDGE": 0, "LIVING": 0}


def switch_off_hills_techniques(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in HILLS_TECHNIQUES_OFF.items():
        monkeypatch.setattr(engine, name, value)
