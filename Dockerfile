# IT Tools behind nginx, as an unprivileged user on port 8080. The site's base path is chosen when
# the container starts (BASE_PATH, default /); the root file system may be read only, with a tmpfs
# on /tmp (deploy/start.sh writes only there):
#   docker build -t it-tools . && docker run --read-only --tmpfs /tmp -p 8080:8080 -e BASE_PATH=/tools/ it-tools

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
COPY --from=build /app/dist/portable/security-headers.conf /usr/share/it-tools/
COPY deploy/nginx.conf deploy/start.sh /usr/share/it-tools/
ENV APP_DIR=/usr/share/it-tools RUN_DIR=/tmp/it-tools PORT=8080 BASE_PATH=/
USER 101
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s \
  CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}${BASE_PATH}" || exit 1
ENTRYPOINT ["/bin/sh", "/usr/share/it-tools/start.sh"]
