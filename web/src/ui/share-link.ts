/**
 * A table's share link, /join/<code>, says what the table is in its query (the host, the game,
 * how many players, the target, whether it is private), so the join page can tell someone new
 * what they are joining without reading a private table they have no seat at. Pure.
 */
import type { AnyTable } from '../api/client';
import { t } from '../i18n';
import { gameName, MEXICAN_TRAIN } from './games';

/** What a share link says of its table. */
export interface Invitation {
  host: string | null;
  preset: string;
  players: number;
  target: number;
  private: boolean;
}

/** The host's name: the person who opened the table, if seated. */
function hostOf(table: AnyTable): string | null {
  const seat = table.seats.find((s) => s.kind === 'person' && s.playerId === table.createdBy);
  return seat?.kind === 'person' ? (seat.name ?? null) : null;
}

export function shareLink(origin: string, table: AnyTable): string {
  const q = new URLSearchParams();
  const host = hostOf(table);
  const rules = table.rules;
  if (host) q.set('host', host);
  // Mexican Train has no target: its rounds are set by the tile set.
  q.set('game', rules.game === 'mexicanTrain' ? rules.game : rules.preset);
  q.set('players', String(rules.players));
  if (rules.game !== 'mexicanTrain') q.set('to', String(rules.target));
  if (table.visibility === 'private') q.set('private', '1');
  return `${origin}/join/${table.code}?${q}`;
}

/** What the link's query says, or null when it says no game (a code typed in, an old link). */
export function readInvitation(search: string): Invitation | null {
  const q = new URLSearchParams(search);
  const preset = q.get('game');
  const players = Number(q.get('players'));
  // Mexican Train's link names no target (0 here).
  const target = preset === MEXICAN_TRAIN.game ? 0 : Number(q.get('to'));
  if (!preset || !Number.isInteger(players) || players < 2) return null;
  if (preset !== MEXICAN_TRAIN.game && (!Number.isInteger(target) || target < 1)) return null;
  const host = q.get('host')?.trim().slice(0, 40) || null;
  return { host, preset, players, target, private: q.get('private') === '1' };
}

/** "Ana's Draw table, 2 players, playing to 100". */
export function invitationWords(i: Invitation): string {
  // Its words come with the screens that read such a link (Join: addEnglish).
  if (i.preset === MEXICAN_TRAIN.game)
    return t(i.host ? 'trains.invitationOf' : 'trains.invitation', {
      host: i.host ?? '',
      players: i.players,
    });
  const values = { host: i.host ?? '', game: gameName(i.preset), players: i.players, target: i.target };
  return t(i.host ? 'common.invitationOf' : 'common.invitation', values);
}
