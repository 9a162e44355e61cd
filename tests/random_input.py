"""A seeded random player for the real game loop: what a cat on the keyboard, a toddler on
the touch screen and a window manager together might send.

:class:`RandomPlayer` makes a frame's worth of pygame events at a time: mouse motion and
every button (presses held across frames, released or not, inside and outside the window),
clicks aimed at what the window offers (a panel's items, covered cells: so games are won
and lost, and panels lead on to others), the wheel (with Ctrl held: zoom), keys with
modifiers (board sizes 1/2/3 and the custom dialog 4 often, Tab to swap games, every
panel's letter), typed text, files dropped on the window, fingers down, moving and up,
and window resize and focus events.  Like a browser page, it also hands over pasted text
and replay files now and then.  It keeps the last events so a failure can show them.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence

import pygame

LAST_EVENTS = 30
Pos = tuple[int, int]
Target = Pos | int  # where to click, or a key to press (one that scrolls a panel)

# Keys the games use, weighted by how often the player presses them.
_KEYS: dict[int, float] = {
    pygame.K_1: 4, pygame.K_2: 2, pygame.K_3: 2, pygame.K_4: 3,  # board sizes, custom dialog
    pygame.K_TAB: 1.2, pygame.K_m: 3, pygame.K_ESCAPE: 3, pygame.K_o: 2, pygame.K_s: 2,
    pygame.K_w: 3, pygame.K_h: 2, pygame.K_g: 1.5, pygame.K_q: 1, pygame.K_r: 2, pygame.K_F2: 2,
    pygame.K_a: 1, pygame.K_t: 0.5, pygame.K_v: 1, pygame.K_c: 1, pygame.K_n: 2, pygame.K_f: 3,
    pygame.K_z: 3, pygame.K_y: 2, pygame.K_SPACE: 5, pygame.K_RETURN: 4, pygame.K_KP_ENTER: 1,
    pygame.K_LEFT: 4, pygame.K_RIGHT: 4, pygame.K_UP: 4, pygame.K_DOWN: 4,
    pygame.K_BACKSPACE: 2, pygame.K_DELETE: 1, pygame.K_0: 2, pygame.K_5: 1, pygame.K_9: 2,
    pygame.K_KP1: 1, pygame.K_KP0: 0.5, pygame.K_EQUALS: 1, pygame.K_PLUS: 0.5,
    pygame.K_MINUS: 1, pygame.K_KP_PLUS: 0.3, pygame.K_KP_MINUS: 0.3, pygame.K_x: 0.5,
    pygame.K_F1: 2, pygame.K_LSHIFT: 0.5, pygame.K_LCTRL: 0.5, pygame.K_QUESTION: 1,
    pygame.K_p: 1.5, pygame.K_d: 1.5, pygame.K_e: 2, pygame.K_l: 3, pygame.K_b: 1,
    pygame.K_END: 1, pygame.K_PAGEDOWN: 1, pygame.K_HOME: 0.5, pygame.K_PAGEUP: 0.5,
}
_KEY_CODES, _KEY_WEIGHTS = list(_KEYS), list(_KEYS.values())
# What keys on other layouts type: digits that are not ASCII, letters, symbols.
_FOREIGN_TEXT = ("²", "³", "①", "٣", "७", "½", "é", "ß", "€", "µ", "\t", " ", "\x00", "😀")
_MODS = (pygame.KMOD_NONE, pygame.KMOD_LCTRL, pygame.KMOD_RCTRL, pygame.KMOD_LSHIFT,
         pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT, pygame.KMOD_LALT, pygame.KMOD_LMETA,
         pygame.KMOD_CAPS, pygame.KMOD_NUM, pygame.KMOD_MODE)
_MOD_WEIGHTS = (70, 10, 2, 6, 3, 2, 1, 2, 3, 1)
_WINDOW_EVENTS = (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER,
                  pygame.WINDOWLEAVE, pygame.WINDOWSHOWN, pygame.WINDOWHIDDEN,
                  pygame.WINDOWEXPOSED, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED,
                  pygame.WINDOWMAXIMIZED)
# What each kind of event the player sends weighs.
_KINDS = {"motion": 30, "button_down": 10, "button_up": 10, "wheel": 3, "key": 24,
          "key_up": 3, "finger_down": 4, "finger_motion": 4, "finger_up": 4,
          "resize": 1, "window": 2, "mouse_copy": 2, "aimed": 20, "typed": 1.5, "drop": 1}
# What is typed (TEXTINPUT) or pasted: game IDs good and bad, digits, other scripts, junk.
_TEXTS = ("9x9n10:", "16x16n40g:abc", "3x1n1:mgA", "s:easy:", "1234567890", "²³①", "😀",
          "\x00\x7f", " ", "a" * 300, "٣٧", "ß€µ", "0" * 40, "-1x-1n-1:", "99999x1n1:")
HAND_OVER_CHANCE = 0.004  # a frame's chance that the page hands over a paste or a file


class RandomPlayer:
    """Seeded random input; ``log`` keeps the last events for a failure report."""

    def __init__(self, seed: int, files: Sequence[str] = (),
                 replays: Sequence[tuple[str, bytes]] = ()) -> None:
        """``files``: paths a drop names (replays, junk, a FIFO, a device...);
        ``replays``: the names and bytes a page may hand over."""
        self.rng = random.Random(seed)
        self.files, self.replays = list(files), list(replays)
        self.targets: Callable[[], list[Target]] = list  # what an aimed event aims at
        self.sent = 0
        self.frames = 0
        self.buttons: set[int] = set()  # mouse buttons held down
        self.fingers: set[int] = set()
        self.log: deque[str] = deque(maxlen=LAST_EVENTS)

    def frame_events(self, window: tuple[int, int], limit: int) -> list[pygame.event.Event]:
        """The next frame's events (often none or one, sometimes a burst), at most ``limit``."""
        self.frames += 1
        count = min(limit, self.rng.choice((0, 0, 1, 1, 1, 2, 2, 3, 5, 8)))
        events = [event for _ in range(count) for event in self._events(window)][:limit]
        for event in events:
            self.log.append(f"frame {self.frames}: {_line(event)}")
        self.sent += len(events)
        return events

    def seconds(self) -> float:
        """How far the fake clock moves this frame: mostly a frame, now and then a pause
        (long presses fire, replays play, the saved timer catches up)."""
        roll = self.rng.random()
        if roll < 0.75:
            return 1 / 60
        return self.rng.uniform(0.1, 0.6) if roll < 0.95 else self.rng.uniform(1.0, 5.0)

    def pasted(self) -> str | None:
        """Text a browser page hands over as pasted, now and then."""
        return self.rng.choice(_TEXTS) if self.rng.random() < HAND_OVER_CHANCE else None

    def handed_file(self) -> tuple[str, bytes] | None:
        """A replay file (or junk) a browser page hands over, now and then."""
        if not self.replays or self.rng.random() >= HAND_OVER_CHANCE:
            return None
        return self.rng.choice(self.replays)

    def _events(self, window: tuple[int, int]) -> list[pygame.event.Event]:
        kind = self.rng.choices(list(_KINDS), list(_KINDS.values()))[0]
        if kind == "aimed":
            return self._aimed()
        event: pygame.event.Event = getattr(self, f"_{kind}")(window)
        return [event]

    def _aimed(self) -> list[pygame.event.Event]:
        """One to eight clicks (left mostly, right now and then) at the targets, or presses
        of the keys among them, if any."""
        targets = self.targets()
        if not targets:
            return []
        return [event for _ in range(self.rng.randint(1, 8))
                for event in self._aim(self.rng.choice(targets))]

    def _aim(self, target: Target) -> list[pygame.event.Event]:
        if isinstance(target, int):
            return [pygame.event.Event(pygame.KEYDOWN, key=target, mod=0, unicode="",
                                       scancode=0, window=None)]
        button = 1 if self.rng.random() < 0.8 else 3
        return [pygame.event.Event(kind, pos=target, button=button, touch=False, window=None)
                for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]

    def _typed(self, _: tuple[int, int]) -> pygame.event.Event:
        return pygame.event.Event(pygame.TEXTINPUT, text=self.rng.choice(_TEXTS), window=None)

    def _drop(self, _: tuple[int, int]) -> pygame.event.Event:
        path = self.rng.choice(self.files) if self.files else "missing.rmv"
        return pygame.event.Event(pygame.DROPFILE, file=path, window=None)

    # ----- the mouse ------------------------------------------------------------------
    def _pos(self, window: tuple[int, int]) -> tuple[int, int]:
        """Mostly inside the window, sometimes past its edges (a drag out of it)."""
        width, height = window
        if self.rng.random() < 0.9:
            return self.rng.randrange(width), self.rng.randrange(height)
        return self.rng.randint(-80, width + 80), self.rng.randint(-80, height + 80)

    def _motion(self, window: tuple[int, int]) -> pygame.event.Event:
        held = tuple(int(button in self.buttons) for button in (1, 2, 3))
        return pygame.event.Event(pygame.MOUSEMOTION, pos=self._pos(window), rel=(0, 0),
                                  buttons=held, touch=False, window=None)

    def _button_down(self, window: tuple[int, int]) -> pygame.event.Event:
        button = self.rng.choices((1, 2, 3, 4, 5, 6, 7), (10, 2, 6, 1, 1, 0.5, 0.5))[0]
        self.buttons.add(button)
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self._pos(window), button=button,
                                  touch=False, window=None)

    def _let_go(self, held: set[int], lowest: int, highest: int) -> int:
        """Usually one of those held down (then no longer), now and then one never pressed."""
        if held and self.rng.random() < 0.9:
            chosen = self.rng.choice(sorted(held))
        else:
            chosen = self.rng.randint(lowest, highest)
        held.discard(chosen)
        return chosen

    def _button_up(self, window: tuple[int, int]) -> pygame.event.Event:
        button = self._let_go(self.buttons, 1, 7)
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self._pos(window), button=button,
                                  touch=False, window=None)

    def _wheel(self, window: tuple[int, int]) -> pygame.event.Event:
        """A wheel turn; with Ctrl held (as the key state says) it zooms."""
        ctrl = self.rng.random() < 0.4
        pygame.key.set_mods(pygame.KMOD_LCTRL if ctrl else pygame.KMOD_NONE)
        y = self.rng.choice((-3, -1, 1, 2))
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, precise_x=0.0, precise_y=float(y),
                                  flipped=False, touch=False, window=None)

    def _mouse_copy(self, window: tuple[int, int]) -> pygame.event.Event:
        """SDL's mouse copy of a finger, marked ``touch``."""
        kind = self.rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
        return pygame.event.Event(kind, pos=self._pos(window), button=1, touch=True, window=None)

    # ----- keys ---------------------------------------------------------------------------
    def _key(self, _: tuple[int, int]) -> pygame.event.Event:
        key = self.rng.choices(_KEY_CODES, _KEY_WEIGHTS)[0]
        if self.rng.random() < 0.02:
            key = self.rng.randint(0, 0x4000011A)  # any code at all, mapped or not
        mod = self.rng.choices(_MODS, _MOD_WEIGHTS)[0]
        text = _text(key, mod)
        if self.rng.random() < 0.03:  # another keyboard layout: AZERTY's ², a dead key...
            text = self.rng.choice(_FOREIGN_TEXT)
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0,
                                  window=None)

    def _key_up(self, _: tuple[int, int]) -> pygame.event.Event:
        key = self.rng.choices(_KEY_CODES, _KEY_WEIGHTS)[0]
        return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0,
                                  window=None)

    # ----- fingers -------------------------------------------------------------------------
    def _finger(self, kind: int, finger: int, window: tuple[int, int]) -> pygame.event.Event:
        width, height = window
        x, y = self._pos(window)
        return pygame.event.Event(kind, touch_id=1, finger_id=finger, x=x / width, y=y / height,
                                  dx=0.0, dy=0.0, pressure=1.0, window=None)

    def _finger_down(self, window: tuple[int, int]) -> pygame.event.Event:
        finger = self.rng.randint(0, 2)
        self.fingers.add(finger)
        return self._finger(pygame.FINGERDOWN, finger, window)

    def _finger_motion(self, window: tuple[int, int]) -> pygame.event.Event:
        finger = self.rng.choice(sorted(self.fingers)) if self.fingers else 0
        return self._finger(pygame.FINGERMOTION, finger, window)

    def _finger_up(self, window: tuple[int, int]) -> pygame.event.Event:
        return self._finger(pygame.FINGERUP, self._let_go(self.fingers, 0, 2), window)

    # ----- the window ------------------------------------------------------------------------
    def _resize(self, window: tuple[int, int]) -> pygame.event.Event:
        width, height = (self.rng.randint(1, 2 * side) for side in window)
        kind = self.rng.choice((pygame.VIDEORESIZE, pygame.WINDOWRESIZED,
                                pygame.WINDOWSIZECHANGED))
        if kind == pygame.VIDEORESIZE:
            return pygame.event.Event(kind, size=(width, height), w=width, h=height, window=None)
        return pygame.event.Event(kind, x=width, y=height, window=None)

    def _window(self, _: tuple[int, int]) -> pygame.event.Event:
        return pygame.event.Event(self.rng.choice(_WINDOW_EVENTS), window=None)


def _text(key: int, mod: int) -> str:
    """The character a key types, as SDL reports it (none with Ctrl held)."""
    if mod & pygame.KMOD_CTRL or not 32 <= key < 127:
        return ""
    char = chr(key)
    return char.upper() if mod & pygame.KMOD_SHIFT else char


def _line(event: pygame.event.Event) -> str:
    """An event in one short line: its name and the attributes the games read."""
    shown = {name: value for name, value in event.dict.items()
             if name not in ("window", "scancode", "rel", "dx", "dy", "pressure", "touch_id",
                             "precise_x", "precise_y", "flipped")}
    if "key" in shown:
        shown["key"] = pygame.key.name(shown["key"]) or shown["key"]
    if shown.get("touch") is False:
        del shown["touch"]
    for axis in ("x", "y"):
        if isinstance(shown.get(axis), float):
            shown[axis] = round(shown[axis], 3)
    return " ".join([pygame.event.event_name(event.type),
                     *(f"{name}={value!r}" for name, value in shown.items())])


def describe(player: RandomPlayer, seed: int) -> str:
    """What a failure report says: the seed, how to replay it, and the last events."""
    lines = [f"random input seed {seed} failed after {player.sent} events "
             f"({player.frames} frames); replay it alone with",
             f"  GRIDGAMES_FUZZ_SEEDS={seed} GRIDGAMES_FUZZ_EVENTS={player.sent} "
             ".venv/bin/pytest tests/test_random_input.py -x",
             f"the last {len(player.log)} events:"]
    lines += [f"  {line}" for line in player.log]
    return "\n".join(lines)

