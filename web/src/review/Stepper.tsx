/**
 * Moving through the hand: to the deal, back a step, forward a step, to the end, with buttons and
 * with the keyboard anywhere on the page (ArrowLeft, ArrowRight, Home, End), except in a field
 * or in a box that scrolls with those keys (marked `data-own-arrows`).
 */
import { useEffect } from 'preact/hooks';
import { t } from '../i18n';

const OWN_KEYS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** The keyboard's steps: `go(to)` with the frame wanted, 0..last. */
export function useStepKeys(at: number, last: number, go: (to: number) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (OWN_KEYS.has(target.tagName) || target.isContentEditable)) return;
      // A box that scrolls keeps its arrows for scrolling (the accuracy table on a phone).
      if (target?.closest?.('[data-own-arrows]')) return;
      const to =
        e.key === 'ArrowLeft'
          ? at - 1
          : e.key === 'ArrowRight'
            ? at + 1
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? last
                : null;
      if (to === null) return;
      e.preventDefault();
      go(Math.max(0, Math.min(last, to)));
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [at, last, go]);
}

export function Stepper(props: { at: number; last: number; go: (to: number) => void }) {
  const { at, last, go } = props;
  return (
    <fieldset class="stepper actions">
      <legend class="visually-hidden">{t('review.stepThrough')}</legend>
      <button type="button" onClick={() => go(0)} disabled={at === 0} aria-keyshortcuts="Home">
        {t('review.toDeal')}
      </button>
      <button type="button" onClick={() => go(at - 1)} disabled={at === 0} aria-keyshortcuts="ArrowLeft">
        {t('review.back')}
      </button>
      <button
        type="button"
        class="primary"
        onClick={() => go(at + 1)}
        disabled={at === last}
        aria-keyshortcuts="ArrowRight"
      >
        {t('review.forward')}
      </button>
      <button type="button" onClick={() => go(last)} disabled={at === last} aria-keyshortcuts="End">
        {t('review.toEnd')}
      </button>
    </fieldset>
  );
}
