/**
 * A Mexican Train match on screen: the round and the engine, whose turn, the hub (each train
 * with its owner's tile count and total), your hand (a legal tile, then a highlighted train), Stop for a
 * first-turn run, the last moves, and the round's and the match's end. The others' moves are
 * shown one at a time, as the line table shows them (usePacing, ../motion.ts); yours at once.
 */
import { useEffect, useState } from 'preact/hooks';
import { errorText, type Schemas, type TrainTable } from '../../api/client';
import { t } from '../../i18n';
import { seatName } from '../../ui/names';
import { Problem, Retrying } from '../../ui/problem';
import { soundOn, useTurnAlert } from '../alerts';
import { Hand, returnFocusToHand } from '../Hand';
import { usePacing } from '../motion';
import type { TrainFollowed, TrainFollower, TrainMove } from './follow';
import { Hub, trainName } from './Hub';
import { MatchOver, RoundOver } from './RoundOver';
import { currentRound, roundOf, trainSceneAt } from './scene';
import { TrainHintButton } from './TrainHint';

type TrainView = Schemas['TrainView'];
type HistoryEvent = Schemas['TrainHistoryEvent'];

/** How many of the round's last moves are listed. */
const LOG_LENGTH = 6;

/** The trains each playable tile fits, from the view's legalMoves (never worked out here). */
export function fits(view: TrainView): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const m of view.legalMoves ?? [])
    if (m.type === 'play') map.set(m.tile, [...(map.get(m.tile) ?? []), m.train]);
  return map;
}

/** One move of the round's log in words (your own draw's tile once the round is over: hidden). */
export function logWords(table: TrainTable, e: HistoryEvent): string {
  const who = e.seat === table.you ? 'you' : 'other';
  const name = seatName(table.seats[e.seat]);
  switch (e.type) {
    case 'play':
      return t('trains.log.play', {
        who,
        name,
        tile: e.tile,
        train: trainName(table, table.view!.trains[e.train], true),
      });
    case 'draw':
      return e.tile ? t('trains.log.drewYou', { tile: e.tile }) : t('trains.log.draw', { who, name });
    case 'pass':
      return t('trains.log.pass', { who, name });
    case 'stop':
      return t('trains.log.stop', { who, name });
  }
}

export function TrainPlay(props: { s: TrainFollowed; follower: TrainFollower }) {
  const { follower } = props;
  const table = props.s.table!;
  const view = table.view!;
  const [chosen, setChosen] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The last round whose end the person has moved on from: a round that ends later is shown first.
  const [seenRound, setSeenRound] = useState(() => view.lastRound?.round ?? 0);

  const pacing = usePacing({
    id: table.id,
    you: table.you,
    handNo: view.round,
    moves: view.history.length,
    movesOf: (round) => roundOf(view, round)?.history ?? null,
  });
  const record = roundOf(view, pacing.handNo);
  const scene = record ? trainSceneAt(record, pacing.step) : trainSceneAt(currentRound(view), Infinity);
  const { showing } = pacing;

  const over = view.status === 'over';
  const last = view.lastRound;
  // A round's end is due until the person goes on; it shows once its last move has been shown.
  const due = last !== null && (over || last.round > seenRound);
  const roundOver = due && pacing.handShown(last.round) ? last : null;
  // A finished round shown to its end with no end to show (gone on before): the round in play.
  useEffect(() => {
    if (!showing && !due && scene.round < view.round) pacing.nextHand();
  }, [showing, due, scene.round, view.round]);
  const inPlay = scene.round === view.round;
  const legal = fits(view);
  const yourTurn =
    !over && !roundOver && !showing && inPlay && view.turn !== null && view.turn === table.you && !sending;
  const canStop = yourTurn && (view.legalMoves ?? []).some((m) => m.type === 'stop');
  const chosenTrains = chosen && yourTurn ? (legal.get(chosen) ?? null) : null;
  const round = t('trains.round', { round: scene.round, rounds: view.rounds, engine: scene.engine });
  // The tab's title, icon and sound say it is your turn while you look elsewhere.
  useTurnAlert(`${t('trains.name')} · ${round}`, yourTurn, soundOn());

  async function send(move: TrainMove) {
    setError(null);
    setSending(true);
    returnFocusToHand();
    try {
      await follower.move(move);
      setChosen(null);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  }

  function onTile(tile: string) {
    const trains = legal.get(tile) ?? [];
    if (trains.length === 1) void send({ type: 'play', tile, train: trains[0] });
    else setChosen(chosen === tile ? null : tile);
  }

  const status = sending
    ? t('table.sending')
    : showing && scene.last
      ? logWords(table, scene.last)
      : over
        ? t('trains.status.over')
        : roundOver
          ? t('trains.status.roundOver', { round: roundOver.round })
          : yourTurn
            ? view.mustPlay
              ? t('trains.status.mustPlay', { tile: view.mustPlay })
              : chosenTrains
                ? t('trains.status.chosen', { tile: chosen! })
                : view.run
                  ? t('trains.status.run')
                  : t('trains.status.yourTurn')
            : t('trains.status.theirTurn', { name: seatName(table.seats[scene.turn ?? 0]) });
  const shownMoves = (record ?? currentRound(view)).history.slice(0, scene.step);
  const log = shownMoves.slice(-LOG_LENGTH);
  // Your hand as it was in the round shown (a finished round's as it ended).
  const hand = inPlay ? view.hand : table.you !== null ? (last?.hands[table.you] ?? null) : null;

  return (
    <section
      class={`table-screen train-screen players-${view.players}`}
      data-version={table.version}
      data-round={scene.round}
      data-showing={showing ? 'true' : undefined}
    >
      <header class="train-head">
        <h1 tabIndex={-1}>
          {t('trains.name')}
          {table.rated && <small class="rated-mark"> {t('table.wait.rated')}</small>}
        </h1>
        <p class="train-round">{round}</p>
      </header>
      <p role="status" class={yourTurn ? 'status yours' : 'status'}>
        {status}
      </p>
      <Retrying problem={props.s.problem} onTryNow={() => follower.wake()} />
      <Problem text={error} />
      {props.s.spectator && <p class="hint">{t('trains.watching')}</p>}
      {over && view.places && <MatchOver table={table} places={view.places} totals={view.totals} />}
      {roundOver ? (
        <RoundOver
          table={table}
          last={roundOver}
          onNext={
            over
              ? undefined
              : () => {
                  setSeenRound(roundOver.round);
                  pacing.nextHand();
                }
          }
        />
      ) : (
        <>
          <Hub
            table={table}
            scene={scene}
            chosen={chosen && chosenTrains ? { tile: chosen, trains: chosenTrains } : null}
            onTrain={(train) => chosen && void send({ type: 'play', tile: chosen, train })}
          />
          <p class="boneyard-count">{t('trains.boneyard', { count: scene.boneyard })}</p>
          {hand && (
            <Hand
              tiles={hand}
              playable={yourTurn ? new Set(legal.keys()) : new Set()}
              chosen={chosenTrains ? chosen : null}
              pips={inPlay ? view.handPips : null}
              onTile={onTile}
            />
          )}
          <div class="actions">
            {canStop && (
              <button type="button" onClick={() => void send({ type: 'stop' })}>
                {t('trains.stop')}
              </button>
            )}
            {yourTurn && <TrainHintButton table={table} />}
            {chosenTrains && (
              <button type="button" onClick={() => setChosen(null)}>
                {t('table.chooseAnother')}
              </button>
            )}
            {showing && (
              <button type="button" class="link" onClick={pacing.skip}>
                {t('table.skipToNow')}
              </button>
            )}
          </div>
          {log.length > 0 && (
            <section class="train-log" aria-labelledby="train-log-heading">
              <h2 id="train-log-heading">{t('trains.lastMoves')}</h2>
              <ol>
                {log.map((e, i) => (
                  <li key={shownMoves.length - log.length + i}>{logWords(table, e)}</li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
    </section>
  );
}
