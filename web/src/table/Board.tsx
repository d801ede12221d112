/**
 * The middle of the table: the line as the scene has it (the last tile marked, and moving to its
 * place when it was just played), the open ends and All Fives' count, points rising from the
 * line when a play scores, and the boneyard's pile.
 */
import type { Table } from '../api/client';
import { t } from '../i18n';
import { Line } from './Line';
import { Boneyard, placeOf } from './Seats';
import type { Scene } from './scene';

export function Board(props: {
  table: Table;
  scene: Scene;
  /** Moves are being shown: the ends and count are the view's, shown once they are. */
  showing: boolean;
  choosing: { tile: string; ends: number[] } | null;
  onChoose: (end: number) => void;
}) {
  const { table, scene } = props;
  const view = table.view!;
  const over = view.status === 'over';
  const last = scene.last;
  const arriving = last?.type === 'play' ? placeOf(last.seat, table.you, table.seats.length) : null;
  const scored = last?.type === 'play' && last.points > 0 ? last.points : 0;
  const settled = !props.showing && scene.handNo === view.handNo;
  const ends = view.ends;
  return (
    <section class="board" aria-labelledby="board-heading">
      <h2 id="board-heading" class="visually-hidden">
        {t('table.line')}
      </h2>
      <Line
        plays={scene.line}
        rules={table.rules}
        showEnds={!over && settled}
        ends={settled ? view.ends : []}
        label={t('table.line')}
        markLast
        arriveFrom={arriving}
        choosing={settled ? props.choosing : null}
        onChoose={props.onChoose}
        key={`hand-${scene.handNo}`}
      />
      {scored > 0 && (
        <span class="points-rise" key={`pts-${scene.handNo}-${scene.step}`} aria-hidden="true">
          +{scored}
        </span>
      )}
      <div class="board-foot">
        <p class="ends">
          {!settled
            ? ' '
            : ends.length === 0
              ? t('table.noTilePlayed')
              : t('table.openEnds', { ends: ends.map((e) => e.number).join(' · ') })}
          {settled && view.count !== null && (
            <>
              {' '}
              · {t('table.count')} <strong>{view.count}</strong>
              {view.rules.scoring === undefined &&
                view.count > 0 &&
                view.count % 5 === 0 &&
                t('table.multipleOfFive')}
              {view.rules.scoring === 'allThrees' &&
                view.count > 0 &&
                view.count % 3 === 0 &&
                t('table.multipleOfThree')}
            </>
          )}
        </p>
        <Boneyard tiles={scene.boneyard} drawing={table.rules.drawing} />
      </div>
    </section>
  );
}
