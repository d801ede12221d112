/**
 * The Python verifier of docs/webhooks.md (standard library only) accepts the page's worked
 * example and deliveries the service signed, and refuses a changed body, another secret and an
 * old timestamp. Needs python3 (not Node only, hence this tier); skipped, saying so, without it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_EXAMPLE } from '../../functions/api/schemas/webhook-events';
import type { NotifyContext } from '../../functions/notifications/config';
import { newDelivery } from '../../functions/notifications/deliveries';
import { eventsOf } from '../../functions/notifications/events';
import { render } from '../../functions/notifications/formats';
import type { WebhookRecord } from '../../functions/notifications/model';
import type { SeatRecord, TableRecord } from '../../functions/tables/model';
import { REPO_ROOT } from '../../infra/bundling';
import type { MatchState } from '../../shared/engine';

const PAGE = readFileSync(join(REPO_ROOT, 'docs/webhooks.md'), 'utf8');
const VERIFY = /^```python file=verify\.py\n([\s\S]*?)^```$/m.exec(PAGE)?.[1];
const python = spawnSync('python3', ['--version']).status === 0;

/** Runs verify() over each case in one python3 process: the event it answers, or the refusal. */
function runPython(cases: { secret: string; headers: Record<string, string>; body: string; now: number }[]) {
  const harness = `${VERIFY}
import sys
for case in json.load(sys.stdin):
    try:
        print(json.dumps({"event": verify(case["secret"], case["headers"], case["body"].encode(), case["now"])}))
    except ValueError as e:
        print(json.dumps({"refused": str(e)}))
`;
  const out = execFileSync('python3', ['-c', harness], { input: JSON.stringify(cases), encoding: 'utf8' });
  return out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { event?: unknown; refused?: string });
}

/** A real table.your_turn: a turn passing to Ana at a table she plays with Ben. */
function yourTurnPayload(): string {
  const ana: SeatRecord = { kind: 'person', playerId: 'ana', name: 'Ana' };
  const ben: SeatRecord = { kind: 'person', playerId: 'ben', name: 'Ben' };
  const at = (version: number, turn: number): TableRecord =>
    ({
      id: 'K7MQ4XRZ2W9PD3NB6TVA',
      version,
      status: 'playing',
      createdBy: 'ana',
      updatedAt: '2026-12-06T00:00:00.000Z',
      seats: [ana, ben],
      moveTimeLimitSeconds: 86_400,
      deadline: '2026-12-07T00:00:00.000Z',
      match: { rules: { players: 2, teams: false }, winner: -1, scores: [0, 0], hand: { turn } },
    }) as unknown as TableRecord & { match: MatchState };
  const [event] = eventsOf(at(4, 1), at(5, 0), 'https://play.example');
  const ctx = { now: () => new Date(), config: { leaseMs: 1000 } } as unknown as NotifyContext;
  return newDelivery(ctx, { id: 'W1', playerId: 'ana' } as WebhookRecord, event).payload;
}

describe.skipIf(!python)('the Python verifier on the webhooks page (needs python3)', () => {
  it('is on the page with the worked example', () => {
    expect(VERIFY).toContain('def verify(');
    for (const value of Object.values(SIGNATURE_EXAMPLE)) expect(PAGE).toContain(String(value));
  });

  it('accepts what the service signed and refuses anything else', () => {
    const { secret, id, timestamp, body, signature } = SIGNATURE_EXAMPLE;
    const example = {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature,
    };
    const mine = `whsec_${randomBytes(24).toString('base64')}`;
    const payload = yourTurnPayload();
    const now = new Date();
    const sent = render('standard', mine, { id: 'msg_abc', payload }, now);
    const headers = sent.headers as Record<string, string>;
    const seconds = Math.floor(now.getTime() / 1000);
    const results = runPython([
      { secret, headers: example, body, now: timestamp + 10 },
      { secret: mine, headers, body: sent.body as string, now: seconds },
      { secret: mine, headers, body: (sent.body as string).replace('"seat":0', '"seat":1'), now: seconds },
      { secret, headers, body: sent.body as string, now: seconds },
      { secret: mine, headers, body: sent.body as string, now: seconds + 301 },
    ]);
    expect(results[0]).toEqual({ event: JSON.parse(body) });
    expect(results[1]).toEqual({ event: JSON.parse(payload) });
    expect((results[1].event as { data: { links: unknown } }).data.links).toEqual({
      table: '/v1/tables/K7MQ4XRZ2W9PD3NB6TVA',
      web: 'https://play.example/tables/K7MQ4XRZ2W9PD3NB6TVA',
    });
    expect(results.slice(2)).toEqual([
      { refused: 'no valid signature' },
      { refused: 'no valid signature' },
      { refused: 'webhook-timestamp too far from now' },
    ]);
  });
});
