// The browser's vehicle client (spec §7): years, makes(year), models(year, make),
// vehicles(year, make, model) with their engines, which products fit a vehicle, the VIN lookup,
// and the signed-in customer's garage (getUserVehicles, addUserVehicle, removeUserVehicle, current, merge).
import type { GarageDto } from "../../../domain/schemas/account.ts";
import type { Fitment, Vehicle, VinLookup } from "../../../domain/schemas/vehicle.ts";

const API_BASE = "/api/website";
/** spec §9: the HTTP client's time-out. */
export const HTTP_TIMEOUT_MS = 5000;

/** A non-2xx answer: its status and the API's message (a spec §8 key where there is one). */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

/**
 * One call of the API: JSON in (when there is a body) and out. A non-2xx answer, a time-out or an
 * abort rejects (spec §7: errors are rejected to the caller).
 */
export async function requestJson<T>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  options: { query?: Record<string, string | number>; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const query = new URLSearchParams(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const headers: Record<string, string> = { accept: "application/json" };
  // spec §7: the JSON content type by default; a call without a body sends none (an empty JSON body is an error).
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${API_BASE}${path}${query ? `?${query}` : ""}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(
      response.status,
      typeof problem?.message === "string" ? problem.message : `${method} ${path} answered ${response.status}`,
    );
  }
  return (await response.json()) as T;
}

const getJson = <T>(path: string, query: Record<string, string | number>, signal?: AbortSignal) =>
  requestJson<T>("GET", path, { query, signal });

export const vehicleApi = {
  years: (signal?: AbortSignal) => getJson<number[]>("/vehicles/years", {}, signal),
  makes: (year: number, signal?: AbortSignal) => getJson<string[]>("/vehicles/makes", { year }, signal),
  models: (year: number, make: string, signal?: AbortSignal) => getJson<string[]>("/vehicles/models", { year, make }, signal),
  vehicles: (year: number, make: string, model: string, signal?: AbortSignal) =>
    getJson<Vehicle[]>("/vehicles", { year, make, model }, signal),
  fitment: (vehicleId: number, productIds: readonly number[], signal?: AbortSignal) =>
    getJson<Fitment>(`/vehicles/${vehicleId}/fitment`, { products: productIds.join(",") }, signal),
  /** The VIN decoded and the catalogue's vehicles it names (none when the catalogue has none). */
  byVin: (vin: string, signal?: AbortSignal) => getJson<VinLookup>(`/vehicles/vin/${encodeURIComponent(vin)}`, {}, signal),

  // The signed-in customer's garage; every call answers the whole garage (401 for a guest).
  getUserVehicles: (signal?: AbortSignal) => requestJson<GarageDto>("GET", "/user/vehicles", { signal }),
  addUserVehicle: (vehicleId: number, current = false) =>
    requestJson<GarageDto>("POST", "/user/vehicles", { body: { vehicleId, current } }),
  removeUserVehicle: (vehicleId: number) => requestJson<GarageDto>("DELETE", `/user/vehicles/${vehicleId}`),
  setCurrentUserVehicle: (vehicleId: number | null) => requestJson<GarageDto>("POST", "/user/vehicles/current", { body: { vehicleId } }),
  /** A guest's garage joining the account on sign-in. */
  mergeUserVehicles: (vehicleIds: readonly number[], current: number | null) =>
    requestJson<GarageDto>("POST", "/user/vehicles/merge", { body: { vehicleIds, current } }),
};
