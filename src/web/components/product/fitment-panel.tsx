import { Link } from "react-router";

import { type FitmentGroup, formatYearRanges } from "../../../domain/fitment-groups.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useText } from "../../lib/use-preferences.ts";

/**
 * The product page's Fitment tab: the vehicles the part fits, a card per make and model
 * linking to the model's page, each engine's years on a line, the fitter's notes under what they
 * apply to (the whole model, or a line). Years,
 * engines and names are Latin: each line is isolated left to right in Arabic.
 */
export function FitmentPanel({ groups, universal }: { groups: FitmentGroup[]; universal: boolean }) {
  const { t } = useTranslation();
  const text = useText();
  if (universal) return <p className="max-w-3xl text-slate-700">{t("product.fitment.universal")}</p>;
  if (groups.length === 0) return <p className="max-w-3xl text-slate-700">{t("product.fitment.unknown")}</p>;

  return (
    <div>
      <p className="text-slate-700">{t("product.fitment.summary", { count: groups.length })}</p>
      <ul aria-label={t("product.fitment.list")} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={`${group.make}|${group.model}`} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-bold text-slate-900">
              <Link to={group.path} className="hover:text-brand-700 hover:underline">
                <bdi>
                  {group.make} {group.model}
                </bdi>
              </Link>
            </h3>
            {group.note ? <Note text={text(group.note.text)} /> : null}
            <ul className="mt-2 space-y-2 text-sm">
              {group.engines.map((line) => (
                <li key={`${line.engine}|${line.note?.slug ?? ""}`} className="text-slate-700">
                  <bdi dir="ltr" className="tabular-nums">
                    {formatYearRanges(line.years)} · {line.engine}
                  </bdi>
                  {line.note ? <Note text={text(line.note.text)} /> : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A fitter's note ("With ABS"), under what it applies to. */
function Note({ text }: { text: string }) {
  return <span className="mt-1 block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{text}</span>;
}
