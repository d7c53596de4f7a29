#!/bin/sh
# Starts nginx serving IT Tools at BASE_PATH (default /) on PORT (default 8080), as whatever user
# runs it, writing only under RUN_DIR (default /tmp/it-tools: the image's root file system may be
# read only). The build in APP_DIR was made with a placeholder base path: the site is copied to
# RUN_DIR with the real one in its place, as scripts/place-site.js does for `npm run build`.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
app_dir=${APP_DIR:-/usr/share/it-tools}
run_dir=${RUN_DIR:-/tmp/it-tools}
port=${PORT:-8080}
base_path=${BASE_PATH:-/}
# A file, or off; the container's output by default.
access_log=${ACCESS_LOG:-/dev/stdout}
# Equal to scripts/portable-base.js.
placeholder=/__it_tools_base_path__/
# The site's choices (README, "Choose the tools and their defaults"): tools by slug or category,
# comma-separated, and a JSON file of the default language and tools' option defaults.
tools_include=${TOOLS_INCLUDE:-}
tools_exclude=${TOOLS_EXCLUDE:-}
defaults_file=${DEFAULTS_FILE:-/etc/it-tools/defaults.json}

case "$base_path" in /*) ;; *) base_path="/$base_path" ;; esac
case "$base_path" in */) ;; *) base_path="$base_path/" ;; esac
if ! printf '%s' "$base_path" | grep -Eq '^(/[A-Za-z0-9._~-]+)*/$'; then
  echo "BASE_PATH must be a path such as / or /tools/ (letters, digits, . _ ~ -), not: $BASE_PATH" >&2
  exit 64
fi
case "$port" in '' | *[!0-9]*)
  echo "PORT must be a number, not: $port" >&2
  exit 64
  ;;
esac

# Checked before anything is written: every bad entry is named, and the container stops.
if [ -e "$defaults_file" ]; then
  if ! jq empty "$defaults_file" 2>/dev/null; then
    echo "The defaults file $defaults_file is not valid JSON: $(jq empty "$defaults_file" 2>&1 | head -n 1)" >&2
    exit 64
  fi
  defaults_json=$defaults_file
elif [ -n "${DEFAULTS_FILE:-}" ]; then
  echo "DEFAULTS_FILE names $DEFAULTS_FILE, which does not exist." >&2
  exit 64
else
  defaults_json=/dev/null
fi
checked=$(jq -n -c --slurpfile site "$app_dir/site-tools.json" --slurpfile defaults "$defaults_json" \
  --arg included "$tools_include" --arg excluded "$tools_exclude" -f "$here/site-choices.jq")
if [ "$(printf '%s' "$checked" | jq '.errors | length')" -gt 0 ]; then
  echo "The site's choices are not valid:" >&2
  printf '%s' "$checked" | jq -r '.errors[] | "  - " + .' >&2
  exit 64
fi

rm -rf "$run_dir"
mkdir -p "$run_dir"
site="$run_dir/root${base_path%/}"
mkdir -p "$(dirname "$site")"
cp -R "$app_dir/client" "$site"
grep -rlF -- "$placeholder" "$site" | while IFS= read -r file; do
  sed -i "s#$placeholder#$base_path#g" "$file"
done

# The tools left out: their pages and old addresses are removed (not found); every page's
# site-choices.css hides the links to them before the app runs, and the app reads the choices from
# site-choices.js. Their revision in the service worker's precache becomes their checksum.
printf '%s' "$checked" | jq -r '.paths[]' | while IFS= read -r path; do
  case "$path" in / | '' | [!/]* | *[!A-Za-z0-9._~/-]* | */../* | */..) continue ;; esac
  rm -rf "$site$path"
done
printf 'self.itToolsSiteChoices = %s;\n' "$(printf '%s' "$checked" | jq -c '.choices')" >"$site/site-choices.js"
printf '%s' "$checked" | jq -r --arg base "$base_path" \
  '[.choices.unavailable[] | "li:has(a[href=\"\($base)\(.)\"])"] | if length > 0 then join(",") + "{display:none!important}" else "" end' \
  >"$site/site-choices.css"
sed -i "s#__site_choices_revision__#$(cat "$site/site-choices.js" "$site/site-choices.css" | cksum | cut -d ' ' -f 1)#g" "$site/sw.js"

# At /, the site's own locations cover every address: the lines for addresses outside it go.
drop_outside_base=''
[ "$base_path" = / ] && drop_outside_base='/#outside-base$/d'
sed -e "$drop_outside_base" \
  -e "s#@PORT@#$port#g" -e "s#@BASE_PATH@#$base_path#g" -e "s#@BASE_PATH_NO_SLASH@#${base_path%/}#g" \
  -e "s#@RUN_DIR@#$run_dir#g" -e "s#@APP_DIR@#$app_dir#g" -e "s#@ACCESS_LOG@#$access_log#g" \
  "$here/nginx.conf" >"$run_dir/nginx.conf"

echo "IT Tools is served at http://localhost:$port$base_path"
exec nginx -e stderr -c "$run_dir/nginx.conf" -g 'daemon off;'
