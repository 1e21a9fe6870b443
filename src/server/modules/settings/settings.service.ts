// The shop's settings (decision 046): read by every page (the footer's contacts, the clock dates
// are shown on), kept in memory until they change; changed by the owner, each change audited with
// what it was and what it became.
import type { Database, Executor } from "../../../db/client.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import type { ShopSettingsPatch } from "../../../domain/schemas/shop-settings.ts";
import type { ShopSettings } from "../../../domain/shop-settings.ts";
import type { KeptData, KeptReader } from "../../lib/kept-data.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { createSettingsRepository, type ShopSettingsRow } from "./settings.repository.ts";

const settingsOf = (row: ShopSettingsRow): ShopSettings => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  openingHours: row.openingHours,
  timeZone: row.timeZone,
  social: row.social,
});

/** The settings that differ between two versions, each side with only those. */
function changedOf(before: ShopSettings, after: ShopSettings) {
  const keys = (Object.keys(after) as (keyof ShopSettings)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (settings: ShopSettings) => Object.fromEntries(keys.map((key) => [key, settings[key]]));
  return { keys, before: pick(before), after: pick(after) };
}

export function createSettingsService(db: Database, options: { kept?: KeptData } = {}) {
  const reading = createSettingsRepository(db);
  // Its trigger forgets everything kept (`*`, migration 0047), this too.
  const kept: KeptReader<ShopSettings> = options.kept?.kind<ShopSettings>("shop-settings") ?? ((_key, read) => read());
  // What the last read found: a page rendered while the database is away still names the shop.
  let lastKnown: ShopSettings | null = null;

  /**
   * The settings, from memory unless they changed. `via`: the caller's transaction, when it has one
   * open (the embedded database has one connection: a read beside it would wait for it forever).
   */
  async function current(via: Executor = db): Promise<ShopSettings> {
    try {
      const { value } = await kept("", async () => {
        const row = await createSettingsRepository(via).read();
        if (!row) throw new NotFoundError("The shop's settings are missing: the migrations write them");
        return { value: settingsOf(row), shows: ["settings"] };
      });
      lastKnown = value;
      return value;
    } catch (error) {
      if (lastKnown) return lastKnown;
      throw error;
    }
  }

  return {
    current,

    /** The shop's clock, an IANA zone. */
    timeZone: async (via?: Executor) => (await current(via)).timeZone,

    /** The settings read afresh, as the back office edits them. */
    async setup(): Promise<ShopSettings> {
      const row = await reading.read();
      if (!row) throw new NotFoundError("The shop's settings are missing: the migrations write them");
      return settingsOf(row);
    },

    /** Changes what the patch names; every page shows it at its next request. */
    async update(actor: AuditActor, patch: ShopSettingsPatch): Promise<ShopSettings> {
      return db.transaction(async (tx) => {
        const repository = createSettingsRepository(tx);
        const row = await repository.lock();
        if (!row) throw new NotFoundError("The shop's settings are missing: the migrations write them");
        const before = settingsOf(row);
        const after: ShopSettings = { ...before, ...patch };
        const changed = changedOf(before, after);
        if (changed.keys.length === 0) return before;
        const saved = settingsOf(await repository.save(after));
        await recordAudit(tx, actor, {
          action: "settings.update",
          entityType: "settings",
          entityId: "shop",
          before: changed.before,
          after: changed.after,
        });
        return saved;
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
