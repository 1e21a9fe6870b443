import { z } from "zod";

import { LooseEmailSchema } from "./common.ts";

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, "is required");

/** spec §8: the answer about an address that is not there, or not the customer's (rule 5). */
export const ADDRESS_NOT_FOUND = "Failed to get address";

/** spec §3 Address; spec §9: Australia is the default country. */
export const AddressSchema = z.object({
  firstName: required(80),
  lastName: required(80),
  company: text(120).default(""),
  country: required(80).default("Australia"),
  address1: required(200),
  address2: text(200).default(""),
  suburb: required(120),
  state: text(120).default(""),
  postcode: required(20),
  email: LooseEmailSchema,
  phone: required(40).regex(/^[+()\d\s.-]{5,40}$/, "must be a phone number"),
  default: z.boolean().default(false),
});
export type Address = z.infer<typeof AddressSchema>;
export type AddressInput = z.input<typeof AddressSchema>;
