// The browser's vehicle client (spec §7): years, makes(year), models(year, make),
// vehicles(year, make, model) with their engines, and which products fit a vehicle.
import type { Fitment, Vehicle } from "../../../domain/schemas/vehicle.ts";

const API_BASE = "/api/website";
/** spec §9: the HTTP client's time-out. */
export const HTTP_TIMEOUT_MS = 5000;

/** GET a JSON document; a non-2xx answer, a time-out or an abort rejects (spec §7). */
async function getJson<T>(path: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<T> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const response = await fetch(`${API_BASE}${path}${query ? `?${query}` : ""}`, {
    headers: { accept: "application/json" },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const vehicleApi = {
  years: (signal?: AbortSignal) => getJson<number[]>("/vehicles/years", {}, signal),
  makes: (year: number, signal?: AbortSignal) => getJson<string[]>("/vehicles/makes", { year }, signal),
  models: (year: number, make: string, signal?: AbortSignal) => getJson<string[]>("/vehicles/models", { year, make }, signal),
  vehicles: (year: number, make: string, model: string, signal?: AbortSignal) => getJson<Vehicle[]>("/vehicles", { year, make, model }, signal),
  fitment: (vehicleId: number, productIds: readonly number[], signal?: AbortSignal) =>
    getJson<Fitment>(`/vehicles/${vehicleId}/fitment`, { products: productIds.join(",") }, signal),
};
