// `node --test scripts/` (in `pnpm test:unit`): the relay-ownership check fails on a planted
// violation, passes on a clean tree and on this repository.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { stringLiterals } from './check-relay-ownership.mjs';

const script = fileURLToPath(new URL('./check-relay-ownership.mjs', import.meta.url));
const repoRoot = path.dirname(path.dirname(script));
const temps = [];

/** A workspace tree in a temp dir: { 'shell/src/a.ts': 'source' }. */
function tree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-ownership-'));
  temps.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

function check(root, ...args) {
  const run = spawnSync(process.execPath, [script, '--root', root, ...args], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

after(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('check-relay-ownership', () => {
  it('fails when two apps name one relay call, and says where', () => {
    const root = tree({
      'shell/src/features/layout/api/member-extras.ts': "import { relayPath } from '@gp/kernel';\nexport const a = relayPath('CSP_unreadCount');\n",
      'mf-member/src/features/member-centre/api/get-unread-count.ts': '\n\nconst call = "CSP_unreadCount";\n',
      'mf-agent/src/features/team/api/team.ts': "relayPath('ODSFE2_subordinateList');\n",
    });
    const { status, stderr } = check(root);
    assert.equal(status, 1);
    assert.match(stderr, /CSP_unreadCount:/);
    assert.match(stderr, /shell: shell\/src\/features\/layout\/api\/member-extras\.ts:2/);
    assert.match(stderr, /mf-member: mf-member\/src\/features\/member-centre\/api\/get-unread-count\.ts:3/);
    assert.doesNotMatch(stderr, /ODSFE2_subordinateList/);
  });

  it('counts a platform path called directly the same way (/wps/…, /lgw/…, /lotto/…)', () => {
    const root = tree({
      'mf-games/src/features/launch/api/launch-game.ts': "apiRequest('/wps/game/launchGame', { method: 'post' });\n",
      'mf-lottery/src/features/lottery/api/launch-lottery.ts': "\napiRequest('/wps/game/launchGame');\n",
      'shell/src/routes.ts': "navigate('/member/transferFund');\n",
      'mf-member/src/pages.ts': "const page = '/member/transferFund';\n",
    });
    const { status, stderr } = check(root);
    assert.equal(status, 1);
    assert.match(stderr, /\/wps\/game\/launchGame:/);
    assert.match(stderr, /mf-lottery: mf-lottery\/src\/features\/lottery\/api\/launch-lottery\.ts:2/);
    // A page of the site is not a platform call.
    assert.doesNotMatch(stderr, /\/member\/transferFund/);
  });

  it('passes when each call has one app, the shared ones living in the kernel or a kit', () => {
    const root = tree({
      'shell/src/header.ts': "relayPath('MCS2_getPointBalance');",
      'mf-games/src/list.ts': 'relayPath(`GCS_recentGame`);',
      'kits/member/src/unread-count.ts': "relayPath('CSP_unreadCount');",
      'kits/account-centre/src/upline/upline.ts': "relayPath('MCS2_transferUplineInfo');",
      'mf-member/src/uses-shared.ts': "import { unreadCountQueryOptions } from '@gp/member-kit';",
    });
    const { status, stdout } = check(root, '--list');
    assert.equal(status, 0, stdout);
    assert.match(stdout, /shell \(1\): MCS2_getPointBalance/);
    assert.match(stdout, /mf-games \(1\): GCS_recentGame/);
    assert.match(stdout, /2 call names, each in one app/);
  });

  it('reads no test, test helper or comment, and no all-caps constant', () => {
    const root = tree({
      'shell/src/a.ts': "// relayPath('CSP_unreadCount')\n/* 'CSP_unreadCount' */\nconst type = 'BET_REBATE';",
      'mf-member/src/a.ts': "const type = 'BET_REBATE';\nconst text = `${'x'} CSP_unreadCount`;",
      'mf-member/src/a.test.ts': "relayPath('CSP_unreadCount');",
      'mf-member/src/testing/routes.ts': "relayPath('CSP_unreadCount');",
      'mf-agent/src/__tests__/b.ts': "relayPath('CSP_unreadCount');",
      'mf-lottery/src/c.ts': "relayPath('CSP_unreadCount');",
    });
    assert.equal(check(root).status, 0);
  });

  it('finds string literals with their lines, not comments', () => {
    assert.deepEqual(
      stringLiterals("a('X_y');\n// 'A_b'\n/*\n'C_d'\n*/ b(\"E_f\", `G_h`, `I_${j}`, 'it\\'s');"),
      [
        { value: 'X_y', line: 1 },
        { value: 'E_f', line: 5 },
        { value: 'G_h', line: 5 },
        { value: "it's", line: 5 },
      ],
    );
  });

  it('passes on this repository (every cross-app call lives in the kernel or a kit)', () => {
    const { status, stderr } = check(repoRoot);
    assert.equal(status, 0, stderr);
  });
});
