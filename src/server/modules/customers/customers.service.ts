// The back office's customers: find them, see an account's orders, addresses and
// garage, and disable an account (its sessions end in the same transaction; audited).
import type { Database } from "../../../db/client.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import { amountFromCents } from "../../../domain/money.ts";
import { ADMIN_PAGE_SIZE, type AdminCustomer, type AdminCustomerQuery, type AdminCustomerSummary } from "../../../domain/schemas/admin.ts";
import { vehicleLabel } from "../../../domain/schemas/vehicle-rules.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { paginate } from "../../lib/pagination.ts";
import { type AddressesService, createAccountAccessService, type GarageService } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import type { AdminOrdersService } from "../orders/index.ts";
import { createCustomersRepository, type CustomerRow } from "./customers.repository.ts";

export const CUSTOMER_NOT_FOUND = "Customer not found";
export const STAFF_ACCESS_ELSEWHERE = "This account belongs to staff: the owner manages it on the Staff page.";

const toSummary = (row: CustomerRow): AdminCustomerSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  emailVerified: row.emailVerifiedAt !== null,
  disabled: row.disabledAt !== null,
  orders: row.orders,
  spent: amountFromCents(row.spentCents),
});

export interface CustomersDeps {
  addresses: Pick<AddressesService, "list">;
  garage: Pick<GarageService, "get">;
  orders: Pick<AdminOrdersService, "adminList">;
}

export function createCustomersService(db: Database, deps: CustomersDeps) {
  const customers = createCustomersRepository(db);
  return {
    async list({ q, page }: AdminCustomerQuery) {
      const { rows, total } = await customers.page(q, page, ADMIN_PAGE_SIZE);
      return { data: rows.map(toSummary), pagination: paginate(page, ADMIN_PAGE_SIZE, total) };
    },

    async detail(id: string): Promise<AdminCustomer> {
      const row = await customers.byId(id);
      if (!row || row.role) throw new NotFoundError(CUSTOMER_NOT_FOUND);
      const [addresses, garage, recent] = await Promise.all([
        deps.addresses.list(id),
        deps.garage.get(id),
        deps.orders.adminList({ userId: id, sort: "newest", page: 1 }),
      ]);
      return {
        ...toSummary(row),
        phone: row.phone,
        addresses: addresses.map((a) => ({
          id: a.id,
          isDefault: a.default,
          lines: [
            `${a.firstName} ${a.lastName}`.trim(),
            a.company,
            [a.address1, a.address2].filter(Boolean).join(", "),
            [a.suburb, a.state, a.postcode].filter(Boolean).join(" "),
            a.country,
            a.phone,
          ].filter(Boolean),
        })),
        garage: garage.items.map((v) => ({ id: v.id, label: vehicleLabel(v) })),
        recentOrders: recent.data,
      };
    },

    /** Disables or enables an account; disabling ends its sessions at once. Staff accounts are the owner's to manage. */
    async setAccess(actor: Actor, id: string, { disabled }: { disabled: boolean }): Promise<AdminCustomer> {
      await db.transaction(async (tx) => {
        const inTx = createCustomersRepository(tx);
        const account = await inTx.lock(id);
        if (!account) throw new NotFoundError(CUSTOMER_NOT_FOUND);
        if (account.role) throw new ConflictError(STAFF_ACCESS_ELSEWHERE);
        if ((account.disabledAt !== null) === disabled) return;
        await createAccountAccessService(tx).setAccountDisabled(id, disabled);
        await recordAudit(tx, actor, {
          action: disabled ? "customer.disable" : "customer.enable",
          entityType: "customer",
          entityId: id,
          before: { email: account.email, disabled: account.disabledAt !== null },
          after: { email: account.email, disabled },
        });
      });
      return this.detail(id);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
