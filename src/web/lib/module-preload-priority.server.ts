// A page's HTML is whole without its JavaScript (every page is rendered on the server), so its
// modules need not race its stylesheet and pictures for a slow link. Browsers fetch a
// <link rel="modulepreload"> at high priority (a classic `defer` script gets low), and React
// Router's <Scripts> gives no way to say otherwise: this stream adds fetchpriority="low" to every
// module preload of the page as it is sent (decision 017).
import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** The length of the end of `text` that could be the start of a preload tag cut by a chunk's end. */
function unfinishedTagLength(text: string): number {
  const from = Math.max(0, text.length - PRELOAD.length + 1);
  for (let start = text.indexOf("<", from); start !== -1; start = text.indexOf("<", start + 1)) {
    if (PRELOAD.startsWith(text.slice(start))) return text.length - start;
  }
  return 0;
}

/** Passes HTML through, asking for every module preload at low priority. */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new TextDecoder();
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.decode(chunk, { stream: true });
      const keep = unfinishedTagLength(text);
      held = text.slice(text.length - keep);
      done(null, text.slice(0, text.length - keep).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
    flush(done) {
      done(null, (held + decoder.decode()).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
  });
}
