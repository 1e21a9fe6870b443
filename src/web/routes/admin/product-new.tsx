import { redirect } from "react-router";

import { appContext } from "#app-context";

import { NewProductFormSchema } from "../../../domain/schemas/catalog-admin.ts";
import { ActionCard, AdminField } from "../../components/admin/admin-form.tsx";
import { BackLink, PageTitle } from "../../components/admin/admin-ui.tsx";
import { ProductFields } from "../../components/admin/product-fields.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/product-new";
import { productChoices, productRefusalFields } from "./product-choices.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "catalog.write");
  const choices = await productChoices(app, request);
  return { choices };
}

export function meta() {
  return [{ title: "A new part · Products · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "catalog.write", (staff, app) => ({
    create: intent({
      schema: NewProductFormSchema,
      fieldOf: productRefusalFields,
      run: async ({ fields, units }) => {
        const created = await app.services.catalogAdmin.create(staff, fields, units);
        throw redirect(`/admin/products/${created.id}?created=1`);
      },
    }),
  }));

export default function AdminNewProduct({ loaderData: { choices } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const firstOf = (list: readonly { value: string }[]) => list[0]?.value ?? "";
  return (
    <>
      <BackLink to="/admin/products">{t("admin.product.back")}</BackLink>
      <PageTitle>{t("admin.products.new")}</PageTitle>
      <ActionCard
        intent="create"
        heading={2}
        schema={NewProductFormSchema}
        texts="admin.product.create"
        defaultValue={{
          units: "0",
          fields: {
            status: "draft",
            brandId: firstOf(choices.brands),
            categoryId: firstOf(choices.categories),
            lowStockLevel: "5",
          },
        }}
      >
        {(fields) => (
          <>
            <ProductFields field={fields.fields} choices={choices} />
            <AdminField field={fields.units} label={t("admin.product.fields.units")} ltr control={{ inputMode: "numeric" }} />
          </>
        )}
      </ActionCard>
    </>
  );
}
