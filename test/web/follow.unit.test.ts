/**
 * The web client's TableFollower (web/src/table/follow.ts) against a fake server at the HTTP
 * boundary: fetch answers with real Responses computed from a small model of one table (a
 * version, one event per version once in play), and the table moves at the moments a script says
 * or the follower moves. Pure: no DynamoDB, no browser; nothing is timed (a long-poll with
 * nothing to say waits until the follower is closed, and a wait, the follower's backoff or a
 * Retry-After, ends at once).
 *
 * What the screen is given must agree: a table shown with the events up to its version, never
 * ahead of them (What happened would lag the board) nor behind them, on every path that brings a
 * table: the feed's long-poll, the page opening, the match starting, a move refused as stale, an
 * action whose outcome is unknown. A failure says so and tries again, unless the answer is that the
 * table cannot be shown, or no longer: then following ends.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedEvent } from '../../web/src/api/client';
import type { Followed } from '../../web/src/table/follow';

// The client's base URL is read when its module loads (a page's location.origin).
vi.stubGlobal('location', { origin: 'http://dominoes.test' });
const { TableFollower } = await import('../../web/src/table/follow');
const { ApiProblem, OUTCOME_UNKNOWN, api, lineTableOf, unwrap } = await import('../../web/src/api/client');
const { saveToken } = await import('../../web/src/api/token');

const ID = 't1';
/** The follower's person (a device token names its player before the first dot). */
const ME = 'p0';
saveToken(`${ME}.device.secret`, 'Ann');

/** When the table moves: before or after answering the next request with this label. */
interface Step {
  when: string;
  /** The match starts (one version: the deal) before the answer, ahead of any `before` moves. */
  start?: boolean;
  before?: number;
  after?: number;
  /** Instead of the answer (and of `after`): a problem with this status, or (0) the network fails. */
  fail?: number;
  /** The follower's person takes seat 0 elsewhere (another tab, another device) before the answer. */
  sit?: boolean;
  /** The follower's person gives up seat 0 elsewhere before the answer (and before the start). */
  leave?: boolean;
}

/** The real server's refusal of a private table's spectator's view and feed to a person not seated. */
const PRIVATE = 'this table is private: only its players may follow it';
/** The same, in the screen's words (errorText: a capital). */
const PRIVATE_SAID = 'This table is private: only its players may follow it';

function problem(status: number, code: string, detail: string): Response {
  return Response.json(
    { status, code, detail },
    {
      status,
      headers: {
        'content-type': 'application/problem+json',
        ...((status === 429 || status === 503) && { 'retry-after': '1' }),
      },
    },
  );
}

/**
 * One table, seen by seat 0: open (its versions are seats taken, with no events) until the match
 * starts, then every version is one event, a pass by seat 1 (the follower reads only the versions
 * of events, and of the table its id, status, version and view's hand and status: the rest of a
 * real answer is left out). A move by seat 0 is one more version, refused as stale when it was
 * chosen on an older one; taking seat 0 (POST …/seats) is one more too.
 */
class FakeServer {
  version = 0;
  status: 'open' | 'playing';
  /** Seat 0 is the follower's (false: it left, and the table is only there to watch, unless private). */
  seated = true;
  /** Only its players may follow it: not seated, one is refused its spectator's view and feed too. */
  private = false;
  /** The game it plays: a Mexican Train table is the trains screen's to follow. */
  game: 'line' | 'mexicanTrain' = 'line';
  events: FeedEvent[] = [];
  /** What was asked and answered, in order ("table → 8", "events since=5 wait → 7"). */
  log: string[] = [];
  /** Settles when a long-poll waits with nothing scripted left to happen (the next one, once it has). */
  idle!: Promise<void>;
  private idled!: () => void;
  /** The long-polls waiting, to answer when woken. */
  private waiting: (() => void)[] = [];

  /** `version` versions in play, or (`open`) seats taken before the start. */
  constructor(
    version: number,
    private readonly steps: Step[],
    open = false,
  ) {
    this.status = open ? 'open' : 'playing';
    if (open) this.version = version;
    else this.move(version);
    this.expectIdle();
  }

  private expectIdle(): void {
    this.idle = new Promise((resolve) => (this.idled = resolve));
  }

  /** The long-polls waiting answer now, with the table as it is (it moved while they waited). */
  wake(): void {
    for (const answer of this.waiting.splice(0)) answer();
  }

  move(n = 1, seat = 1): void {
    for (let i = 0; i < n; i++) {
      this.version++;
      this.events.push({ version: this.version, handNo: 1, type: 'pass', seat, numbers: [6, 6] });
    }
  }

  /** Seat 0 leaves (from another device): one version, and then one watches. */
  leave(): void {
    this.seated = false;
    this.version++;
  }

  /** Seat 0 is taken (one version): the follower's person sits down. */
  sit(): void {
    this.seated = true;
    this.version++;
  }

  private table(spectating = false) {
    return {
      id: ID,
      status: this.status,
      version: this.version,
      rules: { game: this.game, preset: 'draw', players: 2 },
      // As the server: every view names the people seated, a spectator's too.
      seats: [
        this.seated ? { seat: 0, kind: 'person', name: 'Ann', playerId: ME } : { seat: 0, kind: 'open' },
        { seat: 1, kind: 'person', name: 'Bo', playerId: 'p1' },
      ],
      you: spectating ? null : 0,
      ...(this.status === 'playing' && { view: { handNo: 1, status: 'playing' } }),
    };
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const since = Number(url.searchParams.get('since') ?? 0);
    const wait = url.searchParams.has('wait');
    const polled = wait ? ` since=${since} wait` : '';
    let label: string;
    if (request.method === 'GET' && url.pathname === `/v1/tables/${ID}`) label = `table${polled}`;
    else if (request.method === 'GET' && url.pathname === `/v1/tables/${ID}/spectator-view`)
      label = `spectate${polled}`;
    else if (request.method === 'GET' && url.pathname === `/v1/tables/${ID}/events`)
      label = `events since=${since}${wait ? ' wait' : ''}`;
    else if (request.method === 'POST' && url.pathname === `/v1/tables/${ID}/moves`) label = 'move';
    else if (request.method === 'POST' && url.pathname === `/v1/tables/${ID}/seats`) label = 'seats';
    else throw new Error(`unexpected ${request.method} ${url.pathname}`);

    const step = this.steps[0]?.when === label ? this.steps.shift() : undefined;
    if (step) {
      if (step.sit) this.sit();
      if (step.leave) this.leave();
      if (step.start) {
        this.status = 'playing';
        this.move(1);
      }
      this.move(step.before ?? 0);
    } else if (wait && since >= this.version) {
      // A long-poll with nothing to bring: it waits until the follower gives up on it, or is woken.
      this.log.push(`${label} → waits`);
      const idled = this.idled;
      this.expectIdle();
      idled();
      await new Promise<void>((resolve, reject) => {
        this.waiting.push(resolve);
        request.signal.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    }
    // A failure instead of the answer: a problem, or none (the network).
    let failure: Response | null | undefined;
    if (step?.fail === 0) failure = null;
    else if (step?.fail)
      failure = problem(step.fail, `http/${step.fail}`, `the server answered ${step.fail}`);
    else if (label.startsWith('table') && !this.seated)
      failure = problem(403, 'table/not-seated', 'you have no seat at this table');
    else if (/^(spectate|events)/.test(label) && this.private && !this.seated)
      failure = problem(403, 'table/not-seated', PRIVATE);
    if (failure !== undefined) {
      this.log.push(`${label} → ${failure?.status ?? 'fails'}`);
      if (!failure) throw new TypeError('fetch failed');
      return failure;
    }
    // As the server: a table read with the ETag of its version (a long-poll over) answers 304.
    if (request.headers.get('if-none-match') === `"${this.version}"` && !label.startsWith('events')) {
      this.log.push(`${label} → 304`);
      return new Response(null, { status: 304 });
    }
    let answer: Response;
    if (label === 'move') {
      const { version } = (await request.json()) as { version: number };
      if (version === this.version) {
        this.move(1, 0);
        answer = Response.json(this.table());
      } else {
        answer = problem(409, 'table/stale-version', 'the table has moved on');
      }
    } else if (label === 'seats') {
      this.sit();
      answer = Response.json(this.table());
    } else if (label.startsWith('table')) answer = Response.json(this.table());
    else if (label.startsWith('spectate')) answer = Response.json(this.table(true));
    else
      answer = Response.json({
        tableVersion: this.version,
        events: this.events.filter((e) => e.version > since),
        // As the server: the last page ends at the table's version, an event there or not.
        next: this.version,
        more: false,
      });
    this.log.push(`${label} → ${this.version}`);
    if (step) this.move(step.after ?? 0);
    return answer;
  };
}

/**
 * Runs a follower until the fake server has nothing more to tell it (a long-poll waits) or it
 * stops, then `then` with it (a move, say) to its end: what the screen was given (`during`: from
 * `then` on), what `then` threw, and how long each wait would have been, in seconds.
 */
async function follow(
  server: FakeServer,
  then?: (follower: InstanceType<typeof TableFollower>) => Promise<void>,
): Promise<{ shown: Followed[]; during: Followed[]; last: Followed; thrown: unknown; waits: number[] }> {
  vi.stubGlobal('fetch', server.fetch);
  // Waits end at once; on the next turn of the event loop, so a follower that never stops can
  // still be stopped by the test's timeout.
  const waits: number[] = [];
  vi.stubGlobal('setTimeout', (resolve: () => void, ms: number) => {
    waits.push(ms / 1000);
    setImmediate(resolve);
  });
  const shown: Followed[] = [];
  const follower = new TableFollower(ID, (s) => shown.push(s));
  const running = follower.run();
  await Promise.race([server.idle, running]);
  const from = shown.length;
  const thrown = await then?.(follower).catch((err: unknown) => err);
  follower.close();
  await running;
  return { shown, during: shown.slice(from), last: follower.state, thrown, waits };
}

const versions = (s: Followed) => s.events.map((e) => e.version);

/**
 * The screen's words for a call that got no answer (api/client.ts, then errorText), whatever fetch
 * threw: a capital, and no "try again" (Retrying says it).
 */
const UNREACHABLE = 'Could not reach the server: check the connection';

/** Every table shown after the start has its events exactly up to its version (one a version). */
function expectInStep(shown: Followed[]): void {
  expect(shown.length).toBeGreaterThan(0);
  for (const s of shown)
    if (s.table && s.table.status !== 'open')
      expect(versions(s).at(-1), `events of table v${s.table.version}`).toBe(s.table.version);
}

// The real fetch again (location too: the client kept its base URL when it loaded).
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TableFollower', () => {
  it('stops at a Mexican Train table and says so: the trains screen follows it', async () => {
    const server = new FakeServer(3, []);
    server.game = 'mexicanTrain';
    const { last } = await follow(server);
    expect(server.log).toEqual(['table → 3']);
    expect(last).toMatchObject({ table: null, otherGame: true, problem: null, fatal: null });
  });

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
    expectInStep(shown);
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
    expectInStep(shown);
    expect(last.table!.version).toBe(6);
    expect(versions(last)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('opens on a match under way with its history, not with an empty What happened', async () => {
    // A move lands between the table read and the history's: the history is read up to the table.
    const server = new FakeServer(5, [{ when: 'table', after: 1 }]);
    const { shown, last } = await follow(server);
    expect(server.log.slice(0, 2)).toEqual(['table → 5', 'events since=0 → 6']);
    expect(shown[0].table!.version).toBe(5);
    expect(versions(shown[0])).toEqual([1, 2, 3, 4, 5]);
    expectInStep(shown);
    expect(last.table!.version).toBe(6);
    expect(versions(last)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows a match that starts with what happened at its start', async () => {
    // Three seats taken, then the start (the deal) and a computer player's pass answer the table's
    // long-poll; one more pass lands before the follower reads the feed.
    const server = new FakeServer(
      3,
      [{ when: 'table since=3 wait', start: true, before: 1, after: 1 }],
      true,
    );
    const { shown, last } = await follow(server);
    expect(server.log.slice(0, 2)).toEqual(['table → 3', 'table since=3 wait → 5']);
    expect(shown[0].table!.status).toBe('open');
    expect(shown.some((s) => s.table!.version === 5)).toBe(true);
    expectInStep(shown);
    expect(last.table!.version).toBe(6);
    expect(versions(last)).toEqual([4, 5, 6]);
  });

  it('shows the table after a move refused as stale with the events up to it', async () => {
    // Someone moves before the move arrives (refused: chosen on version 5); the table read then
    // says 6, and another move lands before the feed is read.
    const server = new FakeServer(5, [
      { when: 'move', before: 1 },
      { when: 'table', after: 1 },
    ]);
    const { shown, during, last, thrown } = await follow(server, (f) => f.move({ draw: true }));
    expect(thrown).toBeInstanceOf(ApiProblem);
    expect((thrown as InstanceType<typeof ApiProblem>).code).toBe('table/stale-version');
    expect(server.log.slice(3, 5)).toEqual(['move → 6', 'table → 6']);
    expectInStep(during);
    expectInStep(shown);
    // The events past the table wait for the long-poll (here it never answers).
    expect(last.table!.version).toBe(6);
    expect(versions(last)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows the table after an action whose outcome is unknown with the events up to it', async () => {
    const server = new FakeServer(5, []);
    const { shown, during, last, thrown } = await follow(server, (f) => {
      // The action was made (and a computer player answered it), but its answer was lost.
      server.move(2);
      return f.act(() => Promise.reject(new ApiProblem(503, OUTCOME_UNKNOWN, 'the answer was lost')));
    });
    expect((thrown as Error).message).toMatch(/the table is shown as it is now/);
    expectInStep(during);
    expectInStep(shown);
    expect(last.table!.version).toBe(7);
    expect(versions(last)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the table when only the first read of its events fails, and brings them after it', async () => {
    // The feed is unavailable (every try of the client's fetch: three more after Retry-After);
    // a move lands before the follower tries again.
    const server = new FakeServer(5, [
      ...Array.from({ length: 4 }, () => ({ when: 'events since=0', fail: 503 })),
      { when: 'events since=0 wait', before: 1 },
    ]);
    const { shown, last, waits } = await follow(server);
    expect(server.log).toEqual([
      'table → 5',
      ...Array(4).fill('events since=0 → 503'),
      'events since=0 wait → 6',
      'table → 6',
      'events since=6 wait → waits',
    ]);
    // Retry-After three times, then the follower's own backoff.
    expect(waits).toEqual([1, 1, 1, 0.5]);
    expect(shown.every((s) => s.fatal === null)).toBe(true);
    // The table shown with the problem, before its events.
    expect(
      shown.some(
        (s) => s.table?.version === 5 && s.events.length === 0 && s.problem === 'The server answered 503',
      ),
    ).toBe(true);
    // Then the events, in order, each with its table.
    expectInStep(shown.filter((s) => s.events.length));
    expect(last.table!.version).toBe(6);
    expect(versions(last)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(last.problem).toBeNull();
  });

  it('tries a failed first read of the table again, backing off, until it comes', async () => {
    // The network fails, then the server (a 500 is not tried again by the client's fetch).
    const server = new FakeServer(5, [
      { when: 'table', fail: 0 },
      { when: 'table', fail: 500 },
    ]);
    const { shown, last, waits } = await follow(server);
    expect(server.log).toEqual([
      'table → fails',
      'table → 500',
      'table → 5',
      'events since=0 → 5',
      'events since=5 wait → waits',
    ]);
    expect(waits).toEqual([0.5, 1]);
    // Loading, with the problem in words, until the table comes with its events.
    expect(shown.slice(0, 2)).toEqual([
      expect.objectContaining({ table: null, problem: UNREACHABLE, fatal: null }),
      expect.objectContaining({ table: null, problem: 'The server answered 500', fatal: null }),
    ]);
    expectInStep(shown.filter((s) => s.table));
    expect(versions(last)).toEqual([1, 2, 3, 4, 5]);
    expect(last.problem).toBeNull();
  });

  it.each([
    {
      what: 'no such table',
      steps: [{ when: 'table', fail: 404 }],
      log: ['table → 404'],
      fatal: 'The server answered 404',
    },
    {
      what: 'a private table one has no seat at',
      private: true,
      log: ['table → 403', 'spectate → 403'],
      fatal: PRIVATE_SAID,
    },
  ])('says at once, without trying again, that the table cannot be shown ($what)', async (c) => {
    const server = new FakeServer(5, c.steps ?? []);
    server.seated = !c.private;
    server.private = !!c.private;
    const { shown, last, waits } = await follow(server);
    expect(server.log).toEqual(c.log);
    expect(waits).toEqual([]);
    expect(shown).toEqual([expect.objectContaining({ table: null, fatal: c.fatal })]);
    expect(last.fatal).toBe(c.fatal);
  });

  it.each([
    {
      what: 'a private table waiting for players, given up on another device',
      steps: [{ when: 'table since=3 wait', leave: true }],
      log: ['table → 3', 'table since=3 wait → 403', 'spectate → 403'],
      fatal: PRIVATE_SAID,
    },
    {
      // The real server: the seat given up and the match started (the seat a computer's) before
      // the seat's long-poll looks again; seats never change after the start, so only this way.
      what: 'a private table given up on another device, and started',
      steps: [{ when: 'table since=3 wait', leave: true, start: true }],
      log: ['table → 3', 'table since=3 wait → 403', 'spectate → 403'],
      fatal: PRIVATE_SAID,
    },
    {
      what: 'a table no longer there',
      steps: [{ when: 'table since=3 wait', fail: 404 }],
      log: ['table → 3', 'table since=3 wait → 404'],
      fatal: 'The server answered 404',
    },
  ])('stops following, and says why, once a table shown is refused for good ($what)', async (c) => {
    // Seated at a private table: refused its seat's view, one is refused the spectator's too.
    const server = new FakeServer(3, c.steps, true);
    server.private = true;
    const { shown, last, waits } = await follow(server);
    // Stopped: nothing more asked, no backoff, never "Trying again…".
    expect(server.log).toEqual(c.log);
    expect(waits).toEqual([]);
    expect(shown.every((s) => s.problem === null)).toBe(true);
    expect(shown.at(-1)).toEqual(last);
    expect(last.fatal).toBe(c.fatal);
    // The last table shown stays in the state (the screen says why instead of showing it).
    expect(last.table!.version).toBe(3);
  });

  it.each([
    { what: 'no answer', fail: 0, said: UNREACHABLE },
    { what: 'a timeout', fail: 408, said: 'The server answered 408' },
    { what: 'the server’s failure', fail: 500, said: 'The server answered 500' },
  ])('tries again after a failure that may pass, where a refusal would stop it ($what)', async (c) => {
    // Given up on another device, the seat's view refused: the spectator's view fails instead of
    // refusing. Retried after a backoff, with the table shown, until it refuses.
    const server = new FakeServer(
      3,
      [
        { when: 'table since=3 wait', leave: true },
        { when: 'spectate', fail: c.fail },
      ],
      true,
    );
    server.private = true;
    const { shown, last, waits } = await follow(server);
    expect(server.log).toEqual([
      'table → 3',
      'table since=3 wait → 403',
      `spectate → ${c.fail || 'fails'}`,
      'table since=3 wait → 403',
      'spectate → 403',
    ]);
    expect(waits).toEqual([0.5]);
    expect(shown).toContainEqual(
      expect.objectContaining({
        problem: c.said,
        fatal: null,
        table: expect.objectContaining({ version: 3 }),
      }),
    );
    expect(last.fatal).toBe(PRIVATE_SAID);
  });

  it('gives the screen the spectator flag only with the table a spectator sees', async () => {
    // Seated at an open table, one leaves from another device; an action here whose outcome is
    // unknown reads the table again: not seated, so the spectator's view.
    const server = new FakeServer(3, [], true);
    const { during, last, thrown } = await follow(server, (f) => {
      server.leave();
      return f.act(() => Promise.reject(new ApiProblem(503, OUTCOME_UNKNOWN, 'the answer was lost')));
    });
    expect(server.log).toEqual(['table → 3', 'table since=3 wait → waits', 'table → 403', 'spectate → 4']);
    expect((thrown as Error).message).toMatch(/the table is shown as it is now/);
    expect(during.length).toBeGreaterThan(0);
    for (const s of during)
      expect({ spectator: s.spectator, you: s.table!.you }).toEqual({ spectator: true, you: null });
    expect(last.table!.version).toBe(4);
  });

  it('says why the table is not shown after an action whose outcome is unknown, when it is refused for good', async () => {
    // Seated at a private table, one leaves from another device; an action here whose outcome is
    // unknown reads the table again, and both views refuse: not "cannot be reached".
    const server = new FakeServer(3, [], true);
    server.private = true;
    const { thrown } = await follow(server, (f) => {
      server.leave();
      return f.act(() => Promise.reject(new ApiProblem(503, OUTCOME_UNKNOWN, 'the answer was lost')));
    });
    expect(server.log).toEqual(['table → 3', 'table since=3 wait → waits', 'table → 403', 'spectate → 403']);
    expect((thrown as Error).message).toBe(
      `the server could not tell whether that was done, and the table can no longer be shown to you: ${PRIVATE}`,
    );
  });

  it('follows the seat’s view once a spectator takes a seat', async () => {
    // Watching an open table, one takes a seat here: the answer is the seat's view, and the
    // spectator's long-poll, woken by the seat taken, brings the spectator's view of that version.
    const server = new FakeServer(3, [], true);
    server.seated = false;
    const { during, last } = await follow(server, async (f) => {
      await f.act(() =>
        unwrap(api.POST('/v1/tables/{id}/seats', { params: { path: { id: ID } } })).then(lineTableOf),
      );
      server.wake();
      await server.idle;
    });
    expect(server.log).toEqual([
      'table → 403',
      'spectate → 3',
      'spectate since=3 wait → waits',
      'seats → 4',
      'spectate since=3 wait → 4',
      'table since=4 wait → waits',
    ]);
    expect(during.length).toBeGreaterThan(0);
    for (const s of during)
      expect({ spectator: s.spectator, you: s.table!.you }).toEqual({ spectator: false, you: 0 });
    expect(last.table!.version).toBe(4);
  });

  it('turns to the spectator’s view when the seat is given up from another device', async () => {
    // Seated at an open table, one leaves from another device: the table's long-poll, woken by
    // it, is refused (not seated), and the table is there to watch, at once.
    const server = new FakeServer(3, [], true);
    const { during, last, waits } = await follow(server, async () => {
      server.leave();
      server.wake();
      await server.idle;
    });
    expect(server.log).toEqual([
      'table → 3',
      'table since=3 wait → waits',
      'table since=3 wait → 403',
      'spectate → 4',
      'spectate since=4 wait → waits',
    ]);
    expect(waits).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    for (const s of during)
      expect({ spectator: s.spectator, you: s.table!.you, problem: s.problem }).toEqual({
        spectator: true,
        you: null,
        problem: null,
      });
    expect(last.table!.version).toBe(4);
  });

  it.each([
    {
      // The seat's view refused, then a seat taken in another tab before the spectator's view is
      // read (on a private table, the real server's one way to a spectator at an open table).
      what: 'between the refusal and the spectator’s view',
      steps: [{ when: 'spectate', sit: true }],
      log: ['table → 403', 'spectate → 4', 'table → 4', 'table since=4 wait → waits'],
    },
    {
      what: 'while the spectator’s view is long-polled',
      sitLater: true,
      log: [
        'table → 403',
        'spectate → 3',
        'spectate since=3 wait → waits',
        'spectate since=3 wait → 4',
        'table → 4',
        'table since=4 wait → waits',
      ],
    },
  ])('follows the seat’s view once the spectator’s names this person seated elsewhere ($what)', async (c) => {
    const server = new FakeServer(3, c.steps ?? [], true);
    server.seated = false;
    const { shown, last } = await follow(server, async () => {
      if (!c.sitLater) return;
      server.sit();
      server.wake();
      await server.idle;
    });
    expect(server.log).toEqual(c.log);
    // The spectator's view naming the person seated never reaches the screen.
    for (const s of shown) if (s.table?.version === 4) expect([s.spectator, s.table.you]).toEqual([false, 0]);
    expect(last.table!.version).toBe(4);
    expect(last.spectator).toBe(false);
  });

  it.each([
    { what: 'the first read of its events', steps: [{ when: 'events since=0', fail: 0 }] },
    { what: 'the feed’s long-poll', steps: [{ when: 'events since=5 wait', fail: 0 }] },
    { what: 'the table’s long-poll', open: true, steps: [{ when: 'table since=5 wait', fail: 0 }] },
  ])('says a read that got no answer in the client’s words ($what)', async (c) => {
    const failed = `${c.steps[0].when} → fails`;
    const server = new FakeServer(5, c.steps, c.open);
    const { shown } = await follow(server);
    expect(server.log).toContain(failed);
    const said = new Set(shown.flatMap((s) => (s.problem === null ? [] : [s.problem])));
    expect([...said]).toEqual([UNREACHABLE]);
  });

  it('says no more of a problem once a read gets an answer, even one with nothing new', async () => {
    // An open table nobody joins: a long-poll gets no answer, the next waits, and its wait ends
    // with the table unchanged (304).
    const server = new FakeServer(3, [{ when: 'table since=3 wait', fail: 0 }], true);
    const { shown, last } = await follow(server, async () => {
      server.wake();
      await server.idle;
    });
    expect(server.log).toEqual([
      'table → 3',
      'table since=3 wait → fails',
      'table since=3 wait → waits',
      'table since=3 wait → 304',
      'table since=3 wait → waits',
    ]);
    expect(shown.some((s) => s.problem !== null)).toBe(true);
    expect(last.problem).toBeNull();
  });
});
