# The portal as one image: the web app and the API built ahead of time, run by plain `node` as the
# unprivileged `node` user. compose.yaml runs it three times behind HAProxy (scripts/cluster.sh's
# topology). No container engine runs on the project's machines: apps/api/src/ops/container.test.ts
# checks this file against package.json's production command, .nvmrc and scripts/cluster.sh, and
# apps/api/src/deployment.test.ts its health check. The running image holds the built output (the API's
# bundle, the web app's files) and the API's production dependencies only: no sources, tests, or web
# dependencies (the web app is static files). The command-line tools (user:create, backup, …) run from a
# checkout with the same DATABASE_URL, not from the image.
ARG NODE_VERSION=24

# Stands in for the running release's image: a deployment passes that image with
# `--build-context previous-release=docker-image://<image>` (docs/operations.md).
FROM node:${NODE_VERSION}-bookworm-slim AS previous-release

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN --mount=type=bind,from=previous-release,target=/previous node scripts/carry-previous-assets.mjs /previous/app/apps/web/dist apps/web/dist
RUN npm run build

# The API's production dependencies alone (the domain package is bundled into the API's build), with
# the font packages cut to the two weights the PDFs use (lib/pdf/fonts.ts: 400 and 700; 130 MB less).
FROM node:${NODE_VERSION}-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --omit=dev --workspace apps/api --include-workspace-root=false --no-audit --no-fund \
  && find node_modules/@expo-google-fonts -mindepth 2 -maxdepth 2 -type d \
    ! -name 400Regular ! -name 700Bold -exec rm -rf {} + \
  && mkdir -p apps/api/node_modules

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/apps/api/package.json apps/api/
COPY --from=runtime-deps /app/apps/api/node_modules apps/api/node_modules
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness, the process alone: a database blip must not restart healthy containers. A load balancer
# routes by readiness, /api/health/ready (database, migrations, not shutting down), as compose's HAProxy does.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--env-file-if-exists=.env", "apps/api/dist/server.js"]
