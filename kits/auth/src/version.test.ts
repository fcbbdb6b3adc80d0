import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_KIT_NS } from './i18n';
import { AUTH_KIT_VERSION } from './version';

describe('the kit version', () => {
  it("is the package's, and names the kit's texts", () => {
    const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
    expect(AUTH_KIT_VERSION).toBe(pkg.version);
    expect(AUTH_KIT_NS).toBe(`auth-kit@${pkg.version}`);
  });
});
