import { data, Link, redirect } from "react-router";
import { z } from "zod";

import { appContext } from "#app-context";

import { InvalidInputError } from "../../../domain/errors.ts";
import {
  type AdminProduct,
  NewOptionSchema,
  NewOptionValueSchema,
  OptionValueRemoveSchema,
  ProductSaveFormSchema,
  ScheduleFormSchema,
  STAFF_STOCK_KINDS,
  StockChangeSchema,
  VariantFieldsSchema,
  VariantGridSchema,
  VariantRemoveSchema,
} from "../../../domain/schemas/catalog-admin.ts";
import { localizedText, PageSchema } from "../../../domain/schemas/common.ts";
import { PictureAltFormSchema, PictureIdSchema, PicturePlaceSchema, PictureStepSchema } from "../../../domain/schemas/product-pictures.ts";
import { instantOfShopMinute, shopMinuteOf } from "../../../domain/shop-time.ts";
import { PRODUCT_STATUSES } from "../../../domain/stock.ts";
import { ActionCard, type AdminAnswer, AdminField, replyTo, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, BackLink, CELL, LINK, PageTitle, Panel, Table, When, WhenCell } from "../../components/admin/admin-ui.tsx";
import { ProductStateBadge, useUsd } from "../../components/admin/product-badges.tsx";
import { ProductFields, productFormValues } from "../../components/admin/product-fields.tsx";
import { ProductPictures } from "../../components/admin/product-pictures.tsx";
import { ProductVariants } from "../../components/admin/product-variants.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { found } from "../../lib/found.server.ts";
import { isPictureUpload, uploadPictures } from "../../lib/picture-upload.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/product";
import { productChoices, productRefusalFields } from "./product-choices.server.ts";

const idOf = (param: string) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data("Product not found", { status: 404 });
  return id;
};

const StatusFormSchema = z.object({ status: z.enum(PRODUCT_STATUSES) });
const NoFieldsSchema = z.object({});
const LEDGER_PAGE_SIZE = 20;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "catalog.read");
  const id = idOf(params.id);
  const url = new URL(request.url);
  const ledgerPage = PageSchema.catch(1).parse(url.searchParams.get("ledger") ?? undefined);
  const [product, choices, ledger, audit] = await Promise.all([
    found(app.services.catalogAdmin.get(id), "Product"),
    productChoices(app, request),
    app.services.catalogAdmin.stockHistory(id, undefined, ledgerPage, LEDGER_PAGE_SIZE),
    app.services.audit.page({ entityType: "product", entityId: String(id) }, 1, 5),
  ]);
  // The last save, to say who changed what when a later save of an older version is refused.
  const save = audit.data.find((entry) => entry.action === "product.update" || entry.action === "product.create");
  const lastSave = save
    ? {
        by: save.actorEmail,
        at: save.createdAt,
        fields: save.before && save.after ? app.services.catalogAdmin.changedKeys(save.before, save.after) : [],
      }
    : null;
  const timeZone = app.shop.timeZone;
  const publishAt = product.publishAt ? shopMinuteOf(new Date(product.publishAt), timeZone) : "";
  return {
    product,
    choices,
    ledger,
    ledgerPage,
    lastSave,
    created: url.searchParams.has("created"),
    duplicated: url.searchParams.has("duplicated"),
    timeZone,
    publishAt,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.product.fields.title.en ?? ""} · Products · Back office · Overland` }];
}

export async function action(args: Route.ActionArgs) {
  // The pictures' upload is the page's one multipart form, read file by file.
  if (isPictureUpload(args.request)) {
    const app = args.context.get(appContext);
    const staff = requireStaffPage(app, args.request, "catalog.write");
    return uploadPictures(app, staff, idOf(args.params.id), args.request);
  }
  return staffAction(args, "catalog.write", (staff, app) => {
    const id = idOf(args.params.id);
    const pictures = app.services.productPictures;
    return {
      save: intent({
        schema: ProductSaveFormSchema,
        fieldOf: productRefusalFields,
        done: "admin.product.done.save",
        run: ({ version, fields }) => app.services.catalogAdmin.update(staff, id, version, fields),
      }),
      status: intent({
        schema: StatusFormSchema,
        done: "admin.product.done.status",
        run: ({ status }) => app.services.catalogAdmin.setStatus(staff, id, status),
      }),
      option: intent({
        schema: NewOptionSchema,
        done: "admin.product.done.option",
        run: (option) => app.services.catalogAdmin.addOption(staff, id, option),
      }),
      value: intent({
        schema: NewOptionValueSchema,
        done: "admin.product.done.value",
        run: (value) => app.services.catalogAdmin.addOptionValue(staff, id, value),
      }),
      duplicate: intent({
        schema: NoFieldsSchema,
        refusedAt: "page",
        run: async () => {
          throw redirect(`/admin/products/${await app.services.catalogAdmin.duplicatePart(staff, id)}?duplicated`);
        },
      }),
      delete: intent({
        schema: NoFieldsSchema,
        refusedAt: "page",
        done: "admin.product.done.delete",
        run: () => app.services.catalogAdmin.deletePart(staff, id),
      }),
      restore: intent({
        schema: NoFieldsSchema,
        refusedAt: "page",
        done: "admin.product.done.restore",
        run: () => app.services.catalogAdmin.restorePart(staff, id),
      }),
      schedule: intent({
        schema: ScheduleFormSchema,
        fieldOf: { PUBLISH_IN_PAST: "publishAt", format: "publishAt" },
        done: "admin.product.done.schedule",
        run: ({ publishAt }) => {
          const at = publishAt === undefined ? null : instantOfShopMinute(publishAt, app.shop.timeZone);
          if (at === undefined) throw new InvalidInputError("format");
          return app.services.catalogAdmin.schedulePart(staff, id, at);
        },
      }),
      "variant-grid": intent({
        schema: VariantGridSchema,
        fieldOf: { SKU_TAKEN: "rows", UNITS_HELD: "rows", VARIANT_NOT_FOUND: "rows" },
        done: "admin.product.done.variantGrid",
        run: (grid) => app.services.catalogAdmin.saveVariantGrid(staff, id, grid),
      }),
      "variant-remove": intent({
        schema: VariantRemoveSchema,
        refusedAt: "page",
        done: "admin.product.done.variantRemove",
        run: ({ variantId }) => app.services.catalogAdmin.removeVariant(staff, id, variantId),
      }),
      "value-remove": intent({
        schema: OptionValueRemoveSchema,
        refusedAt: "page",
        done: "admin.product.done.valueRemove",
        run: ({ optionId, valueId }) => app.services.catalogAdmin.removeOptionValue(staff, id, optionId, valueId),
      }),
      variant: intent({
        schema: VariantFieldsSchema,
        fieldOf: { SKU_TAKEN: "sku", IMAGE_NOT_OF_PART: "image" },
        done: "admin.product.done.variant",
        run: (fields) => app.services.catalogAdmin.updateVariant(staff, id, fields),
      }),
      stock: intent({
        schema: StockChangeSchema,
        done: (after: { units: number }) => ({ key: "admin.product.done.stock", values: { units: after.units } }),
        run: (change) => app.services.catalogAdmin.changeStock(staff, id, change),
      }),
      "picture-step": intent({
        schema: PictureStepSchema,
        refusedAt: "page",
        done: "admin.product.done.pictureMove",
        run: ({ id: imageId, step }) => pictures.stepPicture(staff, id, imageId, step),
      }),
      "picture-place": intent({
        schema: PicturePlaceSchema,
        refusedAt: "page",
        done: "admin.product.done.pictureMove",
        run: ({ id: imageId, position }) => pictures.place(staff, id, imageId, position),
      }),
      "picture-alt": intent({
        schema: PictureAltFormSchema,
        done: "admin.product.done.pictureAlt",
        run: ({ id: imageId, alt }) => pictures.describePicture(staff, id, imageId, alt),
      }),
      "picture-remove": intent({
        schema: PictureIdSchema,
        refusedAt: "page",
        done: "admin.product.done.pictureRemove",
        run: ({ id: imageId }) => pictures.removePicture(staff, id, imageId),
      }),
    };
  });
}

function StockPanel({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const kinds = STAFF_STOCK_KINDS.map((kind) => ({ value: kind, label: t(`admin.product.kinds.${kind}`) }));
  const variants = product.variants.map((variant) => ({
    value: String(variant.id),
    label: `${variant.sku} (${Object.values(variant.options).join(", ")}): ${variant.units}`,
  }));
  return (
    <Panel id="stock" title={t("admin.product.stockPanel")}>
      <dl className="mb-4 grid grid-cols-3 gap-2 text-center">
        {[
          ["onShelf", product.units],
          ["held", product.held],
          ["available", product.units - product.held],
        ].map(([key, value]) => (
          <div key={key} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{t(`admin.product.${key}`)}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ActionCard
        intent="stock"
        schema={StockChangeSchema}
        texts="admin.product.stockChange"
        defaultValue={{ kind: "receipt", variantId: variants[0]?.value }}
      >
        {(fields) => (
          <>
            {variants.length > 0 ? (
              <AdminField
                field={fields.variantId}
                label={t("admin.product.stockFields.variant")}
                control={{ kind: "select", options: variants }}
              />
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <AdminField field={fields.kind} label={t("admin.product.stockFields.kind")} control={{ kind: "select", options: kinds }} />
              <AdminField field={fields.units} label={t("admin.product.stockFields.units")} ltr control={{ inputMode: "numeric" }} />
            </div>
            <AdminField field={fields.note} label={t("admin.product.stockFields.note")} />
          </>
        )}
      </ActionCard>
    </Panel>
  );
}

function Ledger({ ledger, ledgerPage }: Pick<Route.ComponentProps["loaderData"], "ledger" | "ledgerPage">) {
  const { t } = useTranslation();
  const head = (key: string) => t(`admin.product.ledgerHead.${key}`);
  return (
    <Panel id="ledger" title={t("admin.product.ledger")}>
      {ledger.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t("admin.product.ledgerNone")}</p>
      ) : (
        <Table caption={t("admin.product.ledger")} head={["when", "what", "variant", "units", "held", "who", "note"].map(head)}>
          {ledger.data.map((row) => (
            <tr key={row.id}>
              <WhenCell at={row.at} />
              <td className={CELL}>{t(`admin.product.kinds.${row.kind}`)}</td>
              <td className={`${CELL} font-mono text-xs`} dir="ltr">
                {row.variantSku ?? "—"}
              </td>
              <td className={`${CELL} whitespace-nowrap`} dir="ltr">
                {row.unitsBefore} → <strong>{row.unitsAfter}</strong>
              </td>
              <td className={`${CELL} whitespace-nowrap`} dir="ltr">
                {row.heldBefore === row.heldAfter ? row.heldAfter : `${row.heldBefore} → ${row.heldAfter}`}
              </td>
              <td className={`${CELL} [overflow-wrap:anywhere]`}>{row.actor || t("admin.product.shop")}</td>
              <td className={`${CELL} [overflow-wrap:anywhere]`}>{row.note}</td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={ledgerPage} totalPages={ledger.pagination.totalPages} hrefOf={(page) => `?ledger=${page}#ledger`} />
    </Panel>
  );
}

/** A deleted part: what it is, and the way back. Its fields are not edited until it is restored. */
function DeletedNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mb-6 space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
      <p>{t("admin.product.deletedNotice")}</p>
      <RowAction intent="restore" fields={{}} label={t("admin.product.restore")} tone="strong">
        {t("admin.product.restore")}
      </RowAction>
    </div>
  );
}

/** When the part shows, on the shop's clock; a shown part needs none. */
function SchedulePanel({ product, timeZone, publishAt }: { product: AdminProduct; timeZone: string; publishAt: string }) {
  const { t } = useTranslation();
  if (product.fields.status === "show") return null;
  return (
    <ActionCard
      intent="schedule"
      schema={ScheduleFormSchema}
      texts="admin.product.schedule"
      values={{ zone: timeZone }}
      defaultValue={{ publishAt }}
    >
      {(fields) => (
        <AdminField
          field={fields.publishAt}
          label={t("admin.product.scheduleField", { zone: timeZone })}
          hint={t("admin.product.scheduleHint")}
          ltr
          control={{ type: "datetime-local" }}
        />
      )}
    </ActionCard>
  );
}

/** Starting the next part from this one, and deleting it. */
function LifePanel() {
  const { t } = useTranslation();
  return (
    <Panel id="life" title={t("admin.product.life")}>
      <p className="mb-3 text-sm text-slate-600">{t("admin.product.lifeLead")}</p>
      <div className="flex flex-wrap gap-2">
        <RowAction intent="duplicate" fields={{}} label={t("admin.product.duplicate")} tone="strong">
          {t("admin.product.duplicate")}
        </RowAction>
        <RowAction intent="delete" fields={{}} label={t("admin.product.delete")}>
          {t("admin.product.delete")}
        </RowAction>
      </div>
    </Panel>
  );
}

export default function AdminProductPage(props: Route.ComponentProps) {
  // Going from one part to another (its copy) keeps this route: every form starts again from the new part's values.
  return <PartPage key={props.loaderData.product.id} {...props} />;
}

function PartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, choices, lastSave, created, duplicated } = loaderData;
  const { t } = useTranslation();
  const locale = useLocale();
  const usd = useUsd();
  const notice = useAnswerNotice(actionData);
  const answer = actionData as AdminAnswer | undefined;
  const stale = replyTo(answer, "save")?.error?.[""]?.includes("PRODUCT_CHANGED");
  return (
    <>
      <BackLink to="/admin/products">{t("admin.product.back")}</BackLink>
      <PageTitle
        aside={
          <span className="flex flex-wrap items-center gap-3 text-sm">
            <ProductStateBadge status={product.deleted ? "deleted" : product.fields.status} />
            {product.deleted ? null : product.fields.status === "show" ? (
              <Link to={`/product/${product.fields.slug}`} className={LINK}>
                {t("admin.product.view")}
              </Link>
            ) : (
              // A draft as a shopper would see it: the page is read for staff alone, never kept.
              <a href={`/product/${product.fields.slug}?preview`} target="_blank" rel="noreferrer" className={LINK}>
                {t("admin.product.preview")}
              </a>
            )}
          </span>
        }
      >
        {localizedText(product.fields.title, locale)}
      </PageTitle>
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        <span dir="ltr" className="font-mono">
          {product.fields.partNumber} · {product.fields.sku}
        </span>{" "}
        · {usd(product.sellingPrice)} · {t("admin.product.version", { version: product.version })} <When at={product.updatedAt} />
      </p>
      <ActionAnswer
        answer={
          notice ??
          (created
            ? { ok: true, message: t("admin.product.done.create") }
            : duplicated
              ? { ok: true, message: t("admin.product.done.duplicate") }
              : undefined)
        }
      />
      {product.deleted ? <DeletedNotice /> : null}
      {stale && lastSave ? (
        <div role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p>
            {t("admin.product.changedBy", {
              who: lastSave.by,
              at: new Date(lastSave.at).toUTCString(),
              fields: lastSave.fields.join(", "),
            })}
          </p>
          <a href={`/admin/products/${product.id}`} className={LINK}>
            {t("admin.product.loadSaved")}
          </a>
        </div>
      ) : null}
      {product.deleted ? (
        <Ledger ledger={loaderData.ledger} ledgerPage={loaderData.ledgerPage} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="min-w-0 space-y-6">
            <ActionCard
              // A newer version: the form starts again from its values.
              key={product.version}
              intent="save"
              heading={2}
              schema={ProductSaveFormSchema}
              texts="admin.product.save"
              defaultValue={{ version: String(product.version), fields: productFormValues(product.fields) }}
            >
              {(fields) => (
                <>
                  <input type="hidden" name={fields.version.name} defaultValue={String(fields.version.initialValue ?? product.version)} />
                  <ProductFields
                    field={fields.fields}
                    choices={choices}
                    pricedFrom={product.variants.length > 0 ? usd(product.sellingPrice) : undefined}
                  />
                </>
              )}
            </ActionCard>
            <ProductVariants product={product} />
            <Ledger ledger={loaderData.ledger} ledgerPage={loaderData.ledgerPage} />
          </div>
          <div className="space-y-6">
            <Panel id="state" title={t("admin.product.statusCard.title")}>
              <ActionCard
                intent="status"
                look="inline"
                schema={StatusFormSchema}
                texts="admin.product.statusCard"
                defaultValue={{ status: product.fields.status }}
              >
                {(fields) => (
                  <AdminField
                    field={fields.status}
                    label={t("admin.product.fields.status")}
                    hideLabel
                    control={{
                      kind: "select",
                      options: PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`admin.products.states.${status}`) })),
                    }}
                  />
                )}
              </ActionCard>
              <div className="mt-4">
                <SchedulePanel product={product} timeZone={loaderData.timeZone} publishAt={loaderData.publishAt} />
              </div>
            </Panel>
            <StockPanel product={product} />
            <ProductPictures product={product} />
            <Panel id="fitment" title={t("admin.product.fitment")}>
              <p className="text-sm text-slate-700">
                {product.universal ? t("admin.product.universal") : t("admin.product.fitsCount", { count: product.fitmentCount })}
              </p>
              <Link to={`/admin/products/${product.id}/fitment`} className={`${LINK} mt-2 inline-block text-sm`}>
                {t("admin.fitment.edit")}
              </Link>
            </Panel>
            <LifePanel />
          </div>
        </div>
      )}
    </>
  );
}
