/** What happened, newest first: plays, draws, passes, points, the ends of hands. */
import type { FeedEvent, Table } from '../api/client';
import { eventText } from './feed-words';

export function Feed(props: { table: Table; events: FeedEvent[]; since: number }) {
  // The latest few, newest first (no scrolling box: every line stays reachable as page text).
  const recent = props.events.slice(-14).reverse();
  return (
    <section class="feed" aria-labelledby="feed-heading">
      <h2 id="feed-heading">What happened</h2>
      <div role="log" aria-label="What happened">
        <ul>
          {recent.map((e, i) => (
            <li
              key={`${e.version}-${props.events.length - i}`}
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
    </section>
  );
}
