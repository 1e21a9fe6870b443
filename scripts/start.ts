// `npm start`: builds the storefront when its sources are newer than the build, then runs the
// shop in production mode.
import { buildStorefrontIfStale } from "./storefront-build.ts";

buildStorefrontIfStale();
process.env.NODE_ENV ??= "production";
await import("../src/server/main.ts");
