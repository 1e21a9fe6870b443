import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useFetcher } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { useCodeWhen } from "../../lib/use-code-when.ts";
import type { loader as quickViewLoader } from "../../routes/resources/quick-view.ts";
import { showToast } from "../../state/toast-store.ts";
import { useQuickViewStore } from "./quick-view-store.ts";

// The dialog and its add-to-cart form (8 KB of script) come with the first quick view asked for,
// fetched beside the product's data, not with every page.
const loadPanel = () => import("./quick-view-panel.tsx");

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
  const QuickViewDialog = useCodeWhen(loadPanel, pending !== null || open)?.QuickViewDialog;

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

  if (!open || !product || !QuickViewDialog || typeof document === "undefined") return null;
  return createPortal(<QuickViewDialog product={product} />, document.body);
}
