// Discount codes and automatic promotions (decision 044): the owner's list of them, what they take
// off a cart at the checkout, and each order's use of one, spent once whatever the concurrency.
import type { Database, Transaction } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import {
  applyDiscounts,
  type DiscountableLine,
  type DiscountLine,
  type DiscountOutcome,
  type DiscountRefusal,
  type DiscountRule,
  normalCode,
  REFUSAL_MESSAGES,
} from "../../../domain/discounts.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "../../../domain/errors.ts";
import { amountFromCents } from "../../../domain/money.ts";
import type { AdminDiscount, DiscountFields, DiscountForm } from "../../../domain/schemas/discounts.ts";
import { instantOfShopMinute } from "../../../domain/shop-time.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { createDiscountsRepository, type DiscountRow, type DiscountValues } from "./discounts.repository.ts";

export const DISCOUNT_NOT_FOUND = "DISCOUNT_NOT_FOUND";
export const DISCOUNT_CODE_TAKEN = "DISCOUNT_CODE_TAKEN";
/** A discount some order used stays (deactivated): its orders name it. */
export const DISCOUNT_USED = "DISCOUNT_USED";
/** A SKU the back office's form names that no part has. */
export const SKU_UNKNOWN = "SKU_UNKNOWN";

function discountView(row: DiscountRow & { uses: number; paidUses: number; takenOffCents: number }): AdminDiscount {
  return {
    id: row.id,
    code: row.code,
    title: { en: row.title.en, ru: row.title.ru ?? "", ar: row.title.ar ?? "" },
    kind: row.kind,
    percent: row.basisPoints / 100,
    amount: amountFromCents(row.amountCents),
    minSubtotal: row.minSubtotalCents === null ? null : amountFromCents(row.minSubtotalCents),
    categoryIds: row.categoryIds,
    brandIds: row.brandIds,
    productIds: row.productIds,
    vehicleId: row.vehicleId,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    combines: row.combines,
    active: row.active,
    uses: row.uses,
    paidUses: row.paidUses,
    takenOff: amountFromCents(row.takenOffCents),
    createdAt: row.createdAt.toISOString(),
  };
}

function discountValues(fields: DiscountFields): DiscountValues {
  return {
    code: fields.code,
    title: fields.title,
    kind: fields.kind,
    basisPoints: fields.kind === "percent" ? fields.percent : 0,
    amountCents: fields.kind === "fixed" ? fields.amount : 0,
    minSubtotalCents: fields.minSubtotal,
    categoryIds: [...new Set(fields.categoryIds)],
    brandIds: [...new Set(fields.brandIds)],
    productIds: [...new Set(fields.productIds)],
    vehicleId: fields.vehicleId,
    startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
    endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
    usageLimit: fields.usageLimit,
    perCustomerLimit: fields.perCustomerLimit,
    combines: fields.combines,
    active: fields.active,
  };
}

function ruleOf(row: DiscountRow & { usedCount: number }, convert: (cents: number) => number): DiscountRule {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    basisPoints: row.basisPoints,
    amountCents: convert(row.amountCents),
    minSubtotalCents: row.minSubtotalCents === null ? null : convert(row.minSubtotalCents),
    categoryIds: row.categoryIds,
    brandIds: row.brandIds,
    productIds: row.productIds,
    vehicleId: row.vehicleId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    perCustomerLimit: row.perCustomerLimit,
    combines: row.combines,
    active: row.active,
  };
}

const isLimited = (rule: DiscountRule) =>
  rule.vehicleId !== null || rule.categoryIds.length + rule.brandIds.length + rule.productIds.length > 0;

/** A cart's discounts, ready to be worked out once its lines are priced (domain/tax.ts priceOrder). */
export interface CartDiscounts {
  /** What applies to lines of these totals (in the cart's order) and this delivery, and why the typed code does not. */
  apply(lineTotals: readonly number[], shippingCents: number): DiscountOutcome;
  /** The discounts applied, as the order's totals show them. */
  linesOf(outcome: DiscountOutcome): DiscountLine[];
  /** The code the shopper typed, as the shop reads it; null when none. */
  code: string | null;
}

export interface CartToDiscount {
  /** The code typed, as typed; empty or absent: none. */
  code?: string | null | undefined;
  /** Whose cart (the per-customer limits); null before the address is known. */
  email: string | null;
  /** Each line's part, in the cart's order. */
  productIds: readonly number[];
  now?: Date;
  /** Minor units of the shop's currency into the order's (fixed amounts and minimums); none: the same. */
  convert?: (cents: number) => number;
}

export function createDiscountsService(db: Database) {
  const reading = createDiscountsRepository(db);

  async function writing<T>(work: (tx: Transaction, repository: ReturnType<typeof createDiscountsRepository>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((tx) => work(tx, createDiscountsRepository(tx)));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(DISCOUNT_CODE_TAKEN);
      throw error;
    }
  }

  async function existing(repository: ReturnType<typeof createDiscountsRepository>, id: number): Promise<DiscountRow> {
    const row = await repository.byId(id);
    if (!row) throw new NotFoundError(DISCOUNT_NOT_FOUND);
    return row;
  }

  const withoutCounts = (row: DiscountRow) => ({ ...row, uses: 0, paidUses: 0, takenOffCents: 0 });

  return {
    async list(): Promise<AdminDiscount[]> {
      return (await reading.list()).map(discountView);
    },

    /**
     * The back office's form as the API's fields: its times read on the shop's clock, its parts by
     * SKU (a SKU no part has is refused).
     */
    async fieldsOfForm(form: DiscountForm, timeZone: string): Promise<DiscountFields> {
      const skus = form.skus ?? [];
      const ids = await reading.productIdsOfSkus(skus);
      if (skus.some((sku) => !ids.has(sku))) throw new InvalidInputError(SKU_UNKNOWN);
      const instant = (local: string | undefined) => (local ? (instantOfShopMinute(local, timeZone)?.toISOString() ?? null) : null);
      return {
        code: form.code ?? null,
        title: form.title,
        kind: form.kind,
        percent: form.percent ?? 0,
        amount: form.amount ?? 0,
        minSubtotal: form.minSubtotal ?? null,
        categoryIds: form.categoryId ? [form.categoryId] : [],
        brandIds: form.brandId ? [form.brandId] : [],
        productIds: [...ids.values()],
        vehicleId: null,
        startsAt: instant(form.startsAt),
        endsAt: instant(form.endsAt),
        usageLimit: form.usageLimit ?? null,
        perCustomerLimit: form.perCustomerLimit ?? null,
        combines: form.combines,
        active: form.active,
      };
    },

    /** The brands a discount may be limited to, for its form. */
    brandChoices: () => reading.brandChoices(),

    /** The SKUs of a discount's parts, for its form. */
    skusOf: (productIds: readonly number[]) => reading.skusOf(productIds),

    async one(id: number): Promise<AdminDiscount> {
      const row = (await reading.list()).find((each) => each.id === id);
      if (!row) throw new NotFoundError(DISCOUNT_NOT_FOUND);
      return discountView(row);
    },

    async create(actor: AuditActor, fields: DiscountFields): Promise<AdminDiscount> {
      return writing(async (tx, repository) => {
        const row = await repository.insert(discountValues(fields));
        if (!row) throw new ConflictError(DISCOUNT_CODE_TAKEN);
        await recordAudit(tx, actor, { action: "discount.create", entityType: "discount", entityId: String(row.id), after: fields });
        return discountView(withoutCounts(row));
      });
    },

    async update(actor: AuditActor, id: number, fields: DiscountFields): Promise<void> {
      await writing(async (tx, repository) => {
        const before = await existing(repository, id);
        await repository.update(id, discountValues(fields));
        await recordAudit(tx, actor, {
          action: "discount.update",
          entityType: "discount",
          entityId: String(id),
          before: discountView(withoutCounts(before)),
          after: fields,
        });
      });
    },

    /** Only a discount no order used: one that was used is deactivated instead, so its orders still name it. */
    async remove(actor: AuditActor, id: number): Promise<void> {
      await writing(async (tx, repository) => {
        const before = await existing(repository, id);
        if (await repository.hasUses(id)) throw new ConflictError(DISCOUNT_USED);
        await repository.delete(id);
        await recordAudit(tx, actor, {
          action: "discount.delete",
          entityType: "discount",
          entityId: String(id),
          before: discountView(withoutCounts(before)),
        });
      });
    },

    /** The discounts that may apply to a cart, read once; worked out when its lines are priced. */
    async forCart(cart: CartToDiscount): Promise<CartDiscounts> {
      const typed = cart.code?.trim() ? normalCode(cart.code) : null;
      const rows = await reading.forCart(typed);
      const convert = cart.convert ?? ((cents: number) => cents);
      const rules = rows.map((row) => ruleOf(row, convert));
      const vehicleIds = [...new Set(rules.flatMap((rule) => (rule.vehicleId === null ? [] : [rule.vehicleId])))];
      const [facts, usesByCustomer] = await Promise.all([
        // A cart's parts are looked at only for a rule limited to some of them.
        rules.some(isLimited) ? reading.partFacts([...new Set(cart.productIds)], vehicleIds) : [],
        cart.email && rules.some((rule) => rule.perCustomerLimit !== null)
          ? reading.usesBy(
              cart.email,
              rules.map((rule) => rule.id),
            )
          : new Map<number, number>(),
      ]);
      const factsOf = new Map(facts.map((each) => [each.productId, each]));
      const titles = new Map(rows.map((row) => [row.id, row.title]));
      const now = cart.now ?? new Date();
      return {
        code: typed,
        apply(lineTotals, shippingCents) {
          const lines: DiscountableLine[] = cart.productIds.map((productId, index) => {
            const part = factsOf.get(productId);
            return {
              productId,
              categoryIds: part?.categoryIds ?? [],
              brandId: part?.brandId ?? 0,
              fitsVehicles: new Set(part?.vehicleIds ?? []),
              totalCents: lineTotals[index] ?? 0,
            };
          });
          return applyDiscounts(rules, typed, lines, shippingCents, { now, usesByCustomer });
        },
        linesOf(outcome) {
          return outcome.applied.map(({ rule, totalCents, shippingCents }) => ({
            discountId: rule.id,
            code: rule.code,
            title: titles.get(rule.id) ?? { en: rule.code ?? "Discount" },
            cents: totalCents,
            shippingCents,
          }));
        },
      };
    },

    /**
     * Spends an order's discounts in its checkout's transaction: each discount's row is locked and
     * its standing uses counted, so the last use of a code goes to one order however many race
     * for it; the others are refused (and their whole order with them).
     */
    async redeem(
      tx: Transaction,
      order: { id: string; email: string; userId: string | null },
      lines: readonly DiscountLine[],
    ): Promise<void> {
      const repository = createDiscountsRepository(tx);
      for (const line of [...lines].sort((a, b) => a.discountId - b.discountId)) {
        const counted = await repository.lockAndCount(line.discountId, order.email);
        const name = line.code ?? line.title.en;
        let refusal: "used-up" | "used-by-you" | null = null;
        if (!counted || !counted.row.active) refusal = "used-up";
        else if (counted.row.usageLimit !== null && counted.uses >= counted.row.usageLimit) refusal = "used-up";
        else if (counted.row.perCustomerLimit !== null && counted.usesByCustomer >= counted.row.perCustomerLimit) refusal = "used-by-you";
        if (refusal) throw new ConflictError(`The code ${name} ${REFUSAL_MESSAGES[refusal]}`);
        await repository.recordUse({
          orderId: order.id,
          discountId: line.discountId,
          email: order.email,
          userId: order.userId,
          cents: line.cents,
        });
      }
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
export type { DiscountRefusal };
