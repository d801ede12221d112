/**
 * Mexican Train's lines of `npm run bench:engine` and `npm run bench:bots` (docs/benchmarks.md):
 * random rounds on the engine, and the expert's decision time and win rate against greedy.
 */
import { type MexicanComputerPlayer, mexicanComputerPlayer } from '../shared/bots/mexican-train';
import {
  type MexicanRules,
  type MexicanState,
  nextInt,
  resolveMexicanRules,
  seedState,
} from '../shared/engine';
import {
  applyMexicanMove,
  dealRound,
  legalPlays,
  mexicanMoveOf,
  mexicanViewFor,
  newMexicanMatch,
  playMexican,
  ROUND_PLAYING,
} from '../shared/engine/games/mexican-train';

const GAMES: { players: number; set: 12 | 9 }[] = [
  { players: 2, set: 12 },
  { players: 4, set: 12 },
  { players: 8, set: 12 },
  { players: 4, set: 9 },
];

/** Random rounds on the in-place path (the playouts'), then through applyMexicanMove (the API's). */
export function benchMexicanEngine(seconds: number): void {
  for (const g of GAMES) {
    const r = resolveMexicanRules({ game: 'mexicanTrain', ...g });
    const rng = seedState(`bench-mt-${g.players}-${g.set}`);
    let moves = 0;
    let rounds = 0;
    const start = performance.now();
    while (performance.now() - start < seconds * 1000) {
      const rd = dealRound(r, 1 + nextInt(rng, r.rounds), `bench-${rounds}`);
      while (rd.end === ROUND_PLAYING) {
        const plays = legalPlays(r, rd, rd.turn);
        const [tile, train] = plays[nextInt(rng, plays.length)];
        playMexican(r, rd, { type: 'play', tile, train });
        moves++;
      }
      rounds++;
    }
    const fast = (performance.now() - start) / 1000;
    // The API's path: a copy a move, as a table's move is applied and stored.
    let st: MexicanState = newMexicanMatch(r, { seed: 'bench-api' });
    let apiMoves = 0;
    let stateBytes = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < (seconds * 1000) / 2) {
      const v = mexicanViewFor(st, st.round.turn);
      const res = applyMexicanMove(
        st,
        st.round.turn,
        mexicanMoveOf(r, v.legalMoves![nextInt(rng, v.legalMoves!.length)]),
      );
      if (!res.ok) throw new Error(res.error.message);
      st = res.state;
      apiMoves++;
      stateBytes = Math.max(stateBytes, JSON.stringify(st).length);
      if (st.places !== null) st = newMexicanMatch(r, { seed: `bench-api-${apiMoves}` });
    }
    console.log(
      JSON.stringify({
        game: 'mexicanTrain',
        players: g.players,
        set: g.set,
        movesPerSecond: Math.round(moves / fast),
        roundsPerSecond: Math.round(rounds / fast),
        maxStateBytes: stateBytes,
        apiMovesPerSecond: Math.round(apiMoves / ((performance.now() - t0) / 1000)),
      }),
    );
  }
}

function percentile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

/**
 * The expert in one seat against greedy in the others, one round a deal, the expert's seat
 * rotating: a round is won by the lowest pips left (ties share the win). Decision time is the
 * worker's CPU time for decisions with a choice.
 */
export function benchMexicanBots(roundsPerGame: number): void {
  const expert = mexicanComputerPlayer('expert');
  const greedy = mexicanComputerPlayer('greedy');
  for (const g of GAMES.filter((x) => x.players > 2 || x.set === 12)) {
    const r: MexicanRules = resolveMexicanRules({ game: 'mexicanTrain', ...g });
    const times: number[] = [];
    let wins = 0;
    let margin = 0;
    for (let d = 0; d < roundsPerGame; d++) {
      const seat = d % r.players;
      const bots: MexicanComputerPlayer[] = Array.from({ length: r.players }, (_, s) =>
        s === seat ? expert : greedy,
      );
      let st = newMexicanMatch(r, { seed: `bots-${d}` });
      let k = 0;
      while (st.last === null) {
        const v = mexicanViewFor(st, st.round.turn);
        const t0 = process.cpuUsage();
        const choice = bots[st.round.turn].choose(v, `d${d}-${k++}`);
        const used = process.cpuUsage(t0);
        if (st.round.turn === seat && v.legalMoves!.length > 1) times.push((used.user + used.system) / 1000);
        const res = applyMexicanMove(st, st.round.turn, mexicanMoveOf(r, choice));
        if (!res.ok) throw new Error(res.error.message);
        st = res.state;
      }
      const adds = st.last.adds;
      const best = Math.min(...adds);
      if (adds[seat] === best) wins += 1 / adds.filter((x) => x === best).length;
      margin += adds.reduce((a, b) => a + b, 0) / r.players - adds[seat];
    }
    console.log(
      JSON.stringify({
        game: 'mexicanTrain',
        players: g.players,
        set: g.set,
        a: 'expert',
        b: 'greedy',
        rounds: roundsPerGame,
        winRate: Math.round((wins / roundsPerGame) * 1000) / 1000,
        fairShare: Math.round((1 / r.players) * 1000) / 1000,
        pipsBelowMean: Math.round((margin / roundsPerGame) * 10) / 10,
        cpuP50ms: Math.round(percentile(times, 0.5) * 100) / 100,
        cpuP99ms: Math.round(percentile(times, 0.99) * 100) / 100,
      }),
    );
  }
}
