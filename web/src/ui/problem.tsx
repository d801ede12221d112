/** A refusal or failure in words, announced to screen readers (nothing when there is none). */
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
 * follower tries again (the game, the waiting room).
 */
export function Retrying({ problem }: { problem: string | null }) {
  return problem ? <p class="problem">{problem}. Trying again…</p> : null;
}
