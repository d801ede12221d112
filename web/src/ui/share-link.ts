/**
 * A table's share link, /join/<code>, says what the table is in its query (the host, the game,
 * how many players, the target, whether it is private), so the join page can tell someone new
 * what they are joining without reading a private table they have no seat at. Pure.
 */
import type { Table } from '../api/client';
import { t } from '../i18n';
import { gameName } from './games';

/** What a share link says of its table. */
export interface Invitation {
  host: string | null;
  preset: string;
  players: number;
  target: number;
  private: boolean;
}

/** The host's name: the person who opened the table, if seated. */
function hostOf(table: Table): string | null {
  const seat = table.seats.find((s) => s.kind === 'person' && s.playerId === table.createdBy);
  return seat?.kind === 'person' ? (seat.name ?? null) : null;
}

export function shareLink(origin: string, table: Table): string {
  const q = new URLSearchParams();
  const host = hostOf(table);
  if (host) q.set('host', host);
  q.set('game', table.rules.preset);
  q.set('players', String(table.rules.players));
  q.set('to', String(table.rules.target));
  if (table.visibility === 'private') q.set('private', '1');
  return `${origin}/join/${table.code}?${q}`;
}

/** What the link's query says, or null when it says no game (a code typed in, an old link). */
export function readInvitation(search: string): Invitation | null {
  const q = new URLSearchParams(search);
  const preset = q.get('game');
  const players = Number(q.get('players'));
  const target = Number(q.get('to'));
  if (!preset || !Number.isInteger(players) || players < 2 || !Number.isInteger(target) || target < 1)
    return null;
  const host = q.get('host')?.trim().slice(0, 40) || null;
  return { host, preset, players, target, private: q.get('private') === '1' };
}

/** "Ana's Draw table, 2 players, playing to 100". */
export function invitationWords(i: Invitation): string {
  const values = { host: i.host ?? '', game: gameName(i.preset), players: i.players, target: i.target };
  return t(i.host ? 'common.invitationOf' : 'common.invitation', values);
}
