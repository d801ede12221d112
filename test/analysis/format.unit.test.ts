/**
 * The stored analysis, format 1: the golden fixtures (analyses as this code first wrote them,
 * test/fixtures/analysis/v1: the constructed blunder hand of analyse.test.ts in full, and a played
 * Draw hand as seat 0 may read it) decode, for good; today's analyses decode to themselves; and
 * what is not a format-1 analysis is refused, never read as one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  analyseHand,
  decodeHandAnalysis,
  type HandAnalysis,
  type handAnalysisSchema,
  VERDICTS,
} from '../../shared/analysis';
import { playedHand, QUICK } from './hands';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'analysis', 'v1');
const fixtures = readdirSync(DIR).map((file) => ({
  file,
  stored: JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Record<string, unknown>,
}));

describe('stored hand analyses, format 1', () => {
  it('the schema reads what the analysis’s type describes, and nothing else (checked by tsc)', () => {
    type Stored = z.output<ReturnType<typeof handAnalysisSchema>>;
    expectTypeOf<Stored>().toExtend<HandAnalysis>();
    expectTypeOf<HandAnalysis>().toExtend<Stored>();
  });

  it.each(fixtures.map((f) => [f.file, f.stored] as const))('%s decodes to what was stored', (_, stored) => {
    const analysis = decodeHandAnalysis(stored);
    expect(analysis).toEqual(stored);
    expect(analysis.format).toBe(1);
    // What the fixture says holds together: every judged step counted in its seat's verdicts.
    for (const seat of analysis.seats) {
      const judged = analysis.steps.filter((s) => s.type !== 'pass' && s.seat === seat.seat && s.review);
      expect(seat.judged).toBe(judged.length);
      expect(VERDICTS.reduce((n, v) => n + seat.verdicts[v], 0)).toBe(judged.length);
    }
  });

  it('a fixture holds every kind of step, and decisions with and without the open-hands line', () => {
    const steps = fixtures.flatMap((f) => decodeHandAnalysis(f.stored).steps);
    expect(new Set(steps.map((s) => s.type))).toEqual(new Set(['play', 'draw', 'pass']));
    const reviews = steps.flatMap((s) => (s.type !== 'pass' && s.review ? [s.review] : []));
    expect(reviews.some((r) => r.exactBest === null)).toBe(true);
    expect(reviews.some((r) => r.exactBest !== null)).toBe(true);
    expect(new Set(reviews.map((r) => r.verdict)).has('blunder')).toBe(true);
  });

  it('today’s analyses decode to themselves through JSON', () => {
    for (const input of [
      { preset: 'allFives', players: 2 } as const,
      { preset: 'partnership', players: 4 } as const,
    ]) {
      const { rules, record } = playedHand(input, 'format');
      const analysis = analyseHand(rules, record, QUICK);
      expect(decodeHandAnalysis(JSON.parse(JSON.stringify(analysis)))).toEqual(analysis);
    }
  });

  it('refuses what is not a format-1 analysis', () => {
    const stored = fixtures.find((f) => f.file.startsWith('block'))!.stored;
    const steps = stored.steps as Record<string, unknown>[];
    const last = steps.at(-1)!;
    const review = last.review as Record<string, unknown>;
    const bad: unknown[] = [
      { ...stored, format: 2 },
      { ...stored, seats: undefined },
      { ...stored, surplus: true },
      { ...stored, steps: [...steps.slice(0, -1), { ...last, review: { ...review, verdict: 'brilliant' } }] },
      { ...stored, steps: [...steps.slice(0, -1), { ...last, tile: '7-7' }] },
      { ...stored, steps: [...steps.slice(0, -1), { ...last, type: 'knock' }] },
    ];
    for (const item of bad) expect(() => decodeHandAnalysis(item)).toThrow();
  });
});
