/**
 * What happened: every line of the match, newest first, hand by hand, in a box that scrolls; never
 * ahead of the table shown (a move still to be shown is not in it yet).
 */
import type { FeedEvent, Table } from '../api/client';
import { t } from '../i18n';
import { eventText } from './feed-words';
import type { Scene } from './scene';

const MOVES = new Set(['play', 'draw', 'pass']);

/** The events the table shows already: those before the scene's next move. */
export function shownEvents(events: FeedEvent[], scene: Scene): FeedEvent[] {
  let moves = 0;
  const shown: FeedEvent[] = [];
  for (const e of events) {
    if (e.handNo > scene.handNo) break;
    if (e.handNo === scene.handNo) {
      if (MOVES.has(e.type) && moves++ >= scene.step) break;
      if (e.type === 'handEnded' && scene.step < scene.moves) break;
    }
    shown.push(e);
  }
  return shown;
}

export function Feed(props: { table: Table; events: FeedEvent[]; since: number }) {
  const hands: { handNo: number; events: FeedEvent[] }[] = [];
  for (const e of props.events) {
    const last = hands.at(-1);
    if (last && last.handNo === e.handNo) last.events.push(e);
    else hands.push({ handNo: e.handNo, events: [e] });
  }
  hands.reverse();
  return (
    <section class="feed" aria-labelledby="feed-heading">
      <h2 id="feed-heading">{t('table.whatHappened')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is reached by keyboard to scroll it */}
      <div role="log" aria-label={t('table.whatHappened')} class="log" tabIndex={0}>
        {hands.map((h) => (
          <div key={h.handNo} class="log-hand">
            <h3 class="log-hand-heading">{t('table.handN', { n: h.handNo })}</h3>
            <ul>
              {[...h.events].reverse().map((e, i) => (
                <li
                  key={`${e.version}-${h.events.length - i}`}
                  class={[
                    e.type,
                    e.version > props.since ? 'new' : '',
                    e.type === 'play' && e.points > 0 ? 'points' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {eventText(props.table, e)}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
