import { useTranslation } from "../../i18n/translator.ts";

const PERKS = [
  { key: "fitment", icon: "M4 17h16M6 17V9l3-4h6l3 4v8M8 17v2m8-2v2M9 12h6" },
  { key: "shipping", icon: "M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" },
  { key: "returns", icon: "M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" },
  {
    key: "support",
    icon: "M5 13v-2a7 7 0 0 1 14 0v2M5 13h2v5H5a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1Zm14 0h-2v5h2a1 1 0 0 0 1-1v-3a1 1 0 0 0-1-1Z",
  },
] as const;

/** Four short promises under the hero. */
export function Perks() {
  const { t } = useTranslation();
  return (
    <section aria-label={t("home.perks.label")} className="mx-auto max-w-7xl px-4 pt-6">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {PERKS.map((perk) => (
          <li key={perk.key} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:items-start sm:p-4">
            <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 sm:h-10 sm:w-10">
              <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
                <path d={perk.icon} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <span className="min-w-0">
              <span className="block text-sm leading-snug font-bold text-slate-900">{t(`home.perks.${perk.key}.title`)}</span>
              <span className="mt-0.5 hidden text-sm text-slate-600 sm:block">{t(`home.perks.${perk.key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
