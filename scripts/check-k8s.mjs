// `node scripts/check-k8s.mjs [--dir deploy/k8s] [--no-render]` (issue 25; run in `pnpm test` through
// scripts/k8s-manifests.test.mjs): the Kubernetes manifests are valid objects of the Kubernetes API
// and run the site the way an operator needs it. Offline: the schemas are those `kubernetes-models`
// ships (the API's OpenAPI schemas compiled to validators), nothing is downloaded.
//
//   schema     every YAML document with an apiVersion and kind validates against its API schema
//              (types, required fields, enums, quantities, int-or-string ports); an unknown
//              apiVersion/kind (a typo, an API removed from Kubernetes) is an error. `kubernetes-models`
//              does not refuse unknown fields: a misspelt probe or resources field is caught by the
//              rules below, which require them.
//   rendered   where `kubectl` is on the PATH, each kustomization (base, overlays) is rendered with
//              `kubectl kustomize` and its output checked too (schema and rules); without kubectl
//              (or with --no-render) the documents of each folder are checked as they are written.
//   workload   every container of a Deployment has readiness and liveness probes, CPU and memory
//              requests and a memory limit; a Deployment of more than one replica spreads over nodes
//              (topologySpreadConstraints on kubernetes.io/hostname selecting its pods) and has a
//              PodDisruptionBudget selecting its pods; a probe's named port is a port of the container.
//   service    every Deployment has a Service selecting its pods whose targetPort is a container port;
//              every Ingress backend is a Service of the set with that port.
//   runtime    the shell's runtime files (the ConfigMap shell-runtime: remotes.json and
//              runtime-config.json) parse, name every remote, give every remote a manifest URL on a
//              host of the Ingress, and runtime-config.json has every key of shell/public/runtime-config.json.
// Exit 1 with one line per problem; 0 with a summary.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mf_games', 'mf_member', 'mf_agent', 'mf_lottery'];
const RUNTIME_CONFIGMAP = 'shell-runtime';

/** Every `.yaml`/`.yml` file under `dir`, sorted. */
function yamlFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The documents of a YAML text: `{ doc, where }`, or problems for what does not parse. */
export function parseDocuments(text, where) {
  const problems = [];
  const docs = [];
  parseAllDocuments(text).forEach((document, index) => {
    const label = `${where}#${index + 1}`;
    if (document.errors.length > 0) problems.push(`${label}: YAML: ${document.errors[0].message}`);
    else {
      const doc = document.toJS();
      if (doc !== null && doc !== undefined) docs.push({ doc, where: label });
    }
  });
  return { docs, problems };
}

const models = new Map();
/** The kubernetes-models class of an apiVersion and kind, or null when the API has none. */
async function modelOf(apiVersion, kind) {
  const key = `${apiVersion}/${kind}`;
  if (!models.has(key)) {
    let model = null;
    if (/^[a-z0-9.-]*\/?v[0-9a-z]+$/.test(apiVersion) && /^[A-Z][A-Za-z0-9]*$/.test(kind)) {
      try {
        model = (await import(`kubernetes-models/${apiVersion}/${kind}`))[kind] ?? null;
      } catch {
        model = null;
      }
    }
    models.set(key, model);
  }
  return models.get(key);
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const nameOf = (doc) => `${doc.kind}/${doc.metadata?.name ?? '?'}`;

/** Schema problems of Kubernetes objects (`{ doc, where }`); Kustomization files are not API objects. */
export async function schemaProblems(items) {
  const problems = [];
  for (const { doc, where } of items) {
    if (!isObject(doc) || typeof doc.apiVersion !== 'string' || typeof doc.kind !== 'string') {
      problems.push(`${where}: not a Kubernetes object (apiVersion and kind are required)`);
      continue;
    }
    if (doc.kind === 'Kustomization' || doc.kind === 'Component') continue;
    const Model = await modelOf(doc.apiVersion, doc.kind);
    if (!Model) {
      problems.push(`${where}: ${doc.apiVersion} ${doc.kind} is not a kind of the Kubernetes API`);
      continue;
    }
    try {
      new Model(doc).validate();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push(`${where} ${nameOf(doc)}: ${message}`);
    }
  }
  return problems;
}

/** Whether a label selector (`matchLabels` only, as these manifests write them) selects `labels`. */
function selects(selector, labels) {
  const match = isObject(selector?.matchLabels) ? selector.matchLabels : isObject(selector) && !selector.matchExpressions ? selector : null;
  if (!match || Object.keys(match).length === 0) return false;
  return Object.entries(match).every(([key, value]) => labels?.[key] === value);
}

/** The URLs in a remotes.json value (a plain manifest URL, or the canary form's stable and canary URLs). */
function urlsOf(entry) {
  if (typeof entry === 'string') return [entry];
  if (isObject(entry)) return [entry.stable, entry.canary?.url].filter((url) => url !== undefined).map(String);
  return [];
}

function runtimeProblems(files, ingressHosts, where) {
  const problems = [];
  const parse = (name) => {
    if (files[name] === undefined) {
      problems.push(`${where}: ${RUNTIME_CONFIGMAP} has no ${name}`);
      return null;
    }
    try {
      return JSON.parse(files[name]);
    } catch (error) {
      problems.push(`${where}: ${name} is not JSON (${error instanceof Error ? error.message : error})`);
      return null;
    }
  };
  const remotes = parse('remotes.json');
  if (isObject(remotes)) {
    for (const remote of REMOTES) {
      const urls = urlsOf(remotes[remote]);
      if (urls.length === 0) problems.push(`${where}: remotes.json has no manifest URL for ${remote}`);
      for (const url of urls) {
        let parsed;
        try {
          parsed = new URL(url);
        } catch {
          problems.push(`${where}: remotes.json ${remote}: "${url}" is not a URL`);
          continue;
        }
        if (!/^https?:$/.test(parsed.protocol)) problems.push(`${where}: remotes.json ${remote}: "${url}" is not http(s)`);
        if (ingressHosts && !ingressHosts.has(parsed.hostname)) {
          problems.push(`${where}: remotes.json ${remote}: ${parsed.hostname} is not a host of the Ingress (${[...ingressHosts].join(', ')})`);
        }
      }
    }
  } else if (remotes !== null) problems.push(`${where}: remotes.json is not an object`);
  const config = parse('runtime-config.json');
  if (isObject(config)) {
    const reference = JSON.parse(fs.readFileSync(path.join(root, 'shell', 'public', 'runtime-config.json'), 'utf8'));
    for (const key of Object.keys(reference)) {
      if (!(key in config)) problems.push(`${where}: runtime-config.json lacks "${key}" (shell/public/runtime-config.json has it)`);
    }
  } else if (config !== null) problems.push(`${where}: runtime-config.json is not an object`);
  return problems;
}

/**
 * The rules of the header over one set of objects (a rendered kustomization, or a folder of full
 * manifests). `runtimeFiles` gives the shell-runtime files where no ConfigMap object carries them.
 */
export function ruleProblems(items, { where, runtimeFiles } = {}) {
  const problems = [];
  const objects = items.map((item) => item.doc).filter(isObject);
  const of = (kind) => objects.filter((doc) => doc.kind === kind);
  const services = of('Service');
  const budgets = of('PodDisruptionBudget');
  const label = where ?? 'manifests';

  for (const deployment of of('Deployment')) {
    const name = nameOf(deployment);
    const template = deployment.spec?.template;
    const labels = template?.metadata?.labels ?? {};
    const pod = template?.spec ?? {};
    const containers = Array.isArray(pod.containers) ? pod.containers : [];
    const replicas = deployment.spec?.replicas ?? 1;
    for (const container of containers) {
      const at = `${label}: ${name} container ${container.name}`;
      const portNames = new Set((container.ports ?? []).map((port) => port.name).filter(Boolean));
      const portNumbers = new Set((container.ports ?? []).map((port) => port.containerPort));
      for (const probe of ['readinessProbe', 'livenessProbe']) {
        if (!isObject(container[probe])) problems.push(`${at}: no ${probe}`);
        const port = container[probe]?.httpGet?.port ?? container[probe]?.tcpSocket?.port;
        if (port !== undefined && !(typeof port === 'string' ? portNames.has(port) : portNumbers.has(port))) {
          problems.push(`${at}: the ${probe}'s port ${port} is not a port of the container`);
        }
      }
      if (!container.resources?.requests?.cpu || !container.resources?.requests?.memory) problems.push(`${at}: no CPU and memory requests`);
      if (!container.resources?.limits?.memory) problems.push(`${at}: no memory limit`);
    }
    if (replicas > 1) {
      const spread = (pod.topologySpreadConstraints ?? []).some(
        (constraint) => constraint.topologyKey === 'kubernetes.io/hostname' && selects(constraint.labelSelector, labels),
      );
      if (!spread) problems.push(`${label}: ${name} (${replicas} replicas) does not spread its pods over nodes (topologySpreadConstraints on kubernetes.io/hostname)`);
      if (!budgets.some((budget) => selects(budget.spec?.selector, labels))) problems.push(`${label}: ${name} (${replicas} replicas) has no PodDisruptionBudget`);
    }
    const service = services.find((candidate) => selects(candidate.spec?.selector, labels));
    if (!service) problems.push(`${label}: ${name} has no Service selecting its pods`);
    else {
      const ports = containers.flatMap((container) => container.ports ?? []);
      for (const port of service.spec?.ports ?? []) {
        const target = port.targetPort ?? port.port;
        const found = ports.some((candidate) => (typeof target === 'string' ? candidate.name === target : candidate.containerPort === target));
        if (!found) problems.push(`${label}: ${nameOf(service)} port ${port.name ?? port.port} targets ${target}, which no container of ${name} has`);
      }
    }
  }

  const ingressHosts = new Set();
  for (const ingress of of('Ingress')) {
    for (const rule of ingress.spec?.rules ?? []) {
      if (rule.host) ingressHosts.add(rule.host);
      for (const entry of rule.http?.paths ?? []) {
        const backend = entry.backend?.service;
        if (!backend) continue;
        const service = services.find((candidate) => candidate.metadata?.name === backend.name);
        if (!service) {
          problems.push(`${label}: ${nameOf(ingress)} ${rule.host ?? '*'}${entry.path ?? ''} → Service ${backend.name}, which is not in the set`);
          continue;
        }
        const wanted = backend.port?.name ?? backend.port?.number;
        if (!(service.spec?.ports ?? []).some((port) => port.name === wanted || port.port === wanted)) {
          problems.push(`${label}: ${nameOf(ingress)} ${rule.host ?? '*'} → ${nameOf(service)} port ${wanted}, which it does not have`);
        }
      }
    }
  }

  const runtimeMaps = of('ConfigMap').filter((map) => map.metadata?.name === RUNTIME_CONFIGMAP || map.metadata?.name?.startsWith(`${RUNTIME_CONFIGMAP}-`));
  const hosts = ingressHosts.size > 0 ? ingressHosts : null;
  for (const map of runtimeMaps) problems.push(...runtimeProblems(map.data ?? {}, hosts, `${label} ${nameOf(map)}`));
  if (runtimeMaps.length === 0 && runtimeFiles) problems.push(...runtimeProblems(runtimeFiles, hosts, `${label} ${RUNTIME_CONFIGMAP}`));
  return problems;
}

/** Renders a kustomization with kubectl (kustomize built in): its output, or null where kubectl is not on the PATH. */
function kustomize(folder) {
  const output = spawnSync('kubectl', ['kustomize', folder], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (output.error?.code === 'ENOENT') return null;
  return output;
}

/** The shell-runtime files a kustomization's configMapGenerator names (for the check without kubectl). */
function generatedRuntimeFiles(kustomization, dir) {
  const generator = (kustomization.configMapGenerator ?? []).find((entry) => entry.name === RUNTIME_CONFIGMAP);
  if (!generator) return undefined;
  const files = {};
  for (const file of generator.files ?? []) {
    const [key, source] = file.includes('=') ? file.split('=') : [path.basename(file), file];
    const full = path.join(dir, source);
    if (fs.existsSync(full)) files[key] = fs.readFileSync(full, 'utf8');
  }
  return files;
}

/**
 * Checks the manifests under `dir`. `render`: 'auto' renders each kustomization with kubectl when
 * it is on the PATH; false never does.
 */
export async function checkManifests(dir, { render = 'auto' } = {}) {
  const problems = [];
  const notes = [];
  const files = yamlFiles(dir);
  const byFolder = new Map();
  let objects = 0;
  for (const file of files) {
    const where = path.relative(root, file);
    const { docs, problems: parseProblems } = parseDocuments(fs.readFileSync(file, 'utf8'), where);
    problems.push(...parseProblems);
    problems.push(...(await schemaProblems(docs)));
    objects += docs.filter(({ doc }) => doc?.kind !== 'Kustomization').length;
    const folder = path.dirname(file);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), ...docs]);
  }
  let rendered = 0;
  let noKubectl = false;
  for (const [folder, docs] of byFolder) {
    const where = path.relative(root, folder) || '.';
    const kustomization = docs.find(({ doc }) => doc?.kind === 'Kustomization')?.doc;
    const output = kustomization && render !== false && !noKubectl ? kustomize(folder) : null;
    if (kustomization && render !== false && !output) noKubectl = true;
    if (output) {
      if (output.status !== 0) {
        problems.push(`${where}: kubectl kustomize failed: ${(output.stderr || output.stdout).trim()}`);
        continue;
      }
      const { docs: out, problems: parseProblems } = parseDocuments(output.stdout, `${where} (rendered)`);
      problems.push(...parseProblems, ...(await schemaProblems(out)), ...ruleProblems(out, { where: `${where} (rendered)` }));
      rendered += 1;
    } else if (kustomization) {
      // Without kubectl: an overlay's documents are patches of its bases, checked by schema above;
      // a base (no bases of its own) is checked with its generated runtime files.
      const resources = kustomization.resources ?? [];
      const isBase = resources.every((resource) => fs.existsSync(path.join(folder, resource)) && fs.statSync(path.join(folder, resource)).isFile());
      if (isBase) problems.push(...ruleProblems(docs, { where, runtimeFiles: generatedRuntimeFiles(kustomization, folder) }));
    } else problems.push(...ruleProblems(docs, { where }));
  }
  if (noKubectl) notes.push('kubectl is not on the PATH: the kustomizations were not rendered (each file was checked as written)');
  return { problems, notes, files: files.length, objects, rendered };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirIndex = process.argv.indexOf('--dir');
  const dir = path.resolve(dirIndex > 0 ? process.argv[dirIndex + 1] : path.join(root, 'deploy', 'k8s'));
  const { problems, notes, files, objects, rendered } = await checkManifests(dir, { render: process.argv.includes('--no-render') ? false : 'auto' });
  for (const note of notes) console.log(`check-k8s: ${note}`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`check-k8s: ${problem}`);
    console.error(`check-k8s: ${problems.length} problem(s) in ${path.relative(root, dir) || dir}`);
    process.exit(1);
  }
  console.log(`check-k8s: ${objects} objects in ${files} files valid${rendered ? `, ${rendered} kustomizations rendered and valid` : ''}`);
}
