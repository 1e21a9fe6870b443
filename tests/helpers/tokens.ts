/** The token with one meaningful character of its signature changed, never to the one it had. */
export function alteredSignature(token: string): string {
  // The second to last: a base64url signature's last character carries unused bits.
  const at = token.length - 2;
  const changed = token[at] === "A" ? "B" : "A";
  return `${token.slice(0, at)}${changed}${token.slice(at + 1)}`;
}
