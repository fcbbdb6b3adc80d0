// `node --test scripts/` (in `pnpm test:unit`, issue 25): the Kubernetes manifests of deploy/k8s
// validate against the Kubernetes API schemas (scripts/check-k8s.mjs, kubernetes-models, offline),
// and the check refuses planted bad manifests: a schema error, an unknown kind, a Deployment
// without probes, requests, spread or budget, an Ingress to a missing Service, a remotes.json
// pointing off the Ingress.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { checkManifests, parseDocuments, ruleProblems, schemaProblems } from './check-k8s.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = fileURLToPath(new URL('./check-k8s.mjs', import.meta.url));
const base = path.join(root, 'deploy', 'k8s', 'base');
const temps = [];
after(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of deploy/k8s/base in a temp folder, with `change(dir)` applied. */
function plantedBase(change) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-check-'));
  temps.push(dir);
  fs.cpSync(base, path.join(dir, 'base'), { recursive: true });
  change(path.join(dir, 'base'));
  return dir;
}

const baseDocs = (file) => parseDocuments(fs.readFileSync(path.join(base, file), 'utf8'), file).docs;
const mfGames = () => structuredClone(baseDocs('mf-games.yaml'));
const deploymentOf = (docs) => docs.find(({ doc }) => doc.kind === 'Deployment').doc;

function runCheck(dir, ...flags) {
  return spawnSync(process.execPath, [script, '--dir', dir, ...flags], { encoding: 'utf8' });
}

describe('deploy/k8s', () => {
  it('is valid: every object against its API schema, every kustomization rendered where kubectl is', async () => {
    const { problems, objects, notes } = await checkManifests(path.join(root, 'deploy', 'k8s'));
    assert.deepEqual(problems, []);
    // Five apps and the simulator (Deployment + Service), four remotes' and the shell's budgets, the Ingress…
    assert.ok(objects >= 20, `only ${objects} objects`);
    for (const note of notes) console.log(note);
  });

  it('is valid checked file by file, as on a machine without kubectl', async () => {
    const { problems, rendered } = await checkManifests(path.join(root, 'deploy', 'k8s'), { render: false });
    assert.deepEqual(problems, []);
    assert.equal(rendered, 0);
  });
});

describe('the check refuses', () => {
  it('a planted bad manifest (the command exits 1 and names it)', () => {
    const dir = plantedBase((planted) => {
      const file = path.join(planted, 'mf-games.yaml');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('replicas: 2', 'replicas: two'));
    });
    const result = runCheck(dir);
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /mf-games\.yaml#1 Deployment\/mf-games: .*spec\/replicas must be integer/);
  });

  it('the same base unchanged (the planted copy passes: the failure above is the planted error)', () => {
    const result = runCheck(plantedBase(() => {}));
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  it('a quantity that is none, and a missing required field', async () => {
    const docs = mfGames();
    const deployment = deploymentOf(docs);
    deployment.spec.template.spec.containers[0].resources.requests.cpu = 'lots';
    delete deployment.spec.selector;
    const problems = await schemaProblems(docs);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /requests\/cpu must match format "quantity"/);
    assert.match(problems[0], /must have required property 'selector'|must have required property selector/);
  });

  it('an apiVersion or kind the Kubernetes API does not have', async () => {
    const docs = [
      { doc: { apiVersion: 'policy/v1beta2', kind: 'PodDisruptionBudget', metadata: { name: 'x' } }, where: 'a.yaml#1' },
      { doc: { apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }, where: 'a.yaml#2' },
      { doc: { metadata: { name: 'x' } }, where: 'a.yaml#3' },
    ];
    assert.deepEqual(await schemaProblems(docs), [
      'a.yaml#1: policy/v1beta2 PodDisruptionBudget is not a kind of the Kubernetes API',
      'a.yaml#2: apps/v1 Deploymnet is not a kind of the Kubernetes API',
      'a.yaml#3: not a Kubernetes object (apiVersion and kind are required)',
    ]);
  });

  it('a Deployment without probes, requests, memory limit, spread over nodes or budget', () => {
    const docs = mfGames().filter(({ doc }) => doc.kind !== 'PodDisruptionBudget');
    const deployment = deploymentOf(docs);
    const [container] = deployment.spec.template.spec.containers;
    // A misspelt field is no schema error in kubernetes-models: the rule that requires the probe catches it.
    container.readinessProbes = container.readinessProbe;
    delete container.readinessProbe;
    container.livenessProbe.httpGet.port = 'web';
    delete container.resources;
    delete deployment.spec.template.spec.topologySpreadConstraints;
    assert.deepEqual(ruleProblems(docs, { where: 'planted' }), [
      'planted: Deployment/mf-games container nginx: no readinessProbe',
      "planted: Deployment/mf-games container nginx: the livenessProbe's port web is not a port of the container",
      'planted: Deployment/mf-games container nginx: no CPU and memory requests',
      'planted: Deployment/mf-games container nginx: no memory limit',
      'planted: Deployment/mf-games (2 replicas) does not spread its pods over nodes (topologySpreadConstraints on kubernetes.io/hostname)',
      'planted: Deployment/mf-games (2 replicas) has no PodDisruptionBudget',
    ]);
  });

  it('a Service that selects nothing or targets no port, an Ingress to a missing Service', () => {
    const docs = mfGames();
    const service = docs.find(({ doc }) => doc.kind === 'Service').doc;
    service.spec.ports[0].targetPort = 'https';
    const ingress = baseDocs('ingress.yaml');
    assert.deepEqual(ruleProblems([...docs, ...ingress], { where: 'planted' }), [
      'planted: Service/mf-games port http targets https, which no container of Deployment/mf-games has',
      ...['shell', 'mf-member', 'mf-agent', 'mf-lottery', 'api-sim'].map((name) => {
        const host = ingress[0].doc.spec.rules.find((rule) => rule.http.paths[0].backend.service.name === name).host;
        return `planted: Ingress/gaming-platform ${host}/ → Service ${name}, which is not in the set`;
      }),
    ]);
    service.spec.selector = { 'app.kubernetes.io/name': 'games' };
    assert.ok(ruleProblems(docs, { where: 'planted' }).includes('planted: Deployment/mf-games has no Service selecting its pods'));
  });

  it('runtime files that miss a remote, point off the Ingress or lack a key of the shell’s runtime-config.json', () => {
    const dir = plantedBase((planted) => {
      const remotes = path.join(planted, 'config', 'remotes.json');
      const file = JSON.parse(fs.readFileSync(remotes, 'utf8'));
      delete file.mf_agent;
      file.mf_games = { stable: file.mf_games, canary: { url: 'http://cdn.elsewhere.test/mf-manifest.json', release: 'r2', weight: 10 } };
      fs.writeFileSync(remotes, JSON.stringify(file));
      const config = path.join(planted, 'config', 'runtime-config.json');
      const runtime = JSON.parse(fs.readFileSync(config, 'utf8'));
      delete runtime.chunkTimeoutMs;
      fs.writeFileSync(config, JSON.stringify(runtime));
      // And a document that is no YAML at all.
      fs.writeFileSync(path.join(planted, 'broken.yaml'), stringify({ a: 1 }) + 'b: [1, 2\n');
    });
    // Checked file by file (the generated ConfigMap read from the kustomization), as without kubectl.
    const result = runCheck(dir, '--no-render');
    assert.equal(result.status, 1);
    assert.match(result.stderr, /broken\.yaml#1: YAML: /);
    assert.match(result.stderr, /remotes\.json has no manifest URL for mf_agent/);
    assert.match(result.stderr, /remotes\.json mf_games: cdn\.elsewhere\.test is not a host of the Ingress/);
    assert.match(result.stderr, /runtime-config\.json lacks "chunkTimeoutMs"/);
  });
});
