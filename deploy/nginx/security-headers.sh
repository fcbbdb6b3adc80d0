#!/bin/sh
# Security headers of an nginx container, written at start (the nginx image runs
# /docker-entrypoint.d/*.sh before nginx): the same headers as scripts/security-headers.mjs sends
# from `pnpm start`. The confs include the file in every location.
#   APP_ROLE=shell   the shell: its CSP lists the origins of remotes.json (scripts, styles, images,
#                    manifests), the CDN origins of runtime-config.json's `cdn` block (the same
#                    sources: the remotes' entries and chunks), its API origin and the inline boot code's
#                    hashes (csp-hashes.json, written by the build); CSP_IMG_SRC, CSP_FRAME_SRC and
#                    CSP_CONNECT_SRC add the image CDNs, the framed origins (launch CDNs, demo
#                    pages) and other API origins (space- or comma-separated). A `firebase` block
#                    in runtime-config.json (its `authDomain`, `emulatorUrl`) adds what Firebase
#                    Authentication needs (firebaseSources in security-headers.mjs).
#   APP_ROLE=remote  a remote: its origin serves assets, never a page.
# Both policies end with `report-uri` and the URLs of CSP_REPORT_URI (space- or comma-separated,
# absolute http(s) URLs kept as written; unset or empty: no report endpoint). The sanitizer
# document's policy names none.
# A change of remotes.json to a new origin needs a container restart (this script runs again).
set -euf

ROOT="${HTML_DIR:-/usr/share/nginx/html}"
OUT="${SECURITY_HEADERS_CONF:-/etc/nginx/security-headers.conf}"
ROLE="${APP_ROLE:-remote}"

# Origins of the URLs in the input, lower-case, default ports dropped, sorted, once each.
origins() {
  grep -oiE '[a-z][a-z0-9+.-]*://[^/"[:space:],]+' | tr 'A-Z' 'a-z' |
    sed -e 's#^\(http://[^/]*\):80$#\1#' -e 's#^\(https://[^/]*\):443$#\1#' | LC_ALL=C sort -u | tr '\n' ' '
}
# The words of the arguments, each once, in order, space-separated.
list() { printf '%s\n' $* | awk 'NF && !seen[$0]++' | paste -sd ' ' -; }
# A one-line JSON string field of a file ("key": "value").
field() { sed -n "s/.*\"$1\"[[:space:]]*:[[:space:]]*\"\([^\"]*\)\".*/\1/p" "$2" 2>/dev/null | head -n 1; }

# The report endpoints: nothing that could end the directive or the policy (; ,), nor a quote,
# backslash or $, which add_header would read (the same rule as reportUrisFromEnv in security-headers.mjs).
reports=""
for uri in $(printf '%s' "${CSP_REPORT_URI:-}" | tr ',' ' '); do
  printf '%s\n' "$uri" | grep -Eiq '^https?://[][A-Za-z0-9._~:/?#@!&()*+=%-]+$' ||
    { echo "security-headers: CSP_REPORT_URI: \"$uri\" is not an http(s) URL a policy can carry" >&2; exit 1; }
  reports="$reports $uri"
done
report=""
[ -z "$reports" ] || report="; report-uri $(list $reports)"

if [ "$ROLE" = shell ]; then
  [ -f "$ROOT/csp-hashes.json" ] || { echo "security-headers: $ROOT/csp-hashes.json is missing (rebuild the shell)" >&2; exit 1; }
  remotes=$(origins < "$ROOT/remotes.json")
  # The `cdn` block of runtime-config.json (an object of URLs, on one line or several).
  cdn=$(tr -d '\n' < "$ROOT/runtime-config.json" 2>/dev/null | sed -n 's/.*"cdn"[[:space:]]*:[[:space:]]*{\([^}]*\)}.*/\1/p' | origins)
  api=$(field apiBaseUrl "$ROOT/runtime-config.json" | origins)
  stream=$(field streamUrl "$ROOT/runtime-config.json" | origins)
  metrics=$(field metricsUrl "$ROOT/runtime-config.json" | origins)
  images=$(printf '%s' "${CSP_IMG_SRC:-}" | origins)
  frames=$(printf '%s' "${CSP_FRAME_SRC:-}" | origins)
  connect=$(printf '%s' "${CSP_CONNECT_SRC:-}" | origins)
  scripts=$(field script-src "$ROOT/csp-hashes.json")
  fb_script="" fb_frame="" fb_connect=""
  if grep -q '"firebase"[[:space:]]*:[[:space:]]*{' "$ROOT/runtime-config.json" 2>/dev/null; then
    domain=$(field authDomain "$ROOT/runtime-config.json" | grep -iE '^[a-z0-9.-]+(:[0-9]+)?$' | sed 's#^#https://#' || true)
    emulator=$(field emulatorUrl "$ROOT/runtime-config.json" | origins)
    fb_script="https://apis.google.com https://www.google.com https://www.gstatic.com"
    fb_frame="$domain https://www.google.com https://recaptcha.google.com $emulator"
    fb_connect="https://identitytoolkit.googleapis.com https://securetoken.googleapis.com $emulator"
  fi
  styles=$(field style-src "$ROOT/csp-hashes.json")
  csp="default-src 'self'; script-src $(list "'self'" $remotes $cdn $fb_script $scripts); style-src $(list "'self'" $remotes $cdn $styles)"
  csp="$csp; img-src $(list "'self'" data: $remotes $cdn $images); connect-src $(list "'self'" $remotes $cdn $api $stream $metrics $connect $fb_connect)"
  csp="$csp; frame-src $(list "'self'" $frames $fb_frame); font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'$report"
else
  frames=""
  csp="default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$report"
fi

framed="(self"
for origin in $frames; do framed="$framed \\\"$origin\\\""; done
framed="$framed)"
permissions="camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=(), fullscreen=$framed, autoplay=$framed, encrypted-media=$framed"

cat > "$OUT" <<CONF
add_header Content-Security-Policy "$csp" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "$permissions" always;
CONF
if [ "$ROLE" = shell ]; then
  # The sanitizer's parse document (/sanitizer.html) has a policy of its own: sandboxed, no
  # sources, framed by the site only (SANITIZER_CONTENT_SECURITY_POLICY in security-headers.mjs).
  SANITIZER_OUT="${SANITIZER_HEADERS_CONF:-$(dirname "$OUT")/sanitizer-headers.conf}"
  sanitizer="default-src 'none'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-same-origin"
  sed "s|^add_header Content-Security-Policy .*|add_header Content-Security-Policy \"$sanitizer\" always;|" "$OUT" > "$SANITIZER_OUT"
  echo "security-headers: wrote $SANITIZER_OUT (sanitizer document)"
fi
echo "security-headers: wrote $OUT ($ROLE)"
