// The shop's shipping (decision 039): the zones and methods the owner keeps, each change in one
// transaction with its audit row, and the offers a cart has to an address, which the checkout
// prices an order with (rule 1).
import type { Database, Transaction } from "../../../db/client.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import { amountFromCents } from "../../../domain/money.ts";
import type { AdminShipping, AdminShippingMethod, ShippingMethodFields, ShippingZoneFields } from "../../../domain/schemas/shipping.ts";
import {
  type Destination,
  methodInCurrency,
  type ShippableLine,
  type ShippingMethodRule,
  type ShippingOffer,
  shippingOffers,
  type ShippingZoneRule,
} from "../../../domain/shipping.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import {
  createShippingRepository,
  type ShippingMethodRow,
  type ShippingMethodValues,
  type ShippingZoneRow,
  type ShippingZoneValues,
} from "./shipping.repository.ts";

export const SHIPPING_ZONE_NOT_FOUND = "SHIPPING_ZONE_NOT_FOUND";
export const SHIPPING_METHOD_NOT_FOUND = "SHIPPING_METHOD_NOT_FOUND";
export const SHIPPING_CODE_TAKEN = "SHIPPING_CODE_TAKEN";
export const SHIPPING_EVERYWHERE_TAKEN = "SHIPPING_EVERYWHERE_TAKEN";

const zoneRule = (row: ShippingZoneRow): ShippingZoneRule => row;
const methodRule = (row: ShippingMethodRow): ShippingMethodRule => row;

function methodView(row: ShippingMethodRow): AdminShippingMethod {
  return {
    id: row.id,
    zoneId: row.zoneId,
    code: row.code,
    name: row.name,
    kind: row.kind,
    price: amountFromCents(row.priceCents),
    bands: row.bands.map((band) => ({ upToGrams: band.upToGrams, price: amountFromCents(band.priceCents) })),
    freeOver: row.freeOverCents === null ? null : amountFromCents(row.freeOverCents),
    maxItemGrams: row.maxItemGrams,
    minDays: row.minDays,
    maxDays: row.maxDays,
    position: row.position,
    active: row.active,
  };
}

const zoneValues = (fields: ShippingZoneFields): ShippingZoneValues => fields;

function methodValues(fields: ShippingMethodFields): ShippingMethodValues {
  return {
    zoneId: fields.zoneId,
    code: fields.code,
    name: fields.name,
    kind: fields.kind,
    priceCents: fields.price,
    bands: fields.bands.map((band) => ({ upToGrams: band.upToGrams, priceCents: band.price })).sort((a, b) => a.upToGrams - b.upToGrams),
    freeOverCents: fields.freeOver,
    maxItemGrams: fields.maxItemGrams,
    minDays: fields.minDays,
    maxDays: fields.maxDays,
    position: fields.position,
    active: fields.active,
  };
}

export function createShippingService(db: Database) {
  const reading = createShippingRepository(db);

  const writing = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => db.transaction(work);
  type Repository = ReturnType<typeof createShippingRepository>;

  async function zoneOf(repository: Repository, id: number) {
    const zone = await repository.zone(id);
    if (!zone) throw new NotFoundError(SHIPPING_ZONE_NOT_FOUND);
    return zone;
  }

  async function methodOf(repository: Repository, id: number) {
    const method = await repository.method(id);
    if (!method) throw new NotFoundError(SHIPPING_METHOD_NOT_FOUND);
    return method;
  }

  /** A method's code is the order's record of it: one method a code. */
  async function codeFree(repository: Repository, code: string, id?: number) {
    const other = await repository.methodCoded(code);
    if (other && other.id !== id) throw new ConflictError(SHIPPING_CODE_TAKEN);
  }

  async function everywhereFree(repository: Repository, fields: ShippingZoneFields, id?: number) {
    if (!fields.everywhere) return;
    const other = await repository.everywhereZone();
    if (other && other.id !== id) throw new ConflictError(SHIPPING_EVERYWHERE_TAKEN);
  }

  return {
    /** The zones and methods as the owner keeps them. */
    async setup(): Promise<AdminShipping> {
      const [zones, methods] = await Promise.all([reading.zones(), reading.methods()]);
      return {
        zones: zones.map((zone) => ({
          id: zone.id,
          name: zone.name,
          countries: zone.countries,
          everywhere: zone.everywhere,
          regions: zone.regions,
          postcodes: zone.postcodes,
          position: zone.position,
          methods: methods.filter((method) => method.zoneId === zone.id).map(methodView),
        })),
        pickup: methods.filter((method) => method.zoneId === null).map(methodView),
      };
    },

    /**
     * What may send these lines to an address, cheapest first (pickup last). `convert`: the lines
     * are in another currency, and the methods' dollar amounts are compared and priced converted.
     */
    async offers(to: Destination, lines: readonly ShippableLine[], convert?: (usdCents: number) => number): Promise<ShippingOffer[]> {
      const [zones, methods] = await Promise.all([reading.zones(), reading.methods()]);
      const rules = methods.map(methodRule);
      return shippingOffers(zones.map(zoneRule), convert ? rules.map((rule) => methodInCurrency(rule, convert)) : rules, to, lines);
    },

    async createZone(actor: AuditActor, fields: ShippingZoneFields): Promise<{ id: number }> {
      return writing(async (tx) => {
        const repository = createShippingRepository(tx);
        await everywhereFree(repository, fields);
        const row = await repository.insertZone(zoneValues(fields));
        await recordAudit(tx, actor, {
          action: "shipping-zone.create",
          entityType: "shipping-zone",
          entityId: String(row.id),
          after: fields,
        });
        return { id: row.id };
      });
    },

    async updateZone(actor: AuditActor, id: number, fields: ShippingZoneFields): Promise<void> {
      await writing(async (tx) => {
        const repository = createShippingRepository(tx);
        const before = await zoneOf(repository, id);
        await everywhereFree(repository, fields, id);
        await repository.updateZone(id, zoneValues(fields));
        const { updatedAt: _updatedAt, ...was } = before;
        await recordAudit(tx, actor, {
          action: "shipping-zone.update",
          entityType: "shipping-zone",
          entityId: String(id),
          before: was,
          after: fields,
        });
      });
    },

    /** Deletes a zone and its methods; orders keep the method's code and name as they were. */
    async deleteZone(actor: AuditActor, id: number): Promise<void> {
      await writing(async (tx) => {
        const repository = createShippingRepository(tx);
        const { updatedAt: _updatedAt, ...before } = await zoneOf(repository, id);
        await repository.deleteZone(id);
        await recordAudit(tx, actor, { action: "shipping-zone.delete", entityType: "shipping-zone", entityId: String(id), before });
      });
    },

    async createMethod(actor: AuditActor, fields: ShippingMethodFields): Promise<AdminShippingMethod> {
      return writing(async (tx) => {
        const repository = createShippingRepository(tx);
        if (fields.zoneId !== null) await zoneOf(repository, fields.zoneId);
        await codeFree(repository, fields.code);
        const row = await repository.insertMethod(methodValues(fields));
        await recordAudit(tx, actor, {
          action: "shipping-method.create",
          entityType: "shipping-method",
          entityId: String(row.id),
          after: fields,
        });
        return methodView(row);
      });
    },

    async updateMethod(actor: AuditActor, id: number, fields: ShippingMethodFields): Promise<void> {
      await writing(async (tx) => {
        const repository = createShippingRepository(tx);
        const before = await methodOf(repository, id);
        if (fields.zoneId !== null) await zoneOf(repository, fields.zoneId);
        await codeFree(repository, fields.code, id);
        await repository.updateMethod(id, methodValues(fields));
        await recordAudit(tx, actor, {
          action: "shipping-method.update",
          entityType: "shipping-method",
          entityId: String(id),
          before: methodView(before),
          after: fields,
        });
      });
    },

    async deleteMethod(actor: AuditActor, id: number): Promise<void> {
      await writing(async (tx) => {
        const repository = createShippingRepository(tx);
        const before = await methodOf(repository, id);
        await repository.deleteMethod(id);
        await recordAudit(tx, actor, {
          action: "shipping-method.delete",
          entityType: "shipping-method",
          entityId: String(id),
          before: methodView(before),
        });
      });
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
