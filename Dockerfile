# IT Tools behind nginx, as an unprivileged user on port 8080. The site's base path is chosen when
# the container starts (BASE_PATH, default /); the root file system may be read only, with a tmpfs
# on /tmp (deploy/start.sh writes only there):
#   docker build -t it-tools . && docker run --read-only --tmpfs /tmp -p 8080:8080 -e BASE_PATH=/tools/ it-tools
# Tools can be left out (TOOLS_INCLUDE, TOOLS_EXCLUDE) and defaults chosen (a defaults.json mounted at
# /etc/it-tools/defaults.json): see the README.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The version label shown in the app; without it, year.month.day-commit.
ARG VERSION=""
RUN if [ -n "$VERSION" ]; then export VITE_APP_VERSION="$VERSION"; fi && npm run build

FROM nginxinc/nginx-unprivileged:stable-alpine
ARG VERSION="0.0.0"
LABEL org.opencontainers.image.title="IT Tools" \
  org.opencontainers.image.description="Handy tools for developers, in the browser" \
  org.opencontainers.image.licenses="MIT" \
  org.opencontainers.image.version="$VERSION"
COPY --from=build /app/dist/portable/client /usr/share/it-tools/client
COPY --from=build /app/dist/portable/security-headers.conf /app/dist/portable/site-tools.json /usr/share/it-tools/
COPY deploy/nginx.conf deploy/start.sh deploy/site-choices.jq /usr/share/it-tools/
# jq checks the site's start-up choices (TOOLS_INCLUDE, TOOLS_EXCLUDE, defaults.json).
USER root
RUN apk add --no-cache jq
ENV APP_DIR=/usr/share/it-tools RUN_DIR=/tmp/it-tools PORT=8080 BASE_PATH=/
USER 101
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s \
  CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}${BASE_PATH}" || exit 1
ENTRYPOINT ["/bin/sh", "/usr/share/it-tools/start.sh"]
