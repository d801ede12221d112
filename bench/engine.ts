/**
 * `npm run bench:engine`: random legal moves on the engine's fast path (the one the computer
 * players' playouts run), per preset and player count, one JSON line each:
 *   {"preset","players","set"?,"movesPerSecond","handsPerSecond","stateBytes","apiMovesPerSecond"}
 * movesPerSecond counts chosen moves (plays and draws by choice; automatic draws and passes
 * are not moves) on one core, dealing included. stateBytes is the stored JSON state after a full
 * hand. apiMovesPerSecond is the same play through `applyMove` (copy-on-write, as the API runs).
 */
import {
  applyEncoded,
  applyMove,
  countMoves,
  DRAW,
  dealHand,
  HAND_PLAYING,
  isOver,
  type MatchState,
  moveEnd,
  moveTile,
  newMatch,
  nextInt,
  nextSeed,
  nthMove,
  parseRules,
  type RulesInput,
  redealInPlace,
  seedState,
} from '../shared/engine';
import { benchMexicanEngine } from './mexican-train';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

const games: RulesInput[] = [
  { preset: 'partnership', players: 4 },
  { preset: 'partnership', players: 2 },
  { preset: 'draw', players: 2 },
  { preset: 'draw', players: 3 },
  { preset: 'draw', players: 4 },
  { preset: 'block', players: 2 },
  { preset: 'block', players: 3 },
  { preset: 'block', players: 4 },
  { preset: 'allFives', players: 2 },
  { preset: 'allFives', players: 3 },
  { preset: 'allFives', players: 4 },
  { preset: 'allThrees', players: 2 },
  { preset: 'allThrees', players: 4 },
  { preset: 'fivesAndThrees', players: 2 },
  { preset: 'fivesAndThrees', players: 4 },
  { preset: 'block', players: 4, scoring: 'fivesAndThrees' },
  // The bigger sets (docs/rules.md#sets): two or three words a hand.
  { preset: 'partnership', players: 4, set: 9 },
  { preset: 'partnership', players: 2, set: 9 },
  { preset: 'draw', players: 2, set: 9 },
  { preset: 'draw', players: 4, set: 9 },
  { preset: 'block', players: 2, set: 9 },
  { preset: 'block', players: 4, set: 9 },
  { preset: 'allFives', players: 3, set: 9 },
  { preset: 'allThrees', players: 2, set: 9 },
  { preset: 'fivesAndThrees', players: 4, set: 9 },
  { preset: 'partnership', players: 4, set: 12 },
  { preset: 'draw', players: 2, set: 12 },
  { preset: 'draw', players: 4, set: 12 },
  { preset: 'block', players: 3, set: 12 },
  { preset: 'allFives', players: 4, set: 12 },
  { preset: 'allThrees', players: 4, set: 12 },
  { preset: 'fivesAndThrees', players: 2, set: 12 },
];

function fastPath(input: RulesInput, seconds = SECONDS): { movesPerSecond: number; handsPerSecond: number } {
  const r = parseRules(input);
  const rng = seedState(`bench-${input.preset}-${input.players}`);
  const h = dealHand(r, 'bench', null);
  const order: number[] = [];
  let moves = 0;
  let hands = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    for (let i = 0; i < 200; i++) {
      redealInPlace(r, h, rng, order);
      while (h.end === HAND_PLAYING) {
        applyEncoded(r, h, nthMove(r, h, nextInt(rng, countMoves(r, h))));
        moves++;
      }
      hands++;
    }
  }
  const elapsed = (performance.now() - start) / 1000;
  return { movesPerSecond: Math.round(moves / elapsed), handsPerSecond: Math.round(hands / elapsed) };
}

/** Through applyMove, as the API plays; returns moves/s and the state size after a full hand. */
function apiPath(input: RulesInput): { apiMovesPerSecond: number; stateBytes: number } {
  const r = parseRules(input);
  const rng = seedState('api');
  let moves = 0;
  let stateBytes = 0;
  const start = performance.now();
  const deadline = start + (SECONDS * 1000) / 2;
  while (performance.now() < deadline) {
    let st: MatchState = newMatch(r, { seed: nextSeed(rng) });
    while (!isOver(st) && performance.now() < deadline) {
      const h = st.hand;
      const m = nthMove(r, h, nextInt(rng, countMoves(r, h)));
      const res = applyMove(
        st,
        h.turn,
        m === DRAW ? { type: 'draw' } : { type: 'play', tile: moveTile(m), end: moveEnd(m) },
      );
      if (!res.ok) throw new Error(res.error.message);
      moves++;
      // The state just before the next deal holds the longest hand history: measure the largest.
      if (res.handEnded) stateBytes = Math.max(stateBytes, Buffer.byteLength(JSON.stringify(res.state)));
      st = res.state;
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return { apiMovesPerSecond: Math.round(moves / seconds), stateBytes };
}

// Warm the JIT up first, so the first game measured is not the slowest.
for (const g of games) fastPath(g, 0.1);
for (const g of games) {
  const fast = fastPath(g);
  const api = apiPath(g);
  console.log(
    JSON.stringify({
      preset: g.preset,
      players: g.players,
      ...(g.set && { set: g.set }),
      ...(g.scoring && { scoring: g.scoring }),
      ...fast,
      stateBytes: api.stateBytes,
      apiMovesPerSecond: api.apiMovesPerSecond,
    }),
  );
}

// Mexican Train (bench/mexican-train.ts): its own engine, one line per player count and set.
benchMexicanEngine(SECONDS);
