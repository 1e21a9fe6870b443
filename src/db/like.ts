/** Text for a LIKE pattern, its wildcards (and the escape) taken literally: what a shopper or staff typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
