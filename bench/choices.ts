/**
 * `npm run bench:choices`: how much a player's choices say about its hand. Plays hands between
 * two levels (BENCH_LEVELS, default `expert,ismcts`, each in each seat of 2-player BENCH_GAME,
 * default draw), records every play with an alternative (not a lead) with the tiles-on-ends the
 * seat could play and its true hand, and fits a softmax model of the choice by maximum likelihood
 * (a conditional logit on a tile's pips, whether it is a double, and how many of the seat's other
 * tiles fit the ends its play leaves). One JSON line per level:
 *   {"level","choices","logLik":{"uniform","shipped","fitted"},"fitted":{"pips","double","follow"}}
 * logLik: the mean log-likelihood of a choice under every option alike, under the expert's
 * shipped model (likelihood.ts' CHOICE_MODEL) and under the fitted one; the closer a model is to
 * 0, the more it says of the hand. The expert weighs its worlds with such a model, so this
 * measures how much its weighing can know.
 */

import { computerPlayer, type PlayerLevel } from '../shared/bots';
import { CHOICE_MODEL, fitAfter } from '../shared/bots/expert/likelihood';
import {
  applyMove,
  DOUBLES,
  isOver,
  moveOf,
  newMatch,
  PIPS,
  parseRules,
  parseTile,
  popcount,
  type RulesInput,
  SUIT,
  viewFor,
} from '../shared/engine';

/** One recorded choice: each option's features (pips, double, follow) and which was played. */
interface Row {
  level: string;
  options: number[][];
  chosen: number;
}

const DEALS = Number(process.env.BENCH_DEALS ?? 150);
const GAME = (process.env.BENCH_GAME ?? 'draw') as RulesInput['preset'];
const LEVELS = (process.env.BENCH_LEVELS ?? 'expert,ismcts').split(',') as PlayerLevel[];
const r = parseRules({ preset: GAME, players: 2 });

function record(): Row[] {
  const rows: Row[] = [];
  for (let d = 0; d < DEALS; d++)
    for (const first of [0, 1]) {
      let st = newMatch(r, { seed: `choices-${d}` });
      const levelOf = (seat: number) => LEVELS[(seat + first) % LEVELS.length];
      for (let i = 0; ; i++) {
        const seat = st.hand.turn;
        const view = viewFor(st, seat);
        const choice = computerPlayer(levelOf(seat)).choose(view, `c${d}-${first}-${i}`);
        const h = st.hand;
        const ends = h.line.v;
        if (ends.length > 0 && view.legalMoves!.length > 1 && choice.type === 'play') {
          const held = h.hands[seat];
          const options: number[][] = [];
          let chosen = -1;
          for (let e = 0; e < ends.length; e++)
            for (let o = held & SUIT[ends[e]]; o; o &= o - 1) {
              const t = 31 - Math.clz32(o & -o);
              if (t === parseTile(choice.tile) && e === choice.end) chosen = options.length;
              // The features of the expert's choice model (likelihood.ts), unweighted.
              options.push([
                PIPS[t],
                DOUBLES & (1 << t) ? 1 : 0,
                popcount(held & ~(1 << t) & fitAfter(ends, t, e)),
              ]);
            }
          rows.push({ level: levelOf(seat), options, chosen });
        }
        const res = applyMove(st, seat, moveOf(choice));
        if (!res.ok) throw new Error(`${levelOf(seat)} made an illegal move`);
        st = res.state;
        if (isOver(st) || res.handEnded) break;
      }
    }
  return rows;
}

/** Mean log-likelihood of the choices under the weights, and its gradient. */
function logLik(rows: Row[], w: number[]): { value: number; grad: number[] } {
  let value = 0;
  const grad = w.map(() => 0);
  for (const row of rows) {
    const s = row.options.map((f) => f.reduce((a, x, i) => a + x * w[i], 0));
    const top = Math.max(...s);
    const e = s.map((x) => Math.exp(x - top));
    const z = e.reduce((a, b) => a + b, 0);
    value += s[row.chosen] - top - Math.log(z);
    for (let i = 0; i < w.length; i++) {
      let expected = 0;
      for (let j = 0; j < row.options.length; j++) expected += (row.options[j][i] * e[j]) / z;
      grad[i] += row.options[row.chosen][i] - expected;
    }
  }
  return { value: value / rows.length, grad: grad.map((g) => g / rows.length) };
}

/** Maximum likelihood by gradient ascent (the log-likelihood is concave). */
function maximumLikelihood(rows: Row[]): number[] {
  const w = [0, 0, 0];
  for (let it = 0; it < 2000; it++) {
    const { grad } = logLik(rows, w);
    for (let i = 0; i < w.length; i++) w[i] += 0.5 * grad[i];
  }
  return w;
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const rows = record();
for (const level of new Set(LEVELS)) {
  const mine = rows.filter((x) => x.level === level);
  const w = maximumLikelihood(mine);
  const shipped = [CHOICE_MODEL.beta, CHOICE_MODEL.beta * CHOICE_MODEL.double, 0];
  console.log(
    JSON.stringify({
      game: `${GAME}/2`,
      level,
      deals: DEALS,
      choices: mine.length,
      logLik: {
        uniform: round(logLik(mine, [0, 0, 0]).value),
        shipped: round(logLik(mine, shipped).value),
        fitted: round(logLik(mine, w).value),
      },
      fitted: { pips: round(w[0]), double: round(w[1]), follow: round(w[2]) },
    }),
  );
}
