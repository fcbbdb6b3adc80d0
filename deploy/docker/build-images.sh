#!/bin/sh
# Builds (and with --push pushes) the six images of deploy/k8s from the repository root, after
# `pnpm build` (and any `pnpm release <remote>`: a remote's image carries its kept releases).
#   deploy/docker/build-images.sh REGISTRY TAG [--push]
#   e.g. deploy/docker/build-images.sh registry.example.com/gp 2026.11.28 --push
# The images are REGISTRY/shell:TAG, REGISTRY/mf-games:TAG, … and REGISTRY/api-sim:TAG; set them in
# your overlay's `images:` (deploy/k8s/overlays/example/kustomization.yaml).
set -eu
[ $# -ge 2 ] || { echo "usage: $0 REGISTRY TAG [--push]" >&2; exit 2; }
REGISTRY=$1 TAG=$2 PUSH=${3:-}
cd "$(dirname "$0")/../.."

for app in shell mf-games mf-member mf-agent mf-lottery; do
  [ -f "$app/dist/index.html" ] || [ -f "$app/dist/mf-manifest.json" ] || { echo "$app/dist is missing: run pnpm build" >&2; exit 1; }
  conf=remote
  [ "$app" = shell ] && conf=shell
  # The Dockerfile copies releases/<app>/: an app with no release yet gets an empty folder.
  mkdir -p "releases/$app"
  docker build -f deploy/docker/Dockerfile --build-arg APP="$app" --build-arg CONF="$conf" -t "$REGISTRY/$app:$TAG" .
done
docker build -f deploy/docker/api-sim.Dockerfile -t "$REGISTRY/api-sim:$TAG" .

if [ "$PUSH" = --push ]; then
  for image in shell mf-games mf-member mf-agent mf-lottery api-sim; do docker push "$REGISTRY/$image:$TAG"; done
fi
