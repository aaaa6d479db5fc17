# Switchyard GraphQL API.
#   docker build -t switchyard-api .
#   docker run -p 4000:4000 -e DATABASE_URL=postgres://... switchyard-api
# Without DATABASE_URL the API uses embedded PGlite in /app/.data (mount a volume there
# to keep it); docker-compose.yml runs it against PostgreSQL.
FROM node:20-bookworm

WORKDIR /app

# Dependencies first, so source edits do not invalidate this layer.
# `npm install`, not `npm ci`: the lockfile is written without other platforms'
# optional binaries, which npm ci rejects (shared/reference/stack-notes.md, pitfall 1).
# --ignore-scripts: the package's own `prepare` script runs the build, which cannot
# work before the sources are copied; no runtime dependency needs an install script.
COPY package.json package-lock.json ./
RUN npm install --ignore-scripts --no-audit --no-fund

COPY . .
RUN npm run build \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

ENV NODE_ENV=production \
    PORT=4000
EXPOSE 4000

# What `npm start` runs, started directly so that node (PID 1) receives SIGTERM from
# `docker stop` and shuts down cleanly (api/main.ts) instead of npm relaying it.
CMD ["node", "dist/api/main.js"]
