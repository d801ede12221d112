/** What a table screen shows before or instead of a table: it is no longer shown, or still loading. */
import { t } from '../i18n';
import { Link } from '../ui/navigation';
import { Problem, Retrying } from '../ui/problem';

/**
 * Following has ended. A table shown before is not shown again: it is out of date, and what it
 * offers (leave, start, play) would be refused; why, and where to go on, is what helps.
 */
export function TableGone(props: { shownBefore: boolean; problem: string }) {
  return (
    <section class="panel">
      <h1 tabIndex={-1}>{props.shownBefore ? t('table.noLongerShown') : t('table.cannotBeShown')}</h1>
      <Problem text={props.problem} />
      <p>
        <Link href="/me">{t('nav.myTables')}</Link> · <Link href="/">{t('nav.startGame')}</Link>
      </p>
    </section>
  );
}

/** The first read of the table on its way (tried again after a failure that may pass). */
export function TableLoading(props: { problem: string | null; onTryNow: () => void }) {
  return (
    <>
      <p class="loading">{t('table.loading')}</p>
      <Retrying problem={props.problem} onTryNow={props.onTryNow} />
    </>
  );
}
