import fs from 'node:fs';
import path from 'node:path';
import { SHARED_CONTRACT_VERSION } from './contract-version';

/**
 * `shared` is a contract with every deployed remote: a remote built against it may import any
 * name of its index, and runs on a newer shell of the same major version. So a name, once
 * published, is never removed or renamed. contract-surface.json lists the published names.
 */
const root = path.join(__dirname, '..', '..');
const published = JSON.parse(fs.readFileSync(path.join(root, 'contract-surface.json'), 'utf8')) as { version: string; exports: string[] };

/** The names `src/index.ts` exports (values and types), read from its `export { … }` lists. */
function exportedNames(): Set<string> {
  const source = fs.readFileSync(path.join(root, 'src', 'index.ts'), 'utf8');
  const names = new Set<string>();
  for (const [, list = ''] of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const raw of list.split(',')) {
      const entry = raw.replace(/\/\/.*$/gm, '').trim().replace(/^type\s+/, '');
      if (!entry) continue;
      names.add(entry.includes(' as ') ? (entry.split(' as ')[1] ?? entry).trim() : entry);
    }
  }
  return names;
}

describe('the shared contract', () => {
  it('still exports every published name (deprecate a name instead of removing it)', () => {
    const current = exportedNames();
    const removed = published.exports.filter((name) => !current.has(name));
    expect(removed).toEqual([]);
  });

  it('is published for a version no newer than the one this package declares', () => {
    const [major] = SHARED_CONTRACT_VERSION.split('.');
    expect(published.version.split('.')[0]).toBe(major);
  });

  it('has no `export *` (the surface is visible in one file)', () => {
    expect(fs.readFileSync(path.join(root, 'src', 'index.ts'), 'utf8')).not.toMatch(/export\s+\*/);
  });
});
