import type { OrderDocument } from "../../../domain/schemas/invoices.ts";
import { useTranslation } from "../../i18n/translator.ts";

const LABEL = { invoice: "invoice", "credit-note": "creditNote", "packing-slip": "packingSlip" } as const;

/**
 * An order's documents as PDF downloads (decision 041): its invoice and credit notes for the
 * customer, and the packing slip as well for staff. `texts` names the strings' place
 * (`account.order.documents` or `admin.order.documents`); `hrefOf` the file's address, which
 * answers only to whoever may read the order.
 */
export function OrderDocuments({
  documents,
  hrefOf,
  texts,
  className,
  titled = true,
}: {
  documents: readonly OrderDocument[];
  hrefOf: (file: string) => string;
  texts: "account.order.documents" | "admin.order.documents";
  className?: string;
  /** False inside a panel that has the title already. */
  titled?: boolean;
}) {
  const { t } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <section id="order-documents" aria-label={t(`${texts}.title`)} className={className}>
      {titled ? <h2 className="text-base font-bold text-slate-900">{t(`${texts}.title`)}</h2> : null}
      <ul className={`${titled ? "mt-2 " : ""}space-y-1 text-sm`}>
        {documents.map((document) => (
          <li key={document.file}>
            <a
              href={hrefOf(document.file)}
              download={document.file}
              className="font-semibold text-brand-700 underline hover:text-orange-800"
            >
              {/* The number isolated: after Arabic words, "2026-000001" would read as two numbers. */}
              {t(`${texts}.${LABEL[document.kind]}`, { number: document.number ? `\u2068${document.number}\u2069` : "" })}
            </a>{" "}
            <span className="text-slate-600">(PDF)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
