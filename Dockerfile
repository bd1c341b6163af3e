# syntax=docker/dockerfile:1
#
# The site's production image (docs/deploy.md): Node 24 LTS, the built site
# and its production dependencies, run by the unprivileged `node` user, with
# the embedded database's files in the /data volume.
#
#   docker build -t site .
#   docker run -d --name site -p 3000:3000 -v site-data:/data -e SITE_URL=https://example.in site
#
# It runs npm scripts only (npm ci, npm run build, npm prune --omit=dev).
# CI has no Docker engine: scripts/smoke-start.ts runs those same steps on a
# clean copy with Node 24 as an unprivileged account, then starts the server
# and checks it; it refuses to run when this file's npm steps differ from its own.

FROM node:24-slim AS build
WORKDIR /app
# Node 24 ships npm 11, which rejects our lock file (optional platform
# packages it leaves out of the lock are then "missing"); npm 10 reads it.
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npx -y npm@10 ci --no-audit --no-fund
COPY . .
# The build includes the owner's commands (staff, testimonials, messages,
# backup), bundled, which otherwise need tsx, a development dependency.
RUN npm run build
RUN --mount=type=cache,target=/root/.npm npx -y npm@10 prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/build ./build
# The volume takes this directory's owner when it is first mounted.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# slim has no curl; Node's fetch asks the server. /healthz answers while the
# process runs; /readyz (the database) is for a load balancer to decide.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Not `npm start`: it would look for sources newer than the build, and the
# image has none to build from. SIGTERM reaches node directly (it is PID 1),
# which finishes requests and closes the database cleanly.
CMD ["node", "build/start/main.js"]
