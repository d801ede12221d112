/**
 * The game at a table, put together from its parts, each doing one thing: motion.ts shows the
 * moves one at a time, moves.ts sends yours, hand-end.ts says when a hand's end is shown,
 * alerts.ts says when it is your turn, status.ts words it; TableHead, Felt (the seats around the
 * line), Controls (your hand), HandOver, MatchOver, and beside them Scores, ScorePad and Feed.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { gameName } from '../ui/games';
import { Problem, Retrying } from '../ui/problem';
import { AwayNotes } from './Away';
import { soundOn, useTurnAlert } from './alerts';
import { Controls } from './Controls';
import { Feed, shownEvents } from './Feed';
import { Felt } from './Felt';
import type { Followed, TableFollower } from './follow';
import { HandOver } from './HandOver';
import { type Ended, useHandEnd } from './hand-end';
import { MatchOver } from './MatchOver';
import { useMotion } from './motion';
import { useMoves } from './moves';
import { PhraseBubbles, PhraseLog, PhrasePicker, usePhrases } from './Phrases';
import { ScorePad, Scores } from './Scores';
import { handAt, shownHandNo, shownScores } from './shown';
import { shownMoveWords, turnWords } from './status';
import { TableHead } from './TableHead';

/** Re-renders every `ms` (deadlines count down). */
function useTick(ms: number): void {
  const [, setN] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setN((n) => n + 1), ms);
    return () => clearInterval(t);
  }, [ms]);
}

export function Play(props: { s: Followed; follower: TableFollower }) {
  const { follower } = props;
  const { events, spectator } = props.s;
  const table = props.s.table!;
  const view = table.view!;
  useTick(15_000);
  const motion = useMotion(table);
  const moves = useMoves(table, follower);
  const phrases = usePhrases(table);
  const handEnd = useHandEnd(table, events, motion);
  const { scene, showing } = motion;
  const handOver = handEnd.shown;

  const over = view.status === 'over';
  const toMove = !over && view.turn !== null && view.turn === table.you;
  const yourTurn = toMove && !showing && !handOver;
  // The page's title and the header name the hand on screen (a finished one until Next hand).
  const handNo = shownHandNo(view, handOver, scene);
  useTurnAlert(`${gameName(table.rules.preset)} · ${t('sets.handNo', { n: handNo })}`, yourTurn, soundOn());

  const turnText = turnWords(table, {
    over,
    yourTurn: toMove,
    chosen: moves.chosen,
    mustDraw: moves.playable.size === 0 && moves.canDraw,
  });
  // Your move on its way; while moves are shown, the one just shown (yours too: the turn after
  // it is not yet on screen); then whose turn.
  const status = moves.sending
    ? t('table.sending')
    : showing && scene.last
      ? shownMoveWords(table, scene.last, scene.previous)
      : handOver && !over
        ? t('table.handOverNext', { n: handOver.handNo, next: turnText })
        : turnText;
  const scores = shownScores(view, handOver, scene);
  // The score pad has a hand once its end is shown, never while its last moves are.
  const handEnds = events.filter((e): e is Ended => e.type === 'handEnded' && motion.handShown(e.handNo));
  const hand = handAt(view, events, scene);

  return (
    <section
      class={`table-screen players-${table.seats.length}`}
      data-version={table.version}
      data-showing={showing ? 'true' : undefined}
    >
      <TableHead table={table} handNo={handNo} scores={scores} spectator={spectator} />
      <p role="status" class={yourTurn ? 'status yours' : 'status'}>
        {status}
      </p>
      <AwayNotes table={table} />
      <Retrying problem={props.s.problem} onTryNow={() => follower.wake()} />
      <Problem text={moves.error} />
      <div class="table-grid">
        <div class="table-main">
          {over && <MatchOver table={table} spectator={spectator} />}
          {handOver ? (
            <HandOver
              table={table}
              ended={handOver}
              events={events}
              lastHand={view.lastHand}
              onNext={over ? undefined : handEnd.next}
            />
          ) : (
            <>
              <PhraseBubbles table={table} phrases={phrases}>
                <Felt table={table} scene={scene} showing={showing} moves={moves} />
              </PhraseBubbles>
              {!over && (
                <Controls table={table} hand={hand} moves={moves} motion={motion} yourTurn={yourTurn} />
              )}
            </>
          )}
          <PhrasePicker table={table} phrases={phrases} />
        </div>
        <aside class="table-side">
          <Scores table={table} scores={scores} />
          <ScorePad table={table} ended={handEnds} />
          <Feed table={table} events={shownEvents(events, scene)} since={handEnd.seenAtLoad} />
          <PhraseLog table={table} phrases={phrases} />
        </aside>
      </div>
    </section>
  );
}
