/**
 * The web client's TableFollower (web/src/table/follow.ts) against a fake server at the HTTP
 * boundary: fetch answers with real Responses computed from a small model of one table (a
 * version, one event per version), and the table moves at the moments a script says. Pure: no
 * DynamoDB, no browser; nothing is timed (a long-poll with nothing to say waits until the
 * follower is closed).
 *
 * What the screen is given must agree: a table shown with the events up to its version, never
 * ahead of them (What happened would lag the board) nor behind them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedEvent } from '../../web/src/api/client';
import type { Followed } from '../../web/src/table/follow';

// The client's base URL is read when its module loads (a page's location.origin).
vi.stubGlobal('location', { origin: 'http://dominoes.test' });
const { TableFollower } = await import('../../web/src/table/follow');

const ID = 't1';

/** When the table moves: before or after answering the next request with this label. */
interface Step {
  when: string;
  before?: number;
  after?: number;
}

/**
 * One table in play, seen by seat 0. Every version is one pass by seat 1 (the follower reads
 * only the versions and types of events, and of the table its id, status, version and view's
 * hand and status: the rest of a real answer is left out).
 */
class FakeServer {
  version: number;
  events: FeedEvent[] = [];
  /** What was asked and answered, in order ("table → 8", "events since=5 wait → 7"). */
  log: string[] = [];
  private idleResolve!: () => void;
  /** Settles when a long-poll waits with nothing scripted left to happen. */
  readonly idle = new Promise<void>((resolve) => (this.idleResolve = resolve));

  constructor(
    version: number,
    private readonly steps: Step[],
  ) {
    this.version = 0;
    this.move(version);
  }

  move(n = 1): void {
    for (let i = 0; i < n; i++) {
      this.version++;
      this.events.push({ version: this.version, handNo: 1, type: 'pass', seat: 1, numbers: [6, 6] });
    }
  }

  private table() {
    return {
      id: ID,
      status: 'playing',
      version: this.version,
      you: 0,
      view: { handNo: 1, status: 'playing' },
    };
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const since = Number(url.searchParams.get('since') ?? 0);
    const wait = url.searchParams.has('wait');
    let label: string;
    if (request.method === 'GET' && url.pathname === `/v1/tables/${ID}`) label = 'table';
    else if (request.method === 'GET' && url.pathname === `/v1/tables/${ID}/events`)
      label = `events since=${since}${wait ? ' wait' : ''}`;
    else throw new Error(`unexpected ${request.method} ${url.pathname}`);

    const step = this.steps[0]?.when === label ? this.steps.shift() : undefined;
    if (step) this.move(step.before ?? 0);
    else if (wait && since >= this.version) {
      // A long-poll with nothing to bring: it waits until the follower gives up on it.
      this.log.push(`${label} → waits`);
      this.idleResolve();
      return new Promise((_, reject) =>
        request.signal.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      );
    }
    const body =
      label === 'table'
        ? this.table()
        : {
            tableVersion: this.version,
            events: this.events.filter((e) => e.version > since),
            next: this.version,
            more: false,
          };
    this.log.push(`${label} → ${this.version}`);
    if (step) this.move(step.after ?? 0);
    return Response.json(body);
  };
}

/** Runs a follower until the fake server has nothing more to tell it; what the screen was given. */
async function follow(server: FakeServer): Promise<{ shown: Followed[]; last: Followed }> {
  vi.stubGlobal('fetch', server.fetch);
  const shown: Followed[] = [];
  const follower = new TableFollower(ID, (s) => shown.push(s));
  const running = follower.run();
  await server.idle;
  follower.close();
  await running;
  return { shown, last: follower.state };
}

const versions = (s: Followed) => s.events.map((e) => e.version);

// The real fetch again (location too: the client kept its base URL when it loaded).
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TableFollower', () => {
  it('shows a table read after a feed page only with the events up to its version', async () => {
    const server = new FakeServer(5, [
      // Two moves wake the long-poll; a computer player's reply lands before the follower reads the
      // table the page says it is behind, and another move just after that read.
      { when: 'events since=5 wait', before: 2, after: 1 },
      { when: 'table', after: 1 },
    ]);
    const { shown, last } = await follow(server);

    // The race happened: the page said 7, the table read after it said 8.
    expect(server.log.slice(0, 4)).toEqual([
      'table → 5',
      'events since=0 → 5',
      'events since=5 wait → 7',
      'table → 8',
    ]);
    // The page opens on the table before its history is read (not this test's concern); from the
    // first events on, every table shown has its events exactly up to its version.
    const withEvents = shown.filter((s) => s.events.length > 0);
    expect(withEvents.length).toBeGreaterThan(0);
    for (const s of withEvents)
      expect(versions(s).at(-1), `events of table v${s.table!.version}`).toBe(s.table!.version);
    // And it got to the end: the latest table, every event once, in order.
    expect(last.table!.version).toBe(9);
    expect(versions(last)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(last.problem).toBeNull();
  });

  it('reads the table a feed page says is newer, and shows the two together', async () => {
    // No race: the table read after the page is at the page's version.
    const server = new FakeServer(5, [{ when: 'events since=5 wait', before: 1 }]);
    const { shown, last } = await follow(server);
    expect(server.log).toEqual([
      'table → 5',
      'events since=0 → 5',
      'events since=5 wait → 6',
      'table → 6',
      'events since=6 wait → waits',
    ]);
    for (const s of shown.filter((x) => x.events.length > 0))
      expect(versions(s).at(-1)).toBe(s.table!.version);
    expect(last.table!.version).toBe(6);
    expect(versions(last)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
