// The closed set of domain errors; the error handler maps each to its HTTP status.

export class DomainError extends Error {
  readonly statusCode: number = 500;
  readonly error: string = "Internal Server Error";
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
}
