import { createServer, type Server, type Socket } from "node:net";

/** A message the peer accepted: it answered 250 to its end of data. */
export interface AcceptedMessage {
  to: string[];
  messageId: string | null;
  raw: string;
}

export interface SmtpPeer {
  url: string;
  /** Messages accepted (250 after their data), in order. */
  accepted: AcceptedMessage[];
  /** Messages whose data arrived while holding, never answered: a sender killed then never heard a 250. */
  held: string[];
  /** While true, a message's data is taken but not answered, so the sender waits mid-send. */
  hold: boolean;
  close(): Promise<void>;
}

/**
 * A small SMTP peer on loopback for the process tests: it takes mail without TLS or sign-in and
 * keeps it in memory. While `hold` is set it keeps a sender waiting after its data (no answer),
 * which is the moment a test kills the sender: the mail was not accepted, and must come again.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let recipients: string[] = [];
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 smtp-peer");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== ".") {
            data.push(line.startsWith("..") ? line.slice(1) : line);
            continue;
          }
          const raw = data.join("\r\n");
          data = null;
          if (peer.hold) {
            peer.held.push(raw);
            continue;
          }
          const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? null;
          peer.accepted.push({ to: recipients, messageId, raw });
          recipients = [];
          reply("250 accepted");
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") reply("250 smtp-peer");
        else if (command === "RCPT") {
          recipients.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? "");
          reply("250 ok");
        } else if (command === "DATA") {
          data = [];
          reply("354 end with <CRLF>.<CRLF>");
        } else if (command === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const peer: SmtpPeer = {
    url: `smtp://127.0.0.1:${port}`,
    accepted: [],
    held: [],
    hold: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return peer;
}
