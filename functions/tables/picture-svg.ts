/**
 * Draws a table as an SVG image, to embed in a chat or a mail.
 *
 * Pure, and drawn from the spectator view alone, so it never shows a hidden tile; what it shows:
 * [api.md](../../docs/api.md#the-tables-picture).
 */
import { type SeatView, spectatorView } from '../../shared/engine';
import {
  type LineLayout,
  LineLayoutError,
  layoutLine,
  type PlacedTile,
  pipCells,
  pipScale,
} from '../../shared/layout';
import { lookAlikeMarks } from '../accounts/name-skeleton';
import { lineMatch, type SeatRecord, type TableRecord, trainMatch } from './model';
import { trainPictureSvg } from './picture-trains-svg';
import { escapeXml } from './picture-xml';
import { markedName, shownNames } from './public-facts';

/** Bumped when the drawing changes, so that a cached picture's ETag no longer matches. */
export const PICTURE_FORMAT = 1;

/** Pixels per tile unit (a tile is 2 by 1 units). */
const UNIT = 22;
/** The table's width in tile units (the line turns there). */
const LINE_WIDTH = 28;
const MARGIN = 16;
const ROW = 22;

const PRESET_NAMES: Record<string, string> = {
  partnership: 'Partnership',
  draw: 'Draw',
  block: 'Block',
  allFives: 'All Fives',
};

function seatName(s: SeatRecord, mark: number | undefined): string {
  if (s.kind === 'person') return markedName(s.name, mark);
  if (s.kind === 'computer') return `Computer (${s.level})`;
  return 'Open seat';
}

const num = (n: number) => String(Math.round(n * 100) / 100);

/** The whole picture, as SVG text. `lay` is the line's layout (a parameter for the tests). */
export function tablePictureSvg(table: TableRecord, lay: typeof layoutLine = layoutLine): string {
  const line = lineMatch(table);
  const view = line ? spectatorView(line) : null;
  // Names that look alike are told apart, as in the table's seats ("Ana (2)").
  const marks = lookAlikeMarks(shownNames(table));
  const names = table.seats.map((s, seat) => seatName(s, marks[seat]));
  const trains = trainMatch(table);
  if (trains) return trainPictureSvg(table, trains, names);
  const layout = view ? layoutOrNull(view, lay) : null;
  const lineWidth = (layout?.width ?? LINE_WIDTH) * UNIT;
  const width = lineWidth + 2 * MARGIN;
  const out: string[] = [];
  let y = MARGIN;

  const sent = table.rules;
  const asked = 'preset' in sent ? sent.preset : 'mexicanTrain';
  const preset = PRESET_NAMES[view?.rules.preset ?? asked] ?? asked;
  const title = `Dominoes: ${preset}, ${table.seats.length} players`;
  const status = statusLine(table, view, names);
  y += 18;
  out.push(`<text x="${MARGIN}" y="${y}" font-size="18" font-weight="bold">${escapeXml(title)}</text>`);
  y += ROW;
  out.push(`<text class="status" x="${MARGIN}" y="${y}" font-size="14">${escapeXml(status)}</text>`);
  y += 8;

  // The seats: name, tiles in hand, the side's score; the seat to play marked.
  const teams = view !== null && view.rules.teams === 'partnership';
  for (let seat = 0; seat < table.seats.length; seat++) {
    y += ROW;
    const turn = view?.turn === seat;
    const count = view?.handCounts[seat];
    const tiles = count === undefined ? '' : `${count} ${count === 1 ? 'tile' : 'tiles'}`;
    const score = view ? `${teams ? 'team ' : ''}${view.scores[view.sides[seat]]}` : '';
    const weight = turn ? ' font-weight="bold"' : '';
    out.push(
      `<g class="seat" data-seat="${seat}"${turn ? ' data-turn="true"' : ''} font-size="14"${weight}>` +
        `<text x="${MARGIN}" y="${y}">${turn ? '▶ ' : ''}${escapeXml(names[seat])}</text>` +
        `<text x="${MARGIN + 340}" y="${y}">${tiles}</text>` +
        `<text class="score" x="${MARGIN + 430}" y="${y}">${score}</text>` +
        '</g>',
    );
  }
  if (view) {
    y += ROW;
    const count = view.count !== null ? ` · count ${view.count}` : '';
    out.push(
      `<text x="${MARGIN}" y="${y}" font-size="12" fill="#555">Scores to ${view.rules.target} · boneyard ${view.boneyard}${count}</text>`,
    );
  }
  y += 12;

  let height = y + MARGIN;
  if (layout && layout.tiles.length > 0) {
    const top = y + 8;
    out.push(drawLine(layout, MARGIN, top));
    height = top + layout.box.height * UNIT + MARGIN;
  } else if (view && !layout && view.line.length > 0) {
    const rows = writeLine(view, MARGIN, y);
    out.push(rows.svg);
    height = rows.bottom + MARGIN;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${num(height)}" ` +
    `viewBox="0 0 ${width} ${num(height)}" role="img" aria-labelledby="picture-title" ` +
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">' +
    `<title id="picture-title">${escapeXml(`${title}. ${status}`)}</title>` +
    `<rect width="${width}" height="${num(height)}" fill="#0f5132" opacity="0.08"/>` +
    out.join('') +
    '</svg>'
  );
}

/** The line's layout, or null when the layout finds none (its search is bounded: see layoutLine). */
function layoutOrNull(view: SeatView, lay: typeof layoutLine): LineLayout | null {
  try {
    return lay(view.line, view.rules.spinner, { width: LINE_WIDTH });
  } catch (err) {
    if (err instanceof LineLayoutError) return null;
    throw err;
  }
}

/** Tiles a row when the line is written out instead of drawn. */
const TILES_PER_ROW = 12;

/** The line written out in play order, and its open ends: what the picture says when it cannot draw it. */
function writeLine(view: SeatView, left: number, top: number): { svg: string; bottom: number } {
  const parts: string[] = [
    `<g class="line" data-tiles="${view.line.length}" data-written="true" font-size="14">`,
  ];
  let y = top;
  for (let i = 0; i < view.line.length; i += TILES_PER_ROW) {
    y += ROW;
    const row = view.line.slice(i, i + TILES_PER_ROW).map((p) => p.tile);
    parts.push(`<text x="${left}" y="${y}">${i === 0 ? 'Line: ' : ''}${row.join('  ')}</text>`);
  }
  y += ROW;
  const ends = view.ends.map((e) => e.number).join(', ');
  parts.push(`<text class="ends" x="${left}" y="${y}" fill="#1a7f37">Open ends: ${ends || 'none'}</text>`);
  parts.push('</g>');
  return { svg: parts.join(''), bottom: y };
}

function statusLine(table: TableRecord, view: SeatView | null, names: string[]): string {
  if (table.status === 'closed') return 'This table was closed.';
  if (!view) {
    const seated = table.seats.filter((s) => s.kind !== 'open').length;
    return `Waiting for players: ${seated} of ${table.seats.length} seats taken.`;
  }
  if (view.status === 'over') {
    if (view.winner === null) return 'The match is over.';
    return `The match is over: ${sideName(view, view.winner, names)} won.`;
  }
  return `${names[view.turn!]} to play (hand ${view.handNo}).`;
}

function sideName(view: SeatView, side: number, names: string[]): string {
  return view.sides
    .map((s, seat) => (s === side ? names[seat] : null))
    .filter((n) => n !== null)
    .join(' & ');
}

/** The line and its open ends, the layout's box placed at (left, top). */
function drawLine(layout: LineLayout, left: number, top: number): string {
  const px = (x: number) => num(left + (x - layout.box.x) * UNIT);
  const py = (y: number) => num(top + (y - layout.box.y) * UNIT);
  const parts: string[] = [`<g class="line" data-tiles="${layout.tiles.length}">`];
  for (const t of layout.tiles) parts.push(drawTile(t, px, py));
  for (const e of layout.ends) {
    const s = e.square;
    parts.push(
      `<g class="end" data-end="${e.end}" data-number="${e.number}">` +
        `<rect x="${px(s.x + 0.1)}" y="${py(s.y + 0.1)}" width="${num(0.8 * UNIT)}" height="${num(0.8 * UNIT)}" ` +
        'rx="3" fill="none" stroke="#1a7f37" stroke-width="1.5" stroke-dasharray="3 2"/>' +
        `<text x="${px(s.x + 0.5)}" y="${py(s.y + 0.5)}" font-size="11" fill="#1a7f37" ` +
        `text-anchor="middle" dominant-baseline="central">${e.number}</text></g>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

function drawTile(t: PlacedTile, px: (x: number) => string, py: (y: number) => string): string {
  const horizontal = t.orientation === 'horizontal';
  const stroke = t.spinner ? '#9a6700' : '#333';
  const parts = [
    `<g class="tile" id="tile-${t.order}" data-tile="${t.tile}" data-seat="${t.seat}"${t.spinner ? ' data-spinner="true"' : ''}>`,
    `<rect x="${px(t.x + 0.04)}" y="${py(t.y + 0.04)}" width="${num((t.width - 0.08) * UNIT)}" ` +
      `height="${num((t.height - 0.08) * UNIT)}" rx="4" fill="#fffdf7" stroke="${stroke}" stroke-width="1.5"/>`,
    horizontal
      ? `<line x1="${px(t.x + 1)}" y1="${py(t.y + 0.15)}" x2="${px(t.x + 1)}" y2="${py(t.y + 0.85)}" stroke="#666"/>`
      : `<line x1="${px(t.x + 0.15)}" y1="${py(t.y + 1)}" x2="${px(t.x + 0.85)}" y2="${py(t.y + 1)}" stroke="#666"/>`,
  ];
  for (const h of t.halves) {
    for (const [col, row] of pipCells(h.number, horizontal)) {
      parts.push(
        `<circle cx="${px(h.x + 0.25 + col * 0.25)}" cy="${py(h.y + 0.25 + row * 0.25)}" r="${num(UNIT * 0.085 * pipScale(h.number))}" fill="#222"/>`,
      );
    }
  }
  parts.push('</g>');
  return parts.join('');
}
