import { Link } from "react-router";

import { useTranslation } from "../i18n/translator.ts";
import { useRootData } from "../lib/use-preferences.ts";
import { useShopFacts } from "../lib/use-shop-facts.ts";
import { CountryPicker } from "./footer/country-picker.tsx";
import { NewsletterForm } from "./footer/newsletter-form.tsx";
import { PaymentMarks } from "./footer/payment-marks.tsx";
import { SocialLinks } from "./footer/social-links.tsx";

const INFORMATION = [
  { to: "/about-us", key: "aboutUs" },
  { to: "/contact-us", key: "contactUs" },
  { to: "/terms", key: "terms" },
  { to: "/faq", key: "faq" },
  { to: "/privacy-policy", key: "privacy" },
  { to: "/refund-and-returns", key: "refunds" },
  { to: "/blog", key: "blog" },
  { to: "/track-order", key: "trackOrder" },
] as const;

// The footer's account links: the account pages, the lists and the cart.
const ACCOUNT = [
  { to: "/account/dashboard", key: "dashboard" },
  { to: "/account/orders", key: "orders" },
  { to: "/wishlist", key: "wishlist" },
  { to: "/compare", key: "compare" },
  { to: "/account/garage", key: "garage" },
  { to: "/cart", key: "cart" },
] as const;

/**
 * spec §2 footer: contacts, information links, My Account links, newsletter with social links, payment image.
 * The social links and the ways to pay are the shop's configuration (ShopConfig), so the footer claims only what is true.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const shop = useRootData()?.shop;
  const facts = useShopFacts();
  const year = new Date().getFullYear();
  return (
    <footer aria-label={t("footer.label")} className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-12 lg:gap-8">
        <section aria-labelledby="footer-contacts" className="col-span-2 lg:col-span-3">
          <Link to="/" className="inline-flex items-center gap-2 text-xl font-black tracking-tight text-white">
            <span aria-hidden className="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-lg">
              OV
            </span>
            {facts?.name ?? "Overland"}
          </Link>
          <p className="mt-3 text-sm leading-relaxed">{t("footer.about")}</p>
          <h2 id="footer-contacts" className="mt-6 text-sm font-semibold text-white">
            {t("footer.contacts.title")}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            {facts ? (
              <div>
                <dt className="sr-only">{t("footer.contacts.address")}</dt>
                <dd>{facts.address}</dd>
              </div>
            ) : null}
            {shop ? (
              <>
                <div className="flex gap-2">
                  <dt className="text-slate-400">{t("footer.contacts.phone")}:</dt>
                  <dd>
                    <a href={`tel:${shop.phone.replace(/[^+\d]/g, "")}`} dir="ltr" className="hover:text-white">
                      {shop.phone}
                    </a>
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-slate-400">{t("footer.contacts.email")}:</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">
                    <a href={`mailto:${shop.email}`} className="hover:text-white">
                      {shop.email}
                    </a>
                  </dd>
                </div>
              </>
            ) : null}
            {facts?.hours ? (
              <div>
                <dt className="text-slate-400">{t("footer.contacts.hours")}:</dt>
                <dd>{facts.hours}</dd>
              </div>
            ) : null}
          </dl>
        </section>

        <nav aria-labelledby="footer-information" className="lg:col-span-2">
          <h2 id="footer-information" className="text-sm font-semibold text-white">
            {t("footer.information.title")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {INFORMATION.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t(`footer.information.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-account" className="lg:col-span-2">
          <h2 id="footer-account" className="text-sm font-semibold text-white">
            {t("footer.account.title")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {ACCOUNT.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t(`footer.account.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-newsletter" className="col-span-2 lg:col-span-5">
          <h2 id="footer-newsletter" className="text-sm font-semibold text-white">
            {t("footer.newsletter.title")}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{t("footer.newsletter.text")}</p>
          <NewsletterForm />
          {shop && shop.social.length > 0 ? (
            <div className="mt-8">
              <SocialLinks pages={shop.social} />
            </div>
          ) : null}
        </section>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-5 text-xs sm:flex-row">
          <p className="text-center sm:text-start">{t("footer.copyright", { year, name: facts?.name ?? "Overland" })}</p>
          <CountryPicker />
          {shop ? <PaymentMarks methods={shop.payments.methods} label={t(`footer.payments.${shop.payments.provider}`)} /> : null}
        </div>
      </div>
    </footer>
  );
}
