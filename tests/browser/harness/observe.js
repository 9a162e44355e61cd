// Added by the browser tests to the standalone edition's page (Playwright's init script), never
// shipped: window.harness tells the test how far the page's loader got, and just before
// main.py runs (gridgamesBeforeMain, awaited by standalone/loader.js) probe.py, whose source
// the test puts in place of PROBE_SOURCE, starts watching the game.
"use strict";

window.harness = {
  get phase() { return window.gridgamesRuntime ? window.gridgamesRuntime.phase : "loading"; },
  get error() { return window.gridgamesRuntime ? window.gridgamesRuntime.error : null; },
  get marks() { return window.gridgamesRuntime ? window.gridgamesRuntime.marks : {}; },
  state: () => ({ ready: false }),
};

window.gridgamesBeforeMain = async (py) => {
  py.runPython(PROBE_SOURCE);
  const probe = py.globals.get("probe");
  harness.state = () => JSON.parse(probe.state_json());
  harness.frames = () => probe.frames;
  harness.busy = () => probe.busy();
  harness.recentFrameMs = (count) => JSON.parse(probe.recent_frame_ms_json(count));
  harness.startMarks = () => JSON.parse(probe.marks_json());
  probe.watch();
};
