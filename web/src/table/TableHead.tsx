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
      Sound {on ? 'on' : 'off'}
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
        to {table.rules.target} · table {table.code}
        {table.rated && <span class="rated-mark"> · rated</span>}
        {table.development && ' · development deal'}
        {props.spectator && ' · watching'}
      </span>
      <span class="table-tools">
        <Link href={howToPlayPath(table.rules.preset)} class="tool">
          How to play
        </Link>
        <SoundSwitch />
      </span>
      <StakesLine table={table} />
    </header>
  );
}
