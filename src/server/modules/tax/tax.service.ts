// The shop's tax (decision 040): the rates and settings the owner keeps, each change in one
// transaction with its audit row, and the table the checkout and the storefront price with.
import type { Database, Transaction } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import type { AdminTax, AdminTaxRate, TaxRateFields, TaxSettingsFields } from "../../../domain/schemas/tax.ts";
import { type PricesShown, pricesShown, type TaxTable } from "../../../domain/tax.ts";
import type { KeptData, KeptReader } from "../../lib/kept-data.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { createTaxRepository, type TaxRateRow, type TaxRateValues } from "./tax.repository.ts";

export const TAX_RATE_NOT_FOUND = "TAX_RATE_NOT_FOUND";
/** A country (and region) has one rate a tax class. */
export const TAX_RATE_TAKEN = "TAX_RATE_TAKEN";

function rateView(row: TaxRateRow): AdminTaxRate {
  return {
    id: row.id,
    countryCode: row.countryCode,
    region: row.region,
    taxClass: row.taxClass,
    name: row.name,
    rate: row.basisPoints / 100,
    included: row.included,
    shippingTaxed: row.shippingTaxed,
  };
}

const rateValues = ({ rate, ...fields }: TaxRateFields): TaxRateValues => ({ ...fields, basisPoints: rate });

export function createTaxService(db: Database, options: { kept?: KeptData } = {}) {
  const reading = createTaxRepository(db);
  // Read by every checkout's pricing and every page's prices: kept in memory until a rate or the
  // setting changes (their triggers forget everything kept, `*`; migration 0041).
  const keptTable: KeptReader<TaxTable> = options.kept?.kind<TaxTable>("tax-table") ?? ((_key, read) => read());

  /** A change in one transaction; a second rate for the same place and class is a conflict, not a failure. */
  async function writing<T>(work: (tx: Transaction, repository: ReturnType<typeof createTaxRepository>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((tx) => work(tx, createTaxRepository(tx)));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(TAX_RATE_TAKEN);
      throw error;
    }
  }

  async function rateOf(repository: ReturnType<typeof createTaxRepository>, id: number) {
    const row = await repository.rate(id);
    if (!row) throw new NotFoundError(TAX_RATE_NOT_FOUND);
    return row;
  }

  /** What orders and prices are taxed by; a change shows at the next request in every process. */
  async function table(): Promise<TaxTable> {
    const kept = await keptTable("", async () => {
      const [settings, rates] = await Promise.all([reading.settings(), reading.rates()]);
      return {
        value: {
          settings: { pricesIncludeTax: settings.pricesIncludeTax, homeCountryCode: settings.homeCountryCode },
          rates: rates.map(({ updatedAt: _updatedAt, ...rate }) => rate),
        },
        shows: ["tax"],
      };
    });
    return kept.value;
  }

  return {
    table,

    /** How prices show in a country: the one the shopper chose, else the shop's own. */
    async pricesShown(countryCode: string | null): Promise<PricesShown> {
      const taxes = await table();
      return pricesShown(taxes, countryCode ?? taxes.settings.homeCountryCode);
    },

    /** The settings and rates as the owner keeps them. */
    async setup(): Promise<AdminTax> {
      const [settings, rates] = await Promise.all([reading.settings(), reading.rates()]);
      return {
        settings: { pricesIncludeTax: settings.pricesIncludeTax, homeCountryCode: settings.homeCountryCode },
        rates: rates.map(rateView),
      };
    },

    async saveSettings(actor: AuditActor, fields: TaxSettingsFields): Promise<void> {
      await writing(async (tx, repository) => {
        const { id: _id, ...before } = await repository.settings();
        await repository.saveSettings(fields);
        await recordAudit(tx, actor, { action: "tax-settings.update", entityType: "tax-settings", entityId: "1", before, after: fields });
      });
    },

    async createRate(actor: AuditActor, fields: TaxRateFields): Promise<AdminTaxRate> {
      return writing(async (tx, repository) => {
        const row = await repository.insertRate(rateValues(fields));
        if (!row) throw new ConflictError(TAX_RATE_TAKEN);
        await recordAudit(tx, actor, { action: "tax-rate.create", entityType: "tax-rate", entityId: String(row.id), after: fields });
        return rateView(row);
      });
    },

    async updateRate(actor: AuditActor, id: number, fields: TaxRateFields): Promise<void> {
      await writing(async (tx, repository) => {
        const before = await rateOf(repository, id);
        await repository.updateRate(id, rateValues(fields));
        await recordAudit(tx, actor, {
          action: "tax-rate.update",
          entityType: "tax-rate",
          entityId: String(id),
          before: rateView(before),
          after: fields,
        });
      });
    },

    /** Orders keep the tax they were charged: deleting a rate changes no order. */
    async deleteRate(actor: AuditActor, id: number): Promise<void> {
      await writing(async (tx, repository) => {
        const before = await rateOf(repository, id);
        await repository.deleteRate(id);
        await recordAudit(tx, actor, { action: "tax-rate.delete", entityType: "tax-rate", entityId: String(id), before: rateView(before) });
      });
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
