// Our pygbag page (default.tmpl) with this script as its runtime loader instead of pygbag's:
// loads Pyodide and pygame-ce's wasm wheel, copies the bundle's files into Pyodide's file
// system where pygbag would put them, and runs probe.py, which starts the game's own main.py.
// It reports each stage on the page's loading screen as pygbag's loader does.
// The page exposes `window.harness` for the test: phase, timings, state() and frames().
"use strict";

window.harness = { phase: "loading", marks: {}, error: null };
harness.nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

// SDL (as built for pygbag's runtime) maps KeyboardEvent.code through
// emscripten_compute_dom_pk_code, which Pyodide 0.26.4 does not export. The codes are the
// PC "set 1" scancodes, extended keys as 0xE0xx; this table covers what a player can press.
function domPkCodes() {
  const codes = { Escape: 0x01, Minus: 0x0c, Equal: 0x0d, Backspace: 0x0e, Tab: 0x0f,
    Enter: 0x1c, Space: 0x39, NumpadEnter: 0xe01c, Home: 0xe047, End: 0xe04f,
    ArrowUp: 0xe048, ArrowLeft: 0xe04b, ArrowRight: 0xe04d, ArrowDown: 0xe050,
    PageUp: 0xe049, PageDown: 0xe051, Delete: 0xe053, Insert: 0xe052, F11: 0x57, F12: 0x58,
    // Modifiers: SDL keeps its modifier state from these keys' own down and up events.
    ControlLeft: 0x1d, ControlRight: 0xe01d, ShiftLeft: 0x2a, ShiftRight: 0x36,
    AltLeft: 0x38, AltRight: 0xe038, MetaLeft: 0xe05b, MetaRight: 0xe05c,
    NumpadAdd: 0x4e, NumpadSubtract: 0x4a };
  const rows = [["QWERTYUIOP", 0x10], ["ASDFGHJKL", 0x1e], ["ZXCVBNM", 0x2c]];
  for (const [letters, first] of rows) {
    [...letters].forEach((letter, i) => { codes["Key" + letter] = first + i; });
  }
  [..."1234567890"].forEach((digit, i) => { codes["Digit" + digit] = 0x02 + i; });
  for (let n = 1; n <= 10; n++) codes["F" + n] = 0x3a + n;
  return codes;
}

function supplyKeySymbol(py) {
  const codes = domPkCodes();
  const module = py._module;
  module.mergeLibSymbols({
    emscripten_compute_dom_pk_code: (pointer) => codes[module.UTF8ToString(pointer)] ?? 0,
  }, "gridgames-harness");
}

async function copyBundle(py, root) {
  const files = await (await fetch("bundle.json")).json();
  let copied = 0;
  await Promise.all(files.map(async (path) => {
    const response = await fetch("bundle/" + path);
    if (!response.ok) throw new Error(`bundle/${path}: HTTP ${response.status}`);
    const target = `${root}/${path}`;
    py.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    py.FS.writeFile(target, new Uint8Array(await response.arrayBuffer()));
    gridgamesLoading.stage("Unpacking the game…", ++copied / files.length);
  }));
  return files.length;
}

async function start() {
  const mark = (name) => { harness.marks[name] = performance.now(); };
  const config = await (await fetch("config.json")).json();
  const py = await loadPyodide({ indexURL: new URL("pyodide/", location.href).href });
  mark("pyodide_ready");
  if (config.supply_key_symbol) supplyKeySymbol(py);
  gridgamesLoading.stage("Setting up pygame-ce…", null);
  await py.loadPackage(new URL("wheel/" + config.wheel, location.href).href);
  mark("wheel_loaded");
  // pygbag's runtime has pygame-ce built in; here its modules link in on first import.
  await py.runPythonAsync("import pygame");
  mark("runtime_ready");  // what pygbag's runtime gives when it has loaded from its CDN
  py.canvas.setCanvas2D(document.getElementById("canvas"));
  harness.files = await copyBundle(py, config.root);
  mark("files_copied");
  harness.phase = "starting";
  gridgamesLoading.stage("Starting the game…", null);
  await py.runPythonAsync(await (await fetch("probe.py")).text());
  const probe = py.globals.get("probe");
  harness.state = () => JSON.parse(probe.state_json());
  harness.frames = () => probe.frames;
  harness.busy = () => probe.busy();
  harness.recentFrameMs = (count) => JSON.parse(probe.recent_frame_ms_json(count));
  harness.startMarks = () => JSON.parse(probe.marks_json());
  probe.start(config.root);
  mark("main_started");
  harness.phase = "running";
}

start().catch((error) => {
  harness.error = String((error && error.stack) || error);
  harness.phase = "failed";
  gridgamesLoading.fail("The game could not start: " + harness.error.split("\n")[0]);
  console.error("harness failed: " + harness.error);
});
