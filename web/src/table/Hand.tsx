/**
 * Your hand: a list named "Your hand" of buttons, one per tile, each named by the tile ("4-6");
 * the playable ones (from the view's legalMoves, never worked out here) enabled, the others
 * disabled and drawn dimmed; tiles just drawn are marked until the next move. After a move made
 * from the hand (or its end chosen, or a draw) the keyboard's focus comes back to the hand: to
 * the list while it waits, to the first playable tile when it is your turn again.
 */
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n';
import { Domino } from './Domino';

/** Whether the focus is to come back to the hand (a move was made from it, or the next hand asked for). */
let focusBack = false;

/** Brings the keyboard's focus to the hand once its move is made (or the next hand dealt). */
export function returnFocusToHand(): void {
  focusBack = true;
}

/**
 * The focus went elsewhere on purpose, or a press did (not lost with a button that went away,
 * nor to an end choice).
 */
function onFocusIn(e: Event): void {
  const to = e.target as Element | null;
  if (to instanceof Element && (to.closest('.hand') || to.closest('.end-choice'))) return;
  focusBack = false;
}

function lostFocus(): boolean {
  const active = document.activeElement;
  return !active || active === document.body;
}

export function Hand(props: {
  tiles: string[];
  playable: Set<string>;
  chosen: string | null;
  pips: number | null;
  /** Tiles drawn by the last move shown. */
  drawn?: string[];
  onTile: (tile: string) => void;
}) {
  const drawn = new Set(props.drawn ?? []);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onFocusIn);
    };
  }, []);
  // After each render: a focus lost (its button disabled or gone) comes back to the hand; the
  // list's focus moves on to the first playable tile once there is one.
  useEffect(() => {
    const el = list.current;
    if (!el || !focusBack) return;
    const onList = document.activeElement === el;
    if (!lostFocus() && !onList) return;
    const first = el.querySelector<HTMLButtonElement>('button:not([disabled])');
    // Without scrolling: a person reading the log further down stays where they are.
    if (first) first.focus({ preventScroll: true });
    else if (!onList) el.focus({ preventScroll: true });
  });
  return (
    <section class="hand-panel" aria-labelledby="hand-heading">
      <h2 id="hand-heading">
        {t('table.yourHand')}{' '}
        <small>
          {t('common.tiles', { count: props.tiles.length })}
          {props.pips !== null && `, ${t('common.pips', { count: props.pips })}`}
        </small>
      </h2>
      <ul class="hand" aria-label={t('table.yourHand')} ref={list} tabIndex={-1}>
        {props.tiles.map((t) => (
          <li key={t} class={drawn.has(t) ? 'drawn' : undefined}>
            <button
              type="button"
              class="hand-tile"
              aria-label={t}
              aria-pressed={props.chosen === t ? true : undefined}
              disabled={!props.playable.has(t)}
              onClick={() => {
                returnFocusToHand();
                props.onTile(t);
              }}
            >
              <Domino tile={t} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
