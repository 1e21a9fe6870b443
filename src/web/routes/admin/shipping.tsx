import { Link } from "react-router";

import { appContext } from "#app-context";

import { LOCALES } from "../../../domain/locales.ts";
import {
  type AdminShippingMethod,
  type AdminShippingZone,
  ShippingIdFormSchema,
  ShippingMethodEditFormSchema,
  ShippingMethodFormSchema,
  ShippingPageQuerySchema,
  ShippingZoneEditFormSchema,
  ShippingZoneFormSchema,
} from "../../../domain/schemas/shipping.ts";
import { SHIPPING_METHOD_KINDS } from "../../../domain/shipping.ts";
import { roleMay } from "../../../domain/staff.ts";
import { useOrderMoney } from "../../components/account/order-list.tsx";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, LINK, Panel } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import type { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useShownText } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/shipping";

// The shop's shipping (decision 039): zones of countries and each zone's methods, and pickup from
// the shop. The checkout offers what they say at the next request.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "shipping.read");
  const query = listQueryOf(request, ShippingPageQuerySchema);
  const setup = await app.services.shipping.setup();
  const zone = setup.zones.find((each) => each.id === query.zone) ?? null;
  const methods = zone ? zone.methods : setup.pickup;
  return {
    setup,
    zone,
    editing: methods.find((method) => method.id === query.method) ?? null,
    mayWrite: roleMay(staff.role, "shipping.write"),
  };
}

export function meta() {
  return [{ title: "Shipping · Back office · Overland" }];
}

const codeRefusals = { SHIPPING_CODE_TAKEN: "code" };

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "shipping.write", (staff, app) => {
    const { shipping } = app.services;
    return {
      createZone: intent({
        schema: ShippingZoneFormSchema,
        fieldOf: { SHIPPING_EVERYWHERE_TAKEN: "everywhere" },
        run: (fields) => shipping.createZone(staff, fields).then(() => fields.name.en),
        done: (name: string) => ({ key: "admin.shipping.done.createZone", values: { name } }),
      }),
      zone: intent({
        schema: ShippingZoneEditFormSchema,
        fieldOf: { SHIPPING_EVERYWHERE_TAKEN: "everywhere" },
        run: ({ id, ...fields }) => shipping.updateZone(staff, id, fields),
        done: "admin.shipping.done.saved",
      }),
      deleteZone: intent({
        schema: ShippingIdFormSchema,
        refusedAt: "page",
        run: ({ id }) => shipping.deleteZone(staff, id),
        done: "admin.shipping.done.deleteZone",
      }),
      createMethod: intent({
        schema: ShippingMethodFormSchema,
        fieldOf: codeRefusals,
        run: (fields) => shipping.createMethod(staff, fields),
        done: (method: AdminShippingMethod) => ({ key: "admin.shipping.done.createMethod", values: { name: method.name.en } }),
      }),
      method: intent({
        schema: ShippingMethodEditFormSchema,
        fieldOf: codeRefusals,
        run: ({ id, ...fields }) => shipping.updateMethod(staff, id, fields),
        done: "admin.shipping.done.saved",
      }),
      deleteMethod: intent({
        schema: ShippingIdFormSchema,
        refusedAt: "page",
        run: ({ id }) => shipping.deleteMethod(staff, id),
        done: "admin.shipping.done.deleteMethod",
      }),
    };
  });

type ZoneFieldsOf = ReturnType<typeof useShopForm<typeof ShippingZoneFormSchema>>["fields"];
type MethodFieldsOf = ReturnType<typeof useShopForm<typeof ShippingMethodFormSchema>>["fields"];

/** A name in the shop's three languages, each field in its own direction. */
function NameFields({ fieldset, label }: { fieldset: ZoneFieldsOf["name"] | MethodFieldsOf["name"]; label: string }) {
  const { t } = useTranslation();
  const names = fieldset.getFieldset();
  return (
    <>
      {LOCALES.map((locale) => (
        <AdminField key={locale} field={names[locale]} label={`${label} (${t(`admin.shipping.languages.${locale}`)})`} lang={locale} />
      ))}
    </>
  );
}

function ZoneFields({ fields }: { fields: ZoneFieldsOf }) {
  const { t } = useTranslation();
  return (
    <>
      <NameFields fieldset={fields.name} label={t("admin.shipping.zoneName")} />
      <AdminField field={fields.countries} label={t("admin.shipping.countries")} hint={t("admin.shipping.countriesHint")} ltr />
      <AdminField field={fields.everywhere} label={t("admin.shipping.everywhere")} control={{ kind: "checkbox" }} />
      <AdminField field={fields.regions} label={t("admin.shipping.regions")} hint={t("admin.shipping.regionsHint")} />
      <AdminField
        field={fields.postcodes}
        label={t("admin.shipping.postcodes")}
        hint={t("admin.shipping.postcodesHint")}
        control={{ kind: "textarea", rows: 3 }}
        ltr
      />
      <AdminField field={fields.position} label={t("admin.shipping.position")} hint={t("admin.shipping.zonePositionHint")} ltr />
    </>
  );
}

function MethodFields({ fields, pickup }: { fields: MethodFieldsOf; pickup: boolean }) {
  const { t } = useTranslation();
  const kinds = (pickup ? (["pickup"] as const) : SHIPPING_METHOD_KINDS.filter((kind) => kind !== "pickup")).map((kind) => ({
    value: kind,
    label: t(`admin.shipping.kinds.${kind}`),
  }));
  return (
    <>
      <NameFields fieldset={fields.name} label={t("admin.shipping.methodName")} />
      <AdminField field={fields.code} label={t("admin.shipping.code")} hint={t("admin.shipping.codeHint")} ltr />
      <AdminField field={fields.kind} label={t("admin.shipping.kind")} control={{ kind: "select", options: kinds }} />
      {pickup ? null : (
        <>
          <AdminField field={fields.price} label={t("admin.shipping.price")} hint={t("admin.shipping.priceHint")} ltr />
          <AdminField
            field={fields.bands}
            label={t("admin.shipping.bands")}
            hint={t("admin.shipping.bandsHint")}
            control={{ kind: "textarea", rows: 4 }}
            ltr
          />
          <AdminField field={fields.freeOver} label={t("admin.shipping.freeOver")} hint={t("admin.shipping.freeOverHint")} ltr />
          <AdminField
            field={fields.maxItemGrams}
            label={t("admin.shipping.maxItemGrams")}
            hint={t("admin.shipping.maxItemGramsHint")}
            ltr
          />
          <AdminField field={fields.minDays} label={t("admin.shipping.minDays")} ltr />
          <AdminField field={fields.maxDays} label={t("admin.shipping.maxDays")} ltr />
        </>
      )}
      <AdminField field={fields.position} label={t("admin.shipping.position")} ltr />
      <AdminField field={fields.active} label={t("admin.shipping.active")} control={{ kind: "checkbox" }} />
    </>
  );
}

const zoneValues = (zone: AdminShippingZone) => ({
  name: zone.name,
  countries: zone.countries.join(", "),
  everywhere: zone.everywhere ? "on" : undefined,
  regions: zone.regions.join(", "),
  postcodes: zone.postcodes.map((range) => (range.from === range.to ? range.from : `${range.from}-${range.to}`)).join("\n"),
  position: String(zone.position),
});

const amountText = (amount: number | null) => (amount === null ? "" : amount.toFixed(2));
const methodValues = (method: AdminShippingMethod) => ({
  name: method.name,
  code: method.code,
  kind: method.kind,
  price: amountText(method.price),
  bands: method.bands.map((band) => `${band.upToGrams}: ${amountText(band.price)}`).join("\n"),
  freeOver: amountText(method.freeOver),
  maxItemGrams: method.maxItemGrams === null ? "" : String(method.maxItemGrams),
  minDays: method.minDays === null ? "" : String(method.minDays),
  maxDays: method.maxDays === null ? "" : String(method.maxDays),
  position: String(method.position),
  active: method.active ? "on" : undefined,
});

/** What a method asks, in a few words: its price, its bands, free over an amount, its days. */
function MethodSummary({ method }: { method: AdminShippingMethod }) {
  const { t } = useTranslation();
  // The shop's amounts are in US dollars, whatever currency the page's visitor chose.
  const money = useOrderMoney();
  const price =
    method.kind === "pickup"
      ? t("admin.shipping.free")
      : method.kind === "weight"
        ? method.bands.map((band) => `≤ ${band.upToGrams / 1000} kg: ${money(band.price)}`).join(" · ")
        : money(method.price);
  return (
    <span className="text-slate-700">
      <span dir="ltr">{price}</span>
      {method.freeOver !== null ? ` · ${t("admin.shipping.freeOverShort", { amount: money(method.freeOver) })}` : ""}
      {method.minDays !== null && method.maxDays !== null
        ? ` · ${t("admin.shipping.days", { min: method.minDays, max: method.maxDays })}`
        : ""}
      {method.active ? "" : ` · ${t("admin.shipping.off")}`}
    </span>
  );
}

/** The methods of a zone (or pickup), each with its edit link and its delete button. */
function MethodList({ methods, zone, mayWrite }: { methods: AdminShippingMethod[]; zone: AdminShippingZone | null; mayWrite: boolean }) {
  const { t } = useTranslation();
  const shown = useShownText();
  if (methods.length === 0) return <p className="text-sm text-slate-600">{t("admin.shipping.noMethods")}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {methods.map((method) => (
        <li key={method.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
          <span>
            <Link
              to={`?${zone ? `zone=${zone.id}&` : ""}method=${method.id}#method-${method.id}-title`}
              className={`${LINK} font-semibold`}
            >
              {shown(method.name).text}
            </Link>{" "}
            <span dir="ltr" className="font-mono text-xs text-slate-600">
              {method.code}
            </span>
            <span className="block">
              <MethodSummary method={method} />
            </span>
          </span>
          {mayWrite ? (
            <RowAction
              intent="deleteMethod"
              fields={{ id: method.id }}
              label={t("admin.shipping.deleteMethodLabel", { name: method.name.en })}
            >
              {t("admin.shipping.delete")}
            </RowAction>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function AdminShipping({ loaderData: { setup, zone, editing, mayWrite }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shown = useShownText();
  const notice = useAnswerNotice(actionData);
  const pickup = zone === null;
  const methods = zone ? zone.methods : setup.pickup;
  const side = (
    <div className="space-y-4">
      <Panel id="methods" title={zone ? t("admin.shipping.methodsOf", { name: shown(zone.name).text }) : t("admin.shipping.pickup")}>
        {zone ? null : <p className="mb-2 text-sm text-slate-600">{t("admin.shipping.pickupLead")}</p>}
        <MethodList methods={methods} zone={zone} mayWrite={mayWrite} />
        {zone ? (
          <p className="mt-3 text-sm">
            <Link to="?" className={LINK}>
              {t("admin.shipping.backToPickup")}
            </Link>
          </p>
        ) : null}
      </Panel>
      {mayWrite && editing ? (
        <ActionCard
          key={`method-${editing.id}`}
          intent="method"
          row={editing.id}
          look="card"
          heading={2}
          schema={ShippingMethodEditFormSchema}
          texts="admin.shipping.editMethod"
          values={{ name: editing.name.en }}
          hidden={{ zoneId: editing.zoneId ?? "" }}
          defaultValue={methodValues(editing)}
        >
          {(fields) => <MethodFields fields={fields} pickup={editing.kind === "pickup"} />}
        </ActionCard>
      ) : null}
      {mayWrite ? (
        <ActionCard
          key={`new-method-${zone?.id ?? "pickup"}`}
          intent="createMethod"
          heading={2}
          schema={ShippingMethodFormSchema}
          texts={pickup ? "admin.shipping.createPickup" : "admin.shipping.createMethod"}
          values={{ name: zone ? shown(zone.name).text : "" }}
          hidden={{ zoneId: zone?.id ?? "" }}
          defaultValue={{ kind: pickup ? "pickup" : "flat", active: "on" }}
        >
          {(fields) => <MethodFields fields={fields} pickup={pickup} />}
        </ActionCard>
      ) : null}
      {mayWrite && zone ? (
        <ActionCard
          key={`zone-${zone.id}`}
          intent="zone"
          row={zone.id}
          look="card"
          heading={2}
          schema={ShippingZoneEditFormSchema}
          texts="admin.shipping.editZone"
          values={{ name: shown(zone.name).text }}
          defaultValue={zoneValues(zone)}
        >
          {(fields) => <ZoneFields fields={fields} />}
        </ActionCard>
      ) : null}
      {mayWrite && !zone ? (
        <ActionCard intent="createZone" heading={2} schema={ShippingZoneFormSchema} texts="admin.shipping.createZone">
          {(fields) => <ZoneFields fields={fields} />}
        </ActionCard>
      ) : null}
    </div>
  );
  const where = (each: AdminShippingZone) =>
    each.everywhere
      ? t("admin.shipping.everywhereShort")
      : [
          each.countries.join(", "),
          each.regions.length > 0 ? t("admin.shipping.regionsShort", { regions: each.regions.join(", ") }) : "",
          each.postcodes.length > 0 ? t("admin.shipping.postcodesShort", { count: each.postcodes.length }) : "",
        ]
          .filter(Boolean)
          .join(" · ");
  const zoneName = (each: AdminShippingZone) => (
    <Link
      to={`?zone=${each.id}#methods-title`}
      className={`${LINK} font-semibold`}
      aria-current={each.id === zone?.id ? "true" : undefined}
    >
      {shown(each.name).text}
    </Link>
  );
  const zoneActions = (each: AdminShippingZone) =>
    mayWrite ? (
      <RowAction intent="deleteZone" fields={{ id: each.id }} label={t("admin.shipping.deleteZoneLabel", { name: each.name.en })}>
        {t("admin.shipping.delete")}
      </RowAction>
    ) : null;
  const methodNames = (each: AdminShippingZone) =>
    each.methods.length === 0 ? t("admin.shipping.noMethodsShort") : each.methods.map((method) => shown(method.name).text).join(", ");
  return (
    <ListPage<AdminShippingZone>
      title={t("admin.shipping.title")}
      aside={<p className="text-sm text-slate-600">{t("admin.shipping.count", { count: setup.zones.length })}</p>}
      above={
        <>
          <ActionAnswer answer={notice} />
          <p className="mb-4 text-sm text-slate-700">{t("admin.shipping.lead")}</p>
        </>
      }
      path="/admin/shipping"
      query={{}}
      side={side}
      list={{ data: setup.zones, pagination: { page: 1, totalPages: 1 } }}
      empty={t("admin.shipping.none")}
      card={(each) => (
        <div className="space-y-1 text-sm">
          {zoneName(each)}
          <p dir="ltr" className="text-slate-700 rtl:text-end">
            {where(each)}
          </p>
          <p className="text-slate-700">{methodNames(each)}</p>
          {zoneActions(each)}
        </div>
      )}
      columns={[
        { head: t("admin.shipping.zone"), cell: zoneName },
        { head: t("admin.shipping.covers"), cell: (each) => <span dir="ltr">{where(each)}</span> },
        { head: t("admin.shipping.methods"), cell: methodNames },
        { head: t("admin.shipping.actions"), cell: zoneActions },
      ]}
    />
  );
}
