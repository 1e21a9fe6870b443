import { appContext } from "#app-context";

import { CompareTable } from "../components/lists/compare-table.tsx";
import { CompareIcon } from "../components/lists/icons.tsx";
import { EmptyState, ListLoading } from "../components/lists/list-states.tsx";
import { useTranslation } from "../i18n/translator.ts";
import { privatePageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { useShopStore } from "../state/shop-store.ts";
import type { Route } from "./+types/compare";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: await privatePageSeo(context.get(appContext), request, "compare") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

// spec §4: the compare list lives in the shopper's browser; the server renders a neutral shell.
export default function ComparePage() {
  const { t } = useTranslation();
  const hydrated = useShopStore((s) => s.hydrated);
  const items = useShopStore((s) => s.compare.items);
  const remove = useShopStore((s) => s.removeFromCompare);
  const clear = useShopStore((s) => s.clearCompare);

  if (hydrated && items.length === 0) {
    return <EmptyState of="compare.empty" icon={<CompareIcon />} />;
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-black tracking-tight">{t("compare.title")}</h1>
          {hydrated ? <p className="mt-1 text-slate-600">{t("compare.count", { count: items.length })}</p> : null}
        </div>
        {hydrated ? (
          <button
            type="button"
            onClick={clear}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-red-300 hover:bg-red-50 hover:text-red-700"
          >
            {t("compare.clear")}
          </button>
        ) : null}
      </div>
      {hydrated ? (
        // spec §4: remove by product id, clear empties the list.
        <CompareTable products={items} onRemove={(product) => remove(product.id)} />
      ) : (
        <ListLoading label={t("compare.loading")} />
      )}
    </div>
  );
}
