import fs from 'node:fs';
import path from 'node:path';
import { SEED } from '../config';
import { buildCatalogue } from './catalogue';
import { buildSearchFixture, SEARCH_FIXTURE_PATH } from './search-fixture';

const fixture = buildSearchFixture(buildCatalogue(SEED));

describe("the search tests' copy of the catalogue", () => {
  it('is the catalogue the simulator serves (else run `pnpm --filter api-sim search-fixture`)', () => {
    const file = path.resolve(__dirname, '..', '..', SEARCH_FIXTURE_PATH);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(fixture);
  });

  it('has 200 one-typo queries and 40 infix queries in Chinese and in Thai, none of which starts its name', () => {
    expect(fixture.typos).toHaveLength(200);
    expect(new Set(fixture.typos.map(([, id]) => id)).size).toBe(200);
    expect(fixture.infixes.CN).toHaveLength(40);
    expect(fixture.infixes.TH).toHaveLength(40);
    const nameOf = new Map(fixture.vendors.flatMap(([, , , first, names]) => names.map((name, i): [number, string] => [first + i, name])));
    for (const [query, id] of fixture.typos) expect(query.toLowerCase()).not.toBe(nameOf.get(id)?.toLowerCase());
    for (const [language, column] of [['CN', 0], ['TH', 1]] as const) {
      for (const [query, id] of fixture.infixes[language]) {
        const name = fixture.translations[nameOf.get(id) ?? '']?.[column] ?? '';
        expect(name.indexOf(query)).toBeGreaterThan(0);
      }
    }
  });
});
