// The garage in the browser: a guest's lives in the store (local storage); a signed-in
// customer's on the server, which the store mirrors. useGarageSync (mounted once, in the root)
// keeps the mirror and the vehicle cookie in step; useGarage gives the picker and the garage
// page one way to add, remove and choose, whoever is signed in.
import { useCallback, useEffect, useRef } from "react";

import { currentVehicleOf, type Garage, type GarageVehicle } from "../../../domain/garage.ts";
import type { GarageDto } from "../../../domain/schemas/account.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { readCookie } from "../../lib/preferences.ts";
import { useRootData } from "../../lib/use-preferences.ts";
import { VEHICLE_COOKIE, vehicleCookie } from "../../lib/vehicle-cookie.ts";
import { useShopStore } from "../../state/shop-store.ts";
import { showToast } from "../../state/toast-store.ts";
import { garageSyncStep, mergePayload } from "./garage-sync.ts";
import { vehicleApi } from "./vehicle-api.ts";

// Only the answer of the latest garage call is taken: a slower, older one must not undo a newer choice.
let latestCall = 0;

/** Runs one server call of the garage and mirrors its answer; rejects when the call fails. */
async function mirror(call: () => Promise<GarageDto>): Promise<void> {
  const ticket = ++latestCall;
  const garage = await call();
  if (ticket === latestCall) useShopStore.getState().syncGarage(garage);
}

/** Keeps the current vehicle's cookie in step with the store (the server narrows listings with it). */
function writeVehicleCookie(garage: Garage): void {
  const id = currentVehicleOf(garage)?.id ?? null;
  const stored = readCookie(document.cookie, VEHICLE_COOKIE);
  if ((stored || null) !== (id === null ? null : String(id))) document.cookie = vehicleCookie(id);
}

/**
 * Mounted once: mirrors the account's garage while someone is signed in (a guest's vehicles join
 * the account once, on sign-in), empties it on sign-out, and keeps the vehicle cookie in step.
 */
export function useGarageSync(): void {
  const account = useRootData()?.user?.email ?? null;
  const hydrated = useShopStore((s) => s.hydrated);
  const source = useShopStore((s) => s.garageSource);
  const syncedFor = useRef<string | null | undefined>(undefined);

  // Synchronous with every change, so a loader that runs next already sees the new cookie.
  useEffect(() => {
    const follow = (state: ReturnType<typeof useShopStore.getState>) => {
      if (state.hydrated) writeVehicleCookie(state.garage);
    };
    follow(useShopStore.getState());
    return useShopStore.subscribe(follow);
  }, []);

  useEffect(() => {
    const store = useShopStore.getState();
    const step = garageSyncStep({ hydrated, account, syncedFor: syncedFor.current, source, garage: store.garage });
    if (step === "none") return;
    syncedFor.current = account;
    if (step === "clear") {
      store.clearGarage();
      return;
    }
    const { vehicleIds, current } = mergePayload(store.garage);
    const call = step === "merge" ? () => vehicleApi.mergeUserVehicles(vehicleIds, current) : () => vehicleApi.getUserVehicles();
    // A failed merge keeps the guest's vehicles here; the next page load tries again.
    mirror(call).catch((error: unknown) => console.warn("Could not load the garage", error));
  }, [hydrated, account, source]);
}

export interface GarageActions {
  /** Read the stored garage (before that, the server's render shows none). */
  hydrated: boolean;
  items: GarageVehicle[];
  currentId: number | null;
  /** Adds the vehicle and makes it the current one. */
  add(vehicle: GarageVehicle): void;
  remove(vehicleId: number): void;
  choose(vehicleId: number | null): void;
}

/**
 * The garage and its changes. The store changes at once (spec §4 rules); for a signed-in customer
 * the server is then called and its answer (the garage reloaded) replaces the store's; a failure
 * says so and reloads the account's garage.
 */
export function useGarage(): GarageActions {
  const { t } = useTranslation();
  const signedIn = Boolean(useRootData()?.user);
  const hydrated = useShopStore((s) => s.hydrated);
  const items = useShopStore((s) => s.garage.items);
  const currentId = useShopStore((s) => s.garage.current);

  const save = useCallback(
    (call: () => Promise<GarageDto>) => {
      if (!signedIn) return;
      mirror(call).catch((error: unknown) => {
        console.warn("Could not save the garage", error);
        showToast(t("garage.errors.saveFailed"), "error");
        void mirror(() => vehicleApi.getUserVehicles()).catch(() => undefined);
      });
    },
    [signedIn, t],
  );

  const add = useCallback(
    (vehicle: GarageVehicle) => {
      const store = useShopStore.getState();
      store.addVehicle(vehicle);
      store.setCurrentVehicle(vehicle.id);
      save(() => vehicleApi.addUserVehicle(vehicle.id, true));
    },
    [save],
  );
  const remove = useCallback(
    (vehicleId: number) => {
      useShopStore.getState().removeVehicle(vehicleId);
      save(() => vehicleApi.removeUserVehicle(vehicleId));
    },
    [save],
  );
  const choose = useCallback(
    (vehicleId: number | null) => {
      useShopStore.getState().setCurrentVehicle(vehicleId);
      save(() => vehicleApi.setCurrentUserVehicle(vehicleId));
    },
    [save],
  );

  return { hydrated, items: hydrated ? items : [], currentId: hydrated ? currentId : null, add, remove, choose };
}
