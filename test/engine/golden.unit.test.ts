/**
 * Public contracts pinned to their outputs. The PRNG and `dealFromSeed` are how people check a
 * revealed seed against the hands they saw (docs/api.md#fair-deals), and every stored match's
 * state continues from them; the table items' deflate dictionary must never change by a byte or
 * no stored table inflates. None of these values may ever be edited: a change that needs new
 * ones is a new generator, deal function or dictionary, under a new name.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TABLE_DICTIONARY_V1 } from '../../functions/store/table-dictionary';
import {
  dealFromSeed,
  nextInt,
  nextSeed,
  nextUint32,
  PRESETS,
  resolveRules,
  seedState,
  shuffle,
  tileName,
  tilesOf,
} from '../../shared/engine';

describe('golden outputs', () => {
  it('the PRNG: seed state, raw outputs, integers, seeds and shuffles', () => {
    const s = seedState('golden');
    expect(s).toEqual([343170721, -2124781289, 1198718462, 652377006]);
    expect(Array.from({ length: 5 }, () => nextUint32(s))).toEqual([
      3165733734, 721956288, 175744053, 148093721, 2911801378,
    ]);
    expect(nextSeed(seedState('golden'))).toBe('bcb143662b082dc00a79a43508d3bb19');
    const ints = seedState('ints');
    expect(Array.from({ length: 8 }, () => nextInt(ints, 28))).toEqual([19, 27, 6, 0, 10, 25, 0, 22]);
    expect(shuffle(seedState('shuffle'), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([
      0, 2, 8, 6, 4, 3, 7, 5, 9, 1,
    ]);
  });

  const deals: Record<string, { hands: string[]; bone: string; shuffles: number; lead: unknown }> = {
    partnership: {
      hands: [
        '0-1 0-6 1-1 1-2 2-2 2-5 3-6',
        '0-0 0-3 1-3 1-4 2-4 3-4 4-6',
        '0-2 0-4 0-5 1-5 2-3 4-4 5-6',
        '1-6 2-6 3-3 3-5 4-5 5-5 6-6',
      ],
      bone: '',
      shuffles: 1,
      lead: { seat: 3, tile: 27 },
    },
    draw: {
      hands: [
        '0-3 0-4 0-5 0-6 1-4 2-3',
        '0-0 0-2 2-4 2-5 4-6 5-6',
        '0-1 1-3 2-2 3-3 3-4 4-4',
        '1-2 1-5 1-6 3-5 3-6 6-6',
      ],
      bone: '2-6 4-5 5-5 1-1',
      shuffles: 1,
      lead: { seat: 2, tile: -1 },
    },
    block: {
      hands: ['0-2 0-6 1-4 2-3 3-5', '0-0 2-2 3-4 4-5 4-6', '0-3 1-3 2-4 2-6 6-6', '0-5 2-5 3-3 5-5 5-6'],
      bone: '1-2 0-1 1-5 3-6 0-4 4-4 1-6 1-1',
      shuffles: 1,
      lead: { seat: 0, tile: -1 },
    },
    allFives: {
      hands: ['2-2 2-4 3-4 4-4 4-6', '0-0 0-2 0-6 3-5 4-5', '0-3 0-4 1-5 2-5 3-3', '0-1 1-2 1-4 3-6 6-6'],
      bone: '5-5 2-6 0-5 2-3 1-1 5-6 1-3 1-6',
      shuffles: 1,
      lead: { seat: 2, tile: -1 },
    },
  };

  const shown = (d: ReturnType<typeof dealFromSeed>) => ({
    hands: d.deal.hands.map((m) => tilesOf(m).map(tileName).join(' ')),
    bone: d.deal.bone.map(tileName).join(' '),
    shuffles: d.deal.shuffles,
    lead: d.lead,
  });

  it.each(PRESETS.map((p) => [p]))('dealFromSeed, %s for four', (preset) => {
    expect(shown(dealFromSeed(resolveRules({ preset, players: 4 }), `golden-${preset}`, true))).toEqual(
      deals[preset],
    );
  });

  it('dealFromSeed reshuffling until a double is dealt (highestDoubleElseRedeal)', () => {
    const rules = resolveRules({
      preset: 'partnership',
      players: 2,
      opener: 'highestDoubleElseRedeal',
      handSize: 3,
    });
    expect(shown(dealFromSeed(rules, 'redeal-2', true))).toEqual({
      hands: ['0-0 1-4 4-6', '2-3 2-6 3-6'],
      bone: '2-2 2-5 4-5 3-5 2-4 0-3 1-3 6-6 4-4 1-2 5-6 1-1 0-2 3-3 0-5 0-4 1-6 5-5 0-6 0-1 3-4 1-5',
      shuffles: 2,
      lead: { seat: 0, tile: 0 },
    });
  });

  it('the table deflate dictionary, byte for byte', () => {
    expect(TABLE_DICTIONARY_V1.length).toBe(1347);
    expect(createHash('sha256').update(TABLE_DICTIONARY_V1).digest('hex')).toBe(
      '98a7178af97bc5a93a54d5a5a4a7925d7f19c31737eab07928e79b510d615b23',
    );
  });
});
