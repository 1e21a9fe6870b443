import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { LinkTokenSchema, LoginSchema, ResetPasswordSchema } from "../../../domain/schemas/account.ts";
import {
  AddStaffSchema,
  AdminAuditQuerySchema,
  AuditPageSchema,
  FirstOwnerSchema,
  StaffMemberSchema,
} from "../../../domain/schemas/admin.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { STAFF_ROLES } from "../../../domain/staff.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";
import { sessionCookie } from "../accounts/index.ts";

const tags = ["back office"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };
const SignedInSchema = z.object({ user: StaffMemberSchema });
const IdParams = z.object({ id: z.uuid() });

/** Staff sign-in and the invitation link: public, like the customers' sign-in. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = app.services;

  app.post(
    "/staff/login",
    {
      schema: {
        tags,
        summary: "Staff sign-in (/admin)",
        description:
          "Opens a staff session, the only kind that carries the back office (a member signed in at /user/login holds a customer's session). It ends with the browser, after a day, or after STAFF_SESSION_IDLE_MINUTES unused. A customer's account, a disabled one and a wrong password answer alike (AUTH_WRONG_PASSWORD); failures are limited per address and per account (staffSignIn limits). Every attempt whose password was checked is audited (staff.sign-in, staff.sign-in-failed with the e-mail tried and the address).",
        body: LoginSchema,
        response: { 200: SignedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await staff.login(request.body, { address: request.ip });
      return reply.header("set-cookie", sessionCookie(session)).send({ user });
    },
  );

  app.post(
    "/staff/set-password/:token",
    {
      schema: {
        tags,
        summary: "Set a new member of staff's password with the invitation link",
        description: "The link works once, for three days; the member is signed in.",
        params: z.object({ token: LinkTokenSchema }),
        body: ResetPasswordSchema,
        response: { 200: SignedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await staff.setPassword(request.params.token, request.body.password, { address: request.ip });
      return reply.header("set-cookie", sessionCookie(session)).send({ user });
    },
  );

  app.post(
    "/staff/setup/:token",
    {
      schema: {
        tags,
        summary: "Make the shop's first owner with the link printed at start",
        description:
          "A start of a shop without an owner prints a one-time link, /admin/setup/<token>, valid for a day; a new start replaces it. This makes the first owner's account and signs them in. A link that is not the newest, altered, used or expired answers 400 FIRST_OWNER_LINK_INVALID; any link once the shop has an owner answers 410 FIRST_OWNER_EXISTS; an e-mail address that has an account answers 409 (the link still works). Audited as staff.add by the actor setup.",
        // Any link is read by the service, so that once the shop has an owner every link answers 410.
        params: z.object({ token: z.string().max(200) }),
        body: FirstOwnerSchema,
        response: { 200: SignedInSchema, ...errors, 410: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = await staff.setUpFirstOwner(request.params.token, request.body, { address: request.ip });
      return reply.header("set-cookie", sessionCookie(session)).send({ user });
    },
  );
};

/** The owner's staff page and the audit log (in the admin API, /api/admin: each route names its permission). */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff, audit } = app.services;
  const manage = { permission: "staff.manage" } as const;

  app.get(
    "/staff",
    { config: manage, schema: { tags, summary: "The shop's staff", response: { 200: z.array(StaffMemberSchema), ...errors } } },
    () => staff.list(),
  );

  app.post(
    "/staff",
    {
      config: manage,
      schema: {
        tags,
        summary: "Add a member of staff",
        description: "Mails a one-time set-password link, also returned here once. An existing customer account is given the role.",
        body: AddStaffSchema,
        response: { 201: z.object({ member: StaffMemberSchema, link: z.string() }), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await staff.add(request.body, requirePrincipal(request, "staff.manage").actor)),
  );

  app.put(
    "/staff/:id",
    {
      config: manage,
      schema: {
        tags,
        summary: "Change a member's role",
        description: "409 when it would leave the shop without an owner who can sign in.",
        params: IdParams,
        body: z.object({ role: z.enum(STAFF_ROLES) }),
        response: { 200: StaffMemberSchema, ...errors },
      },
    },
    (request) => staff.setRole(requirePrincipal(request, "staff.manage").actor, request.params.id, request.body.role),
  );

  app.delete(
    "/staff/:id",
    {
      config: manage,
      schema: {
        tags,
        summary: "Take the back office from a member",
        description: "The account stays (as a customer's); its sessions end. Never the last owner (409).",
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await staff.remove(requirePrincipal(request, "staff.manage").actor, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/audit",
    {
      config: { permission: "audit.read" },
      schema: {
        tags,
        summary: "The audit log: who did what, when, before and after",
        querystring: AdminAuditQuerySchema,
        response: { 200: AuditPageSchema, ...errors },
      },
    },
    ({ query: { page, ...filter } }) => audit.page(filter, page),
  );
};
