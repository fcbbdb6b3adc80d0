# The API simulator (the embedded back end of demos and staging; a real deployment points the
# shell at the platform's API instead). Built from the repository root:
#   docker build -f deploy/docker/api-sim.Dockerfile -t REGISTRY/gp/api-sim:TAG .
FROM node:20-alpine AS deps
RUN corepack enable && corepack prepare pnpm@10.34.9 --activate
WORKDIR /src
COPY . .
# The simulator and its production dependencies only (tsx runs its TypeScript).
RUN pnpm --filter api-sim deploy --legacy --prod /app

FROM node:20-alpine
WORKDIR /app
COPY --from=deps /app /app
ENV HOST=0.0.0.0 PORT=3100 NODE_ENV=production
USER node
EXPOSE 3100
CMD ["node_modules/.bin/tsx", "src/main.ts"]
