// The two text forms of a part's lists, read and written the same way by the editor's form and
// the catalogue files: "Name: value" lines (specifications, OEM and cross-reference numbers) and
// comma-separated tags. Writing then reading gives back what was written.

/** The non-blank lines of a text, trimmed. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "Name: value" split at the first colon; a line without one is the whole value, unnamed. */
export function nameValueOf(line: string): { name: string; value: string } {
  const at = line.indexOf(":");
  return at < 0 ? { name: "", value: line } : { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
}

/** Every "Name: value" line of a text. */
export function readNameValueLines(text: string): { name: string; value: string }[] {
  return linesOf(text).map(nameValueOf);
}

/** Lines of "Name: value", one an item; an item without a name is its value alone. */
export function writeNameValueLines(items: readonly { name: string; value: string }[]): string {
  return items.map((item) => (item.name ? `${item.name}: ${item.value}` : item.value)).join("\n");
}

/** A maker's numbers ("Toyota: 04465-0K240", one a line). */
export function readMakerCodes(text: string): { maker: string; code: string }[] {
  return readNameValueLines(text).map(({ name, value }) => ({ maker: name, code: value }));
}

export function writeMakerCodes(codes: readonly { maker: string; code: string }[]): string {
  return writeNameValueLines(codes.map((code) => ({ name: code.maker, value: code.code })));
}

/** Tags typed as one line, comma separated: trimmed, blanks and repeats dropped. */
export function readTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

export function writeTags(tags: readonly string[]): string {
  return tags.join(", ");
}
