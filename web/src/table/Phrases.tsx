/**
 * Quick phrases at the table ("Good luck", "Your turn!"): a picker by the table's controls for a
 * seated player, a bubble over the sender's seat for a few seconds (never over the line), a line each in the table's talk
 * log, and a "Mute phrases" switch remembered in this browser. Followed apart from the table: the
 * phrases are a log of their own on the server (GET /v1/tables/{id}/phrases?since=, long-polled),
 * which never moves the table's version, so a phrase never makes a move stale.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, errorText, type Schemas, type Table, unwrap } from '../api/client';
import { seatName } from '../ui/names';
import { Problem } from '../ui/problem';
import { placeOf } from './Seats';
import './phrases.css';
import { type MessageKey, t } from '../i18n';

type Said = Schemas['SaidPhrase'];
type PhraseId = Said['phrase'];

/** The phrases, in the order the picker shows them (the ids are the API's; typed by its document). */
export const PHRASES: readonly { id: PhraseId; key: MessageKey }[] = [
  { id: 'hello', key: 'table.phrase.hello' },
  { id: 'good-luck', key: 'table.phrase.goodLuck' },
  { id: 'your-turn', key: 'table.phrase.yourTurn' },
  { id: 'nice-move', key: 'table.phrase.niceMove' },
  { id: 'oops', key: 'table.phrase.oops' },
  { id: 'thanks', key: 'table.phrase.thanks' },
  { id: 'well-played', key: 'table.phrase.wellPlayed' },
  { id: 'good-game', key: 'table.phrase.goodGame' },
  { id: 'be-right-back', key: 'table.phrase.beRightBack' },
  { id: 'sorry-got-to-go', key: 'table.phrase.sorryGotToGo' },
];

/** A phrase said at the table in the reader's language (the server's English for one not known here). */
export function phraseText(p: Pick<Said, 'phrase' | 'text'>): string {
  const key = PHRASES.find((x) => x.id === p.phrase)?.key;
  return key ? t(key) : p.text;
}

/** How long a bubble stays by its seat. */
export const BUBBLE_MS = 6000;
/** The server's rate: five a minute per seat (more is 429 phrase/too-many). */
const PER_MINUTE = 5;
const WAIT_SECONDS = 20;
const MUTE = 'dominoes.mutePhrases';

export function phrasesMuted(): boolean {
  try {
    return localStorage.getItem(MUTE) === 'on';
  } catch {
    return false;
  }
}

function setPhrasesMuted(on: boolean): void {
  try {
    localStorage.setItem(MUTE, on ? 'on' : 'off');
  } catch {}
}

export interface Phrases {
  /** What was said, oldest first (the last few the server keeps, then everything since). */
  said: Said[];
  /** The bubbles showing now: a seat's newest phrase said since the page opened, for BUBBLE_MS. */
  bubbles: Said[];
  muted: boolean;
  setMuted(on: boolean): void;
  send(id: PhraseId): Promise<void>;
  sending: boolean;
  error: string | null;
}

/** Reads a few times a second at most: a failed read waits this long before the next. */
const BACKOFF_MS = 3000;

/**
 * Whether the table has company for phrases: two people or more in its seats. Alone against
 * computer players nobody else can say one, so the page neither follows them nor offers them.
 */
export const hasCompany = (table: Table): boolean =>
  table.seats.filter((s) => s.kind === 'person').length > 1;

/** The table's phrases, followed from the page's opening until it closes (with company only). */
export function usePhrases(table: Table): Phrases {
  const [said, setSaid] = useState<Said[]>([]);
  const [fresh, setFresh] = useState<{ p: Said; until: number }[]>([]);
  const [muted, setMutedState] = useState(phrasesMuted);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const last = useRef(0);
  const id = table.id;
  const company = hasCompany(table);

  const add = (got: Said[], bubble: boolean) => {
    const news = got.filter((p) => p.seq > last.current);
    if (news.length === 0) return;
    last.current = news.at(-1)!.seq;
    setSaid((s) => [...s, ...news].slice(-50));
    if (bubble) {
      const until = Date.now() + BUBBLE_MS;
      setFresh((f) => [...f.filter((b) => b.until > Date.now()), ...news.map((p) => ({ p, until }))]);
    }
  };

  useEffect(() => {
    if (!company) return;
    const stop = new AbortController();
    let first = true;
    void (async () => {
      while (!stop.signal.aborted) {
        try {
          const query = first ? {} : { since: last.current, wait: WAIT_SECONDS };
          const page = await unwrap(
            api.GET('/v1/tables/{id}/phrases', { params: { path: { id }, query }, signal: stop.signal }),
          );
          // What was said before the page opened is in the log, never a bubble.
          add(page.phrases, !first);
          first = false;
        } catch {
          if (stop.signal.aborted) return;
          await new Promise((r) => setTimeout(r, BACKOFF_MS));
        }
      }
    })();
    return () => stop.abort();
  }, [id, company]);

  // A bubble leaves when its time is up.
  useEffect(() => {
    if (fresh.length === 0) return;
    const next = Math.min(...fresh.map((b) => b.until)) - Date.now();
    const t = setTimeout(
      () => setFresh((f) => f.filter((b) => b.until > Date.now())),
      Math.max(next, 0) + 20,
    );
    return () => clearTimeout(t);
  }, [fresh]);

  const send = async (phrase: PhraseId) => {
    setSending(true);
    setError(null);
    try {
      // Plain fetch: a 429 is said at once, not waited out (the client's fetch waits Retry-After).
      const p = await unwrap(
        api.POST('/v1/tables/{id}/phrases', {
          params: { path: { id } },
          body: { phrase },
          fetch: (r: Request) => fetch(r),
        }),
      );
      add([p], true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  };

  // The newest phrase of each seat, while it lasts.
  const bySeat = new Map<number, Said>();
  for (const b of fresh) bySeat.set(b.p.seat, b.p);
  return {
    said,
    bubbles: [...bySeat.values()],
    muted,
    setMuted: (on) => {
      setPhrasesMuted(on);
      setMutedState(on);
    },
    send,
    sending,
    error,
  };
}

/**
 * Puts a bubble over its sender's seat plate, as wide as the plate, growing away from the line
 * (up from a seat above or beside it, down from yours below it): never over the line's tiles.
 */
function overSeat(stage: HTMLElement, bubble: HTMLElement, seat: number, below: boolean): void {
  const plate = stage.querySelector<HTMLElement>(`.seat[data-seat="${seat}"]`);
  if (!plate) return;
  const s = stage.getBoundingClientRect();
  const p = plate.getBoundingClientRect();
  bubble.style.left = `${p.left - s.left}px`;
  bubble.style.width = `${p.width}px`;
  if (below) {
    bubble.style.top = `${p.top - s.top}px`;
    bubble.style.bottom = '';
  } else {
    bubble.style.bottom = `${s.bottom - p.bottom}px`;
    bubble.style.top = '';
  }
}

/** The felt with each bubble over its sender's seat (none while muted). */
export function PhraseBubbles(props: { table: Table; phrases: Phrases; children: ComponentChildren }) {
  const { table, phrases } = props;
  const stage = useRef<HTMLDivElement>(null);
  // A new size of the felt places the bubbles again.
  const [, setSize] = useState(0);
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize((n) => n + 1));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <div class="phrase-stage" ref={stage}>
      {props.children}
      {!phrases.muted &&
        phrases.bubbles.map((p) => {
          const place = placeOf(p.seat, table.you, table.seats.length);
          return (
            <p
              key={p.seq}
              class={`phrase-bubble at-${place}`}
              data-seat={p.seat}
              ref={(el) => {
                if (el && stage.current) overSeat(stage.current, el, p.seat, place === 'bottom');
              }}
            >
              <span class="visually-hidden">{seatName(table.seats[p.seat], table.you)}: </span>
              {phraseText(p)}
            </p>
          );
        })}
    </div>
  );
}

/** The picker (seated players) and the mute switch (everyone), by the table's controls. */
export function PhrasePicker(props: { table: Table; phrases: Phrases }) {
  const { table, phrases } = props;
  if (!hasCompany(table)) return null;
  const mine = phrases.said.filter((p) => p.seat === table.you && Date.parse(p.at) > Date.now() - 60_000);
  const spent = mine.length >= PER_MINUTE;
  return (
    <div class="phrases">
      {table.you !== null && (
        <details class="phrase-picker">
          <summary>{t('table.saySomething')}</summary>
          <ul aria-label={t('table.quickPhrases')}>
            {PHRASES.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  disabled={phrases.sending || spent}
                  onClick={() => void phrases.send(p.id)}
                >
                  {t(p.key)}
                </button>
              </li>
            ))}
          </ul>
          {spent && <p class="phrase-note">{t('table.phraseLimit')}</p>}
          <Problem text={phrases.error} />
        </details>
      )}
      <label class="check phrase-mute">
        <input
          type="checkbox"
          checked={phrases.muted}
          onChange={(e) => phrases.setMuted((e.target as HTMLInputElement).checked)}
        />{' '}
        {t('table.mutePhrases')}
      </label>
    </div>
  );
}

/** What was said at the table, newest first (nothing while muted). */
export function PhraseLog(props: { table: Table; phrases: Phrases }) {
  const { table, phrases } = props;
  if (phrases.muted || phrases.said.length === 0) return null;
  return (
    <section class="feed phrase-log" aria-labelledby="phrase-log-heading">
      <h2 id="phrase-log-heading">{t('table.tableTalk')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is reached by keyboard to scroll it */}
      <div role="log" aria-label={t('table.tableTalk')} class="log" tabIndex={0}>
        <ul>
          {[...phrases.said].reverse().map((p) => (
            <li key={p.seq} class="phrase">
              {seatName(table.seats[p.seat], table.you)}: “{phraseText(p)}”
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
