/**
 * The page's own address from a loader's request. A client-side navigation asks for
 * /shop.data?...&_routes=..., and the loader sees that address: links and redirects are built
 * from the page's address, never from the data request's.
 */
export function pageUrlOf(requestUrl: string): URL {
  const url = new URL(requestUrl);
  url.pathname = url.pathname.endsWith("/_.data") ? url.pathname.replace(/_\.data$/, "") : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}
