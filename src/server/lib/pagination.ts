import type { Pagination } from "../../domain/schemas/common.ts";

export function paginate(page: number, limit: number, total: number): Pagination {
  return { limit, total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
