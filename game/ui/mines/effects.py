"""Particle bursts drawn over the board: sparks when a mine goes off, confetti on a win.

Pure: a burst knows where each particle is at any moment, so the renderer
just asks for this frame's squares.  The game has already ended when a burst
starts; nothing waits for it.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

Rect = tuple[int, int, int, int]
RGB = tuple[int, int, int]
SPARKS = ((255, 220, 60), (255, 140, 0), (230, 40, 20))
CONFETTI = ((230, 60, 80), (60, 160, 230), (250, 200, 40), (90, 190, 90), (170, 90, 220))


@dataclass(frozen=True)
class Particle:
    x: float
    y: float
    vx: float  # pixels per second
    vy: float
    size: int
    colour: RGB


@dataclass(frozen=True)
class Burst:
    started: float
    duration: float
    gravity: float  # pixels per second squared, downwards
    particles: tuple[Particle, ...]

    @classmethod
    def explosion(cls, centre: tuple[int, int], now: float, rng: random.Random) -> Burst:
        """Sparks flying out of the mine that went off."""
        sparks = []
        for index in range(18):
            angle = 2 * math.pi * index / 18 + rng.uniform(-0.15, 0.15)
            speed = rng.uniform(120, 260)
            sparks.append(Particle(centre[0], centre[1], speed * math.cos(angle),
                                   speed * math.sin(angle), rng.choice((3, 4, 5)),
                                   rng.choice(SPARKS)))
        return cls(now, 0.45, 300.0, tuple(sparks))

    @classmethod
    def confetti(cls, area: Rect, now: float, rng: random.Random) -> Burst:
        """Confetti falling across the board after a win."""
        left, top, width, _ = area
        pieces = tuple(Particle(left + rng.uniform(0, width), top - rng.uniform(0, 40),
                                rng.uniform(-40, 40), rng.uniform(40, 140), 5,
                                rng.choice(CONFETTI))
                       for _ in range(48))
        return cls(now, 1.4, 220.0, pieces)

    def squares(self, now: float) -> list[tuple[Rect, RGB]]:
        """Where each particle is drawn now (empty once the burst is over)."""
        t = now - self.started
        if not 0 <= t < self.duration:
            return []
        drop = self.gravity * t * t / 2
        return [((round(p.x + p.vx * t) - p.size // 2, round(p.y + p.vy * t + drop) - p.size // 2,
                  p.size, p.size), p.colour) for p in self.particles]

    def done(self, now: float) -> bool:
        return now - self.started >= self.duration
