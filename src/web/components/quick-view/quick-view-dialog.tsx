import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";

import type { ProductDetailView } from "../../../domain/product.ts";
import { MODAL_Z_INDEX } from "../../lib/ui-constants.ts";
import { useText } from "../../lib/use-preferences.ts";
import type { loader as quickViewLoader } from "../../routes/resources/quick-view.ts";
import { showToast } from "../../state/toast-store.ts";
import { CloseIcon } from "../listing/icons.tsx";
import { QuickViewDetails } from "./quick-view-details.tsx";
import { useQuickViewStore } from "./quick-view-store.ts";
import { useModal } from "./use-modal.ts";

/**
 * The quick view (spec §4): mounted once on a page, it fetches the product a card asks for
 * through the storefront's resource route and opens when it has arrived. useFetcher's load
 * cancels a load still pending, and the store drops an answer that is not the latest.
 */
export function QuickViewHost() {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof quickViewLoader>({ key: "quick-view" });
  const pending = useQuickViewStore((s) => s.pending);
  const open = useQuickViewStore((s) => s.open);
  const product = useQuickViewStore((s) => s.product);
  const [answered, setAnswered] = useState<number | null>(null);

  useEffect(() => useQuickViewStore.getState().registerHost(), []);

  const { load } = fetcher;
  useEffect(() => {
    if (!pending) return;
    let latest = true;
    void load(`/resources/quick-view/${pending.id}`).then(() => {
      if (latest) setAnswered(pending.seq);
    });
    return () => {
      latest = false;
    };
  }, [pending, load]);

  const { data } = fetcher;
  useEffect(() => {
    if (answered === null || !data) return;
    setAnswered(null);
    if (data.failed) showToast(t("listing.quickView.loadFailed"), "error");
    useQuickViewStore.getState().settle(answered, data.product);
  }, [answered, data, t]);

  if (!open || !product || typeof document === "undefined") return null;
  return createPortal(<QuickViewDialog product={product} />, document.body);
}

function QuickViewDialog({ product }: { product: ProductDetailView }) {
  const { t } = useTranslation();
  const text = useText();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = () => useQuickViewStore.getState().close();
  useModal(panel, true, close, {
    initialFocus: closeButton,
    returnFocus: () => useQuickViewStore.getState().trigger,
  });
  const name = text(product.title);

  return (
    <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-6" style={{ zIndex: MODAL_Z_INDEX }}>
      <div className="absolute inset-0 bg-slate-950/60" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative flex max-h-[92vh] w-full max-w-4xl flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl outline-none sm:rounded-2xl"
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-3">
          <p className="text-xs font-semibold uppercase tracking-wider text-slate-600">{t("common.product.quickView")}</p>
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            aria-label={t("common.close")}
            className="-me-2 grid h-10 w-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="overflow-y-auto">
          <QuickViewDetails product={product} titleId={titleId} onAdded={close} />
          <p className="border-t border-slate-100 px-5 py-3 text-end sm:px-8">
            <Link to={`/product/${product.slug}`} onClick={close} className="text-sm font-semibold text-brand-700 hover:underline">
              {t("listing.quickView.details")} <span className="sr-only">: {name}</span>
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
