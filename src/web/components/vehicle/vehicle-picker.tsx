// Placeholder while the header vehicle picker is being built (issue 3).
export function VehiclePicker() {
  return null;
}
