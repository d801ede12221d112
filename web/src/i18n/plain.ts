/**
 * Whether a message is its own text: no ICU syntax in it (no argument, plural, select or tag),
 * so that t() returns it as it is (docs/i18n.md#sizes).
 */
export function isPlain(message: string): boolean {
  return !/[{}<>]|''/.test(message);
}
