import { currentVehicleOf, type GarageVehicle } from "../../../domain/garage.ts";
import { useShopStore } from "../../state/shop-store.ts";

/**
 * The shopper's current vehicle (spec §3 Garage.current), or null. Null until the stored state is
 * read, so the server and the first browser render agree.
 */
export function useCurrentVehicle(): GarageVehicle | null {
  return useShopStore((s) => (s.hydrated ? currentVehicleOf(s.garage) : null));
}
