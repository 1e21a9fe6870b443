// `npm run dev`: React Router's dev command loads this through Vite and serves our Fastify app.
import type { ViteDevServer } from "vite";

import { createApp } from "./app.ts";
import { prepareDatabase } from "./boot.ts";
import { loadEnv } from "./env.ts";

export async function createDevServer(vite?: ViteDevServer) {
  const env = loadEnv();
  const { database, secret } = await prepareDatabase(env, (message) => console.log(message), { firstOwnerLink: true });
  const app = await createApp({ env, database, secret, vite });
  app.addHook("onClose", () => database.close());
  return app;
}
