import { useId, useRef } from "react";
import { Link } from "react-router";

import type { ProductDetailView } from "../../../domain/product.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { MODAL_Z_INDEX } from "../../lib/ui-constants.ts";
import { useText } from "../../lib/use-preferences.ts";
import { CloseIcon } from "../listing/icons.tsx";
import { QuickViewDetails } from "./quick-view-details.tsx";
import { useQuickViewStore } from "./quick-view-store.ts";
import { useModal } from "./use-modal.ts";

/** The quick view's dialog: its code comes with the first product asked for (quick-view-dialog.tsx). */
export function QuickViewDialog({ product }: { product: ProductDetailView }) {
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
