// "It is back in stock", written in the language the shopper asked in. Arabic mails are right to
// left; the part's name and link are isolated so they read in their own direction.
import { directionOf, type Locale, type LocalizedText } from "../../../domain/locales.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../mail/index.ts";

interface BackInStockTexts {
  subject: (name: string) => string;
  greeting: string;
  lead: (name: string) => string;
  action: string;
  after: string;
}

const TEXTS: Record<Locale, BackInStockTexts> = {
  en: {
    subject: (name) => `Back in stock: ${name}`,
    greeting: "Hello,",
    lead: (name) => `${name} is back in stock at Overland. You asked us to tell you.`,
    action: "See the part",
    after: "We send this message once; units may sell quickly. To be told again, ask again on the part's page.",
  },
  ru: {
    subject: (name) => `Снова в наличии: ${name}`,
    greeting: "Здравствуйте!",
    lead: (name) => `${name} снова в наличии в Overland. Вы просили сообщить об этом.`,
    action: "Посмотреть деталь",
    after:
      "Мы отправляем это письмо один раз; товар может быстро закончиться. Чтобы получить уведомление снова, подпишитесь ещё раз на странице детали.",
  },
  ar: {
    subject: (name) => `عاد إلى المخزون: ${name}`,
    greeting: "مرحبًا،",
    lead: (name) => `عاد ${name} إلى المخزون لدى Overland، كما طلبتَ أن نُعلمك.`,
    action: "عرض القطعة",
    after: "نرسل هذه الرسالة مرة واحدة فقط، وقد تنفد الكمية سريعًا. لتلقّي تنبيه آخر، اطلبه مجددًا من صفحة القطعة.",
  },
};

/** The mail to one shopper: the part's name in their language (English when it has none), and its page. */
export function backInStockMail(
  to: string,
  locale: Locale,
  part: { title: LocalizedText; variantSku: string | null; url: string },
  dedupeKey: string,
): OutgoingMail {
  const texts = TEXTS[locale];
  const title = part.title[locale] || part.title.en;
  const name = part.variantSku ? `${title} (${part.variantSku})` : title;
  return {
    dedupeKey,
    to,
    subject: texts.subject(name),
    text: [texts.greeting, "", texts.lead(name), "", `${texts.action}: ${part.url}`, "", texts.after, "", "Overland"].join("\n"),
    html: `<div lang="${locale}" dir="${directionOf(locale)}">
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(texts.lead("\u2068" + name + "\u2069"))}</p>
<p><a href="${escapeHtml(part.url)}"><bdi>${escapeHtml(texts.action)}</bdi></a></p>
<p>${escapeHtml(texts.after)}</p>
<p>Overland</p>
</div>`,
  };
}
