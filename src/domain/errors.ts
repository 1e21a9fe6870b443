// The closed set of domain errors, shared by the server (the error handler maps each to its HTTP
// status) and the storefront's loaders and actions, which tell them apart with instanceof.

/** Marks a domain error with its class's name; the storefront's server bundle holds a second copy of this module. */
const KIND = Symbol.for("overland.DomainError.kind");

export class DomainError extends Error {
  readonly statusCode: number = 500;
  readonly error: string = "Internal Server Error";
  readonly [KIND]: string[];
  /** A stable code a caller may match, sent beside the message (the admin API's refusals). */
  readonly code: string | undefined;

  constructor(message?: string, options?: ErrorOptions & { code?: string }) {
    super(message, options);
    this.code = options?.code;
    const kinds: string[] = [];
    for (let c: unknown = new.target; typeof c === "function" && c !== Error; c = Object.getPrototypeOf(c))
      kinds.push((c as { name: string }).name);
    this[KIND] = kinds;
  }

  /** `instanceof` by class name, so an error thrown by the server's copy of this module is known to the bundle's copy, and back. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    const kinds = typeof value === "object" && value !== null ? (value as { [KIND]?: unknown })[KIND] : undefined;
    return Array.isArray(kinds) && kinds.includes(this.name);
  }
}

/** For `.catch`: null for a NotFoundError (the thing asked for is not there), anything else thrown on. */
export function unlessNotFound(error: unknown): null {
  if (error instanceof NotFoundError) return null;
  throw error;
}

/** A service's refusal of the request (a domain error under 500), or null for anything else. */
export function refusalOf(error: unknown): DomainError | null {
  return error instanceof DomainError && error.statusCode < 500 ? error : null;
}

export class InvalidInputError extends DomainError {
  override readonly statusCode = 400;
  override readonly error = "Bad Request";
}

export class UnauthorizedError extends DomainError {
  override readonly statusCode = 401;
  override readonly error = "Unauthorized";
}

export class ForbiddenError extends DomainError {
  override readonly statusCode = 403;
  override readonly error = "Forbidden";
}

export class NotFoundError extends DomainError {
  override readonly statusCode = 404;
  override readonly error = "Not Found";
}

/** What was here is no more, on purpose (a part the shop deleted): 410, where 404 is never was. */
export class GoneError extends DomainError {
  override readonly statusCode = 410;
  override readonly error = "Gone";
}

export class ConflictError extends DomainError {
  override readonly statusCode = 409;
  override readonly error = "Conflict";
}

export class ServiceUnavailableError extends DomainError {
  override readonly statusCode = 503;
  override readonly error = "Service Unavailable";
}

export class TooManyRequestsError extends DomainError {
  override readonly statusCode = 429;
  override readonly error = "Too Many Requests";
  /** Seconds after which the client may try again, sent as Retry-After when the limit tells. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message?: string, options?: ErrorOptions & { retryAfterSeconds?: number }) {
    super(message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
