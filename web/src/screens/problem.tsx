/** A refusal or failure in words, announced to screen readers (nothing when there is none). */
export function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p class="problem" role="alert">
      {text}
    </p>
  );
}
