/**
 * The table's top bar: the game and the hand shown, an event's table's link to its event and
 * round, the scores in a line (shown on a phone, where the score table is below the fold), the
 * table's facts, How to play and the Sound switch.
 */
import { useState } from 'preact/hooks';
import type { Table } from '../api/client';
import { t } from '../i18n';
import { gameName, howToPlayPath } from '../ui/games';
import { Link } from '../ui/navigation';
import { setSoundOn, soundOn } from './alerts';
import { ScoreChips } from './Scores';
import { StakesLine } from './Stakes';

function SoundSwitch() {
  const [on, setOn] = useState(soundOn);
  return (
    <button
      type="button"
      class="tool"
      aria-pressed={on}
      onClick={() => {
        setSoundOn(!on);
        setOn(!on);
      }}
    >
      {on ? t('table.head.soundOn') : t('table.head.soundOff')}
    </button>
  );
}

export function TableHead(props: { table: Table; handNo: number; scores: number[]; spectator: boolean }) {
  const { table } = props;
  return (
    <header class="table-head">
      <h1 tabIndex={-1}>
        {gameName(table.rules.preset)} <small>{t('sets.handNo', { n: props.handNo })}</small>
      </h1>
      {table.event && (
        <Link href={`/events/${table.event.id}`} class="table-event">
          {t('table.event', { name: table.event.name, round: table.event.round })}
        </Link>
      )}
      <ScoreChips table={table} scores={props.scores} />
      <span class="table-meta">
        {t('table.head.target', { target: table.rules.target })} ·{' '}
        {t('table.head.code', { code: table.code })}
        {table.rated && <span class="rated-mark"> · {t('table.wait.rated')}</span>}
        {table.development && ` · ${t('table.head.development')}`}
        {props.spectator && ` · ${t('table.head.watching')}`}
      </span>
      <span class="table-tools">
        <Link href={howToPlayPath(table.rules.preset)} class="tool">
          {t('table.head.howToPlay')}
        </Link>
        <SoundSwitch />
      </span>
      <StakesLine table={table} />
    </header>
  );
}
