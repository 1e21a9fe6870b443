import { useEffect } from "react";
import { useRevalidator } from "react-router";

import { currentVehicleOf } from "../../../domain/garage.ts";
import { useShopStore } from "../../state/shop-store.ts";

/**
 * A listing that follows the current vehicle loads again when the shopper picks another one (the
 * cookie is already written), or when the stored garage disagrees with the cookie it was drawn with.
 */
export function useFollowCurrentVehicle(followsCurrentVehicle: boolean, cookieVehicle: number | null) {
  const currentId = useShopStore((s) => (s.hydrated ? (currentVehicleOf(s.garage)?.id ?? null) : undefined));
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (followsCurrentVehicle && currentId !== undefined && currentId !== cookieVehicle) void revalidate();
  }, [followsCurrentVehicle, currentId, cookieVehicle, revalidate]);
}
