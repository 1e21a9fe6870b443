import { useEffect } from "react";
import { useFetcher } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { useRootData } from "../../lib/use-preferences.ts";
import type { SendableAnswer } from "../../routes/resources/sendable.ts";

/**
 * Says so when a part cannot be sent to the shopper's country (the one they chose, else their
 * default address's): asked once the page is live, so the kept page stays the same for everyone.
 */
export function SendableNote({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SendableAnswer>();
  const country = useRootData()?.pricing.countryCode;
  useEffect(() => {
    void fetcher.load(`/resources/sendable/${productId}`);
    // Asked again for another part or another country; the fetcher itself is stable in use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, country]);
  const answer = fetcher.data;
  if (!answer || answer.sendable !== false) return null;
  return (
    <p role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t("product.notSendable", { country: answer.country })}
    </p>
  );
}
