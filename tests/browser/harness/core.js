// Loads Pyodide (no pygame), installs the pure-core modules of the working tree and runs
// core_play.py; its JSON result lands in window.coreResult for the test to read.
"use strict";

window.coreResult = null;

async function run() {
  const py = await loadPyodide({ indexURL: new URL("pyodide/", location.href).href });
  const files = await (await fetch("core.json")).json();
  for (const path of files) {
    const response = await fetch("bundle/" + path);
    if (!response.ok) throw new Error(`bundle/${path}: HTTP ${response.status}`);
    const target = "/home/pyodide/" + path;
    py.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    py.FS.writeFile(target, new Uint8Array(await response.arrayBuffer()));
  }
  const script = await (await fetch("core_play.py")).text();
  const result = await py.runPythonAsync(script);
  window.coreResult = JSON.parse(result);
  document.getElementById("log").textContent = result;
}

run().catch((error) => {
  window.coreResult = { error: String((error && error.stack) || error) };
  console.error("core run failed: " + window.coreResult.error);
});
