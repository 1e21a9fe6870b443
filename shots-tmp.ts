// Temporary: a shop with an owner for screenshots (deleted after use).
import { spawn } from "node:child_process";

import { addOwner, OWNER } from "./e2e/owner.ts";

const env = { DATA_DIR: "/tmp/shots-data", PORT: "3100", HOST: "127.0.0.1", RESPONSE_CACHE_MB: "0" };
const setPassword = await addOwner(env);
const shop = spawn(process.execPath, ["scripts/start.ts"], { env: { ...process.env, ...env }, stdio: "inherit", detached: true });
const url = "http://127.0.0.1:3100";
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(url + "/api/website/categories")).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 1000));
}
await setPassword(url);
const login = await fetch(url + "/api/website/staff/login", {
  method: "POST",
  headers: { "content-type": "application/json", origin: url },
  body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
});
console.log("COOKIE", login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "));
console.log("PID", shop.pid);
shop.unref();
process.exit(0);
