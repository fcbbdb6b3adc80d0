import fs from 'node:fs';
import path from 'node:path';
import * as sharedV1 from './shared-v1';
import * as sharedV1Query from './shared-v1-query';
import { SHARED_CONTRACT_VERSION } from './shared-v1-version';

/**
 * Remotes built against shared 1.x run on this shell for the deprecation window (README, "Kernel
 * and kits"): the compatibility module still exports every name shared 1.4.0 published.
 */
const published = JSON.parse(fs.readFileSync(path.join(__dirname, 'shared-v1-surface.json'), 'utf8')) as { version: string; exports: string[] };

function exportedNames(file: string): Set<string> {
  const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
  const names = new Set<string>();
  for (const [, list = ''] of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const raw of list.split(',')) {
      const entry = raw.replace(/\/\/.*$/gm, '').trim().replace(/^type\s+/, '');
      if (entry) names.add(entry.includes(' as ') ? (entry.split(' as ')[1] ?? entry).trim() : entry);
    }
  }
  for (const [, name = ''] of source.matchAll(/export\s+(?:type|function|const)\s+([A-Za-z0-9_]+)/g)) names.add(name);
  return names;
}

describe('shared 1.x, as the shell provides it', () => {
  it('exports every name of the published surface', () => {
    const current = exportedNames('shared-v1.ts');
    expect(published.exports.filter((name) => !current.has(name))).toEqual([]);
  });

  it('gives a value for every runtime name (types aside)', () => {
    const values = Object.keys(sharedV1);
    const missing = published.exports.filter((name) => /^[a-z]|^[A-Z_0-9]+$/.test(name) && !values.includes(name));
    expect(missing).toEqual([]);
    for (const name of values) expect((sharedV1 as Record<string, unknown>)[name]).toBeDefined();
    for (const name of Object.keys(sharedV1Query)) expect((sharedV1Query as Record<string, unknown>)[name]).toBeDefined();
  });

  it('is the version the surface was published for', () => {
    expect(published.version).toBe(SHARED_CONTRACT_VERSION);
  });
});
