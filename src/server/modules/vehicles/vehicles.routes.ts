import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { ErrorSchema, IdParamSchema } from "../../../domain/schemas/common.ts";
import {
  FitmentQuerySchema,
  FitmentSchema,
  VehicleNameSchema,
  VehicleSchema,
  VinLookupSchema,
  VinParamSchema,
  YearSchema,
} from "../../../domain/schemas/vehicle.ts";

const tags = ["vehicles"];
const errors = { 400: ErrorSchema, 404: ErrorSchema };

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { vehicles } = app.services;

  app.get("/vehicles/years", { schema: { tags, summary: "Model years, newest first", response: { 200: z.array(z.int()) } } }, () =>
    vehicles.years(),
  );
  app.get(
    "/vehicles/makes",
    {
      schema: {
        tags,
        summary: "Makes of a year",
        querystring: z.object({ year: YearSchema }),
        response: { 200: z.array(z.string()), ...errors },
      },
    },
    (request) => vehicles.makes(request.query.year),
  );
  app.get(
    "/vehicles/models",
    {
      schema: {
        tags,
        summary: "Models of a year and make",
        querystring: z.object({ year: YearSchema, make: VehicleNameSchema }),
        response: { 200: z.array(z.string()), ...errors },
      },
    },
    (request) => vehicles.models(request.query.year, request.query.make),
  );
  app.get(
    "/vehicles",
    {
      schema: {
        tags,
        summary: "Vehicles (one per engine) of a year, make and model",
        querystring: z.object({ year: YearSchema, make: VehicleNameSchema, model: VehicleNameSchema }),
        response: { 200: z.array(VehicleSchema), ...errors },
      },
    },
    (request) => vehicles.vehicles(request.query.year, request.query.make, request.query.model),
  );
  app.get(
    "/vehicles/vin/:vin",
    {
      schema: {
        tags,
        summary: "Find vehicles by VIN",
        description:
          "Decodes a VIN: 17 characters without I, O and Q; the check digit (position 9) where it applies (North American VINs must " +
          "carry it; elsewhere it is reported valid or not-applicable); the manufacturer from the WMI; the model year from position 10. " +
          "Answers the catalogue's vehicles of the matching VIN patterns for that year, narrowed to one engine when the VIN names it, " +
          "and no vehicles when the catalogue has none. An invalid VIN is a 400 whose message says which rule it breaks.",
        params: VinParamSchema,
        response: { 200: VinLookupSchema, 400: ErrorSchema },
      },
    },
    (request) => vehicles.lookupVin(request.params.vin),
  );
  app.get(
    "/vehicles/:id",
    { schema: { tags, summary: "One vehicle", params: IdParamSchema, response: { 200: VehicleSchema, ...errors } } },
    (request) => vehicles.vehicle(request.params.id),
  );
  app.get(
    "/vehicles/:id/fitment",
    {
      schema: {
        tags,
        summary: "Which of the given products fit a vehicle",
        description: "Answers the asked product ids that fit: universal parts, and parts with a fitment row for the vehicle.",
        params: IdParamSchema,
        querystring: FitmentQuerySchema,
        response: { 200: FitmentSchema, ...errors },
      },
    },
    (request) => vehicles.fitment(request.params.id, request.query.products),
  );
};
