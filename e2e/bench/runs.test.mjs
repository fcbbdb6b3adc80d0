import assert from 'node:assert/strict';
import { test } from 'node:test';
import { interleavedRuns, median } from './runs.mjs';

/** An audit answering the given scores in turn (a string: that run fails with it), logging its calls. */
function scripted(name, answers, calls) {
  let run = 0;
  return async () => {
    const answer = answers[run];
    run += 1;
    calls.push(name);
    if (typeof answer === 'string') throw new Error(answer);
    return { performance: answer, lines: [`${name} ${answer}`] };
  };
}

test('the audits take turns, run by run', async () => {
  const calls = [];
  await interleavedRuns(3, [scripted('index', [99, 98, 97], calls), scripted('wallet', [90, 91, 92], calls)], 'mobile');
  assert.deepEqual(calls, ['index', 'wallet', 'index', 'wallet', 'index', 'wallet']);
});

test('each audit gives its median run’s lines and every score', async () => {
  const [index, wallet] = await interleavedRuns(5, [scripted('index', [99, 97, 98, 99, 96], []), scripted('wallet', [86, 91, 83, 95, 88], [])], 'mobile');
  assert.deepEqual(index, { lines: ['index 98', '           performance of each run: 99, 97, 98, 99, 96'], scores: [99, 97, 98, 99, 96] });
  assert.deepEqual(wallet.lines, ['wallet 88', '           performance of each run: 86, 91, 83, 95, 88']);
});

test('a failed run is reported and left out of the median; an audit that always fails gives no scores', async () => {
  const [flaky, broken] = await interleavedRuns(3, [scripted('flaky', [80, 'ended on /login, not signed in', 90], []), scripted('broken', ['down', 'down', 'down'], [])], 'mobile');
  assert.deepEqual(flaky, {
    lines: ['  mobile   failed: ended on /login, not signed in', 'flaky 80', '           performance of each run: 80, 90'],
    scores: [80, 90],
  });
  assert.deepEqual(broken, { lines: ['  mobile   failed: down', '  mobile   failed: down', '  mobile   failed: down'], scores: [] });
});

test('median: the middle value, the lower middle one of an even count', () => {
  assert.equal(median([93, 99, 86]), 93);
  assert.equal(median([4, 1, 3, 2]), 2);
  assert.equal(median([7]), 7);
});
