// What a shop's owner does over HTTP from outside the shop's process (the journeys' setup, the
// bench's writer); no imports, so that a journey or a script can take it without loading the shop.

/** The cookies a response sets, as the next request sends them back. */
export const cookiesOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

/** How the shop takes new reviews, set by a signed-in owner as /admin/reviews sets it (a new shop holds them). */
export function setReviewModeration(shopUrl: string, cookie: string, moderation: "publish" | "hold"): Promise<Response> {
  return fetch(`${shopUrl}/api/admin/reviews/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: shopUrl, cookie },
    body: JSON.stringify({ moderation }),
  });
}
