import { Link, useLocation } from "react-router";

import { CURRENCIES } from "../../../domain/money.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { LANGUAGES, withLanguage } from "../../lib/preferences.ts";
import { useCurrency, useLocale } from "../../lib/use-preferences.ts";
import { useShopStore } from "../../state/shop-store.ts";
import { Dropdown } from "./dropdown.tsx";
import { ChevronDownIcon, GlobeIcon } from "./icons.tsx";

const itemClass = (current: boolean) =>
  `flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm ${current ? "bg-slate-100 font-semibold text-slate-950" : "text-slate-800 hover:bg-slate-50"}`;

/** spec §2, §4: USD, EUR, GBP and RUB; a change applies only when the code differs (the store). */
export function CurrencyOptions({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const current = useCurrency();
  const setCurrency = useShopStore((s) => s.setCurrency);
  return (
    <ul className="space-y-0.5">
      {CURRENCIES.map((currency) => (
        <li key={currency.code}>
          <button
            type="button"
            aria-current={currency.code === current ? "true" : undefined}
            onClick={() => {
              setCurrency(currency.code);
              onChosen?.();
            }}
            className={itemClass(currency.code === current)}
          >
            <span
              aria-hidden="true"
              className="grid h-7 w-7 shrink-0 place-items-center rounded-md bg-slate-200 font-semibold text-slate-800"
            >
              {currency.symbol}
            </span>
            <span className="flex-1">{t(`common.currencies.${currency.code}`)}</span>
            <span className="text-xs text-slate-600">{currency.code}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** spec §1: en, ru, ar; the link keeps the current page (the server remembers ?lang=). */
export function LanguageOptions({ onChosen }: { onChosen?: () => void }) {
  const { pathname, search } = useLocation();
  const current = useLocale();
  return (
    <ul className="space-y-0.5">
      {LANGUAGES.map((language) => (
        <li key={language.locale}>
          <Link
            to={withLanguage(pathname, search, language.locale)}
            // A whole page load: the page's strings come in a script per language (shell-messages.ts).
            reloadDocument
            lang={language.locale}
            hrefLang={language.locale}
            aria-current={language.locale === current ? "true" : undefined}
            onClick={onChosen}
            className={itemClass(language.locale === current)}
          >
            <span
              aria-hidden="true"
              className="grid h-7 w-7 shrink-0 place-items-center rounded-md bg-slate-200 text-xs font-bold uppercase text-slate-800"
            >
              {language.locale}
            </span>
            <span className="flex-1">
              <bdi>{language.name}</bdi>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CurrencyPicker({ buttonClassName }: { buttonClassName: string }) {
  const { t } = useTranslation();
  const code = useCurrency();
  const currency = CURRENCIES.find((c) => c.code === code) ?? CURRENCIES[0]!;
  return (
    <Dropdown
      buttonClassName={buttonClassName}
      panelClassName="w-60 p-2"
      label={
        <>
          <span className="sr-only">{t("header.currency.label")}: </span>
          <span>
            {currency.symbol} {currency.code}
          </span>
          <ChevronDownIcon className="h-3.5 w-3.5" />
        </>
      }
    >
      {(close) => <CurrencyOptions onChosen={close} />}
    </Dropdown>
  );
}

export function LanguagePicker({ buttonClassName }: { buttonClassName: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = LANGUAGES.find((l) => l.locale === locale) ?? LANGUAGES[0]!;
  return (
    <Dropdown
      buttonClassName={buttonClassName}
      panelClassName="w-52 p-2"
      label={
        <>
          <GlobeIcon className="h-4 w-4" />
          <span className="sr-only">{t("header.language.label")}: </span>
          <span>{language.name}</span>
          <ChevronDownIcon className="h-3.5 w-3.5" />
        </>
      }
    >
      {(close) => <LanguageOptions onChosen={close} />}
    </Dropdown>
  );
}
