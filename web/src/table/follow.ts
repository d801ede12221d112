/**
 * Following one table: its state (GET /v1/tables/{id}, or the spectator's view) and its event
 * feed, kept current by long-polls (`?since=&wait=` with If-None-Match), so other players' moves
 * arrive without a reload. Retry-After is honoured by the client's fetch; other failures back off,
 * the first read's too: only an answer that the table cannot be shown to this person (or no
 * longer) ends it.
 */
import {
  type Answer,
  ApiProblem,
  api,
  errorText,
  type FeedEvent,
  isLineEvent,
  lineAnswer,
  lineTableOf,
  NOT_A_LINE_TABLE,
  outcomeUnknown,
  problemOf,
  type Table,
  unwrap,
} from '../api/client';
import { currentPlayerId, currentToken } from '../api/token';
import { t } from '../i18n';

export type Move = { tile: string; end: number } | { draw: true };

export interface Followed {
  table: Table | null;
  events: FeedEvent[];
  /** Watching without a seat (a public table, or one's own after leaving). */
  spectator: boolean;
  /** The last problem in the screen's words (errorText; cleared by the next success). */
  problem: string | null;
  /**
   * The table cannot be shown (no such table, not allowed), or no longer, in the screen's words:
   * following has ended. `table` is then the last one shown, if any.
   */
  fatal: string | null;
  /** The table plays another game (Mexican Train): following has ended, its own screen follows it. */
  otherGame?: boolean;
}

const WAIT_SECONDS = 20;
const FEED_PAGE = 200;
/**
 * The wait after the n-th failure in a row: short and capped, so the table is back within about
 * a second and a half of the server answering again, however long it was away.
 */
export function backOffMs(failures: number): number {
  return Math.min(1500, 250 * 2 ** failures);
}

/** Waits `ms`, or less: until the follower is closed or woken (`wake`). */
function sleep(ms: number, signal: AbortSignal, woken: { wake: (() => void) | null }): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      woken.wake = null;
      resolve();
    };
    const timer = setTimeout(done, ms);
    woken.wake = done;
    signal.addEventListener('abort', done);
  });
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/**
 * An answer that the table cannot be shown to this person (no such table, not allowed, or no
 * longer: a private table's seat given up on another device): trying again would not change it.
 * A timeout, a refusal under load (408, 429), the server's failure (5xx) or the network's (no
 * answer) may pass.
 */
function cannotShow(err: unknown): err is ApiProblem {
  const status = err instanceof ApiProblem ? err.status : 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** Whether the table's seats name this person: the one sign of a seat in a spectator's view (`you` is null). */
function seatedAt(table: Table): boolean {
  const me = currentPlayerId();
  return table.seats.some((s) => s.kind === 'person' && s.playerId === me);
}

export class TableFollower {
  // Without a token there is no seat to read: a visitor watches (public tables only).
  state: Followed = {
    table: null,
    events: [],
    spectator: currentToken() === null,
    problem: null,
    fatal: null,
  };
  private next = 0;
  private feedEtag: string | null = null;
  private readonly stop = new AbortController();
  /** Reads under way whose results the screen gets together, at their end (inStep). */
  private holding = 0;
  /** Ends the wait after a failure at once (wake). */
  private readonly pause: { wake: (() => void) | null } = { wake: null };

  constructor(
    private readonly id: string,
    private readonly onChange: (s: Followed) => void,
  ) {}

  close(): void {
    this.stop.abort();
  }

  /**
   * Tries again now, if a failure is being waited out: the person asked ("Try now"), or the
   * browser is back online.
   */
  wake(): void {
    this.pause.wake?.();
  }

  private set(patch: Partial<Followed>): void {
    this.state = { ...this.state, ...patch };
    this.publish();
  }

  /** Tells the screen, unless a table and its events are being brought in step (inStep). */
  private publish(): void {
    if (!this.stop.signal.aborted && this.holding === 0) this.onChange(this.state);
  }

  /**
   * Takes a table from any answer, unless an older one arrives late. Whether it is a spectator's
   * view comes in the same update: a person who left never sees the flag beside their seat's table.
   */
  accept(table: Table, spectator: boolean): void {
    const old = this.state.table;
    if (old && old.id === table.id && old.version > table.version) return;
    this.set({ table, spectator, problem: null });
  }

  /**
   * Shows the table a move or an action answered with. When it is past the end of the hand on
   * screen (the move, or a computer player's reply, ended it), the feed is read first: the
   * screen then goes to that hand's end (its handEnded event) and never shows the next hand's
   * turn before it. The feed's own long-poll would bring the event a moment later, after the
   * person might already have played a tile of the next hand. A failed read shows it anyway.
   * Any other answer shows at once, and What happened catches up with the pending long-poll:
   * a read before every answer would cost a third request a move and hold the played tile in
   * the hand for a round trip, for a log a moment behind the board.
   * The answer is the seat's view, followed from then on: acting needs a seat, or takes one.
   */
  private async show(table: Table): Promise<void> {
    const old = this.state.table?.view;
    const endedOne =
      old &&
      table.view &&
      (table.view.handNo > old.handNo || (table.view.status === 'over' && old.status !== 'over'));
    if (!endedOne) return this.accept(table, false);
    try {
      // The hand's end and the table after it reach the screen at once.
      await this.inStep(table, false);
    } catch {
      // The table is shown; the long-poll brings the events later.
    }
  }

  async run(): Promise<void> {
    const signal = this.stop.signal;
    let failures = 0;
    while (!signal.aborted) {
      try {
        const table = this.state.table;
        // The first read, until a table is shown. One whose events failed to come is shown anyway:
        // the feed's long-poll brings them, in order, from `next` (past any that did come).
        if (!table) await this.readTable();
        else if (table.status === 'playing') await this.followFeed();
        else if (table.status === 'closed') return;
        else await this.waitForTable();
        failures = 0;
        // The server answered, if only that nothing changed (304): the problem is over.
        if (this.state.problem) this.set({ problem: null });
      } catch (err) {
        if (signal.aborted || isAbort(err)) return;
        if (err instanceof ApiProblem && err.code === NOT_A_LINE_TABLE)
          return this.set({ otherGame: true, problem: null });
        // A visitor with no player at a private table: the server asks for a token, which is
        // nothing a visitor can send; say what the table is instead.
        const words =
          err instanceof ApiProblem && err.code === 'auth/missing-token'
            ? t('table.private')
            : errorText(err);
        // At the first read or after a table was shown: both views of a private table refuse a
        // person no longer seated, and a table gone stays gone.
        if (cannotShow(err)) return this.set({ fatal: words, problem: null });
        failures++;
        this.set({ problem: words });
        await sleep(backOffMs(failures), signal, this.pause);
      }
    }
  }

  /** The table now (the seat's view; a spectator's when not seated), with its events. */
  async readTable(): Promise<void> {
    const { spectator } = this.state;
    await this.showRead(await this.read(spectator), spectator);
  }

  /** Reads the view followed, the seat's or the spectator's; long-polled when past `since`. */
  private read(spectator: boolean, since?: number): Promise<Answer<Table>> {
    const poll =
      since === undefined
        ? {}
        : { query: { since, wait: WAIT_SECONDS }, header: { 'if-none-match': `"${since}"` } };
    return lineAnswer(
      api.GET(spectator ? '/v1/tables/{id}/spectator-view' : '/v1/tables/{id}', {
        params: { path: { id: this.id }, ...poll },
        signal: this.stop.signal,
      }),
    );
  }

  /**
   * Shows the table a read of the view followed brought. The seat's view refused as not seated
   * (no seat, or one given up from another device) turns to the spectator's: the table is there to
   * watch. A spectator's view whose seats name this person (a seat taken in another tab or on
   * another device, even between those two reads) turns back to the seat's: it has their hand.
   */
  private async showRead(answer: Answer<Table>, spectator: boolean): Promise<void> {
    if (answer.data) {
      if (spectator && seatedAt(answer.data)) return this.inStep(await unwrap(this.read(false)), false);
      return this.inStep(answer.data, spectator);
    }
    const problem = problemOf(answer.response, answer.error);
    if (spectator || problem.code !== 'table/not-seated') throw problem;
    await this.showRead(await this.read(true), true);
  }

  /**
   * Shows a table with the events up to its version, read first if need be: What happened never
   * lags the board (the page opening, the match starting, a table read after a refusal or a lost
   * answer, or because the feed was past the one shown). Only up to it: later events come with
   * their own table. A failed read shows the table anyway, and throws.
   */
  private async inStep(table: Table, spectator: boolean): Promise<void> {
    this.holding++;
    try {
      this.accept(table, spectator);
      // The table shown: this one, unless a newer one came meanwhile. Open, it has no events.
      const shown = this.state.table!;
      if (shown.status !== 'open') await this.readFeed(false, shown.version);
    } finally {
      this.holding--;
      this.publish();
    }
  }

  /**
   * Reads feed pages after `next` (long-polling the first when `wait`), to the end or up to
   * `upTo`. A page past the table shown sends for the table, which is the latest and can be newer
   * than the page (a move in between): it reads on up to its own version (inStep), and the screen
   * gets the page's events with it. Another read may run at once (the long-poll, and one before
   * showing an answer): events are taken once, by version, and `next` only moves forward.
   */
  private async readFeed(wait: boolean, upTo: number | null = null): Promise<void> {
    const signal = this.stop.signal;
    let held = false;
    try {
      for (let first = true; ; first = false) {
        const since = this.next;
        // Another read may already have got there.
        if (upTo !== null && since >= upTo) return;
        const res = await api.GET('/v1/tables/{id}/events', {
          params: {
            path: { id: this.id },
            query: { since, limit: FEED_PAGE, ...(wait && first ? { wait: WAIT_SECONDS } : {}) },
            header: this.feedEtag ? { 'if-none-match': this.feedEtag } : {},
          },
          signal,
        });
        if (res.response.status === 304) return;
        if (!res.data) throw problemOf(res.response, res.error);
        const page = res.data;
        // A page holds whole versions, so "after next" (and "up to upTo") never splits one; any
        // version is a place to read on from.
        const end = Math.min(page.next, upTo ?? page.next);
        // A line table's feed holds line events only (isLineEvent narrows the shared union).
        const fresh = page.events.filter(
          (e): e is FeedEvent => isLineEvent(e) && e.version > this.next && e.version <= end,
        );
        this.next = Math.max(this.next, end);
        // A page's ETag names its `since`: it can only match a poll from the same place.
        this.feedEtag = page.next === since && this.next === since ? res.response.headers.get('etag') : null;
        // Events past the table on screen reach the screen with the table they belong to.
        const behind = upTo === null && page.tableVersion > (this.state.table?.version ?? 0);
        if (behind) {
          held = true;
          this.holding++;
        }
        if (fresh.length) this.set({ events: [...this.state.events, ...fresh], problem: null });
        if (behind) return await this.readTable();
        // Without progress (a server behind itself), the long-poll brings the rest.
        if (upTo === null ? !page.more : this.next >= upTo || this.next === since) return;
      }
    } finally {
      // A failed read shows what came.
      if (held) {
        this.holding--;
        this.publish();
      }
    }
  }

  private followFeed(): Promise<void> {
    return this.readFeed(true);
  }

  /** Long-polls the table itself (before the start, and after the end for a rematch). */
  private async waitForTable(): Promise<void> {
    const { spectator } = this.state;
    const answer = await this.read(spectator, this.state.table!.version);
    // A seat taken while the poll waited: its answer is the view left (the loop polls the seat's).
    if (answer.response.status === 304 || this.state.spectator !== spectator) return;
    await this.showRead(answer, spectator);
  }

  /**
   * A move with the version it was chosen on, and an Idempotency-Key so that a retry after a lost
   * answer can never apply it twice.
   */
  async move(move: Move): Promise<void> {
    const table = this.state.table!;
    const key = crypto.randomUUID();
    const send = () =>
      unwrap(
        api.POST('/v1/tables/{id}/moves', {
          params: { path: { id: table.id }, header: { 'idempotency-key': key } },
          body: { ...move, version: table.version },
        }),
      ).then(lineTableOf);
    try {
      // The answer was lost on the way (status 0): the same key again is safe.
      const retry = (err: unknown) =>
        err instanceof ApiProblem && err.status === 0 ? send() : Promise.reject(err);
      await this.show(await send().catch(retry));
    } catch (err) {
      if (err instanceof ApiProblem && err.code === 'table/stale-version') {
        await this.readTable();
        throw new ApiProblem(err.status, err.code, t('table.stale'));
      }
      if (outcomeUnknown(err)) throw await this.afterUnknown(err, 'move');
      throw err;
    }
  }

  async act(call: () => Promise<Table>): Promise<void> {
    try {
      await this.show(await call());
    } catch (err) {
      if (outcomeUnknown(err)) throw await this.afterUnknown(err, 'act');
      throw err;
    }
  }

  /**
   * After a 503 whose outcome nobody knows (the server's answer was lost, even after the retries
   * the client's fetch made): the table as it is now, and words that say plainly what is known.
   * A read refused for good (the seat given up on another device meanwhile) is no failure to
   * reach the server: the words give its reason, and the run loop ends following on it too.
   */
  private async afterUnknown(err: ApiProblem, what: 'move' | 'act'): Promise<ApiProblem> {
    try {
      await this.readTable();
      return new ApiProblem(err.status, err.code, t('table.unknownShown', { what }));
    } catch (readErr) {
      if (cannotShow(readErr))
        return new ApiProblem(
          err.status,
          err.code,
          t('table.unknownGone', { what, problem: readErr.message }),
        );
      return new ApiProblem(err.status, err.code, t('table.unknownUnreachable', { what }));
    }
  }
}
