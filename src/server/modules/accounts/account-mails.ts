// The account's mails, in the language the customer last used the shop in (users.locale): the
// mailed links open their page in it too. The back office's invitation is in English, as the back
// office's own sign-in is.
import { directionOf, type Locale } from "../../../domain/locales.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../mail/index.ts";

export interface Recipient {
  to: string;
  name: string;
  locale: Locale;
}

interface LinkMail extends Recipient {
  /** The whole address, in the recipient's language (domain/language-urls.ts). */
  link: string;
  /** Unique per link: the same link is never mailed twice. */
  dedupeKey: string;
}

interface LinkTexts {
  subject: string;
  lead: string;
  action: string;
  after: string;
}

interface AccountTexts {
  hello: (name: string) => string;
  verify: LinkTexts;
  reset: LinkTexts;
  changeEmail: LinkTexts;
  emailChanged: { subject: string; text: (newEmail: string) => string };
  passwordChanged: { subject: string; text: string };
}

/** A name or an address isolated inside a sentence of either direction (Unicode FSI ... PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

const TEXTS: Record<Locale, AccountTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    verify: {
      subject: "Confirm your e-mail address for Overland",
      lead: "Thank you for creating an Overland account. Please confirm that this address is yours.",
      action: "Confirm my e-mail address",
      after: "The link works once, for 48 hours. If you did not create an account, ignore this message.",
    },
    reset: {
      subject: "Reset your Overland password",
      lead: "Someone, hopefully you, asked to reset the password of your Overland account.",
      action: "Choose a new password",
      after: "The link works once, for one hour. If you did not ask for it, ignore this message: your password stays as it is.",
    },
    changeEmail: {
      subject: "Confirm your new e-mail address for Overland",
      lead: "You asked to use this address for your Overland account.",
      action: "Confirm the new address",
      after: "The link works once, for 24 hours. Until then your account keeps its old address.",
    },
    emailChanged: {
      subject: "Your Overland e-mail address was changed",
      text: (newEmail) =>
        `The e-mail address of your Overland account is now ${newEmail}. If you did not make this change, reply to this message.`,
    },
    passwordChanged: {
      subject: "Your Overland password was changed",
      text: 'The password of your Overland account was just changed, and every other device was signed out. If you did not make this change, reset your password with "Forgot your password?" on the sign-in page and reply to this message.',
    },
  },
  ru: {
    hello: (name) => `Здравствуйте, ${name}!`,
    verify: {
      subject: "Подтвердите адрес электронной почты для Overland",
      lead: "Спасибо за регистрацию в Overland. Подтвердите, пожалуйста, что этот адрес принадлежит вам.",
      action: "Подтвердить адрес",
      after: "Ссылка срабатывает один раз и действует 48 часов. Если вы не регистрировались, просто не обращайте внимания на это письмо.",
    },
    reset: {
      subject: "Сброс пароля Overland",
      lead: "Кто-то (надеемся, вы) запросил сброс пароля вашей учётной записи Overland.",
      action: "Задать новый пароль",
      after: "Ссылка срабатывает один раз и действует один час. Если вы этого не запрашивали, ничего не делайте: пароль останется прежним.",
    },
    changeEmail: {
      subject: "Подтвердите новый адрес электронной почты для Overland",
      lead: "Вы попросили использовать этот адрес для своей учётной записи Overland.",
      action: "Подтвердить новый адрес",
      after: "Ссылка срабатывает один раз и действует 24 часа. До подтверждения учётная запись остаётся на прежнем адресе.",
    },
    emailChanged: {
      subject: "Адрес электронной почты Overland изменён",
      text: (newEmail) =>
        `Теперь ваша учётная запись Overland привязана к адресу ${newEmail}. Если вы этого не делали, ответьте на это письмо.`,
    },
    passwordChanged: {
      subject: "Пароль Overland изменён",
      text: "Пароль вашей учётной записи Overland только что изменён, на всех остальных устройствах выполнен выход. Если это были не вы, сбросьте пароль через «Забыли пароль?» на странице входа и ответьте на это письмо.",
    },
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    verify: {
      subject: "أكِّد عنوان بريدك الإلكتروني لدى Overland",
      lead: "شكرًا لإنشائك حسابًا في Overland. يُرجى تأكيد أن هذا العنوان يخصك.",
      action: "تأكيد عنوان بريدي الإلكتروني",
      after: "يعمل الرابط مرة واحدة خلال 48 ساعة. إذا لم تُنشئ حسابًا فتجاهل هذه الرسالة.",
    },
    reset: {
      subject: "إعادة تعيين كلمة مرور Overland",
      lead: "طلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة مرور حسابك في Overland.",
      action: "اختيار كلمة مرور جديدة",
      after: "يعمل الرابط مرة واحدة خلال ساعة. إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.",
    },
    changeEmail: {
      subject: "أكِّد عنوان بريدك الإلكتروني الجديد لدى Overland",
      lead: "طلبتَ استخدام هذا العنوان لحسابك في Overland.",
      action: "تأكيد العنوان الجديد",
      after: "يعمل الرابط مرة واحدة خلال 24 ساعة، ويبقى حسابك على عنوانه القديم حتى ذلك الحين.",
    },
    emailChanged: {
      subject: "تم تغيير عنوان بريدك الإلكتروني لدى Overland",
      text: (newEmail) => `أصبح عنوان البريد الإلكتروني لحسابك في Overland هو ${newEmail}. إذا لم تُجرِ هذا التغيير فردّ على هذه الرسالة.`,
    },
    passwordChanged: {
      subject: "تم تغيير كلمة مرور Overland",
      text: "تم تغيير كلمة مرور حسابك في Overland للتو، وسُجِّل الخروج من جميع الأجهزة الأخرى. إذا لم تُجرِ هذا التغيير فأعد تعيين كلمة المرور من «هل نسيت كلمة المرور؟» في صفحة تسجيل الدخول وردّ على هذه الرسالة.",
    },
  },
};

/** A whole document, laid out in the mail's language and direction. */
const document = (locale: Locale, body: string) =>
  `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body>${body}</body></html>`;

function linkMail(mail: LinkMail, texts: LinkTexts): OutgoingMail {
  const hello = TEXTS[mail.locale].hello(isolate(mail.name));
  const text = [hello, "", texts.lead, "", `${texts.action}: ${mail.link}`, "", texts.after, "", "Overland"].join("\n");
  const html = document(
    mail.locale,
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(texts.lead)}</p>
<p><a href="${escapeHtml(mail.link)}">${escapeHtml(texts.action)}</a></p>
<p>${escapeHtml(texts.after)}</p>
<p>Overland</p>`,
  );
  return { dedupeKey: mail.dedupeKey, to: mail.to, subject: texts.subject, text, html };
}

function notice(recipient: Recipient, subject: string, body: string, dedupeKey: string): OutgoingMail {
  const text = `${TEXTS[recipient.locale].hello(isolate(recipient.name))}\n\n${body}\n\nOverland`;
  return {
    dedupeKey,
    to: recipient.to,
    subject,
    text,
    html: document(recipient.locale, `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>`),
  };
}

export const verificationMail = (mail: LinkMail) => linkMail(mail, TEXTS[mail.locale].verify);

export const passwordResetMail = (mail: LinkMail) => linkMail(mail, TEXTS[mail.locale].reset);

export const emailChangeMail = (mail: LinkMail) => linkMail(mail, TEXTS[mail.locale].changeEmail);

/** Tells the old address that the account moved, so a hijack does not go unnoticed. */
export function emailChangedNotice(recipient: Recipient, newEmail: string, dedupeKey: string): OutgoingMail {
  const texts = TEXTS[recipient.locale].emailChanged;
  return notice(recipient, texts.subject, texts.text(isolate(newEmail)), dedupeKey);
}

/** Tells the customer the password changed, so that a change by someone else does not go unnoticed. */
export function passwordChangedNotice(recipient: Recipient, dedupeKey: string): OutgoingMail {
  const texts = TEXTS[recipient.locale].passwordChanged;
  return notice(recipient, texts.subject, texts.text, dedupeKey);
}

/** The link a new member of staff sets a password with (npm run staff -- add, or the owner's Staff page). */
export const staffInviteMail = (mail: Omit<LinkMail, "locale">) =>
  linkMail(
    { ...mail, locale: "en" },
    {
      subject: "Your Overland back office account",
      lead: "You were given an account in Overland's back office. Choose a password to sign in.",
      action: "Choose my password",
      after: "The link works once, for three days. If you did not expect it, ignore this message.",
    },
  );
