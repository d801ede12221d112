/** A finished match's hands, each a link to its review: how a hand of a finished match is picked. */
import type { Table } from '../api/client';
import { Link } from '../ui/navigation';
import { reviewableHands, reviewPath } from './paths';
import './hand-links.css';
import { t } from '../i18n';

export function HandLinks(props: { table: Table; current?: number }) {
  const view = props.table.view;
  const hands = view ? reviewableHands(view) : 0;
  if (hands < 1) return null;
  return (
    <nav class="hand-links" aria-label={t('table.reviewAHand')}>
      <span>{t('table.reviewAHand')}:</span>
      <ul>
        {Array.from({ length: hands }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link href={reviewPath(props.table.id, n)} current={n === props.current}>
              {t('table.handN', { n })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
