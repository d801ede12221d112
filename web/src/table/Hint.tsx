/**
 * The Hint button: at your turn, in an unrated game against computer players only, what the
 * expert would play now (POST /v1/tables/{id}/hint, worked out from your seat's view alone).
 * Asking changes nothing at the table; the hand's review counts the hints taken. A hint is for
 * the turn it was asked at: the next version hides it.
 */
import { useState } from 'preact/hooks';
import { api, errorText, type Schemas, type Table, unwrap } from '../api/client';
import { t } from '../i18n';
import { moveWords } from '../review/replay';
import { Domino } from './Domino';

type Hint = Schemas['Hint'];
/** A line game's hint (this button is on the line games' table screen). */
type LineHint = Hint & { move: Schemas['LegalMove'] };
const isLineHint = (h: Hint): h is LineHint => h.move.type === 'draw' || 'end' in h.move;

/** Whether the table gives hints: unrated, and every other seat a computer player. */
export function hintsOffered(table: Table): boolean {
  const you = table.you;
  return you !== null && !table.rated && table.seats.every((s, i) => i === you || s.kind === 'computer');
}

export function HintButton(props: { table: Table; disabled?: boolean }) {
  const { table } = props;
  const [hint, setHint] = useState<LineHint | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hintsOffered(table)) return null;
  const shown = hint?.version === table.version ? hint : null;

  async function ask() {
    setAsking(true);
    setError(null);
    try {
      const answer = await unwrap(api.POST('/v1/tables/{id}/hint', { params: { path: { id: table.id } } }));
      setHint(isLineHint(answer) ? answer : null);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setAsking(false);
    }
  }
  const line = table.view?.line ?? [];
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
            {shown.move.type === 'draw'
              ? t('table.expertDraw')
              : t('table.expertPlay', { move: moveWords(shown.move, line, table.rules.spinner) })}{' '}
            <small>{t('table.hintCount', { n: shown.hints })}</small>
          </>
        )}
        {error}
      </p>
    </>
  );
}
