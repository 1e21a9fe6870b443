// A picture a products file names by its https address, fetched by the shop. Whoever may import
// may make the shop ask any address, so the connection is refused to every host on a private,
// loopback or link-local network (the cloud's metadata service, the database, the shop itself):
// the check runs in the lookup the connection itself uses, so a name that answers differently the
// second time (DNS rebinding) cannot slip past it. Redirects are followed to https only.
import dns, { type LookupAddress, type LookupOptions } from "node:dns";
import https from "node:https";
import { BlockList, isIP } from "node:net";

const REDIRECTS = 3;

/** Addresses no picture is fetched from: every network that is not the public internet. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** IPv4 addresses written as IPv6. A separate list: BlockList would match every IPv4 address against it. */
const MAPPED = new BlockList();
MAPPED.addSubnet("::ffff:0:0", 96, "ipv6");

export function isPublicAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  // Written in hex (::ffff:7f00:1): refused rather than read back.
  if (family === 6 && MAPPED.check(address, "ipv6")) return false;
  return !PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why a picture could not be fetched, as a report's reason. */
export class PictureFetchError extends Error {}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup, refusing a name that leads to a private address. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "");
    const refused = addresses.find((each) => !isPublicAddress(each.address));
    if (refused || addresses.length === 0) {
      return callback(Object.assign(new PictureFetchError(`${hostname} is on a private network`), { code: "EPRIVATE" }), "");
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The picture's bytes at an https address: at most `maxBytes`, within `timeoutMs`. */
export async function fetchPicture(address: string, limits: FetchLimits): Promise<Uint8Array> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; hop <= REDIRECTS; hop++) {
    if (url.protocol !== "https:") throw new PictureFetchError(`${url.href} is not an https address`);
    if (isIP(url.hostname.replace(/^\[|\]$/g, "")) && !isPublicAddress(url.hostname.replace(/^\[|\]$/g, ""))) {
      throw new PictureFetchError(`${url.hostname} is on a private network`);
    }
    const answer = await get(url, limits, deadline);
    if ("location" in answer) {
      url = new URL(answer.location, url);
      continue;
    }
    return answer.bytes;
  }
  throw new PictureFetchError(`${address} redirects more than ${REDIRECTS} times`);
}

function get(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<{ bytes: Uint8Array } | { location: string }> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => reject(new PictureFetchError(reason));
    const request = https.get(url, { lookup: publicLookup as never, signal, headers: { accept: "image/*" } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ location: response.headers.location });
      }
      if (status !== 200) {
        response.resume();
        return fail(`${url.href} answered ${status}`);
      }
      if (Number(response.headers["content-length"] ?? 0) > limits.maxBytes) {
        response.destroy();
        return fail(`${url.href} is larger than ${limits.maxBytes / 1024 / 1024} MB`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > limits.maxBytes) {
          response.destroy();
          fail(`${url.href} is larger than ${limits.maxBytes / 1024 / 1024} MB`);
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ bytes: new Uint8Array(Buffer.concat(chunks)) }));
      response.on("error", (error) => fail(`${url.href}: ${error.message}`));
    });
    request.on("error", (error) => {
      if (error instanceof PictureFetchError) return reject(error);
      if (signal.aborted) return fail(`${url.href} took longer than ${limits.timeoutMs / 1000} s`);
      return fail(`${url.href}: ${error.message}`);
    });
  });
}
