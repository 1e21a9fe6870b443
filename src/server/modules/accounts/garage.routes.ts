import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";

import { AddUserVehicleSchema, CurrentVehicleSchema, GarageSchema, MergeGarageSchema } from "../../../domain/schemas/account.ts";
import { ErrorSchema, IdParamSchema } from "../../../domain/schemas/common.ts";
import { requireUser } from "./require-user.ts";

const tags = ["garage"];
const response = { 200: GarageSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** The vehicle client's user calls (spec §7: getUserVehicles, addUserVehicle, removeUserVehicle), plus current and merge. */
export const garageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { garage } = app.services;

  app.get("/user/vehicles", { schema: { tags, summary: "The customer's garage: vehicles and the current one", response } }, (request) =>
    garage.get(requireUser(request).id),
  );

  app.post(
    "/user/vehicles",
    {
      schema: {
        tags,
        summary: "Add a vehicle to the garage (current: true also makes it the current one)",
        body: AddUserVehicleSchema,
        response,
      },
    },
    (request) => garage.add(requireUser(request).id, request.body.vehicleId, request.body.current),
  );

  app.post(
    "/user/vehicles/current",
    {
      schema: {
        tags,
        summary: "Choose the current vehicle; null, or a vehicle not in the garage, leaves none (spec §4)",
        body: CurrentVehicleSchema,
        response,
      },
    },
    (request) => garage.setCurrent(requireUser(request).id, request.body.vehicleId),
  );

  app.post(
    "/user/vehicles/merge",
    { schema: { tags, summary: "Join a guest's garage to the account on sign-in", body: MergeGarageSchema, response } },
    (request) => garage.merge(requireUser(request).id, request.body.vehicleIds, request.body.current),
  );

  app.delete(
    "/user/vehicles/:id",
    { schema: { tags, summary: "Remove a vehicle from the garage", params: IdParamSchema, response } },
    (request) => garage.remove(requireUser(request).id, request.params.id),
  );
};
