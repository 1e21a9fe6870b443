// `npm run staff -- add <e-mail> --role <role> [--name "Full Name"]`: gives an account the
// back office and prints its one-time set-password link (it is mailed too); `npm run staff -- list`
// names the staff. The roles are STAFF_ROLES (src/domain/staff.ts), which the usage lists. An
// addition is audited under the actor "cli". A fresh install's first owner is usually made in the
// browser, with the one-time link a start of a shop without an owner prints (src/server/boot.ts);
// this command makes one too, for scripts and provisioning, with no SQL. It works on the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR); the embedded database belongs to one
// process, so a running shop on it must be stopped first.
import { parseArgs } from "node:util";

import { DomainError } from "../src/domain/errors.ts";
import { StaffMemberSchema } from "../src/domain/schemas/admin.ts";
import { isStaffRole, STAFF_ROLES, type StaffRole, staffRoleInASentence } from "../src/domain/staff.ts";
import { prepareDatabase } from "../src/server/boot.ts";
import { publicOrigin } from "../src/server/env.ts";
import { createLimiters } from "../src/server/lib/rate-limiter.ts";
import { createSessionsService } from "../src/server/modules/accounts/index.ts";
import { CLI_ACTOR } from "../src/server/modules/audit/index.ts";
import { createStaffService } from "../src/server/modules/staff/index.ts";
import { cliEnv } from "./cli-env.ts";

const USAGE = `Usage:
  npm run staff -- add <e-mail> --role ${STAFF_ROLES.join("|")} [--name "Full Name"]
  npm run staff -- list`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const env = cliEnv(1);

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { role: { type: "string" }, name: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { values, positionals } = parsed;
const [command, email, ...extra] = positionals;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (command !== "add" && command !== "list") fail(USAGE);
if (command === "add") {
  if (!email || extra.length > 0) fail(`Name one e-mail address.\n${USAGE}`);
  if (!isStaffRole(values.role)) fail(`--role must be one of ${STAFF_ROLES.join(", ")}.\n${USAGE}`);
}
const role = values.role as StaffRole;

const origin = publicOrigin(env);
if (!env.DATABASE_URL) {
  // Two processes on one embedded database would damage it: refuse while the shop answers.
  const running = await fetch(`http://127.0.0.1:${env.PORT}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (running) fail(`A shop is running on port ${env.PORT} with the embedded database: stop it (Ctrl+C), run this again, then start it.`);
}

const { database, secret } = await prepareDatabase(env, (message) => console.log(message));
try {
  const staff = createStaffService(database.db, createSessionsService(database.db), {
    origin,
    secret,
    secureCookies: origin.startsWith("https:"),
    limiters: createLimiters(),
  });
  if (command === "list") {
    const members = await staff.list();
    if (members.length === 0)
      console.log(
        "No staff yet. Open the link the shop prints when it starts, or add the first owner: npm run staff -- add you@example.com --role owner",
      );
    const roleWidth = Math.max(...STAFF_ROLES.map((name) => name.length));
    for (const member of members)
      console.log(`${member.role.padEnd(roleWidth)}  ${member.email}  ${member.name}${member.disabled ? "  (disabled)" : ""}`);
  } else {
    const { member, link } = await staff.add({ email: email!, role, name: values.name }, CLI_ACTOR);
    StaffMemberSchema.parse(member);
    console.log(`${member.email} is now ${staffRoleInASentence(role)} of the shop (role ${role}).`);
    console.log(`Set the password (the link works once, for three days; it was mailed too):\n\n  ${link}\n`);
    console.log(`Then sign in at ${origin}/admin`);
  }
} catch (error) {
  if (error instanceof DomainError) fail(`${error.message}\n${USAGE}`);
  throw error;
} finally {
  await database.close();
}
