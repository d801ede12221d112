/** A refusal or failure in words, announced to screen readers (nothing when there is none). */

import { t } from '../i18n';
import { useBannerClaim } from './connection';

export function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p class="problem" role="alert">
      {text}
    </p>
  );
}

/**
 * A followed table's last problem (in errorText's words: a capital, no full stop), while the
 * follower tries again (the game, the waiting room), with a button to try at once: the one
 * banner on the page while it shows (connection.ts).
 */
export function Retrying({ problem, onTryNow }: { problem: string | null; onTryNow?: () => void }) {
  useBannerClaim(problem !== null);
  if (!problem) return null;
  return (
    <div class="retrying">
      <p class="problem">{t('common.tryingAgain', { problem })}</p>
      {onTryNow && (
        <button type="button" onClick={onTryNow}>
          {t('common.tryNow')}
        </button>
      )}
    </div>
  );
}
