"""Runs inside Pyodide, on the standalone edition's page: lets the test read the game back.

The page's loader (standalone/loader.js, with start.py) starts the game exactly as it ships;
the test's init script has it run this file just before main.py (``gridgamesBeforeMain``).
Nothing of the game changes: it is observed from outside.  ``game.gui.shell.open_front`` is
wrapped to keep the front it opens, and that window's class gets its ``frame`` wrapped, its
input router's class (``window.router``, which hears every event) its ``handle``.
"""

import collections
import json

import js

WATCHED_EVENTS = ("MOUSEBUTTONDOWN", "MOUSEBUTTONUP", "FINGERDOWN", "FINGERUP",
                  "KEYDOWN", "KEYUP")


class Probe:
    def __init__(self):
        self.app = None
        self.frames = 0
        self.first_frame_ms = None
        # How long each App.frame took, and whether it had input to handle.
        self.frame_ms = collections.deque(maxlen=20_000)
        self.events = collections.deque(maxlen=400)
        self.marks = {}  # page clock (ms) at each step of the game's start, for the load time

    def _mark(self, name):
        self.marks.setdefault(name, js.performance.now())

    def marks_json(self):
        return json.dumps(self.marks)

    def watch(self):
        """Wrap the loop's ``open_front`` before main.py imports it (the loader has made
        the game's folder current and importable)."""
        self._mark("start")
        import game.gui.shell

        self._mark("game_imported")  # every module main.py needs, pygame-ce's too
        self._observe(game.gui.shell)

    def _observe(self, shell):
        open_front = shell.open_front
        watched_classes = set()

        def observed_open_front(*args, **kwargs):
            self._mark("front_opening")  # pygame initialised, saved progress read
            front = open_front(*args, **kwargs)
            self._mark("front_opened")  # window, assets, fonts, the first board dealt
            if type(front) not in watched_classes:
                watched_classes.add(type(front))
                self._watch(type(front), type(front.router))
            self.app = front
            return front

        shell.open_front = observed_open_front

    def _watch(self, front_class, router_class):
        import pygame

        probe = self
        frame, handle = front_class.frame, router_class.handle
        watched = {getattr(pygame, name) for name in WATCHED_EVENTS}

        def observed_frame(self):
            had_input = pygame.event.peek()
            started = js.performance.now()
            switch = frame(self)
            probe.frame_ms.append((js.performance.now() - started, had_input))
            probe.frames += 1
            if probe.first_frame_ms is None:
                probe.first_frame_ms = js.performance.now()
                probe._mark("first_frame")
            return switch

        def observed_handle(self, event):
            if event.type in watched:
                probe.events.append({
                    "type": pygame.event.event_name(event.type),
                    "button": getattr(event, "button", None),
                    "touch": getattr(event, "touch", None),
                    "key": getattr(event, "key", None),
                    "mod": getattr(event, "mod", None),
                })
            handle(self, event)

        front_class.frame = observed_frame
        router_class.handle = observed_handle

    def recent_frame_ms_json(self, count):
        """``[ms, had_input]`` for the last ``count`` frames (as many as are kept)."""
        kept = list(self.frame_ms)
        return json.dumps(kept[max(0, len(kept) - count):])

    def busy(self):
        """Whether the game is still working on the last input (a no-guess search) or
        still drawing it (the reveal ripple, sparks or confetti, at most 1.4 s), or Sudoku
        still making a puzzle."""
        front = self.app.front
        animation = getattr(front, "animation", None)
        drawing = [getattr(animation, name, None) for name in ("ripple", "burst")]
        working = [getattr(front, name, None) for name in ("generation", "loading")]
        return any(thing is not None for thing in drawing + working)

    def state_json(self):
        app = self.app
        if app is None:
            return json.dumps({"ready": False})
        session = getattr(app.front, "session", None)
        specific = self._mines_state(app) if hasattr(app.front, "board") \
            else self._sudoku_state(app)
        return json.dumps({
            "ready": self.first_frame_ms is not None,
            "busy": self.busy(),
            "size": app.front.layout.size,
            "menu_button": app.front.layout.menu_button,
            "face_rect": app.front.layout.face,
            "moves": list(session.moves) if session is not None else [],
            "game_id": session.game_id if session is not None else None,
            "elapsed_ms": session.elapsed_ms() if session is not None else None,
            "local_storage_keys": [str(js.localStorage.key(i))
                                   for i in range(js.localStorage.length)],
            "frames": self.frames,
            "first_frame_ms": self.first_frame_ms,
            "events": list(self.events),
            "menu": self._menu(app),
            "panel": None if app.panel is None else {
                "name": app.panel.name, "top": app.panel.top,
                "highlighted": app.panel.highlighted},
            "dialog": self._dialog(app),
            **specific,
        })

    @staticmethod
    def _menu(app):
        """The open panel's items, where each is and whether it is scrolled into view,
        or None."""
        panel, window = app.panel, app.chrome()
        if panel is None:
            return None
        shown = panel.visible(window)
        return [{"label": item.label, "rect": panel.item_rect(window, index),
                 "shown": index in shown, "checked": item.checked}
                for index, item in enumerate(panel.items)]

    @staticmethod
    def _dialog(app):
        """The open game-ID dialog: its field's text and its buttons; else None."""
        dialog = getattr(app, "dialog", None)
        text = getattr(getattr(dialog, "form", None), "text", None)
        if not isinstance(text, str):
            return None
        return {"text": text, "buttons": {answer: dialog.action_button(answer)
                                          for answer, _ in dialog.buttons}}

    @staticmethod
    def _mines_state(app):
        board, layout, scene = app.front.board, app.front.layout, app.front.scene()
        cells = [(x, y) for y in range(board.height) for x in range(board.width)]
        return {
            "kind": "mines",
            "status": board.status,
            "view": board.to_text(),
            "width": board.width,
            "height": board.height,
            "mines": board.mines,
            "mines_left": board.mines_left,
            "mine_cells": [c for c in cells if board.is_mine(*c)] if board.started else [],
            "board_rect": layout.board,
            "origin": layout.cell_rect((0, 0))[:2],  # where cell (0, 0) is, scrolled or not
            "area": layout.viewport.area,  # the window's part the board shows through
            "tile": layout.tile,
            "face": scene.face,
            "pressed": sorted(scene.pressed),
            "hover": scene.hover,
            "cursor": scene.cursor,
            "hints": sorted(scene.hints),
            "flag_mode": getattr(app.front, "flag_mode", None),
            "footer_toggle": getattr(layout, "footer_toggle", None),
            "footer": scene.footer,
            "replay": getattr(app.front, "player", None) is not None,
            "replay_paused": getattr(getattr(app.front, "player", None), "paused", None),
            "replay_buttons": getattr(layout, "replay_buttons", ()),
            "notice": getattr(app, "notice", ""),
        }

    @staticmethod
    def _sudoku_state(app):
        game, layout = app.front.game, app.front.layout
        return {
            "kind": "sudoku",
            "status": game.status if game is not None else "loading",
            "view": game.to_text() if game is not None else "",
            "selected": app.front.selected,
            "notes_mode": app.front.notes_mode,
            "cell_centres": [[layout.cell_centre((x, y)) for x in range(9)] for y in range(9)],
            "cell": layout.cell,
            "key_rects": [layout.key_rect(digit) for digit in range(1, 10)],
            "action_rects": {name: layout.action_rect(name)
                             for name in ("undo", "erase", "notes", "hint")},
            "landscape": layout.landscape,
        }


probe = Probe()
