// What the access log must not keep: customers' e-mail addresses and the secrets in links (order
// tokens, mailed links, staff invitations, test payment sessions). They travel in some URLs
// (spec §7 orders-by-email, the checkout success page, every mailed link), and the log prints
// every URL. A log is read by more people, and kept longer, than a link is valid: an unused owner
// invitation read from it would set the owner's password.

/**
 * Every route whose path carries a secret, as the route tables spell it (Fastify's routes and
 * src/web/routes.ts). The parameters named like a secret (SECRET_NAME) are replaced, the rest of
 * the path stays readable. log-redaction.routes.test.ts walks both route tables and fails for a
 * route with a secret parameter that is missing here.
 */
export const SECRET_ROUTES: readonly string[] = [
  // A guest's order page, where the payment provider returns (success and cancel URLs).
  "/cart/checkout/:token",
  // Mailed links to customers: sign-up verification, a new e-mail's confirmation, password reset.
  "/account/verify/:token",
  "/account/confirm-email/:token",
  "/account/reset-password/:token",
  "/api/website/user/register/:token",
  "/api/website/user/email/:token",
  "/api/website/user/reset-password/:token",
  // The newsletter's double opt-in and unsubscribe links (decision 020).
  "/newsletter/confirm/:token",
  "/newsletter/unsubscribe/:token",
  "/api/website/newsletter/unsubscribe/:token",
  // A staff invitation: whoever holds it sets the staff member's password.
  "/admin/set-password/:token",
  "/api/website/staff/set-password/:token",
  // The built-in test payment page: its session id pays or cancels the order.
  "/api/website/payments/test/:sessionId",
  "/api/website/payments/test/:sessionId/receipt",
];

/** A parameter (of a path or a query) whose name says it holds a secret. */
export const SECRET_NAME = /token|secret|key|code|signature|session|password|^t$/i;

const EMAIL = /[^/?&=#\s]+(@|%40)[^/?&=#\s]+/gi;
/** React Router's data requests add this to the page's path (single fetch). */
const DATA_SUFFIX = ".data";

interface SecretPath {
  pattern: RegExp;
  /** For each captured segment, whether it is a secret. */
  secret: boolean[];
}

/**
 * A route as a regular expression over a request's path: case-insensitive, repeated or trailing
 * slashes allowed, as the storefront's router (React Router) accepts them.
 */
function compile(route: string): SecretPath {
  const secret: boolean[] = [];
  const segments = route
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(":")) return `/+${segment.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}`;
      const optional = segment.endsWith("?");
      secret.push(SECRET_NAME.test(segment.slice(1, optional ? -1 : undefined)));
      return optional ? "(?:/+([^/]+))?" : "/+([^/]+)";
    });
  return { pattern: new RegExp(`^${segments.join("")}/*$`, "id"), secret };
}

const SECRET_PATHS = SECRET_ROUTES.map(compile);

/** The path with each secret segment replaced, or null when no secret route matches it. */
function redactRoutePath(path: string): string | null {
  for (const { pattern, secret } of SECRET_PATHS) {
    const match = pattern.exec(path);
    if (!match) continue;
    let redacted = "";
    let index = 0;
    secret.forEach((isSecret, group) => {
      const span = match.indices?.[group + 1];
      if (!span || !isSecret) return;
      redacted += `${path.slice(index, span[0])}[secret]`;
      index = span[1];
    });
    return redacted + path.slice(index);
  }
  return null;
}

/** The path as the log may show it; a page's data request keeps its suffix readable. */
function redactPath(path: string): string {
  if (path.endsWith(DATA_SUFFIX)) {
    const page = redactRoutePath(path.slice(0, -DATA_SUFFIX.length));
    if (page !== null) return page + DATA_SUFFIX;
  }
  return redactRoutePath(path) ?? path;
}

/** The query with the value of every parameter named like a secret replaced (a guest's ?token=). */
function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // A malformed escape is matched as written.
      }
      return SECRET_NAME.test(name) ? `${pair.slice(0, equals)}=[secret]` : pair;
    })
    .join("&");
}

/** The URL as the log may show it. */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? null : url.slice(mark + 1);
  const redacted = redactPath(path) + (query === null ? "" : `?${redactQuery(query)}`);
  return redacted.replace(EMAIL, "[email]");
}
