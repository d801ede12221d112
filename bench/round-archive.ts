/**
 * `npx tsx bench/round-archive.ts [rounds]`: the bytes of a finished Mexican Train round's archive
 * item (store/formats/round-archive.ts) for eight seats on a double-twelve set, the longest rounds
 * random play makes (round 1, engine 12-12), against DynamoDB's 400 KB item limit. JSON lines.
 */
import { roundArchiveFormat } from '../functions/store/formats/round-archive';
import { nextInt, resolveMexicanRules, seedState } from '../shared/engine';
import {
  applyMexicanMove,
  mexicanLegalMoves,
  newMexicanMatch,
  type RoundRecord,
} from '../shared/engine/games/mexican-train';

/** An item's size as DynamoDB counts it: each attribute's name and value (numbers about 1 byte a 2 digits). */
function itemBytes(item: Record<string, unknown>): number {
  let n = 0;
  for (const [name, v] of Object.entries(item)) {
    n += Buffer.byteLength(name);
    if (v instanceof Uint8Array) n += v.length;
    else if (typeof v === 'number') n += Math.ceil(String(v).replace(/[-.]/g, '').length / 2) + 1;
    else n += Buffer.byteLength(String(v));
  }
  return n;
}

const count = Number(process.argv[2] ?? 200);
const rules = resolveMexicanRules({ game: 'mexicanTrain', players: 8, set: 12 });
const rng = seedState('bench-round-archive');
const sizes: { bytes: number; json: number; log: number }[] = [];
for (let i = 0; i < count; i++) {
  let st = newMexicanMatch(rules, { seed: `round-archive-${i}` });
  while (st.last === null) {
    const legal = mexicanLegalMoves(rules, st.round);
    const result = applyMexicanMove(st, st.round.turn, legal[nextInt(rng, legal.length)]);
    if (!result.ok) throw new Error(result.error.message);
    st = result.state;
  }
  const record: RoundRecord = st.last;
  const item = roundArchiveFormat.encode({
    tableId: 'AbCdEfGhIjKlMnOpQrSt',
    record,
    salt: 'b19743984c0766eb3ba6007ee8c05ccf',
    startVersion: 1_000,
    endVersion: 1_000 + record.log.length,
    expiresAt: 1_900_000_000,
  });
  sizes.push({ bytes: itemBytes(item), json: JSON.stringify(record).length, log: record.log.length });
}
sizes.sort((a, b) => a.bytes - b.bytes);
const longest = sizes.reduce((a, b) => (b.log > a.log ? b : a));
console.log(
  JSON.stringify({
    bench: 'round-archive-bytes',
    players: 8,
    set: 12,
    rounds: count,
    p50Bytes: sizes[Math.floor(count / 2)].bytes,
    maxBytes: sizes.at(-1)!.bytes,
    longestLog: longest.log,
    longestBytes: longest.bytes,
    longestJsonBytes: longest.json,
    itemLimitBytes: 400 * 1024,
  }),
);
