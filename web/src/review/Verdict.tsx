/** A decision's verdict as a mark: its sign (chess's ?!, ?, ??) and its word, coloured by how bad. */

import { t } from '../i18n';
import { VERDICT_MARKS, type Verdict } from './replay';

export function VerdictMark(props: { verdict: Verdict | 'forced' }) {
  const mark = VERDICT_MARKS[props.verdict];
  return (
    <span class={`verdict verdict-${props.verdict}`} data-verdict={props.verdict}>
      <span aria-hidden="true" class="verdict-sign">
        {mark.sign}
      </span>{' '}
      {t(mark.words)}
    </span>
  );
}
