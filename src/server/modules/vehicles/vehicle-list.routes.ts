import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { IdParamSchema, PaginationSchema } from "../../../domain/schemas/common.ts";
import {
  AdminVehicleGenerationDetailSchema,
  AdminVehicleGenerationSchema,
  AdminVehicleMakeSchema,
  NewVehicleGenerationSchema,
  VehicleEngineFieldsSchema,
  VehicleGenerationFieldsSchema,
  VehicleGenerationQuerySchema,
  VehicleHiddenSchema,
  VehicleMakeFieldsSchema,
  VehicleModelFieldsSchema,
  VinPatternFieldsSchema,
} from "../../../domain/schemas/vehicle-list.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const read = { permission: "catalog.read" } as const;
const write = { permission: "catalog.write" } as const;
const NoContent = { 204: z.null() };
const Created = { 201: z.object({ id: z.int() }) };
const tags = ["vehicles"];

/**
 * The vehicle list in the admin API (inside the /api/admin scope): makes, model lines,
 * generations, engines and VIN patterns; the same service as the back office's vehicles page.
 * The shop's vehicles (one per engine and model year) follow each change.
 */
export const vehicleListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { vehicleList } = app.services;
  const actorOf = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request, "catalog.write").actor;

  app.get(
    "/vehicle-makes",
    { config: read, schema: { tags, summary: "Every make, by name", response: { 200: z.array(AdminVehicleMakeSchema) } } },
    () => vehicleList.makes(),
  );
  app.post(
    "/vehicle-makes",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a make",
        description: "409 VEHICLE_MAKE_TAKEN, VEHICLE_VCDB_TAKEN.",
        body: VehicleMakeFieldsSchema,
        response: { 201: AdminVehicleMakeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await vehicleList.createMake(actorOf(request), request.body)),
  );
  app.put(
    "/vehicle-makes/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Rename a make or set its VCdb MakeID",
        description: "Its vehicles and VIN patterns take the new name.",
        params: IdParamSchema,
        body: VehicleMakeFieldsSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await vehicleList.updateMake(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
  app.put(
    "/vehicle-makes/:id/hidden",
    {
      config: write,
      schema: {
        tags,
        summary: "Hide a make (and its vehicles) from the storefront, or show it",
        description: "Garages and fitment keep its vehicles.",
        params: IdParamSchema,
        body: VehicleHiddenSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await vehicleList.setMakeHidden(actorOf(request), request.params.id, request.body.hidden);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    "/vehicle-makes/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a make without generations",
        description: "409 VEHICLE_NOT_EMPTY.",
        params: IdParamSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await vehicleList.deleteMake(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/vehicle-models/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Rename a model line or set its VCdb ModelID",
        description: "409 VEHICLE_MODEL_TAKEN, VEHICLE_VCDB_TAKEN.",
        params: IdParamSchema,
        body: VehicleModelFieldsSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await vehicleList.updateModel(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/vehicle-generations",
    {
      config: read,
      schema: {
        tags,
        summary: "Generations by make and name, 50 a page",
        description: "Narrowed to a make, searched by make, model line, generation or chassis.",
        querystring: VehicleGenerationQuerySchema,
        response: { 200: z.object({ data: z.array(AdminVehicleGenerationSchema), pagination: PaginationSchema }) },
      },
    },
    (request) => vehicleList.generations(request.query.make, request.query.q, request.query.page),
  );
  app.get(
    "/vehicle-generations/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "A generation with its engines and VIN patterns",
        params: IdParamSchema,
        response: { 200: AdminVehicleGenerationDetailSchema },
      },
    },
    (request) => vehicleList.generation(request.params.id),
  );
  app.post(
    "/vehicle-generations",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a generation to a make",
        description:
          "Its model line is made when the make has none of that name. It has no vehicle until it has an engine. 409 VEHICLE_GENERATION_TAKEN.",
        body: NewVehicleGenerationSchema,
        response: Created,
      },
    },
    async (request, reply) => reply.code(201).send(await vehicleList.createGeneration(actorOf(request), request.body)),
  );
  app.put(
    "/vehicle-generations/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Change a generation's model line, name, chassis or years",
        description:
          "Years added gain a vehicle for each engine; years taken away lose theirs, or hide those fitted, in garages or in builds.",
        params: IdParamSchema,
        body: VehicleGenerationFieldsSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await vehicleList.updateGeneration(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
  app.put(
    "/vehicle-generations/:id/hidden",
    {
      config: write,
      schema: {
        tags,
        summary: "Hide a generation from the storefront, or show it",
        params: IdParamSchema,
        body: VehicleHiddenSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await vehicleList.setGenerationHidden(actorOf(request), request.params.id, request.body.hidden);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    "/vehicle-generations/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a generation without engines",
        description: "409 VEHICLE_NOT_EMPTY.",
        params: IdParamSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await vehicleList.deleteGeneration(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/vehicle-generations/:id/engines",
    {
      config: write,
      schema: {
        tags,
        summary: "Add an engine to a generation",
        description:
          "A vehicle for each model year of its span. 409 VEHICLE_ENGINE_TAKEN; 400 VEHICLE_ENGINE_YEARS when its years miss the generation's.",
        params: IdParamSchema,
        body: VehicleEngineFieldsSchema,
        response: Created,
      },
    },
    async (request, reply) => reply.code(201).send(await vehicleList.createEngine(actorOf(request), request.params.id, request.body)),
  );
  app.put(
    "/vehicle-engines/:id",
    {
      config: write,
      schema: { tags, summary: "Change an engine", params: IdParamSchema, body: VehicleEngineFieldsSchema, response: NoContent },
    },
    async (request, reply) => {
      await vehicleList.updateEngine(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
  app.put(
    "/vehicle-engines/:id/hidden",
    {
      config: write,
      schema: {
        tags,
        summary: "Hide an engine's vehicles from the storefront, or show them",
        params: IdParamSchema,
        body: VehicleHiddenSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await vehicleList.setEngineHidden(actorOf(request), request.params.id, request.body.hidden);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    "/vehicle-engines/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete an engine and its vehicles",
        description: "409 VEHICLE_IN_USE while one is fitted, in a garage or in a build: hide it instead.",
        params: IdParamSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await vehicleList.deleteEngine(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/vehicle-generations/:id/vin-patterns",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a VIN pattern to a generation",
        params: IdParamSchema,
        body: VinPatternFieldsSchema,
        response: Created,
      },
    },
    async (request, reply) => reply.code(201).send(await vehicleList.addVinPattern(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    "/vehicle-vin-patterns/:id",
    { config: write, schema: { tags, summary: "Delete a VIN pattern", params: IdParamSchema, response: NoContent } },
    async (request, reply) => {
      await vehicleList.deleteVinPattern(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
