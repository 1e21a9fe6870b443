// The seeded shop's codes and promotions (decision 044): what a parts shop runs. A welcome code
// with a minimum and one use a customer, free delivery on recovery gear in winter's off-season, and
// a limited code for a club's members.
import { eq } from "drizzle-orm";

import type { Executor } from "../client.ts";
import { categories, discounts } from "../tables.ts";

export async function seedDiscounts(tx: Executor): Promise<void> {
  const [recovery] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, "recovery-gear"));
  await tx.insert(discounts).values([
    {
      code: "WELCOME10",
      title: { en: "Welcome: 10% off", ru: "Добро пожаловать: скидка 10%", ar: "أهلًا بك: خصم 10%" },
      kind: "percent",
      basisPoints: 1_000,
      minSubtotalCents: 10_000,
      perCustomerLimit: 1,
    },
    {
      code: "RECOVERY-SHIP",
      title: { en: "Recovery gear ships free", ru: "Бесплатная доставка снаряжения для эвакуации", ar: "شحن مجاني لمعدات السحب" },
      kind: "free-shipping",
      categoryIds: recovery ? [recovery.id] : [],
    },
    {
      code: "CLUB25",
      title: { en: "4x4 club: $25 off", ru: "Клуб 4x4: скидка $25", ar: "نادي الدفع الرباعي: خصم 25$" },
      kind: "fixed",
      amountCents: 2_500,
      minSubtotalCents: 25_000,
      usageLimit: 100,
    },
  ]);
}
