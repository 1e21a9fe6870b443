import { hash, verify } from "@node-rs/argon2";

// argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): about 20 ms per hash here.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A stored hash of a password no one knows: checked when the account does not exist, so the answer takes as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword("decoy password that is never set");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
