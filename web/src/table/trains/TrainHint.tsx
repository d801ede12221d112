/**
 * The Hint button at a Mexican Train table: at your turn, in an unrated game against computer
 * players only, what the expert would play now (POST /v1/tables/{id}/hint, from your seat's view
 * alone), as the line games' button (../Hint.tsx) does. A hint is for the version it was asked
 * at: the next one hides it.
 */
import { useState } from 'preact/hooks';
import { api, errorText, type Schemas, type TrainTable, unwrap } from '../../api/client';
import { t } from '../../i18n';
import { Domino } from '../Domino';
import { trainName } from './Hub';

type TrainMove = Schemas['TrainLegalMove'];
type TrainHint = Schemas['Hint'] & { move: TrainMove };

/** A train table's hint: its move is a train move (a play names a train by its index, or Stop). */
const isTrainHint = (h: Schemas['Hint']): h is TrainHint =>
  h.move.type === 'stop' ||
  (h.move.type === 'play' && typeof (h.move as { train?: unknown }).train === 'number');

/** Whether the table gives hints: unrated, and every other seat a computer player. */
export function trainHintsOffered(table: TrainTable): boolean {
  const you = table.you;
  return you !== null && !table.rated && table.seats.every((s, i) => i === you || s.kind === 'computer');
}

/** The hint's move in words: the tile and the train it goes on, or Stop. */
export function hintWords(table: TrainTable, move: TrainMove): string {
  if (move.type === 'stop') return t('trains.hint.stop');
  return t('trains.hint.play', {
    tile: move.tile,
    train: trainName(table, table.view!.trains[move.train], true),
  });
}

export function TrainHintButton(props: { table: TrainTable; disabled?: boolean }) {
  const { table } = props;
  const [hint, setHint] = useState<TrainHint | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!trainHintsOffered(table)) return null;
  const shown = hint?.version === table.version ? hint : null;

  async function ask() {
    setAsking(true);
    setError(null);
    try {
      const answer = await unwrap(api.POST('/v1/tables/{id}/hint', { params: { path: { id: table.id } } }));
      setHint(isTrainHint(answer) ? answer : null);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setAsking(false);
    }
  }
  return (
    <>
      <button type="button" onClick={ask} disabled={asking || props.disabled}>
        {t('table.hint')}
      </button>
      <p class="hint expert-hint" aria-live="polite">
        {shown && (
          <>
            {shown.move.type === 'play' && (
              <span class="small-tile" aria-hidden="true">
                <Domino tile={shown.move.tile} />
              </span>
            )}{' '}
            {hintWords(table, shown.move)} <small>{t('trains.hintCount', { n: shown.hints })}</small>
          </>
        )}
        {error}
      </p>
    </>
  );
}
