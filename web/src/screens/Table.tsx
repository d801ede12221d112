/**
 * The table, /tables/<id>: followed from the moment it opens (table/follow.ts), the waiting room
 * before the start, then the game (table/Play.tsx); why, when it cannot be shown.
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { lineTableOf } from '../api/client';
import { t } from '../i18n';
import { type Followed, TableFollower } from '../table/follow';
import { Play } from '../table/Play';
import { TableGone, TableLoading } from '../table/TableStates';
import { type Seating, WaitingRoom } from '../table/WaitingRoom';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';

/** Tries again at once when the browser is back online or the page is looked at again. */
function useWakeOnReturn(follower: TableFollower): void {
  useEffect(() => {
    const wake = () => follower.wake();
    const seen = () => document.visibilityState === 'visible' && follower.wake();
    addEventListener('online', wake);
    document.addEventListener('visibilitychange', seen);
    return () => {
      removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', seen);
    };
  }, [follower]);
}

/** Mexican Train's screen, a chunk of its own: loaded only for a table that plays it. */
function TrainTable(props: { id: string }) {
  const [Screen, setScreen] = useState<FunctionComponent<{ id: string }> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    import('../table/trains/TrainTableScreen').then(
      (m) => setScreen(() => m.default),
      (err: unknown) => setFailed(String(err)),
    );
  }, []);
  if (Screen) return <Screen id={props.id} />;
  return failed ? <Problem text={failed} /> : <p class="loading">{t('table.loading')}</p>;
}

export default function TableScreen(props: { id: string }) {
  const [s, setS] = useState<Followed | null>(null);
  const follower = useMemo(() => new TableFollower(props.id, setS), [props.id]);
  useEffect(() => {
    void follower.run();
    return () => follower.close();
  }, [follower]);
  useWakeOnReturn(follower);
  const seating = useMemo<Seating>(
    () => ({ act: (call) => follower.act(() => call().then(lineTableOf)), wake: () => follower.wake() }),
    [follower],
  );
  const state = s ?? follower.state;
  useTitle(t('table.pageTitle'));
  // A Mexican Train table: its own screen follows it from here.
  if (state.otherGame) return <TrainTable id={props.id} />;
  if (state.fatal) return <TableGone shownBefore={state.table !== null} problem={state.fatal} />;
  const table = state.table;
  if (!table) return <TableLoading problem={state.problem} onTryNow={() => follower.wake()} />;
  if (!table.view) return <WaitingRoom table={table} follower={seating} problem={state.problem} />;
  return <Play s={state} follower={follower} />;
}
