/**
 * Which notifications a change to a table means, from the table before and after it (the two
 * images of a DynamoDB stream record): pure, no clock, and built from public fields only (seats,
 * names, whose turn, the deadline, the scores), never from a hand or the boneyard.
 *
 * A turn is notified when the seat to move changed to a person's: so once per turn, never per
 * read; a forced move played for a seat (playForcedMoves) never shows as that seat's turn; and
 * a person whose own move passes the turn back to them (computer players replied, or the others
 * had to pass) is answered by their own request, so gets no notification.
 */
import { liveScores, sideOf } from '../../shared/engine';
import { matchInPlay, seatToMove } from '../tables/guards';
import { lineMatch, type TableRecord, trainMatch } from '../tables/model';
import type { EventData, EventLinks, EventType, NotificationEvent } from './model';
import type { PairedRound } from './port';

export function tableLink(publicBaseUrl: string, tableId: string): string {
  const path = `/tables/${encodeURIComponent(tableId)}`;
  return publicBaseUrl ? `${publicBaseUrl.replace(/\/+$/, '')}${path}` : path;
}

/** An event's links: the table's API path (GET it with a token) and its page on the web client. */
export function tableLinks(publicBaseUrl: string, tableId: string): EventLinks {
  return { table: `/v1/tables/${encodeURIComponent(tableId)}`, web: tableLink(publicBaseUrl, tableId) };
}

/** The events `after` brings (before: null for a new table), in the order they happened. */
export function eventsOf(
  before: TableRecord | null,
  after: TableRecord,
  publicBaseUrl: string,
): NotificationEvent[] {
  const out: NotificationEvent[] = [];
  const emit = (type: EventType, playerId: string, extra: Partial<EventData> = {}) => {
    out.push({
      type,
      playerId,
      key: `${after.id}:${after.version}:${type}:${playerId}`,
      timestamp: after.updatedAt,
      data: { ...baseData(after, publicBaseUrl, seatOfPerson(after, playerId)), ...extra },
    });
  };

  // A rematch: a new table whose seats are kept for the people invited back.
  if (before === null && after.rematchOf && after.status === 'open') {
    after.seats.forEach((s, seat) => {
      if (s.kind === 'open' && s.invited)
        emit('table.rematch', s.invited.playerId, { seat, rematchOf: after.rematchOf! });
    });
  }

  // Someone took a seat at a table you opened.
  if (before !== null && before.status === 'open') {
    after.seats.forEach((s, seat) => {
      const was = before.seats[seat];
      const newcomer = s.kind === 'person' && !(was?.kind === 'person' && was.playerId === s.playerId);
      if (newcomer && s.playerId !== after.createdBy && seatOfPerson(after, after.createdBy) !== null)
        emit('table.joined', after.createdBy, { joined: { seat, name: s.name } });
    });
  }

  const started = (before === null || before.status === 'open') && after.match !== null;
  if (started) for (const id of people(after)) emit('table.started', id);

  const turn = turnOf(after);
  if (turn !== null) {
    const sitter = after.seats[turn];
    const was = before === null ? null : turnOf(before);
    const samePerson =
      was === turn &&
      before?.seats[turn].kind === 'person' &&
      sitter.kind === 'person' &&
      (before.seats[turn] as { playerId: string }).playerId === sitter.playerId;
    if (sitter.kind === 'person' && !samePerson) emit('table.your_turn', sitter.playerId);
  }

  const ended = before !== null && before.status !== 'over' && after.status === 'over';
  const result = ended ? resultOf(after) : null;
  if (result) for (const id of people(after)) emit('table.ended', id, { result });
  return out;
}

/**
 * A finished match's result as table.ended tells it: the line games' winning side, or Mexican
 * Train's places (lowest total first: the seats placed first win, `scores` are the totals).
 */
function resultOf(t: TableRecord): EventData['result'] | null {
  const line = lineMatch(t);
  if (line)
    return {
      winner: line.winner,
      winners: t.seats.flatMap((_, seat) => (sideOf(line.rules, seat) === line.winner ? [seat] : [])),
      scores: liveScores(line),
      forfeitedBy: line.forfeit ?? null,
    };
  const trains = trainMatch(t);
  if (!trains?.places) return null;
  const winners = trains.places.flatMap((place, seat) => (place === 1 ? [seat] : []));
  return {
    winner: winners[0],
    winners,
    scores: trains.totals.slice(),
    forfeitedBy: trains.forfeit ?? null,
    places: trains.places.slice(),
  };
}

/**
 * "Your next round is paired": one for each player of a round's match with a table (a bye has
 * none), once a round (its round item is put once: docs/notifications.md#events).
 */
export function roundPairedEvents(paired: PairedRound, publicBaseUrl: string): NotificationEvent[] {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const eventUrl = `${base}/events/${encodeURIComponent(paired.eventId)}`;
  return paired.matches.flatMap((m) => {
    if (m.b === null || m.tableId === null) return [];
    const seats: [string, number, string][] = [
      [m.a, 0, m.b],
      [m.b, 1, m.a],
    ];
    return seats.map(([playerId, seat, opponentId]) => ({
      type: 'event.round_paired' as const,
      playerId,
      key: `${paired.eventId}:${paired.round}:event.round_paired:${playerId}`,
      timestamp: paired.pairedAt,
      data: {
        tableId: m.tableId!,
        version: 1,
        seat,
        turn: null,
        deadline: paired.deadline,
        moveTimeLimitSeconds: null,
        url: tableLink(publicBaseUrl, m.tableId!),
        links: tableLinks(publicBaseUrl, m.tableId!),
        host: 'the event',
        event: { id: paired.eventId, round: paired.round, url: eventUrl, opponentId },
      },
    }));
  });
}

/**
 * The reminder before a move deadline, for the seat to move (the scheduler sends it). Keyed by
 * the deadline too: a turn whose deadline a vacation moved on (same version) is reminded again,
 * and that second reminder's `webhook-id` is its own, or a receiver would drop it as a duplicate.
 */
export function deadlineSoonEvent(table: TableRecord, publicBaseUrl: string): NotificationEvent | null {
  const turn = turnOf(table);
  if (turn === null || table.deadline === null) return null;
  const sitter = table.seats[turn];
  if (sitter.kind !== 'person') return null;
  return {
    type: 'table.deadline_soon',
    playerId: sitter.playerId,
    key: `${table.id}:${table.version}:table.deadline_soon:${sitter.playerId}:${table.deadline}`,
    timestamp: remindAt(table.deadline, table.moveTimeLimitSeconds ?? 0),
    data: baseData(table, publicBaseUrl, turn),
  };
}

/**
 * The data of a turn that stays with its person while its deadline moves on; null for any other change.
 *
 * No table.your_turn is sent for it, so it gets a reminder of its own before the new deadline: a
 * vacation's extension (tables/vacation-due.ts), or the turn coming back after everyone else
 * passed ([vacation.md](../../docs/vacation.md#the-reminder-before-the-new-deadline)).
 */
export function extendedTurn(
  before: TableRecord | null,
  after: TableRecord,
  publicBaseUrl: string,
): EventData | null {
  if (before === null) return null;
  const turn = turnOf(after);
  if (turn === null || turnOf(before) !== turn) return null;
  const [sitter, was] = [after.seats[turn], before.seats[turn]];
  if (sitter.kind !== 'person' || was.kind !== 'person' || was.playerId !== sitter.playerId) return null;
  if (after.deadline === null || before.deadline === null) return null;
  if (Date.parse(after.deadline) <= Date.parse(before.deadline)) return null;
  return baseData(after, publicBaseUrl, turn);
}

/** When 1 h or a tenth of the time limit is left, whichever comes later. */
export function remindAt(deadline: string, limitSeconds: number): string {
  const leftMs = Math.min(3600, limitSeconds / 10) * 1000;
  return new Date(Date.parse(deadline) - leftMs).toISOString();
}

/** The seat to move, while the match is being played. */
export function turnOf(t: TableRecord): number | null {
  const m = matchInPlay(t);
  return m ? seatToMove(m) : null;
}

function baseData(t: TableRecord, publicBaseUrl: string, seat: number | null): EventData {
  const turn = turnOf(t);
  const sitter = turn === null ? null : t.seats[turn];
  return {
    tableId: t.id,
    version: t.version,
    seat,
    turn: turn === null ? null : { seat: turn, name: sitter?.kind === 'person' ? sitter.name : null },
    deadline: turn === null ? null : t.deadline,
    moveTimeLimitSeconds: t.moveTimeLimitSeconds,
    url: tableLink(publicBaseUrl, t.id),
    links: tableLinks(publicBaseUrl, t.id),
    host: hostName(t),
  };
}

function hostName(t: TableRecord): string {
  for (const s of t.seats) {
    if (s.kind === 'person' && s.playerId === t.createdBy) return s.name;
    if (s.kind === 'open' && s.invited?.playerId === t.createdBy) return s.invited.name;
  }
  return 'a friend';
}

function seatOfPerson(t: TableRecord, playerId: string): number | null {
  const seat = t.seats.findIndex(
    (s) =>
      (s.kind === 'person' && s.playerId === playerId) ||
      (s.kind === 'open' && s.invited?.playerId === playerId),
  );
  return seat >= 0 ? seat : null;
}

function people(t: TableRecord): string[] {
  return t.seats.flatMap((s) => (s.kind === 'person' ? [s.playerId] : []));
}
