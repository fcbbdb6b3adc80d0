import { createTestClient, TEST_PUBLIC_URL } from '../../testing/sim-test-client';

const sim = createTestClient();

beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

const words = (count: number): string => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('live chat', () => {
  it('lists models and launches the demo chat page', async () => {
    const models = await sim.get<{ models: { id: number; name: string }[] }>('/wps/relay/CBS_modelList');
    expect(models.body.value.models.length).toBeGreaterThan(0);
    const first = models.body.value.models[0];

    const { body } = await sim.post<{ chatUrl: string }>('/wps/relay/CBS_launchChat', { modelId: first?.id });
    expect(body.value.chatUrl).toBe(`${TEST_PUBLIC_URL}/sim/chat?model=${first?.id}`);
    const page = await sim.app.inject({ method: 'GET', url: new URL(body.value.chatUrl).pathname + new URL(body.value.chatUrl).search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);

    expect((await sim.post('/wps/relay/CBS_launchChat', { modelId: 999 })).body).toMatchObject({ success: false, code: 'CHAT_MODEL_NOT_FOUND' });
    expect((await sim.post('/wps/relay/CBS_launchChat', {})).statusCode).toBe(400);
  });
});

describe('PUT /wps/feedback', () => {
  it('stores feedback of 10 to 500 words, with the account when logged in', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const stored = await sim.put<{ id: number }>('/wps/feedback', { type: 'SUGGESTION', content: words(10), contact: 'demo01@example.com' }, token);
    expect(stored.body).toMatchObject({ success: true, value: { id: 1 } });
    expect((await sim.put('/wps/feedback', { type: 'COMPLAINT', content: words(500) })).body.success).toBe(true);

    const state = await sim.get<{ feedback: { accountId: number | null; type: string; contact: string | null }[] }>('/__sim/state');
    expect(state.body.value.feedback).toEqual([
      expect.objectContaining({ accountId: 1001, type: 'SUGGESTION', contact: 'demo01@example.com' }),
      expect.objectContaining({ accountId: null, type: 'COMPLAINT', contact: null }),
    ]);
  });

  it.each([
    ['9 words', words(9)],
    ['501 words', words(501)],
    ['only spaces', '          '],
  ])('refuses %s', async (_name, content) => {
    const { statusCode, body } = await sim.put('/wps/feedback', { type: 'OTHER', content });
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ success: false, message: 'Feedback must be between 10 and 500 words', code: 'FEEDBACK_LENGTH' });
  });

  it('answers 400 without a type and 401 for an unknown token', async () => {
    expect((await sim.put('/wps/feedback', { content: words(20) })).statusCode).toBe(400);
    expect((await sim.put('/wps/feedback', { type: 'OTHER', content: words(20) }, 'bad-token')).statusCode).toBe(401);
  });
});
