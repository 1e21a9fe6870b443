import type { SocialNetwork, SocialPage } from "../../../domain/social-pages.ts";
import { useTranslation } from "../../i18n/translator.ts";

// Drawn glyphs in the spirit of each network, not their logos.
const GLYPHS: Record<SocialNetwork, string> = {
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  youtube: "M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8Zm7 1v6l5-3-5-3Z",
  x: "M4 4h4.5l4 5.4L17 4h3l-6 7 6.5 9H16l-4.3-5.8L6.5 20h-3l6.8-7.8L4 4Z",
};

/** "Follow us": the shop's own pages the owner configured (ShopConfig.social); none, nothing at all. */
export function SocialLinks({ pages }: { pages: readonly SocialPage[] }) {
  const { t } = useTranslation();
  if (pages.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-white">{t("footer.social.title")}</p>
      <ul className="mt-3 flex gap-2">
        {pages.map((page) => (
          <li key={page.network}>
            <a
              href={page.url}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t(`footer.social.${page.network}`)}
              className="grid h-10 w-10 place-items-center rounded-full bg-slate-800 text-slate-200 transition hover:bg-brand-600 hover:text-white"
            >
              <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5 fill-current" fillRule="evenodd">
                <path d={GLYPHS[page.network]} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
