/**
 * A Mexican Train table, /tables/<id>: a chunk of its own, loaded by the table screen once the
 * table turns out to play it (line-game players never download it). Followed from the waiting
 * room to the match's end.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { addEnglish, t } from '../../i18n';
import { trains } from '../../i18n/en/trains';
import { useTitle } from '../../ui/title';
import { TableGone, TableLoading } from '../TableStates';
import { WaitingRoom } from '../WaitingRoom';
import { type TrainFollowed, TrainFollower } from './follow';
import { TrainPlay } from './TrainPlay';
import './trains.css';

addEnglish(trains);

export default function TrainTableScreen(props: { id: string }) {
  const [s, setS] = useState<TrainFollowed | null>(null);
  const follower = useMemo(() => new TrainFollower(props.id, setS), [props.id]);
  useEffect(() => {
    void follower.run();
    // Back online, or the page looked at again: no wait for the next try.
    const wake = () => follower.wake();
    addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      follower.close();
      removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [follower]);
  useTitle(t('trains.name'));
  const state = s ?? follower.state;
  if (state.fatal) return <TableGone shownBefore={state.table !== null} problem={state.fatal} />;
  const table = state.table;
  if (!table) return <TableLoading problem={state.problem} onTryNow={() => follower.wake()} />;
  if (!table.view) return <WaitingRoom table={table} follower={follower} problem={state.problem} />;
  return <TrainPlay s={state} follower={follower} />;
}
