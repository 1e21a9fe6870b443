// A vehicle's name is Latin text ("1995 Toyota Land Cruiser 80") that may sit inside Arabic:
// isolated in <bdi>, its year stays in front of the make instead of jumping to the other side.
import { TextWithIsolated } from "../ui/isolated-text.tsx";
import { SpriteIcon } from "../ui/sprite-icon.tsx";

/** Renders `translate(placeholder)` with the vehicle name isolated where the placeholder was. */
export function TextWithVehicle({ translate, vehicle }: { translate: (placeholder: string) => string; vehicle: string }) {
  return <TextWithIsolated translate={translate} text={vehicle} />;
}

export function CarIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <SpriteIcon name="car" className={`${className} shrink-0 fill-none stroke-current stroke-2`} />;
}

export function CheckIcon({ className = "h-4 w-4" }: { className?: string }) {
  return <SpriteIcon name="check" className={`${className} shrink-0 fill-none stroke-current stroke-[2.5]`} />;
}

export function CrossIcon({ className = "h-4 w-4" }: { className?: string }) {
  return <SpriteIcon name="close" className={`${className} shrink-0 fill-none stroke-current stroke-[2.5]`} />;
}
