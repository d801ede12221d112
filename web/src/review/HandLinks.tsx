/** A match's finished hands (or rounds), each a link to its review: how a finished one is picked. */
import type { Table } from '../api/client';
import { Link } from '../ui/navigation';
import { reviewableHands, reviewPath } from './paths';
import './hand-links.css';
import { t } from '../i18n';

/** The words of the links: the list's label and each link's (a line hand's unless given). */
export interface ReviewLinkWords {
  label: string;
  item: (n: number) => string;
}

const HAND_WORDS = (): ReviewLinkWords => ({
  label: t('table.reviewAHand'),
  item: (n) => t('table.handN', { n }),
});

export function HandLinks(props: {
  table: Pick<Table, 'id'> & Partial<Pick<Table, 'view'>>;
  current?: number;
  /** How many to link (a Mexican Train table's finished rounds); the line view's hands otherwise. */
  count?: number;
  words?: ReviewLinkWords;
}) {
  const view = props.table.view;
  const hands = props.count ?? (view ? reviewableHands(view) : 0);
  if (hands < 1) return null;
  const words = props.words ?? HAND_WORDS();
  return (
    <nav class="hand-links" aria-label={words.label}>
      <span>{words.label}:</span>
      <ul>
        {Array.from({ length: hands }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link href={reviewPath(props.table.id, n)} current={n === props.current}>
              {words.item(n)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
