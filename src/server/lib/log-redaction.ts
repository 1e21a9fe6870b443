// What the access log must not keep: customers' e-mail addresses and the secrets in links (order
// tokens, mailed links, staff invitations, the first owner's setup link, test payment sessions).
// They travel in some URLs (spec §7 orders-by-email, the checkout success page, every mailed
// link), and the log prints every URL. A log is read by more people, and kept longer, than a link
// is valid: an unused owner invitation read from it would set the owner's password.

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
  // The newsletter's double opt-in and unsubscribe links (decision 020): one page for both kinds.
  "/newsletter/:kind/:token",
  "/api/website/newsletter/unsubscribe/:token",
  // A staff invitation: whoever holds it sets the staff member's password.
  "/admin/set-password/:token",
  "/api/website/staff/set-password/:token",
  // The first owner's setup link, printed at a start of a shop without an owner: whoever holds it owns the shop.
  "/admin/setup/:token",
  "/api/website/staff/setup/:token",
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

/** The path with its secrets replaced, a page's data request keeping its suffix; null when no secret route matches it. */
function redactPathAsWritten(path: string): string | null {
  if (path.endsWith(DATA_SUFFIX)) {
    const page = redactRoutePath(path.slice(0, -DATA_SUFFIX.length));
    if (page !== null) return page + DATA_SUFFIX;
  }
  return redactRoutePath(path);
}

/** What may make a path other than it reads: an escape, a backslash, a dot segment. */
const NOT_CANONICAL = /%|\\|\/\.\.?(?:\/|$)/;
/** RFC 3986's unreserved characters: an escape of one means the character itself. */
const UNRESERVED = /^[\w.~-]$/;

/** The path without its dot segments (RFC 3986 §5.2.4); `..` never climbs above the root. */
function withoutDotSegments(path: string): string {
  const segments = path.split("/");
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === "." || segment === "..") {
      if (segment === ".." && kept.length > 1) kept.pop();
      if (last) kept.push("");
    } else kept.push(segment);
  });
  return kept.join("/");
}

/**
 * The path as a router may take it: escaped unreserved characters decoded (`%61dmin` is `admin`),
 * backslashes read as slashes (as WHATWG URL reads them), dot segments resolved, before or after
 * doubled slashes are merged (routers differ). An escaped slash stays one: no router splits on it.
 */
function canonicalPaths(path: string): string[] {
  const decoded = path
    .replace(/%[0-9a-f]{2}/gi, (escape) => {
      const character = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
      return UNRESERVED.test(character) ? character : escape;
    })
    .replace(/\\/g, "/");
  return [withoutDotSegments(decoded), withoutDotSegments(decoded.replace(/\/{2,}/g, "/"))];
}

/**
 * The path as the log may show it. A path no browser sends (`/admin/./set-password/<t>`,
 * `/%61dmin/...`) may still be served, so the secret routes are matched on its canonical forms
 * too; one that matches is logged canonical, with its secret replaced.
 */
function redactPath(path: string): string {
  const asWritten = redactPathAsWritten(path);
  if (asWritten !== null || !NOT_CANONICAL.test(path)) return asWritten ?? path;
  for (const canonical of canonicalPaths(path)) {
    const redacted = redactPathAsWritten(canonical);
    if (redacted !== null) return redacted;
  }
  return path;
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
