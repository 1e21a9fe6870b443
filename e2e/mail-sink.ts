import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";

/**
 * The smallest SMTP server the shop's mailer can talk to: it accepts every message (no TLS, no
 * authentication) and writes it to `dir` as JSON {to, raw}. The journeys' shop gets SMTP_URL
 * pointing here, so mails go through the real delivery path and tests read them as files. `refuse`
 * makes it turn recipients away while it answers true (a peer that is down for mail).
 */
export async function startMailSink(
  dir: string,
  options: { refuse?: () => boolean } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  let count = 0;
  const server: Server = createServer((socket) => {
    socket.setEncoding("utf8");
    let buffer = "";
    let recipients: string[] = [];
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 overland-e2e mail sink");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            count += 1;
            writeFileSync(
              join(dir, `${Date.now()}-${String(count).padStart(5, "0")}.json`),
              JSON.stringify({ to: recipients, raw: data.join("\r\n") }),
            );
            data = null;
            recipients = [];
            reply("250 queued");
          } else {
            // SMTP dot-stuffing: a leading dot was doubled by the sender.
            data.push(line.startsWith("..") ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") reply("250 overland-e2e");
        else if (command === "RCPT" && options.refuse?.()) reply("550 mailbox unavailable");
        else if (command === "RCPT") {
          recipients.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? "");
          reply("250 ok");
        } else if (command === "DATA") {
          data = [];
          reply("354 end with <CRLF>.<CRLF>");
        } else if (command === "RSET") {
          recipients = [];
          reply("250 ok");
        } else if (command === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Never the reason the test runner stays alive.
  server.unref();
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
