/**
 * Every step of the hand in order, each a button that goes to it, each decision with its verdict
 * mark (forced ones marked forced); the reader's own decisions stand out.
 */
import type { LinePlay } from '../../../shared/layout';
import type { Rules, Table } from '../api/client';
import { t } from '../i18n';
import { seatName } from '../ui/names';
import type { Frame, Step } from './replay';
import { verdictOf } from './replay';
import { VerdictMark } from './Verdict';
import { stepWords } from './words';

export function StepList(props: {
  table: Table;
  steps: Step[];
  frames: Frame[];
  reader: number | null;
  at: number;
  go: (to: number) => void;
  spinner: Rules['spinner'];
}) {
  const { table, steps, frames, reader, at } = props;
  return (
    <ol class="step-list" aria-label={t('review.everyMove')}>
      {steps.map((s, i) => {
        const verdict = verdictOf(s);
        const before: LinePlay[] = frames[i].line;
        const mine = reader !== null && s.seat === reader;
        return (
          <li key={s.at} class={mine ? 'mine' : undefined} data-verdict={verdict ?? undefined}>
            <button
              type="button"
              class="link"
              aria-current={at === i + 1 ? 'step' : undefined}
              onClick={() => props.go(i + 1)}
            >
              {i + 1}.{' '}
              {stepWords(s, seatName(table.seats[s.seat], reader), before, props.spinner, s.seat === reader)}
            </button>{' '}
            {verdict && <VerdictMark verdict={verdict} />}
          </li>
        );
      })}
    </ol>
  );
}
