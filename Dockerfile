# One image for the BFF and the worker: builds every workspace once, then runs the entry named by the command.
# The base image is pinned by digest, so a rebuild gets the same Node and Debian until the pin is moved on
# purpose; how to refresh it: docs/operations.md, "The Docker image's base".
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY packages packages
COPY bff bff
COPY worker worker
COPY shell shell
COPY mfe-catalog mfe-catalog
COPY mfe-forms mfe-forms
COPY mfe-admin mfe-admin
COPY e2e/package.json e2e/package.json
COPY build build
COPY scripts scripts
# `npm ci`: exactly the versions package-lock.json names, or the build fails.
RUN npm ci --no-audit --no-fund && node scripts/build.mjs && npm prune --omit=dev

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
# The code stays root's and read-only to the process; it runs as the image's unprivileged `node` user and
# writes only to the upload and secrets volumes, created here so that Docker gives them to that user.
COPY --from=build /app /app
RUN mkdir -p /data/uploads /data/secrets && chown -R node:node /data
USER node
EXPOSE 3000
CMD ["sh", "-c", "node bff/dist/prepare.js && exec node bff/dist/main.js"]
