// `node --test scripts/*.test.mjs` (in `pnpm test:unit`): the workspace's ESLint config refuses a
// literal query key in an app's or a kit's source, and allows it in a key factory (`*-keys.ts`)
// and in tests. Runs ESLint's API on planted snippets with the real eslint.config.mjs.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: root });
const MESSAGE = /A query key comes only from a key factory/;

/** The query-key complaints ESLint makes about `code` as the file `file` (relative to the root). */
async function queryKeyProblems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => MESSAGE.test(message.message)).map((message) => message.line);
}

const planted = `import { queryOptions, useQueryClient } from '@tanstack/react-query';
export const POINTS_KEY = ['member', 'points-mall'] as const;
export const pointsOptions = () => queryOptions({ queryKey: ['member', 'points'], queryFn: () => 1 });
export const constOptions = () => queryOptions({ queryKey: ['member', 'points'] as const, queryFn: () => 1 });
export function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['member', 'records'] });
    queryClient.setQueryData(['member', 'wallets'], null);
    return queryClient.getQueryData(['member', 'profile']);
  };
}
`;

const fromFactories = `import { memberKeys } from '@gp/member-kit';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
export const pointsOptions = () => queryOptions({ queryKey: memberKeys.points(), queryFn: () => 1 });
export function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: memberKeys.all });
}
`;

describe('no literal query key outside key factories (eslint.config.mjs)', () => {
  it("fails every literal key planted in an app's source", async () => {
    assert.deepEqual(await queryKeyProblems('mf-member/src/features/point-mall/api/planted.ts', planted), [2, 3, 4, 8, 9, 10]);
  });

  it('fails them in every app and kit', async () => {
    for (const dir of ['shell/src/lib', 'mf-games/src/features/recent/api', 'mf-agent/src/lib', 'mf-lottery/src/features/lottery/api', 'kits/account-centre/src/upline']) {
      assert.equal((await queryKeyProblems(`${dir}/planted.ts`, planted)).length, 6, dir);
    }
  });

  it('passes keys taken from factories', async () => {
    assert.deepEqual(await queryKeyProblems('mf-member/src/features/point-mall/api/planted.ts', fromFactories), []);
  });

  it('passes a key factory file and a test', async () => {
    assert.deepEqual(await queryKeyProblems('mf-member/src/features/point-mall/api/planted-keys.ts', planted), []);
    assert.deepEqual(await queryKeyProblems('mf-member/src/features/point-mall/api/planted.test.ts', planted), []);
  });
});
