// The standalone edition's runtime loader: our page (default.tmpl) with this script in place
// of pygbag's, so the game runs with nothing but the files beside the page (make
// web-standalone): Pyodide (pyodide/), pygame-ce's WebAssembly wheel (named by this tag's
// data-wheel), the game's bundle (the .apk that make web builds, named by the page's config)
// and start.py. It reports each stage on the page's loading screen as pygbag's loader does.
// window.gridgamesRuntime tells how far it got (phase, marks in ms, error); a page that
// defines window.gridgamesBeforeMain(pyodide) has it awaited just before main.py runs (the
// browser tests observe the game that way).
"use strict";

window.gridgamesRuntime = { phase: "loading", marks: {}, error: null };
(() => {
  const runtime = window.gridgamesRuntime;
  runtime.nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const wheel = document.currentScript.dataset.wheel;
  const mark = (name) => { runtime.marks[name] = performance.now(); };
  const stage = (text, fraction = null) => window.gridgamesLoading.stage(text, fraction);

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
    }, "gridgames-standalone");
  }

  async function fetched(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  }

  async function start() {
    const here = (path) => new URL(path, location.href).href;
    const bundle = `${config.archive}.apk`;  // the page's config, as pygbag's runtime reads it
    const root = `/data/data/${config.archive}`;  // where pygbag unpacks it too
    // fetched while Pyodide starts: on a slow link the round trips overlap
    const bundleBytes = fetched(here(bundle)).then((response) => response.arrayBuffer());
    const starterSource = fetched(here("start.py")).then((response) => response.text());
    const py = await loadPyodide({ indexURL: here("pyodide/") });
    mark("pyodide_ready");
    supplyKeySymbol(py);
    stage("Setting up pygame-ce…");
    await py.loadPackage(here(wheel));
    mark("wheel_loaded");
    // pygbag's runtime has pygame-ce built in; here its modules link in on first import.
    await py.runPythonAsync("import pygame");
    mark("runtime_ready");
    py.canvas.setCanvas2D(document.getElementById("canvas"));
    stage("Unpacking the game…", 0);
    py.unpackArchive(await bundleBytes, "zip", { extractDir: root });
    mark("files_copied");
    py.runPython(await starterSource);
    const starter = py.globals.get("prepare")(`${root}/assets`);
    runtime.phase = "starting";
    stage("Starting the game…");
    if (window.gridgamesBeforeMain) await window.gridgamesBeforeMain(py);
    starter.run_main();
    mark("main_started");
    runtime.phase = "running";
  }

  document.addEventListener("DOMContentLoaded", () => {
    stage("Loading the Python runtime…");  // from this page's own host, not pygbag's
    start().catch((error) => {
      runtime.error = String((error && error.stack) || error);
      runtime.phase = "failed";
      window.gridgamesLoading.fail("The game could not start: " + runtime.error.split("\n")[0]);
      console.error("standalone loader failed: " + runtime.error);
    });
  });
})();
