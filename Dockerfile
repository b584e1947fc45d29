# syntax=docker/dockerfile:1
# Buildr AI: the server and the built web app on Node 24, run as the unprivileged `node` user.
# docker build -t buildr-ai . && docker run -p 3000:3000 --env-file .env -v buildr-data:/data buildr-ai
# (compose.yaml runs it beside PostgreSQL.)

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so that a change to the sources reuses this layer.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/engine/package.json packages/engine/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database and the generated local secret live in /data (a volume); with DATABASE_URL only
# the secret would, and production sets BETTER_AUTH_SECRET anyway.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrates at start-up (under a lock with several replicas), then serves; SIGTERM stops it gracefully.
CMD ["node", "apps/server/dist/server.js"]
