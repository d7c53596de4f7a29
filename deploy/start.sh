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

rm -rf "$run_dir"
mkdir -p "$run_dir"
site="$run_dir/root${base_path%/}"
mkdir -p "$(dirname "$site")"
cp -R "$app_dir/client" "$site"
grep -rlF -- "$placeholder" "$site" | while IFS= read -r file; do
  sed -i "s#$placeholder#$base_path#g" "$file"
done

# At /, the site's own locations cover every address: the lines for addresses outside it go.
drop_outside_base=''
[ "$base_path" = / ] && drop_outside_base='/#outside-base$/d'
sed -e "$drop_outside_base" \
  -e "s#@PORT@#$port#g" -e "s#@BASE_PATH@#$base_path#g" -e "s#@BASE_PATH_NO_SLASH@#${base_path%/}#g" \
  -e "s#@RUN_DIR@#$run_dir#g" -e "s#@APP_DIR@#$app_dir#g" -e "s#@ACCESS_LOG@#$access_log#g" \
  "$here/nginx.conf" >"$run_dir/nginx.conf"

echo "IT Tools is served at http://localhost:$port$base_path"
exec nginx -e stderr -c "$run_dir/nginx.conf" -g 'daemon off;'
