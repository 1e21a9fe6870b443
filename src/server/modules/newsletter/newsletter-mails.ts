// The newsletter's mails, written in the language the reader signed up in. Arabic mails are right
// to left; the address and links are isolated so they read in their own direction.
import { directionOf, type Locale } from "../../../domain/locales.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../mail/index.ts";

interface ConfirmationTexts {
  subject: string;
  greeting: string;
  lead: string;
  action: string;
  after: string;
}

const CONFIRMATION: Record<Locale, ConfirmationTexts> = {
  en: {
    subject: "Confirm your subscription to the Overland newsletter",
    greeting: "Hello,",
    lead: "You asked for the Overland newsletter at this address: fitting guides, trip reports and offers about twice a month. Please confirm that you want it.",
    action: "Confirm my subscription",
    after: "The link works for 7 days. If you did not ask for the newsletter, ignore this message: you will not be subscribed.",
  },
  ru: {
    subject: "Подтвердите подписку на рассылку Overland",
    greeting: "Здравствуйте!",
    lead: "С этого адреса оформлена подписка на рассылку Overland: инструкции по установке, отчёты о поездках и спецпредложения примерно два раза в месяц. Подтвердите, что хотите её получать.",
    action: "Подтвердить подписку",
    after: "Ссылка действует 7 дней. Если вы не подписывались, просто не обращайте внимания на это письмо: подписка не будет оформлена.",
  },
  ar: {
    subject: "أكِّد اشتراكك في نشرة Overland البريدية",
    greeting: "مرحبًا،",
    lead: "طلبتَ تلقّي نشرة Overland البريدية على هذا العنوان: أدلة التركيب وتقارير الرحلات والعروض، مرتين في الشهر تقريبًا. يُرجى تأكيد رغبتك في تلقّيها.",
    action: "تأكيد الاشتراك",
    after: "يعمل الرابط مدة 7 أيام. إذا لم تطلب النشرة فتجاهل هذه الرسالة، ولن يتم اشتراكك.",
  },
};

const UNSUBSCRIBE: Record<Locale, string> = {
  en: "You receive this newsletter because you subscribed at Overland. Unsubscribe in one click:",
  ru: "Вы получаете эту рассылку, потому что подписались на неё в Overland. Отписаться одним нажатием:",
  ar: "تصلك هذه النشرة لأنك اشتركت فيها لدى Overland. لإلغاء الاشتراك بنقرة واحدة:",
};

const html = (locale: Locale, body: string) => `<div lang="${locale}" dir="${directionOf(locale)}">\n${body}\n</div>`;
/** A link kept in its own direction inside right-to-left text. */
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}"><bdi>${escapeHtml(text)}</bdi></a>`;

export function confirmationMail(to: string, locale: Locale, confirmUrl: string, dedupeKey: string): OutgoingMail {
  const texts = CONFIRMATION[locale];
  return {
    dedupeKey,
    to,
    subject: texts.subject,
    text: [texts.greeting, "", texts.lead, "", `${texts.action}: ${confirmUrl}`, "", texts.after, "", "Overland"].join("\n"),
    html: html(
      locale,
      `<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(texts.lead)}</p>
<p>${link(confirmUrl, texts.action)}</p>
<p>${escapeHtml(texts.after)}</p>
<p>Overland</p>`,
    ),
  };
}

/**
 * One subscriber's copy of a newsletter issue: the staff's text, then the one-click unsubscribe
 * link, also in List-Unsubscribe with List-Unsubscribe-Post (RFC 8058) so mail programs offer it.
 */
export function issueMail(
  to: string,
  locale: Locale,
  issue: { subject: string; text: string },
  links: { page: string; oneClick: string },
  dedupeKey: string,
): OutgoingMail {
  const paragraphs = issue.text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`);
  return {
    dedupeKey,
    to,
    subject: issue.subject,
    text: [issue.text, "", "--", `${UNSUBSCRIBE[locale]} ${links.page}`].join("\n"),
    html: html(
      locale,
      `${paragraphs.join("\n")}\n<hr>\n<p><small>${escapeHtml(UNSUBSCRIBE[locale])} ${link(links.page, links.page)}</small></p>`,
    ),
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
