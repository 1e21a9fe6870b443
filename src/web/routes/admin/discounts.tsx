import { Link } from "react-router";

import { appContext } from "#app-context";

import { localizedText } from "../../../domain/locales.ts";
import { centsFromAmount, formatMoney } from "../../../domain/money.ts";
import {
  type AdminDiscount,
  DiscountEditFormSchema,
  DiscountFormSchema,
  DiscountIdFormSchema,
  DiscountsPageQuerySchema,
} from "../../../domain/schemas/discounts.ts";
import { shopMinuteOf } from "../../../domain/shop-time.ts";
import { roleMay } from "../../../domain/staff.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, LINK } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import type { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/discounts";

// Discount codes and automatic promotions (decision 044): what each takes off, what it is limited
// to and when, how often it was used and what it took off. Carts follow them at the next request.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "discounts.read");
  const query = listQueryOf(request, DiscountsPageQuerySchema);
  const [discounts, categories, brands] = await Promise.all([
    app.services.discounts.list(),
    app.services.catalogueTree.categories(),
    app.services.discounts.brandChoices(),
  ]);
  const editing = discounts.find((each) => each.id === query.discount) ?? null;
  return {
    discounts,
    editing,
    editingSkus: editing ? await app.services.discounts.skusOf(editing.productIds) : [],
    categories: categories.map((category) => ({ id: category.id, name: category.name, depth: category.depth })),
    brands,
    timeZone: app.shop.timeZone,
    mayWrite: roleMay(staff.role, "discounts.write"),
  };
}

export function meta() {
  return [{ title: "Discounts · Back office · Overland" }];
}

const refusals = { DISCOUNT_CODE_TAKEN: "code", SKU_UNKNOWN: "skus" };

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "discounts.write", (staff, app) => {
    const { discounts } = app.services;
    const fieldsOf = (form: Parameters<typeof discounts.fieldsOfForm>[0]) => discounts.fieldsOfForm(form, app.shop.timeZone);
    return {
      createDiscount: intent({
        schema: DiscountFormSchema,
        fieldOf: refusals,
        run: async (form) => discounts.create(staff, await fieldsOf(form)),
        done: (made: AdminDiscount) => ({ key: "admin.discounts.done.created", values: { name: made.code ?? made.title.en } }),
      }),
      discount: intent({
        schema: DiscountEditFormSchema,
        fieldOf: refusals,
        run: async ({ id, ...form }) => discounts.update(staff, id, await fieldsOf(form)),
        done: "admin.discounts.done.saved",
      }),
      deleteDiscount: intent({
        schema: DiscountIdFormSchema,
        refusedAt: "page",
        run: ({ id }) => discounts.remove(staff, id),
        done: "admin.discounts.done.deleted",
      }),
    };
  });

type FieldsOf = ReturnType<typeof useShopForm<typeof DiscountFormSchema>>["fields"];
type Choices = Pick<Route.ComponentProps["loaderData"], "categories" | "brands">;

function DiscountFields({ fields, choices }: { fields: FieldsOf; choices: Choices }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = fields.title.getFieldset();
  const any = { value: "", label: t("admin.discounts.any") };
  return (
    <>
      <AdminField field={fields.code} label={t("admin.discounts.code")} hint={t("admin.discounts.codeHint")} ltr />
      <AdminField field={title.en} label={t("admin.discounts.titleEn")} hint={t("admin.discounts.titleHint")} lang="en" />
      <AdminField field={title.ru} label={t("admin.discounts.titleRu")} lang="ru" />
      <AdminField field={title.ar} label={t("admin.discounts.titleAr")} lang="ar" />
      <AdminField
        field={fields.kind}
        label={t("admin.discounts.kind")}
        control={{
          kind: "select",
          options: (["percent", "fixed", "free-shipping"] as const).map((kind) => ({
            value: kind,
            label: t(`admin.discounts.kinds.${kind}`),
          })),
        }}
      />
      <AdminField field={fields.percent} label={t("admin.discounts.percent")} hint={t("admin.discounts.percentHint")} ltr />
      <AdminField field={fields.amount} label={t("admin.discounts.amount")} hint={t("admin.discounts.amountHint")} ltr />
      <AdminField field={fields.minSubtotal} label={t("admin.discounts.minSubtotal")} hint={t("admin.discounts.minSubtotalHint")} ltr />
      <AdminField
        field={fields.categoryId}
        label={t("admin.discounts.category")}
        hint={t("admin.discounts.categoryHint")}
        control={{
          kind: "select",
          options: [
            any,
            ...choices.categories.map((category) => ({
              value: String(category.id),
              label: `${"\u2003".repeat(category.depth)}${localizedText(category.name, locale)}`,
            })),
          ],
        }}
      />
      <AdminField
        field={fields.brandId}
        label={t("admin.discounts.brand")}
        control={{ kind: "select", options: [any, ...choices.brands.map((brand) => ({ value: String(brand.id), label: brand.name }))] }}
      />
      <AdminField
        field={fields.skus}
        label={t("admin.discounts.skus")}
        hint={t("admin.discounts.skusHint")}
        control={{ kind: "textarea", rows: 3 }}
        ltr
      />
      <AdminField field={fields.startsAt} label={t("admin.discounts.startsAt")} control={{ type: "datetime-local" }} ltr />
      <AdminField
        field={fields.endsAt}
        label={t("admin.discounts.endsAt")}
        hint={t("admin.discounts.timesHint")}
        control={{ type: "datetime-local" }}
        ltr
      />
      <AdminField field={fields.usageLimit} label={t("admin.discounts.usageLimit")} control={{ inputMode: "numeric" }} ltr />
      <AdminField field={fields.perCustomerLimit} label={t("admin.discounts.perCustomerLimit")} control={{ inputMode: "numeric" }} ltr />
      <AdminField
        field={fields.combines}
        label={t("admin.discounts.combines")}
        hint={t("admin.discounts.combinesHint")}
        control={{ kind: "checkbox" }}
      />
      <AdminField field={fields.active} label={t("admin.discounts.active")} control={{ kind: "checkbox" }} />
    </>
  );
}

function formValues(discount: AdminDiscount, skus: readonly string[], timeZone: string) {
  const minute = (at: string | null) => (at ? shopMinuteOf(new Date(at), timeZone) : "");
  return {
    code: discount.code ?? "",
    title: discount.title,
    kind: discount.kind,
    percent: discount.kind === "percent" ? String(discount.percent) : "",
    amount: discount.kind === "fixed" ? discount.amount.toFixed(2) : "",
    minSubtotal: discount.minSubtotal === null ? "" : discount.minSubtotal.toFixed(2),
    categoryId: discount.categoryIds[0] ? String(discount.categoryIds[0]) : "",
    brandId: discount.brandIds[0] ? String(discount.brandIds[0]) : "",
    skus: skus.join("\n"),
    startsAt: minute(discount.startsAt),
    endsAt: minute(discount.endsAt),
    usageLimit: discount.usageLimit === null ? "" : String(discount.usageLimit),
    perCustomerLimit: discount.perCustomerLimit === null ? "" : String(discount.perCustomerLimit),
    combines: discount.combines ? "on" : undefined,
    active: discount.active ? "on" : undefined,
  };
}

export default function AdminDiscounts({ loaderData, actionData }: Route.ComponentProps) {
  const { discounts, editing, editingSkus, timeZone, mayWrite } = loaderData;
  const { t } = useTranslation();
  const locale = useLocale();
  const notice = useAnswerNotice(actionData);
  // Isolated left to right: "$25.00" keeps its order inside an Arabic sentence.
  const money = (amount: number) => `\u2066${formatMoney(centsFromAmount(amount), "USD", locale)}\u2069`;
  const side = mayWrite ? (
    <div className="space-y-4">
      {editing ? (
        <ActionCard
          key={`discount-${editing.id}`}
          intent="discount"
          row={editing.id}
          look="card"
          heading={2}
          schema={DiscountEditFormSchema}
          texts="admin.discounts.edit"
          values={{ name: editing.code ?? localizedText(editing.title, locale) }}
          defaultValue={formValues(editing, editingSkus, timeZone)}
        >
          {(fields) => <DiscountFields fields={fields} choices={loaderData} />}
        </ActionCard>
      ) : null}
      <ActionCard
        intent="createDiscount"
        heading={2}
        schema={DiscountFormSchema}
        texts="admin.discounts.create"
        defaultValue={{ kind: "percent", active: "on" }}
      >
        {(fields) => <DiscountFields fields={fields} choices={loaderData} />}
      </ActionCard>
    </div>
  ) : null;
  const name = (discount: AdminDiscount) => (
    <Link to={`?discount=${discount.id}#discount-${discount.id}-title`} className={`${LINK} font-semibold`}>
      {discount.code ? <span dir="ltr">{discount.code}</span> : t("admin.discounts.automatic")}
    </Link>
  );
  const takes = (discount: AdminDiscount) =>
    discount.kind === "percent"
      ? t("admin.discounts.takesPercent", { percent: discount.percent })
      : discount.kind === "fixed"
        ? t("admin.discounts.takesAmount", { amount: money(discount.amount) })
        : t("admin.discounts.kinds.free-shipping");
  const limits = (discount: AdminDiscount) =>
    [
      discount.minSubtotal !== null ? t("admin.discounts.fromAmount", { amount: money(discount.minSubtotal) }) : "",
      discount.categoryIds.length + discount.brandIds.length + discount.productIds.length > 0 ? t("admin.discounts.limited") : "",
      discount.usageLimit !== null ? t("admin.discounts.usesLeft", { count: Math.max(0, discount.usageLimit - discount.uses) }) : "",
      discount.perCustomerLimit !== null ? t("admin.discounts.perCustomer", { count: discount.perCustomerLimit }) : "",
      discount.endsAt ? t("admin.discounts.until", { date: shopMinuteOf(new Date(discount.endsAt), timeZone).replace("T", " ") }) : "",
      discount.active ? "" : t("admin.discounts.inactive"),
    ]
      .filter(Boolean)
      .join(" · ");
  const used = (discount: AdminDiscount) =>
    t("admin.discounts.used", { count: discount.paidUses, amount: money(discount.takenOff), pending: discount.uses - discount.paidUses });
  const actions = (discount: AdminDiscount) =>
    mayWrite && discount.uses === 0 ? (
      <RowAction
        intent="deleteDiscount"
        fields={{ id: discount.id }}
        label={t("admin.discounts.deleteLabel", { name: discount.code ?? localizedText(discount.title, locale) })}
      >
        {t("admin.discounts.delete")}
      </RowAction>
    ) : null;
  return (
    <ListPage<AdminDiscount>
      title={t("admin.discounts.title")}
      aside={<p className="text-sm text-slate-600">{t("admin.discounts.count", { count: discounts.length })}</p>}
      above={
        <>
          <ActionAnswer answer={notice} />
          <p className="mb-3 text-sm text-slate-700">{t("admin.discounts.lead")}</p>
        </>
      }
      path="/admin/discounts"
      query={{}}
      side={side}
      list={{ data: discounts, pagination: { page: 1, totalPages: 1 } }}
      empty={t("admin.discounts.none")}
      card={(discount) => (
        <div className="space-y-1 text-sm">
          {name(discount)}
          <p className="text-slate-700">
            {localizedText(discount.title, locale)} · {takes(discount)}
          </p>
          <p className="text-slate-700">{limits(discount)}</p>
          <p className="text-slate-700">{used(discount)}</p>
          {actions(discount)}
        </div>
      )}
      columns={[
        { head: t("admin.discounts.code"), cell: name },
        { head: t("admin.discounts.titleEn"), cell: (discount) => localizedText(discount.title, locale) },
        { head: t("admin.discounts.takes"), cell: takes },
        { head: t("admin.discounts.limits"), cell: limits },
        { head: t("admin.discounts.usage"), cell: used },
        { head: t("admin.discounts.actions"), cell: actions },
      ]}
    />
  );
}
