// The floor the bench measures against: Fastify answering "hello world" in its own process, on
// the same machine and under the same load as the shop. It prints its address, then serves.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
const address = await app.listen({ host: "127.0.0.1", port: 0 });
console.log(address);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
