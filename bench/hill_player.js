// David Hill's JSMinesweeper solver playing the layouts bench.winrate deals: the peer that
// issue 24 measures against, on the very same boards, so the two can be paired seed by seed.
//
// Usage: node bench/hill_player.js CHECKOUT < games.jsonl > outcomes.jsonl
// CHECKOUT is a JSMinesweeper work tree (github.com/DavidNHill/JSMinesweeper, MIT); its
// solver's files are read from there at run time, none of them is part of this project.
// Each input line: {"seed", "width", "height", "mines", "start": [x, y], "modern", "layout"}
// (layout: the mines' flat indices); each output line: {"seed", "won", "guesses"}.
// The game is played as the checkout's own bulkRun plays it (main.js): no flags, advanced
// guessing, the whole probability engine; every proved-safe cell, else the solver's guess.
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");

const SOLVER_FILES = ["Utility/PrimeSieve.js", "Utility/Binomial.js", "client/Board.js",
  "client/Tile.js", "client/solver_main.js", "client/solver_probability_engine.js",
  "client/Brute_force.js", "client/BruteForceAnalysis.js", "client/MinesweeperGame.js",
  "client/SolutionCounter.js", "client/EfficiencyHelper.js", "client/FiftyFiftyHelper.js",
  "client/LongTermRiskHelper.js"];

// What the solver reads from the page (main.js and the DOM) when it runs headless: the
// same constants main.js declares, a board global that LongTermRiskHelper reads, and a
// sleep that yields without waiting (the page sleeps to let the screen repaint).  Its clock
// stands still: the solver skips its tie-break when the probability engine took 50 ms or
// more, so on a loaded machine it would play weaker, and differently from run to run.
const PAGE = `
const document = INERT, window = INERT, performance = {now: () => 0};
Date.now = () => 0;
let analysisMode = false, binomialCache, oldrng = false, board = null;
const MAX_BINOMIAL_N = 65000, BOMB = 9, HIDDEN = 10, FLAGGED = 11, FLAGGED_WRONG = 12,
  EXPLODED = 13, SKULL = 14, START = 15;
function showMessage(text) {}
async function sleep(milliseconds) {}
`;

const PLAY = `
binomialCache = new BinomialCache(5000, 500, new Binomial(MAX_BINOMIAL_N, 500));
solver(null, null);
globalThis.playGame = async function (deal) {
  const options = {playStyle: PLAY_STYLE_NOFLAGS, verbose: false, advancedGuessing: true,
                   fullProbability: true, hardcore: false};
  const width = deal.width, gameType = deal.modern ? "zero" : "safe";
  const start = deal.start[1] * width + deal.start[0];
  const game = new ServerGame(0, width, deal.height, deal.mines, start, deal.seed, gameType);
  game.resetMinesUsingArray([width, deal.height, deal.mines,
                             ...deal.layout.flatMap(i => [i % width, Math.floor(i / width)])]);
  board = new Board(0, width, deal.height, deal.mines, deal.seed, gameType);
  let revealed = game.clickTile(game.getTile(start));
  applyResults(board, revealed);
  const guesses = [];
  while (revealed.header.status == IN_PLAY) {
    const actions = (await solver(board, options)).actions.filter(a => a.action == ACTION_CLEAR);
    if (actions.length == 0) return {seed: deal.seed, won: false, guesses, stuck: true};
    for (const action of actions[0].prob == 1 ? actions.filter(a => a.prob == 1) : [actions[0]]) {
      if (action.prob != 1) guesses.push([action.x, action.y]);
      revealed = game.clickTile(game.getTile(board.xy_to_index(action.x, action.y)));
      if (revealed.header.status != IN_PLAY) break;
      applyResults(board, revealed);
    }
  }
  return {seed: deal.seed, won: revealed.header.status == WON, guesses};
};
`;

function inert() {
  // Any property, call or conversion of the page's DOM gives back this same inert thing.
  const thing = new Proxy(function () {}, {
    get: (target, key) => (key === Symbol.toPrimitive ? () => "" : thing),
    apply: () => thing,
    set: () => true,
  });
  return thing;
}

function loadSolver(checkout) {
  const sources = SOLVER_FILES.map(file => {
    const where = path.join(checkout, "Minesweeper", file);
    if (!fs.existsSync(where)) {
      throw new Error(`${checkout} is not a JSMinesweeper checkout: ${where} is missing`);
    }
    return fs.readFileSync(where, "utf8").replace(/^"use strict";/m, "");
  });
  const quiet = {log() {}, error() {}, warn() {}};
  const context = vm.createContext({INERT: inert(), console: quiet});
  vm.runInContext(['"use strict";', PAGE, ...sources, PLAY].join("\n;\n"), context,
                  {filename: "jsminesweeper-headless.js"});
  return context;
}

async function main() {
  if (process.argv.length != 3) {
    process.stderr.write("usage: node hill_player.js JSMINESWEEPER_CHECKOUT < games.jsonl\n");
    process.exit(2);
  }
  let context;
  try {
    context = loadSolver(process.argv[2]);
  } catch (error) {
    process.stderr.write(error.message + "\n");
    process.exit(2);
  }
  const deals = fs.readFileSync(0, "utf8").split("\n").filter(Boolean);
  for (const line of deals) {
    process.stdout.write(JSON.stringify(await context.playGame(JSON.parse(line))) + "\n");
  }
}

main();
