# Varnish in front of the shop's processes (docs/cdn.md). It keeps what the shop marks as the
# same for every guest (an answer with a Surrogate-Key), for as long as its s-maxage says, and
# forgets by key when the shop sends PURGE with the keys a change named (CDN_PURGE_URL), from one
# of its hosts and with its purge token (CDN_PURGE_TOKEN). The backends below are an example: one
# line per shop process.
vcl 4.1;

import cookie;
import directors;
import std;
import xkey;

backend shop_1 { .host = "127.0.0.1"; .port = "3001"; }
backend shop_2 { .host = "127.0.0.1"; .port = "3002"; }

# Who may purge: the shop's own hosts. An address is not enough: a TLS terminator on the same
# host (nginx, hitch) forwards every shopper's requests from 127.0.0.1.
acl purgers {
  "127.0.0.1";
  "::1";
}

# And what a purge must carry: the shop's purge token (CDN_PURGE_TOKEN), sent as
# "Authorization: Bearer <token>". This file holds it on one line, readable by Varnish's user;
# without it (or empty), every PURGE is refused.
sub purge_token_matches {
  if (!std.file_exists("/etc/varnish/overland-purge-token")) {
    return (synth(403, "Forbidden"));
  }
  set req.http.x-purge-token = regsub(std.fileread("/etc/varnish/overland-purge-token"), "\s+$", "");
  if (req.http.x-purge-token == "" || req.http.authorization != "Bearer " + req.http.x-purge-token) {
    return (synth(403, "Forbidden"));
  }
  unset req.http.x-purge-token;
}

sub vcl_init {
  new shop = directors.round_robin();
  shop.add_backend(shop_1);
  shop.add_backend(shop_2);
}

sub vcl_recv {
  set req.backend_hint = shop.backend();

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    call purge_token_matches;
    if (!req.http.surrogate-key) {
      return (synth(400, "Surrogate-Key is required"));
    }
    return (synth(200, "Purged " + xkey.purge(req.http.surrogate-key)));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A customer's session, under either name: their pages are their own.
  if (req.http.cookie ~ "(^|;\s*)(__Host-)?ov_session=") {
    return (pass);
  }
  # A guest's page reads only these cookies: the rest would split the cache for nothing. The
  # shop answers with Vary: Cookie, Accept-Language, so each language and vehicle is kept apart.
  if (req.http.cookie) {
    cookie.parse(req.http.cookie);
    cookie.keep("lang,currency,country,vehicle");
    set req.http.cookie = cookie.get_string();
    if (req.http.cookie == "") {
      unset req.http.cookie;
    }
  }
  return (hash);
}

sub vcl_backend_response {
  # Kept only when the shop says it is everyone's: a Surrogate-Key, and no private answer. A page
  # the shop has just rendered for this request comes "private" (its scripts' nonce is this
  # request's); once the shop keeps it, it comes with the hashes of its scripts, and Varnish keeps it.
  if (!beresp.http.surrogate-key || beresp.http.cache-control ~ "(?i)private|no-store|no-cache" || beresp.http.set-cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 10s;
    return (deliver);
  }
  set beresp.http.xkey = beresp.http.surrogate-key;
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.xkey;
  if (obj.uncacheable) {
    set resp.http.x-varnish-cache = "pass";
  } elsif (obj.hits > 0) {
    set resp.http.x-varnish-cache = "hit";
  } else {
    set resp.http.x-varnish-cache = "miss";
  }
}
