/**
 * The web client's tiles draw the same pips as before they came from shared/layout/pips.ts: every
 * tile upright and across (DominoShape, used by hands and revealed hands) and each half lying
 * across as the line draws it (Pips), against what the components drew when the fixture was
 * taken. Pure: the components are called as functions (no DOM, no browser). The circles of a
 * half are compared as a set: their order in the document draws nothing.
 */
import { readFileSync } from 'node:fs';
import { Fragment, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { DominoShape, Pips } from '../../web/src/table/Domino';

interface Drawn {
  transform?: string;
  pips: number[][];
}

/** The outer group's transform and every circle's [cx, cy, r], function components called in place. */
function draw(node: unknown, out: Drawn = { pips: [] }): Drawn {
  if (Array.isArray(node)) {
    for (const n of node) draw(n, out);
    return out;
  }
  if (node === null || typeof node !== 'object') return out;
  const v = node as VNode<Record<string, unknown>>;
  if (typeof v.type === 'function' && v.type !== Fragment)
    return draw((v.type as (p: unknown) => unknown)(v.props), out);
  if (v.type === 'circle') out.pips.push([v.props.cx, v.props.cy, v.props.r] as number[]);
  if (v.type === 'g' && out.transform === undefined) out.transform = v.props.transform as string;
  return draw(v.props.children, out);
}

const bySet = (d: Drawn): Drawn => ({ ...d, pips: [...d.pips].sort((a, b) => a[0] - b[0] || a[1] - b[1]) });

const before = JSON.parse(
  readFileSync(new URL('../fixtures/pictures/web-tiles.json', import.meta.url), 'utf8'),
) as Record<string, Drawn>;

const cases: [string, () => unknown][] = [];
for (let a = 0; a <= 6; a++)
  for (let b = a; b <= 6; b++)
    for (const across of [false, true])
      cases.push([`${a}-${b} ${across}`, () => DominoShape({ a, b, across, x: 3, y: 5 })]);
for (let n = 0; n <= 6; n++)
  for (const across of [false, true])
    cases.push([`pips ${n} ${across}`, () => Pips({ x: 100, y: 150, n, across })]);

describe('web tiles', () => {
  it('the fixture covers every case', () => {
    expect(Object.keys(before).sort()).toEqual(cases.map(([k]) => k).sort());
  });

  it.each(cases)('%s draws its pips where it did', (name, render) => {
    const drawn = draw(render());
    expect(drawn.pips.length).toBe(before[name].pips.length);
    expect(bySet(drawn)).toEqual(bySet(before[name]));
  });
});
