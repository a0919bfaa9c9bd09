# Kulisse in a container: build once, run as an unprivileged user against DATABASE_URL.
# docker build -t kulisse . && docker run -e DATABASE_URL=postgres://… -p 3000:3000 kulisse
# BASE is any Debian bookworm image with Node ≥ 20.19 and a `node` user (uid 1000), like the
# official one; scripts/container-check.sh builds such a base itself where no registry is reachable.
ARG BASE=node:20-bookworm-slim

FROM ${BASE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${BASE} AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# The whole pruned build tree: the compiled server (dist/node/) reads the migrations and the demo
# media from server/ and the bundles from dist/. .dockerignore keeps out what it does not need.
COPY --from=build /app ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The image expects an external PostgreSQL (DATABASE_URL); the embedded one is for development.
CMD ["node", "dist/node/index.js"]
