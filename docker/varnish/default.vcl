vcl 4.1;
# The shared cache in front of the site (docs/deploy.md, "The shared cache"; decisions 061-062).
# It keeps what the origin's Cache-Control lets a shared cache keep, and nothing else:
#  - s-maxage (else max-age) is the period; stale-while-revalidate lets a reader get the kept
#    page while one background fetch renews it; stale-if-error keeps it served while the origin
#    fails or is down. Private, no-store, no-cache, a Set-Cookie or no Cache-Control at all:
#    never stored.
#  - Surrogate-Key names what a page shows; a PURGE with `xkey-purge: <tags>` from the machine
#    itself, or with the purge secret, soft-purges those pages (their next reader starts a
#    renewal; they stay available for stale-if-error).
#  - Readers asking for the same missing page at once wait for one fetch (Varnish's waiting
#    list): a spike renders a page once.
# The backend, its probe and the addresses that may purge without the secret (acl purgers) are
# in origin.vcl, looked up in vcl_path: each deployment (compose, the scale-out run, the bench)
# gives its own.
import std;
import xkey;

include "origin.vcl";

sub vcl_recv {
  set req.backend_hint = origin;
  # Internal markers come from this VCL only.
  if (req.restarts == 0) {
    unset req.http.x-apogee-renew;
    unset req.http.x-apogee-stale-ok;
  }

  if (req.method == "PURGE") {
    call apogee_purge;
  }

  # Pages and media only: the quiz API, the site's internal routes and the draft preview are
  # personal or secret; everything but GET and HEAD changes something.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.url ~ "^/(api|internal)(/|$|\?)" || req.url ~ "^/preview(/|$|\?)") {
    return (pass);
  }
  # What a page for everyone is rendered from, as the origin reduces a request's cookies
  # (web: page-audience): whether the reader answered the cookie banner, and whether a session
  # cookie came (the page then leaves the reader's parts to the browser). The origin's
  # `Vary: Cookie` is read as a Vary on this (vcl_backend_response), so every signed-in reader
  # shares one copy and every visitor another, never one per session. A personal page (the
  # origin decides which) is private and never kept, whatever its variant.
  unset req.http.x-apogee-page-cookies;
  if (req.http.Cookie ~ "(^|;\s*)cookieAccepted=") {
    set req.http.x-apogee-page-cookies =
      regsub(req.http.Cookie, "^(.*;\s*)?(cookieAccepted=[^;]*).*$", "\2");
  }
  if (req.http.Cookie ~ "(^|;\s*)(__Host-)?apogee_session=") {
    set req.http.x-apogee-page-cookies = req.http.x-apogee-page-cookies + "; session";
  }

  # The origin keeps a brotli and a gzip copy of each page: one kept variant per encoding
  # (the origin's Vary: Accept-Encoding), never one per browser's spelling of the header.
  if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(,|;\s*q=(1|0\.[0-9]*[1-9])|$)") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "(^|,)\s*gzip\s*(,|;\s*q=(1|0\.[0-9]*[1-9])|$)") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }

  if (req.http.x-apogee-renew) {
    # Past its stale-while-revalidate window with a healthy origin: no stale copy, wait for
    # the renewal (together with every other reader of that page).
    set req.grace = 0s;
  } elsif (req.http.x-apogee-stale-ok) {
    # The renewal failed: back to the stale copy, as long as its stale-if-error lasts.
    set req.grace = 3650d;
  }
  # The cookies themselves still reach the origin on a fetch: it decides who a page is for.
  return (hash);
}

sub apogee_purge {
  if (client.ip !~ purgers &&
      !(std.getenv("SHARED_CACHE_PURGE_SECRET") ~ "." &&
        req.http.Authorization == "Bearer " + std.getenv("SHARED_CACHE_PURGE_SECRET"))) {
    return (synth(403, "Purge refused"));
  }
  if (req.http.xkey-purge !~ "[a-z]") {
    return (synth(400, "Name the tags to purge in the xkey-purge header"));
  }
  set req.http.x-apogee-purged = xkey.softpurge(req.http.xkey-purge);
  return (synth(200, "Purged " + req.http.x-apogee-purged));
}

sub vcl_hit {
  if (obj.ttl >= 0s || req.http.x-apogee-stale-ok) {
    return (deliver);
  }
  # Stale: within the page's stale-while-revalidate, or with the origin down (probe), the kept
  # page is delivered and one background fetch renews it.
  if (obj.ttl + std.duration(obj.http.x-apogee-swr + "s", 0s) > 0s ||
      !std.healthy(req.backend_hint)) {
    return (deliver);
  }
  set req.http.x-apogee-renew = "1";
  return (restart);
}

sub vcl_backend_fetch {
  if (bereq.method == "GET") {
    unset bereq.body;
  }
  # The reader's encoding choice as normalised above; Varnish's own gzip handling is off
  # (http_gzip_support=off), so the origin's brotli copy reaches brotli readers.
  return (fetch);
}

sub vcl_backend_response {
  # A renewal the origin could not answer: the stale copy stays (background fetch), or the
  # reader is sent back to it (vcl_synth).
  if (beresp.status >= 500 && (bereq.is_bgfetch || bereq.http.x-apogee-renew)) {
    return (abandon);
  }
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.status >= 500 ||
      beresp.http.Set-Cookie ||
      !beresp.http.Cache-Control ||
      beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
    # Never stored; the next reader of this URL goes to the origin without waiting.
    set beresp.uncacheable = true;
    set beresp.ttl = 60s;
    return (deliver);
  }
  # A public page whose Age already reached its s-maxage (the origin served its own kept copy
  # late in its period) comes out with no lifetime left. Marking it never-to-keep would
  # replace the stale copy the cache needs while the origin is down; it is kept for a second
  # instead, with its grace, so a spike still coalesces on it.
  if (beresp.ttl <= 0s) {
    set beresp.ttl = 1s;
  }
  # stale-while-revalidate (Varnish already made it the grace) is kept for vcl_hit; the grace
  # becomes the longer stale-if-error, used while the origin fails.
  # (A header without the directive is no integer: 0.)
  set beresp.http.x-apogee-swr = std.integer(
    regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1"), 0);
  if (beresp.http.Cache-Control ~ "(?i)stale-if-error=[0-9]+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=([0-9]+).*$", "\1") + "s", 0s);
  } else {
    set beresp.grace = std.duration(beresp.http.x-apogee-swr + "s", 0s);
  }
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # The origin's copies differ only by what x-apogee-page-cookies holds (vcl_recv).
  if (beresp.http.Vary ~ "(?i)(^|,)\s*Cookie\s*(,|$)") {
    set beresp.http.Vary = regsub(beresp.http.Vary, "(?i)(^|,)(\s*)Cookie(\s*)(,|$)",
      "\1\2x-apogee-page-cookies\3\4");
  }
  return (deliver);
}

sub vcl_backend_error {
  if (bereq.is_bgfetch || bereq.http.x-apogee-renew) {
    return (abandon);
  }
}

sub vcl_synth {
  # A renewal abandoned (origin failing): serve the stale copy, within its stale-if-error.
  if (resp.status == 503 && req.http.x-apogee-renew && !req.http.x-apogee-stale-ok) {
    unset req.http.x-apogee-renew;
    set req.http.x-apogee-stale-ok = "1";
    return (restart);
  }
}

sub vcl_deliver {
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0 && obj.ttl < 0s) {
    set resp.http.X-Cache = "STALE";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The tags and the cache's own notes are for the cache, not for readers.
  unset resp.http.Surrogate-Key;
  unset resp.http.xkey;
  unset resp.http.x-apogee-swr;
  # Browsers keep their copy by their own cookies, as the origin says.
  if (resp.http.Vary ~ "x-apogee-page-cookies") {
    set resp.http.Vary = regsub(resp.http.Vary, "x-apogee-page-cookies", "Cookie");
  }
  unset resp.http.Via;
  return (deliver);
}
