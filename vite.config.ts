import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// `npm run dev`: React Router's dev server runs through our Fastify app (createDevServer),
// so the API and the storefront share one process and one port, as in production.
export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    fastifyReactRouterDev({
      entry: "./src/server/dev-server.ts",
      exportName: "createDevServer",
      externalizeServerEntryImports: ["#app-context"],
    }),
  ],
  server: { port: 3000 },
});
