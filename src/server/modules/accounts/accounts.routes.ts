import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import {
  AccountUserResponseSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LinkTokenSchema,
  LoginSchema,
  ProfileSchema,
  ResetPasswordSchema,
  SignUpSchema,
} from "../../../domain/schemas/account.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { DEVICE_COOKIE, deviceCookie } from "./device-cookie.ts";
import { requireUser } from "./require-user.ts";
import { clearSessionCookie, sessionCookie } from "./session-cookie.ts";

const tags = ["account"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };
const TokenParams = z.object({ token: LinkTokenSchema });

/** Sign-up, sign-in and out, verification, passwords and profile (spec §7 user calls; the rest are ours). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, sessions } = app.services;

  app.post(
    "/user/register",
    {
      schema: {
        tags,
        summary: "Sign up",
        description:
          "Creates the account, signs it in and mails a verification link. AUTH_EMAIL_ALREADY_IN_USE when the address is registered.",
        body: SignUpSchema,
        response: { 201: AccountUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.register(request.body, request.ip, requestLocale(request));
      return reply.code(201).header("set-cookie", sessionCookie(session)).send({ user });
    },
  );

  app.post(
    "/user/register/:token",
    {
      schema: {
        tags,
        summary: "Complete the registration with the mailed link",
        description: "The token of the verification link; it works once and expires after 48 hours.",
        params: TokenParams,
        response: { 200: AccountUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await accounts.verifyEmail(request.params.token) }),
  );

  app.post(
    "/user/verification",
    { schema: { tags, summary: "Mail a new verification link", response: { 202: z.object({ message: z.string() }), ...errors } } },
    async (request, reply) => {
      await accounts.resendVerification(requireUser(request).id);
      return reply.code(202).send({ message: "Verification link sent" });
    },
  );

  app.post(
    "/user/login",
    {
      schema: {
        tags,
        summary: "Sign in",
        description:
          "Opens a customer's session (httpOnly cookie, named __Host-ov_session over https, ov_session over http). remember (default true) keeps it 30 days, otherwise until the browser closes; unused for CUSTOMER_SESSION_IDLE_DAYS it ends sooner. A member of staff signs in here as a customer: the session carries no back office (sign in at /staff/login for that). Failures are limited per client address, per account and address, and per account for browsers that never signed in to it (a device cookie, ov_device, marks those that did).",
        body: LoginSchema,
        response: { 200: AccountUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session, device } = await accounts.login(request.body, {
        address: request.ip,
        device: request.cookies[DEVICE_COOKIE],
        locale: requestLocale(request),
      });
      return reply.header("set-cookie", [sessionCookie(session), deviceCookie(device, session.secure)]).send({ user });
    },
  );

  app.post(
    "/user/logout",
    { schema: { tags, summary: "Sign out: the session ends on the server", response: { 204: z.null() } } },
    async (request, reply) => {
      const sessionId = request.cookies[sessions.cookieName];
      if (sessionId) await accounts.logout(sessionId);
      return reply.code(204).header("set-cookie", clearSessionCookie(sessions.secureCookies)).send(null);
    },
  );

  app.get(
    "/user/me",
    { schema: { tags, summary: "The signed-in customer", response: { 200: AccountUserResponseSchema, ...errors } } },
    async (request) => ({
      user: await accounts.me(requireUser(request).id),
    }),
  );

  app.post(
    "/user/change-password",
    {
      schema: {
        tags,
        summary: "Change the password",
        description:
          "AUTH_WRONG_PASSWORD when the current password is wrong; AUTH_COMMON_PASSWORD for a password guessing tools try first. The customer's other sessions end, this one gets a new id (Set-Cookie), and the customer is mailed. An email other than the session's is refused.",
        body: ChangePasswordSchema,
        response: { 200: AccountUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.changePassword(requireUser(request).id, request.body, request.cookies[sessions.cookieName]);
      // The session got a new id: the browser must keep the new one.
      if (session) void reply.header("set-cookie", sessionCookie(session));
      return { user };
    },
  );

  app.post(
    "/user/forgot-password",
    {
      schema: {
        tags,
        summary: "Mail a password reset link",
        description: "Always 202, whether the account exists or not.",
        body: ForgotPasswordSchema,
        response: { 202: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.requestPasswordReset(request.body.email, request.ip);
      return reply.code(202).send({ message: "If an account uses this address, a reset link is on its way" });
    },
  );

  app.post(
    "/user/reset-password/:token",
    {
      schema: {
        tags,
        summary: "Set a new password with the mailed link",
        description: "The link works once, for an hour; every session of the account ends.",
        params: TokenParams,
        body: ResetPasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.params.token, request.body.password);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/user/profile",
    { schema: { tags, summary: "Profile", response: { 200: AccountUserResponseSchema, ...errors } } },
    async (request) => ({
      user: await accounts.me(requireUser(request).id),
    }),
  );

  app.post(
    "/user/profile",
    {
      schema: {
        tags,
        summary: "Edit the profile",
        description: "A new e-mail gets a confirmation link and counts once it is used (user.pendingEmail until then).",
        body: ProfileSchema,
        response: { 200: AccountUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await accounts.updateProfile(requireUser(request).id, request.body) }),
  );

  app.post(
    "/user/email/:token",
    {
      schema: {
        tags,
        summary: "Confirm a new e-mail address with the mailed link",
        params: TokenParams,
        response: { 200: AccountUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await accounts.confirmEmailChange(request.params.token) }),
  );
};
