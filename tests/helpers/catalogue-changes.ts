import { CatalogueChanges, type CatalogueChangeSource } from "../../src/server/lib/catalogue-changes.ts";

/**
 * The catalogue's changes as the database holds them: `give` numbers a change (its transaction
 * still open), `commit` makes it readable; `change` does both.
 */
export function changesOf() {
  const state = { given: 0, committed: [] as { id: number; tags: string[] }[], reads: 0 };
  const source: CatalogueChangeSource = {
    version: async () => state.given,
    changes: async (after, upTo, also) => {
      state.reads += 1;
      return state.committed.filter((c) => (c.id > after && c.id <= upTo) || also.includes(c.id));
    },
  };
  const give = () => ++state.given;
  const commit = (id: number, tags: string[]) => state.committed.push({ id, tags });
  return { state, source, give, commit, change: (tags: string[]) => commit(give(), tags) };
}

/** Changes read from `changesOf()`'s database and heard on its channel. */
export function heardChanges(db: ReturnType<typeof changesOf> = changesOf()) {
  const changes = new CatalogueChanges(db.source);
  const channel = changes.listener();
  channel.lost(true);
  return { db, changes, channel };
}
