// The vehicles module's public face (docs/how-a-module-is-built.md): year, make, model and
// engine, VIN lookup, and the pages of a model and its years; the vehicle list the owner keeps.
export { createVehiclePagesService, vehiclePagePath, type VehiclePagesService } from "./vehicle-pages.service.ts";
export { vehiclesRoutes } from "./vehicles.routes.ts";
export { createVehiclesService, type VehiclesService } from "./vehicles.service.ts";
export { createVehicleListService, deriveVehicles, type VehicleListService } from "./vehicle-list.service.ts";
export { vehicleListRoutes } from "./vehicle-list.routes.ts";
export { type VehicleListEntry, vehicleListFileOn } from "./vehicle-list-file.ts";
