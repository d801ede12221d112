/**
 * The end of a hand: every hand revealed, the scoring spelled out, the finished line, and the
 * client's own check of the fair deal.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { FeedEvent, HandSummary, Table } from '../api/client';
import { t } from '../i18n';
import { reviewPath } from '../review/paths';
import { Link } from '../ui/navigation';
import { PlayerName } from '../ui/player-name';
import { Domino } from './Domino';
import type { Verdict } from './fair-deal';
import { returnFocusToHand } from './Hand';
import { Line } from './Line';
import { scoringLines } from './score-words';

type Ended = Extract<FeedEvent, { type: 'handEnded' }>;

function FairDeal(props: { table: Table; ended: Ended; events: FeedEvent[] }) {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const { ended, events, table } = props;
  useEffect(() => {
    const dealt = events.find(
      (e): e is Extract<FeedEvent, { type: 'handDealt' }> =>
        e.type === 'handDealt' && e.handNo === ended.handNo,
    );
    if (!dealt) {
      setVerdict({ kind: 'unchecked', reason: t('table.fair.notInFeed') });
      return;
    }
    const during = events.filter(
      (e) => e.handNo === ended.handNo && (e.type === 'play' || e.type === 'draw' || e.type === 'pass'),
    );
    let live = true;
    // The engine (and the rules' schema it brings) loads at a hand's end, not with the table.
    import('./fair-deal')
      .then(({ checkDeal }) => checkDeal({ rules: table.rules, seat: table.you, dealt, during, ended }))
      .then((v) => live && setVerdict(v))
      .catch((err) => live && setVerdict({ kind: 'failed', reason: String(err) }));
    return () => {
      live = false;
    };
  }, [ended.version, events.length]);
  if (!verdict) return <p class="fair">{t('table.fair.checking')}</p>;
  if (verdict.kind === 'verified')
    return (
      <div class="fair verified">
        <p>
          <strong>{t('table.fair.verified')}</strong>: {t('table.fair.verifiedWhy')}
        </p>
        <ul>
          {verdict.checked.map((c) => (
            <li key={c}>{c.charAt(0).toUpperCase() + c.slice(1)}.</li>
          ))}
        </ul>
      </div>
    );
  if (verdict.kind === 'failed')
    return (
      <p class="fair failed" role="alert">
        <strong>{t('table.fair.failed')}</strong>: {verdict.reason}.
      </p>
    );
  return (
    <p class="fair unchecked">
      <strong>{t('table.fair.unchecked')}</strong>: {verdict.reason}.
    </p>
  );
}

export function HandOver(props: {
  table: Table;
  ended: Ended;
  events: FeedEvent[];
  lastHand: HandSummary | null;
  onNext?: () => void;
}) {
  const { table, ended } = props;
  // The hand (or its last tile's button) gone, the keyboard's focus comes to the hand's end.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
  }, [ended.handNo]);
  const plays =
    props.lastHand?.handNo === ended.handNo
      ? props.lastHand.history.flatMap((e) =>
          e.type === 'play' ? [{ seat: e.seat, tile: e.tile, end: e.end }] : [],
        )
      : null;
  return (
    <section class="hand-over" aria-labelledby="hand-over-heading">
      <h2 id="hand-over-heading" tabIndex={-1} ref={heading}>
        {t('table.handIsOver', { n: ended.handNo })}
      </h2>
      <ul class="explain">
        {scoringLines(table, ended).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3>{t('table.everyHandRevealed')}</h3>
      <ul class="revealed" aria-label={t('table.revealedHands')}>
        {ended.hands.map((tiles, seat) => (
          <li key={seat}>
            <span class="revealed-name">
              <PlayerName seat={table.seats[seat]} you={table.you} />:{' '}
              {tiles.length ? t('common.pips', { count: ended.pips[seat] }) : t('table.out')}
            </span>
            <span class="revealed-tiles">
              {tiles.map((t) => (
                <span key={t} class="small-tile" title={t}>
                  <Domino tile={t} />
                  <span class="visually-hidden">{t}</span>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {plays && plays.length > 0 && (
        <>
          <h3>{t('table.lineAtEnd')}</h3>
          <Line plays={plays} rules={table.rules} label={t('table.lineOfHand', { n: ended.handNo })} />
        </>
      )}
      <h3>{t('table.fair.heading')}</h3>
      <FairDeal table={table} ended={ended} events={props.events} />
      {/* Its players may review a hand once it ends; a spectator once the match is over. */}
      {(table.you !== null || table.view?.status === 'over') && (
        <p>
          <Link href={reviewPath(table.id, ended.handNo)}>{t('table.reviewHand')}</Link>
        </p>
      )}
      {props.onNext && (
        <button
          type="button"
          class="primary"
          onClick={() => {
            returnFocusToHand();
            props.onNext?.();
          }}
        >
          {t('table.nextHand')}
        </button>
      )}
    </section>
  );
}
