// A stand-in for JSMinesweeper's solver, for tests/test_hill_peer.py: the names the player
// calls, and a "solver" that opens the first covered cell in reading order.
const PLAY_STYLE_NOFLAGS = 2, ACTION_CLEAR = 1, IN_PLAY = "in-play", WON = "won", LOST = "lost";
class Binomial { constructor() {} }
class BinomialCache { constructor() {} }
class Board {
  constructor(id, width, height) { this.width = width; this.covered = new Array(width * height).fill(true); }
  xy_to_index(x, y) { return y * this.width + x; }
}
class ServerGame {
  constructor(id, width, height, mines) { this.width = width; this.left = width * height - mines; this.mines = new Set(); }
  resetMinesUsingArray(array) { for (let i = 3; i < array.length; i += 2) this.mines.add(array[i + 1] * this.width + array[i]); }
  getTile(index) { return index; }
  clickTile(index) {
    if (this.mines.has(index)) return {header: {status: LOST}, tiles: []};
    this.left--;
    return {header: {status: this.left ? IN_PLAY : WON}, tiles: [index]};
  }
}
function applyResults(board, revealed) { for (const index of revealed.tiles) board.covered[index] = false; }
async function solver(board, options) {
  if (board == null) return;
  const index = board.covered.indexOf(true);
  return {actions: [{action: ACTION_CLEAR, x: index % board.width, y: Math.floor(index / board.width), prob: 0.5}]};
}
