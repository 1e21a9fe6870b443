// `npm start`: builds the storefront when its sources are newer than the build, then runs the
// shop in production mode. package.json's script is `exec node ...` so that this process is npm's
// own child: npm passes SIGTERM and SIGINT to its child only, and a shell between them would
// swallow them (dash dies of the signal and leaves the shop running).
import { buildStorefrontIfStale } from "./storefront-build.ts";

await buildStorefrontIfStale();
process.env.NODE_ENV ??= "production";
await import("../src/server/main.ts");
