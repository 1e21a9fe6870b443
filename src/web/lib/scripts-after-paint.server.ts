// Sends the module preloads and module scripts React Router's <Scripts> writes inert, for the
// page's last script to make live after its first paint (scripts-after-paint.ts, decision 018).
// It reads tags, not the text of React Router's scripts: a `<link>` with rel="modulepreload" and a
// `<script>` with type="module", wherever they stand and however the stream is cut.
import { Transform } from "node:stream";

import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from "./scripts-after-paint.ts";

const TAG = /<(link|script)\b[^>]*>/g;

function inert(tag: string, name: string): string {
  return name === "link"
    ? tag.replace(/ rel="modulepreload"/, ` rel="${INERT_PRELOAD_REL}"`)
    : tag.replace(/ type="module"/, ` type="${INERT_MODULE_TYPE}"`);
}

/** The length of the end of `text` that may be a `<link` or `<script` tag cut by a chunk's end. */
function unfinishedTagLength(text: string): number {
  const start = text.lastIndexOf("<");
  if (start === -1 || text.includes(">", start)) return 0;
  const tail = text.slice(start + 1, start + 8).toLowerCase();
  const unfinished = ["link", "script"].some((name) => name.startsWith(tail.split(/[\s/]/)[0]!));
  return unfinished ? text.length - start : 0;
}

/**
 * Passes HTML through with its module preloads and module scripts inert. What React writes in one
 * turn of the event loop (its shell: a hundred 2 KB pieces) goes on as one piece: each piece
 * costs the streams after it (the response, compression, the socket) a round of their own, and
 * compressing a page piece by piece took a third of a rendered page's time.
 */
export function scriptsAfterPaint(): Transform {
  const decoder = new TextDecoder();
  let held = "";
  let gathered: string[] = [];
  let sending: NodeJS.Immediate | null = null;
  const rewrite = (text: string) => text.replace(TAG, (tag, name: string) => inert(tag, name.toLowerCase()));
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.decode(chunk, { stream: true });
      const keep = unfinishedTagLength(text);
      held = text.slice(text.length - keep);
      gathered.push(rewrite(text.slice(0, text.length - keep)));
      sending ??= setImmediate(send);
      done();
    },
    flush(done) {
      if (sending) clearImmediate(sending);
      gathered.push(rewrite(held + decoder.decode()));
      send();
      done();
    },
  });
  function send(): void {
    sending = null;
    const text = gathered.join("");
    gathered = [];
    if (text) transform.push(text);
  }
  return transform;
}
