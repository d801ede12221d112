/**
 * The bigger sets' expert deals hidden hands consistent with its seat's view (wide.ts
 * sampleWorld): every deal gives each seat its count, never a tile in play or in the viewer's
 * hand, never a number the seat showed it lacks (a pass, a draw by itself), the rest the boneyard.
 */
import { describe, expect, it } from 'vitest';
import { computerPlayer } from '../../shared/bots';
import { blank, knowledgeOf, sampleWorld } from '../../shared/bots/expert/wide';
import { wideChoicesOf, wideLogLikelihood } from '../../shared/bots/expert/wide-likelihood';
import {
  applyMove,
  emptyLine,
  HIGH,
  type HistoryEvent,
  isOver,
  LOW,
  type MatchState,
  moveOf,
  newMatch,
  openNumbers,
  parseRules,
  parseTile,
  place,
  type RulesInput,
  type SeatView,
  seedState,
  type Tile,
  tileCountOf,
  viewFor,
} from '../../shared/engine';
import { addTile } from '../../shared/engine/words';

const numbersOf = (t: Tile) => (1 << LOW[t]) | (1 << HIGH[t]);

/**
 * Read straight from the view's history, apart from the expert's slots: the numbers each seat has
 * shown it lacks. A pass adds the numbers passed on; a draw by itself proves the open numbers
 * for every tile it keeps (each drawn tile that fitted was its next play) and ends what older
 * passes proved (the drawn tiles may show those); a draw by choice proves nothing.
 */
function lacksOf(view: SeatView): number[] {
  const lacks = new Array<number>(view.players).fill(0);
  const line = emptyLine();
  for (const e of view.history) {
    if (e.type === 'play') place(line, parseTile(e.tile)!, e.end, view.rules.spinner);
    else if (e.type === 'pass') for (const v of e.numbers) lacks[e.seat] |= 1 << v;
    else lacks[e.seat] = e.chosen || view.rules.drawWhilePlayable ? 0 : openNumbers(line);
  }
  return lacks;
}

/** The tiles of seat s in a world's flat words. */
function tilesOf(words: readonly number[], s: number, W: number, count: number): Tile[] {
  const out: Tile[] = [];
  for (let t = 0; t < count; t++) if (words[s * W + (t >>> 5)] & (1 << (t & 31))) out.push(t);
  return out;
}

/** Plays a match with the given level in every seat, calling `look` at every decision. */
function playMatch(
  input: RulesInput,
  level: 'random' | 'greedy',
  seed: string,
  look: (st: MatchState) => void,
) {
  let st = newMatch(parseRules(input), { seed });
  const player = computerPlayer(level);
  for (let i = 0; !isOver(st) && i < 400; i++) {
    look(st);
    const seat = st.hand.turn;
    const res = applyMove(st, seat, moveOf(player.choose(viewFor(st, seat), `${seed}-${i}`)));
    if (!res.ok) throw new Error(res.error.message);
    st = res.state;
  }
}

const GAMES: RulesInput[] = [
  { preset: 'partnership', players: 4, set: 9 },
  { preset: 'block', players: 3, set: 9 },
  { preset: 'draw', players: 2, set: 9 },
  { preset: 'draw', players: 4, set: 12 },
  { preset: 'allFives', players: 3, set: 12 },
];

describe('the bigger sets’ deals of the hidden tiles', () => {
  it.each(GAMES)('honour the view of %o at every decision', (input) => {
    const r = parseRules(input);
    const count = tileCountOf(r);
    let checked = 0;
    let shown = 0;
    for (const level of ['random', 'greedy'] as const) {
      if (level === 'greedy' && r.players !== 4) continue;
      playMatch(input, level, `worlds-${level}`, (st) => {
        const me = st.hand.turn;
        const view = viewFor(st, me);
        const lacks = lacksOf(view);
        // The reading is sound: the other seats' true hands honour it (the seat to move may just have
        // drawn the tile it is about to play).
        for (let s = 0; s < r.players; s++)
          if (s !== me)
            for (const name of viewFor(st, s).hand!) expect(numbersOf(parseTile(name)!) & lacks[s]).toBe(0);
        const k = knowledgeOf(view);
        const own = new Set(view.hand!.map((n) => parseTile(n)!));
        const inPlay = new Set(view.line.map((p) => parseTile(p.tile)!));
        const world = blank(k);
        const rng = seedState(`w-${checked}`);
        const pool: Tile[] = [];
        for (let w = 0; w < 4; w++) {
          sampleWorld(k, world, rng, pool);
          expect(tilesOf(world.hands, me, k.W, count).sort((a, b) => a - b)).toEqual(
            [...own].sort((a, b) => a - b),
          );
          const dealt = new Set<Tile>(world.bone);
          for (let s = 0; s < r.players; s++) {
            if (s === me) continue;
            const tiles = tilesOf(world.hands, s, k.W, count);
            expect(tiles.length).toBe(view.handCounts[s]);
            for (const t of tiles) {
              expect(numbersOf(t) & lacks[s]).toBe(0);
              dealt.add(t);
            }
          }
          // Every hidden tile once: in another hand or the boneyard (with the tiles left out).
          expect(dealt.size).toBe(count - own.size - inPlay.size);
          for (const t of dealt) expect(own.has(t) || inPlay.has(t)).toBe(false);
          expect(world.bone.length + view.handCounts.reduce((a, b) => a + b, 0)).toBe(count - inPlay.size);
        }
        checked++;
        if (lacks.some((m, s) => s !== me && m !== 0)) shown++;
      });
    }
    expect(checked).toBeGreaterThan(40);
    // Passes or draws told something in many of the decisions checked.
    expect(shown).toBeGreaterThan(5);
  });
});

describe('the bigger sets’ weighing of deals by the other seats’ plays', () => {
  const r = parseRules({ preset: 'partnership', players: 4, set: 9 });
  const play = (seat: number, tile: string, forced = false): HistoryEvent => ({
    type: 'play',
    seat,
    tile,
    end: 0,
    points: 0,
    forced,
  });
  // Only what wideChoicesOf reads of a view.
  const viewOf = (history: HistoryEvent[]) => ({ rules: r, seat: 0, players: 4, history }) as SeatView;
  const model = { beta: 0.25, double: 4 };
  /** Seat 1's hand alone, as the engine's words. */
  const handsWith = (tiles: string[]) => {
    const words = new Array<number>(4 * 2).fill(0);
    for (const n of tiles) addTile(words, 2, parseTile(n)!);
    return words;
  };

  it('a seat that played a light tile while it held a heavier one that fitted makes the deal less likely', () => {
    const choices = wideChoicesOf(viewOf([play(0, '9-9', true), play(1, '1-9')]), model);
    expect(choices).toHaveLength(1);
    const heavier = wideLogLikelihood(choices, handsWith(['8-9', '0-2']), 2, model);
    const none = wideLogLikelihood(choices, handsWith(['1-2', '0-2']), 2, model);
    expect(none).toBeCloseTo(0);
    expect(heavier).toBeLessThan(none);
  });

  it('forced plays, the lead and the viewer’s own plays say nothing', () => {
    expect(wideChoicesOf(viewOf([play(1, '9-9'), play(2, '1-9', true), play(0, '3-9')]), model)).toEqual([]);
  });
});
