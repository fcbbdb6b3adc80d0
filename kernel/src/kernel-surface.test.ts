import fs from 'node:fs';
import path from 'node:path';
import { KERNEL_VERSION } from './contracts/kernel-version';

/**
 * The kernel is the one federated singleton (issue 27): what remotes import from it (its root and
 * `./query`) is a contract every deployed remote relies on, so it stays small and is never cut
 * within a major. The shell's side (`./host`) and the names kept for shared 1.x (`./legacy`) are
 * not federated and not counted.
 */
const src = __dirname;
const LIMIT = 100;

/** The names a file exports, from its `export { … } from '…'` lists; `from` picks the lists of one source. */
function exportedNames(file: string, from?: (source: string) => boolean): string[] {
  const source = fs.readFileSync(path.join(src, file), 'utf8');
  const names: string[] = [];
  for (const [, list = '', origin = ''] of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (from && !from(origin)) continue;
    for (const raw of list.split(',')) {
      const entry = raw.replace(/\/\/.*$/gm, '').trim().replace(/^type\s+/, '');
      if (entry) names.push(entry.includes(' as ') ? (entry.split(' as ')[1] ?? entry).trim() : entry);
    }
  }
  return names;
}

const federated = ['index.ts', 'query/index.ts'];
const TANSTACK = '@tanstack/react-query';
/** The kernel's own names: its root and `./query`, without TanStack Query's API that `./query` passes on. */
const ownNames = () => federated.flatMap((file) => exportedNames(file, (origin) => origin !== TANSTACK));

describe('the kernel surface', () => {
  it(`exports at most ${LIMIT} names of its own to the remotes`, () => {
    const names = ownNames();
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeLessThanOrEqual(LIMIT);
  });

  it("passes on only the part of TanStack Query's API the apps use (tree-shaken: one client, one cache)", () => {
    const library = exportedNames('query/index.ts', (origin) => origin === TANSTACK);
    expect(library.length).toBeGreaterThan(0);
    expect(library.length).toBeLessThanOrEqual(15);
  });

  it('lists every name in its entry files: no `export *`, no declarations there', () => {
    for (const file of [...federated, 'host.ts', 'legacy.ts']) {
      const source = fs.readFileSync(path.join(src, file), 'utf8');
      expect(source).not.toMatch(/export\s+\*/);
      expect(source).not.toMatch(/export\s+(const|function|class|let)\s/);
    }
  });

  it("keeps the shell's side and the 1.x names out of what remotes import", () => {
    const root = new Set(federated.flatMap((file) => exportedNames(file)));
    for (const file of ['host.ts', 'legacy.ts']) expect(exportedNames(file).filter((name) => root.has(name))).toEqual([]);
  });

  it("has the package's version, which every remote build records as the kernel it needs", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(src, '..', 'package.json'), 'utf8')) as { version: string };
    expect(KERNEL_VERSION).toBe(pkg.version);
    expect(KERNEL_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
