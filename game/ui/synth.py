"""The game's sound effects, synthesised when first played instead of shipped as files.

Five short effects as sound files cost about a tenth of the browser bundle's budget;
as a few formulas they cost nothing, and each one takes milliseconds to make.  Pure
standard library, so the samples are testable without a sound card.
"""

from __future__ import annotations

import array
import math
import random
from collections.abc import Callable

Samples = list[float]
PEAK = 0.7  # of full scale: loud enough, with room for the mixer


def tone(rate: int, freq: float, seconds: float, decay: float) -> Samples:
    """A sine with a touch of its octave, a 3 ms attack and an exponential decay."""
    out = []
    for n in range(int(seconds * rate)):
        t = n / rate
        phase = 2 * math.pi * freq * t
        body = math.sin(phase) + 0.3 * math.sin(2 * phase)
        out.append(body * min(1.0, t / 0.003) * math.exp(-t / decay))
    return out


def noise_burst(rate: int, seconds: float, decay: float, seed: int = 7) -> Samples:
    """Low-passed noise over a falling thump: a small explosion."""
    rng, level, out = random.Random(seed), 0.0, []
    for n in range(int(seconds * rate)):
        t = n / rate
        level += (rng.uniform(-1, 1) - level) * (0.5 * math.exp(-t / 0.15) + 0.05)
        thump = math.sin(2 * math.pi * (90 - 50 * t) * t)
        out.append((2.5 * level + 0.8 * thump) * min(1.0, t / 0.002) * math.exp(-t / decay))
    return out


def sequence(rate: int, *notes: tuple[float, Samples]) -> Samples:
    """Mix note sample lists, each starting at its offset in seconds."""
    total = max(int(at * rate) + len(samples) for at, samples in notes)
    out = [0.0] * total
    for at, samples in notes:
        start = int(at * rate)
        for i, value in enumerate(samples):
            out[start + i] += value
    return out


EFFECTS: dict[str, Callable[[int], Samples]] = {
    "open": lambda r: tone(r, 1250, 0.05, 0.008),
    "flag": lambda r: sequence(r, (0, tone(r, 660, 0.06, 0.02)),
                               (0.045, tone(r, 990, 0.09, 0.03))),
    "chord": lambda r: sequence(r, *((i * 0.025, tone(r, f, 0.08, 0.015))
                                     for i, f in enumerate((1050, 1320, 1575)))),
    "explode": lambda r: noise_burst(r, 0.7, 0.16),
    "win": lambda r: sequence(r, *((i * 0.09, tone(r, f, 0.4 if i == 3 else 0.15, 0.12))
                                   for i, f in enumerate((523.25, 659.25, 783.99, 1046.5)))),
}


def pcm16(name: str, rate: int, channels: int) -> bytes:
    """Effect ``name`` as signed 16-bit samples at ``rate``, each repeated on every channel:
    the buffer a mixer opened in that format plays as it is."""
    samples = EFFECTS[name](rate)
    scale = PEAK * 32767 / (max(abs(s) for s in samples) or 1.0)
    return array.array("h", (int(s * scale) for s in samples for _channel in range(channels))
                       ).tobytes()
