/**
 * Draws a Mexican Train table as an SVG image: the hub's engine, every train with its marker.
 *
 * Pure, and drawn from the spectator view alone (mexicanViewFor(state, null)), so it never shows
 * a hand or a boneyard tile; what it shows: [api.md](../../docs/api.md#the-tables-picture).
 */
import {
  type MexicanSeatView,
  type MexicanState,
  mexicanViewFor,
} from '../../shared/engine/games/mexican-train';
import type { TableRecord } from './model';
import { escapeXml } from './picture-xml';

const MARGIN = 16;
const ROW = 22;
/** A tile's size in pixels, drawn flat along its train. */
const TILE_W = 40;
const TILE_H = 20;
/** Tiles a row of a train: a longer train goes on in the next row. */
const TILES_PER_ROW = 14;
const LABEL_W = 170;

/** The picture of a train table whose match has started; `names` are the seats' shown names. */
export function trainPictureSvg(table: TableRecord, st: MexicanState, names: string[]): string {
  const view = mexicanViewFor(st, null);
  const width = MARGIN * 2 + LABEL_W + TILES_PER_ROW * TILE_W;
  const out: string[] = [];
  let y = MARGIN + 18;
  const title = `Dominoes: Mexican Train, ${view.players} players`;
  const status = statusLine(table, view, names);
  out.push(`<text x="${MARGIN}" y="${y}" font-size="18" font-weight="bold">${escapeXml(title)}</text>`);
  y += ROW;
  out.push(`<text class="status" x="${MARGIN}" y="${y}" font-size="14">${escapeXml(status)}</text>`);
  y += 8;

  // The seats: name, tiles in hand, total (lowest wins), place once the match is over.
  for (let seat = 0; seat < view.players; seat++) {
    y += ROW;
    const turn = view.turn === seat;
    const count = view.handCounts[seat];
    const place = view.places ? ` · place ${view.places[seat]}` : '';
    out.push(
      `<g class="seat" data-seat="${seat}"${turn ? ' data-turn="true"' : ''} font-size="14"${turn ? ' font-weight="bold"' : ''}>` +
        `<text x="${MARGIN}" y="${y}">${turn ? '▶ ' : ''}${escapeXml(names[seat])}</text>` +
        `<text x="${MARGIN + 340}" y="${y}">${count} ${count === 1 ? 'tile' : 'tiles'}</text>` +
        `<text class="score" x="${MARGIN + 430}" y="${y}">total ${view.totals[seat]}${place}</text>` +
        '</g>',
    );
  }
  y += ROW;
  out.push(
    `<text x="${MARGIN}" y="${y}" font-size="12" fill="#555">Round ${view.round} of ${view.rounds} · ` +
      `engine ${view.engine} · boneyard ${view.boneyard}</text>`,
  );
  y += 8;

  const engine = Number(view.engine.split('-')[0]);
  // The trains, each from the hub outwards: its owner (or the Mexican train), its marker.
  view.trains.forEach((train, k) => {
    const label = train.owner === null ? 'Mexican train' : `${names[train.owner]}’s train`;
    const rows = Math.max(1, Math.ceil(train.tiles.length / TILES_PER_ROW));
    const top = y + 10;
    out.push(
      `<g class="train" data-train="${k}" data-tiles="${train.tiles.length}"` +
        `${train.marker ? ' data-marker="true"' : ''}${train.openDouble ? ' data-open-double="true"' : ''}>` +
        `<text x="${MARGIN}" y="${top + TILE_H * 0.7}" font-size="13">${train.marker ? '🚂 ' : ''}${escapeXml(label)}</text>`,
    );
    let open = engine;
    train.tiles.forEach((tile, i) => {
      const x = MARGIN + LABEL_W + (i % TILES_PER_ROW) * TILE_W;
      const ty = top + Math.floor(i / TILES_PER_ROW) * (TILE_H + 4);
      const [a, b] = tile.split('-').map(Number);
      const halves: [number, number] = a === open ? [a, b] : [b, a];
      open = halves[1];
      out.push(drawTile(tile, halves, x, ty));
    });
    const end = train.tiles.length;
    const ex = MARGIN + LABEL_W + (end % TILES_PER_ROW) * TILE_W;
    const ey = top + Math.floor(end / TILES_PER_ROW) * (TILE_H + 4);
    if (view.status === 'playing')
      out.push(
        `<text class="open" x="${ex + 6}" y="${ey + TILE_H * 0.7}" font-size="12" ` +
          `fill="${train.openDouble ? '#b42318' : '#1a7f37'}">${train.openDouble ? 'cover ' : ''}${train.open}</text>`,
      );
    out.push('</g>');
    y = top + rows * (TILE_H + 4);
  });

  const height = y + MARGIN;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="picture-title" ` +
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">' +
    `<title id="picture-title">${escapeXml(`${title}. ${status}`)}</title>` +
    `<rect width="${width}" height="${height}" fill="#0f5132" opacity="0.08"/>` +
    out.join('') +
    '</svg>'
  );
}

/** A tile laid along its train: its two numbers, the one it joins first. */
function drawTile(tile: string, [a, b]: [number, number], x: number, y: number): string {
  return (
    `<g class="tile" data-tile="${tile}">` +
    `<rect x="${x + 1}" y="${y}" width="${TILE_W - 2}" height="${TILE_H}" rx="3" fill="#fffdf7" stroke="#333"/>` +
    `<line x1="${x + TILE_W / 2}" y1="${y + 3}" x2="${x + TILE_W / 2}" y2="${y + TILE_H - 3}" stroke="#666"/>` +
    `<text x="${x + TILE_W / 4}" y="${y + TILE_H / 2}" font-size="11" text-anchor="middle" dominant-baseline="central">${a}</text>` +
    `<text x="${x + (3 * TILE_W) / 4}" y="${y + TILE_H / 2}" font-size="11" text-anchor="middle" dominant-baseline="central">${b}</text>` +
    '</g>'
  );
}

function statusLine(table: TableRecord, view: MexicanSeatView, names: string[]): string {
  if (table.status === 'closed') return 'This table was closed.';
  if (view.status === 'over') {
    const first = (view.places ?? []).flatMap((p, seat) => (p === 1 ? [names[seat]] : []));
    return `The match is over: ${first.join(' & ')} won, with the lowest total.`;
  }
  return `${names[view.turn!]} to play (round ${view.round}, engine ${view.engine}).`;
}
