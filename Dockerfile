# Tessera: the console and its embedded server in one image.
#   docker build -t tessera .
#   docker run -p 8080:8080 -p 1883:1883 -v tessera-data:/data tessera
# With PostgreSQL: docker compose up (docker-compose.yml).

FROM node:20-bookworm-slim AS build
# better-sqlite3 and isolated-vm compile their native parts when no prebuilt binary fits.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=8080 \
    MQTT_PORT=1883 \
    SEED_DEMO=false
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080 1883
# The orchestrator's probe: 200 while the database answers (README, Operations).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) shuts down gracefully; give it SHUTDOWN_TIMEOUT_MS (30 s) with `docker stop -t 35`.
CMD ["node", "dist/server/main.js"]
