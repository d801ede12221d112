/**
 * Following a Mexican Train table: the table itself long-polled (`?since=&wait=` with
 * If-None-Match) from the waiting room to the match's end, the seat's view or a spectator's.
 * A move's answer carries the computer players' replies, so the screen shows it at once.
 */
import {
  type Answer,
  type AnyTable,
  ApiProblem,
  api,
  errorText,
  isTrainTable,
  outcomeUnknown,
  problemOf,
  type TrainTable,
  unwrap,
} from '../../api/client';
import { currentToken } from '../../api/token';
import { t } from '../../i18n';
import { backOffMs } from '../follow';

/** A Mexican Train move as the view's legalMoves list it (the train by its index). */
export type TrainMove = { type: 'play'; tile: string; train: number } | { type: 'stop' };

export interface TrainFollowed {
  table: TrainTable | null;
  spectator: boolean;
  problem: string | null;
  fatal: string | null;
}

const WAIT_SECONDS = 20;

/** A refusal that reading again would not change (no such table, not allowed). */
function cannotShow(err: unknown): err is ApiProblem {
  const status = err instanceof ApiProblem ? err.status : 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/** The table of an answer, which must be a Mexican Train table. */
function trainTableOf(table: AnyTable): TrainTable {
  if (isTrainTable(table)) return table;
  throw new ApiProblem(200, 'web/not-a-train-table', 'this table plays a line game');
}

export class TrainFollower {
  state: TrainFollowed = { table: null, spectator: currentToken() === null, problem: null, fatal: null };
  private readonly stop = new AbortController();
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly id: string,
    private readonly onChange: (s: TrainFollowed) => void,
  ) {}

  close(): void {
    this.stop.abort();
  }

  /** Ends a wait after a failure at once (the person asked, or the browser is back online). */
  wake(): void {
    this.wakeUp?.();
  }

  private set(patch: Partial<TrainFollowed>): void {
    this.state = { ...this.state, ...patch };
    if (!this.stop.signal.aborted) this.onChange(this.state);
  }

  /** Takes a table from any answer, unless an older one arrives late. */
  accept(table: AnyTable, spectator = this.state.spectator): void {
    const train = trainTableOf(table);
    const old = this.state.table;
    if (old && old.version > train.version) return;
    this.set({ table: train, spectator, problem: null });
  }

  async run(): Promise<void> {
    const signal = this.stop.signal;
    let failures = 0;
    while (!signal.aborted) {
      try {
        const table = this.state.table;
        if (table?.status === 'closed') return;
        await this.read(table?.version);
        failures = 0;
      } catch (err) {
        if (signal.aborted || isAbort(err)) return;
        const words =
          err instanceof ApiProblem && err.code === 'auth/missing-token'
            ? t('table.private')
            : errorText(err);
        if (cannotShow(err)) return this.set({ fatal: words, problem: null });
        failures++;
        this.set({ problem: words });
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            this.wakeUp = null;
            resolve();
          };
          const timer = setTimeout(done, backOffMs(failures));
          this.wakeUp = done;
          signal.addEventListener('abort', done);
        });
      }
    }
  }

  /**
   * Reads the table (long-polled past `since`): the seat's view, or a spectator's when the
   * person has no seat; the seat's again once the spectator's names them.
   */
  private async read(since?: number): Promise<void> {
    const spectator = this.state.spectator;
    const poll =
      since === undefined
        ? {}
        : { query: { since, wait: WAIT_SECONDS }, header: { 'if-none-match': `"${since}"` } };
    const answer: Answer<AnyTable> = await api.GET(
      spectator ? '/v1/tables/{id}/spectator-view' : '/v1/tables/{id}',
      { params: { path: { id: this.id }, ...poll }, signal: this.stop.signal },
    );
    if (answer.response.status === 304) return;
    if (answer.data) return this.accept(answer.data, spectator);
    const problem = problemOf(answer.response, answer.error);
    if (!spectator && problem.code === 'table/not-seated') return this.set({ spectator: true });
    throw problem;
  }

  /** A move with the version it was chosen on, and an Idempotency-Key (a retry applies it once). */
  async move(move: TrainMove): Promise<void> {
    const table = this.state.table!;
    const key = crypto.randomUUID();
    const view = table.view;
    // The Mexican train is the last; the API names it `mexican`.
    const body =
      move.type === 'play' && view && move.train === view.players
        ? { ...move, train: 'mexican' as const, version: table.version }
        : { ...move, version: table.version };
    const send = () =>
      unwrap(
        api.POST('/v1/tables/{id}/moves', {
          params: { path: { id: table.id }, header: { 'idempotency-key': key } },
          body,
        }),
      );
    try {
      const retry = (err: unknown) =>
        err instanceof ApiProblem && err.status === 0 ? send() : Promise.reject(err);
      this.accept(await send().catch(retry), false);
    } catch (err) {
      if (err instanceof ApiProblem && err.code === 'table/stale-version') {
        await this.read();
        throw new ApiProblem(err.status, err.code, t('table.stale'));
      }
      if (outcomeUnknown(err)) {
        await this.read().catch(() => undefined);
        throw new ApiProblem(err.status, err.code, t('table.unknownShown', { what: 'move' }));
      }
      throw err;
    }
  }

  /** An action of the waiting room (start, take a seat), its answer shown. */
  async act(call: () => Promise<AnyTable>): Promise<void> {
    this.accept(await call(), false);
  }
}
