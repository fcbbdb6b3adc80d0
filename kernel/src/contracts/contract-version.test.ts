import fs from 'node:fs';
import path from 'node:path';
import { SHARED_CONTRACT_VERSION } from './contract-version';

describe('SHARED_CONTRACT_VERSION', () => {
  it('is the version of the shared package, which every remote build records as the version it needs', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
    expect(SHARED_CONTRACT_VERSION).toBe(pkg.version);
  });

  it('is a full semantic version (major.minor.patch)', () => {
    expect(SHARED_CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
