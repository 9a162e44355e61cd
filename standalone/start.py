"""Start the game's own main.py on Pyodide as pygbag's runtime starts it (the standalone
edition; ``loader.js`` runs this once the bundle is unpacked).

Only how the loop starts and is paced differs from pygbag's runtime, never the game's code:

- Pyodide's event loop already runs, so main.py's ``asyncio.run(main())`` becomes
  ``asyncio.ensure_future(main())``, much as pygbag's runtime makes it return at once.
- pygbag steps the game once per animation frame; Pyodide 0.26.4 resumes
  ``await asyncio.sleep(0)`` at once, so the loop would spin thousands of times a second,
  and after about 300,000 such sleeps Pyodide dies ("memory access out of bounds",
  pyodide/pyodide#5705).  So ``sleep(0)`` here waits for the next animation frame.
- pygbag's runtime gives ``platform.window`` (the page's ``window``); so does this.  (The
  game reads the address's query from the page, ``gridgamesQuery``, on either runtime.)
"""

import asyncio
import os
import platform
import runpy
import sys
import traceback

import js

_immediate_sleep = asyncio.sleep


async def _paced_sleep(delay, result=None):
    """``sleep(0)`` lasts until the next animation frame, as in pygbag's runtime."""
    if delay > 0:
        return await _immediate_sleep(delay, result)
    await js.gridgamesRuntime.nextFrame()
    return result


class Starter:
    """The game's folder made current and importable, the loop paced, ``platform.window``
    given; ``run_main`` then runs main.py."""

    def __init__(self, root):
        self.root = root
        self.task = None
        os.chdir(root)
        sys.path.insert(0, root)
        asyncio.sleep = _paced_sleep
        platform.window = js

    def run_main(self):
        real_run = asyncio.run
        asyncio.run = self._schedule
        try:
            runpy.run_path(os.path.join(self.root, "main.py"), run_name="__main__")
        finally:
            asyncio.run = real_run

    def _schedule(self, coroutine):
        self.task = asyncio.ensure_future(coroutine)
        self.task.add_done_callback(_report)


def _report(task):
    """A game that stops on an exception says so in the console, where pygbag's runtime
    prints it too."""
    if not task.cancelled() and task.exception() is not None:
        text = "".join(traceback.format_exception(task.exception()))
        js.console.error("game main() raised:\n" + text)


def prepare(root):
    return Starter(root)
