import fs from 'node:fs';
import path from 'node:path';
import { SEED } from '../config';
import { buildCatalogue } from './catalogue';
import { buildSearchFixture, SEARCH_FIXTURE_PATH } from './search-fixture';

// `pnpm --filter api-sim search-fixture`: writes the search tests' copy of the catalogue.
const file = path.resolve(__dirname, '..', '..', SEARCH_FIXTURE_PATH);
fs.writeFileSync(file, `${JSON.stringify(buildSearchFixture(buildCatalogue(SEED)))}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
