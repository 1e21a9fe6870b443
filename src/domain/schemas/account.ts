// Contracts of the account calls: sign-up, sign-in, passwords, profile, garage, order lookup.
// The error messages are the spec §8 keys; the storefront translates them.
import { z } from "zod";

import { isCommonPassword } from "../common-passwords.ts";
import { RowIdSchema } from "./common.ts";
import { VehicleSchema } from "./vehicle.ts";

/** spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Argon2 hashes any length; a bound keeps a huge body from costing CPU. */
export const MAX_PASSWORD_LENGTH = 200;

/** spec §5: one or more characters, one @, one or more characters (AUTH_INVALID_EMAIL). */
export const AccountEmailSchema = z
  .string()
  .trim()
  .max(254, "AUTH_INVALID_EMAIL")
  .regex(/^[^@\s]+@[^@\s]+$/, "AUTH_INVALID_EMAIL");

/**
 * spec §5: at least 6 characters (AUTH_WEAK_PASSWORD); and not one that guessing tools try first
 * ("password", "123456": AUTH_COMMON_PASSWORD), which six characters alone would let through.
 */
export const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, "AUTH_WEAK_PASSWORD")
  .max(MAX_PASSWORD_LENGTH, "AUTH_WEAK_PASSWORD")
  .refine((password) => password.length < MIN_PASSWORD_LENGTH || !isCommonPassword(password), "AUTH_COMMON_PASSWORD");
const GivenPasswordSchema = z.string().min(1, "AUTH_PASSWORD_REQUIRED").max(MAX_PASSWORD_LENGTH, "AUTH_WRONG_PASSWORD");

export const PersonNameSchema = z.string().trim().min(1, "AUTH_NAME_REQUIRED").max(120, "AUTH_NAME_TOO_LONG");
export const PhoneSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^([+()\d\s.-]{5,40})?$/, "must be a phone number");

/** spec §7 POST /user/register: name, e-mail, password. */
export const SignUpSchema = z.object({
  name: PersonNameSchema,
  email: AccountEmailSchema,
  password: NewPasswordSchema,
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

/** spec §3 Login form: email, password, remember (default true). */
export const LoginSchema = z.object({
  email: AccountEmailSchema,
  password: GivenPasswordSchema,
  remember: z.boolean().default(true),
});
export type LoginInput = z.input<typeof LoginSchema>;

/** spec §7 POST /user/change-password; the e-mail, when sent, must be the session's (rule 7). */
export const ChangePasswordSchema = z.object({
  currentPassword: GivenPasswordSchema,
  newPassword: NewPasswordSchema,
  email: AccountEmailSchema.optional(),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** /account/password's form: the change of password, with the new one typed twice. */
export const ChangePasswordFormSchema = ChangePasswordSchema.pick({ currentPassword: true, newPassword: true })
  .extend({ repeatPassword: z.string() })
  .refine((form) => form.newPassword === form.repeatPassword, {
    path: ["repeatPassword"],
    message: "mismatch",
    // Told once the new password itself is right, whatever the current one.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "newPassword"),
  });

export const ForgotPasswordSchema = z.object({ email: AccountEmailSchema });
export const ResetPasswordSchema = z.object({ password: NewPasswordSchema });
/** The reset page's form: the new password typed twice. */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({ confirm: z.string() }).refine(
  (form) => form.password === form.confirm,
  {
    path: ["confirm"],
    message: "mismatch",
    // Told also while the new password is refused.
    when: (payload) => typeof (payload.value as { confirm?: unknown }).confirm === "string",
  },
);

export const ProfileSchema = z.object({
  name: PersonNameSchema,
  phone: PhoneSchema.default(""),
  email: AccountEmailSchema,
});
export type ProfileInput = z.input<typeof ProfileSchema>;

/** The token segment of an e-mailed link: random id and signature, base64url, one dot. */
export const LinkTokenSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]{20,80}\.[A-Za-z0-9_-]{20,80}$/, "Invalid or expired link");

/** The signed-in customer as the API and the storefront show it. */
export const AccountUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation link, or null. */
  pendingEmail: z.string().nullable(),
});
export type AccountUser = z.infer<typeof AccountUserSchema>;

export const AccountUserResponseSchema = z.object({ user: AccountUserSchema });

/** spec §3 Garage: items and current (nullable). */
export const GarageSchema = z.object({
  items: z.array(VehicleSchema),
  current: z.int().nullable(),
});
export type GarageDto = z.infer<typeof GarageSchema>;

const VehicleIdSchema = RowIdSchema;
export const AddUserVehicleSchema = z.object({ vehicleId: VehicleIdSchema, current: z.boolean().default(false) });
export const CurrentVehicleSchema = z.object({ vehicleId: VehicleIdSchema.nullable() });
/** A guest's garage joining the account on sign-in. */
export const MergeGarageSchema = z.object({
  vehicleIds: z.array(VehicleIdSchema).max(50),
  current: VehicleIdSchema.nullable().default(null),
});

/** /track-order: the order number and the e-mail it was placed with. */
export const TrackOrderSchema = z.object({
  number: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  email: AccountEmailSchema,
});
/** The /track-order form: "#1001" and "1001" are the same order number. */
export const TrackOrderFormSchema = TrackOrderSchema.extend({
  number: z
    .string()
    .max(40)
    .transform((text) => text.trim().replace(/^#/, ""))
    .pipe(z.string().regex(/^\d{1,16}$/))
    .transform(Number)
    .pipe(z.int().min(1).max(Number.MAX_SAFE_INTEGER)),
});
