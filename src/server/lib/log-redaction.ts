// What the access log must not keep: customers' e-mail addresses and the secrets in links (order
// tokens, verification and reset links). They travel in some URLs (spec §7 orders-by-email, the
// checkout success page), and the log prints every URL.

const EMAIL = /[^/?&=#\s]+(@|%40)[^/?&=#\s]+/gi;
/** Paths whose last segment is a secret: the guest's order page and the mailed links. */
const SECRET_SEGMENT =
  /^(\/cart\/checkout|\/account\/(verify|reset-password|confirm-email)|\/api\/website\/user\/(register|reset-password|email))\/[^/?#]+/;
const SECRET_PARAM = /([?&](token|t)=)[^&#]*/gi;

/** The URL as the log may show it. */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_SEGMENT, (match) => `${match.slice(0, match.lastIndexOf("/"))}/[secret]`)
    .replace(SECRET_PARAM, "$1[secret]")
    .replace(EMAIL, "[email]");
}
