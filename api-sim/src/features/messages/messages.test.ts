import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
let token = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

type View = { id: number; subject: string; content: string; html: boolean; sender: 'PLATFORM' | 'ME'; read: boolean; replyTo: number | null; createTime: string };
type Box = { list: View[]; totalPages: number; totalElements: number; unread?: number };

const inbox = async (query = '') => (await sim.get<Box>(`/wps/relay/CSP_getInbox${query}`, token)).body;
const outbox = async () => (await sim.get<Box>('/wps/relay/CSP_getOutbox', token)).body.value;
const unread = async () => (await sim.get<{ count: number }>('/wps/relay/CSP_unreadCount', token)).body.value.count;

describe('messages (messageV2, INBOX3)', () => {
  it('lists the last 30 days newest first with the unread count, which is the header badge', async () => {
    const box = (await inbox()).value;
    expect(box.totalElements).toBe(4);
    expect(box.list.map((message) => message.subject)).toEqual(['Scheduled maintenance', 'Your weekly rebate is paid', 'Security tip', 'Welcome to Gaming Platform']);
    expect(box.list.every((message) => message.html && message.sender === 'PLATFORM')).toBe(true);
    expect(box.unread).toBe(3);
    expect(await unread()).toBe(3);
    expect((await inbox('?page=2&size=3')).value.list).toHaveLength(1);
  });

  it('reading a message lowers the unread count once', async () => {
    const [first] = (await inbox()).value.list;
    const read = await sim.post<{ unread: number }>('/wps/relay/CSP_readMessage', { id: first?.id }, token);
    expect(read.body.value.unread).toBe(2);
    await sim.post('/wps/relay/CSP_readMessage', { id: first?.id }, token);
    expect(await unread()).toBe(2);
    expect((await inbox()).value.list[0]?.read).toBe(true);
    expect((await sim.post('/wps/relay/CSP_readMessage', { id: 9999 }, token)).body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('sends to customer service and replies; the outbox shows the last 7 days; the operator sees them', async () => {
    const [first] = (await inbox()).value.list;
    const sent = await sim.post<View>('/wps/relay/CSP_sendMessage', { subject: 'Help', content: 'Where is my bonus?' }, token);
    expect(sent.body.value).toMatchObject({ subject: 'Help', sender: 'ME', html: false, replyTo: null });
    const reply = await sim.post<View>('/wps/relay/CSP_sendMessage', { replyTo: first?.id, content: 'Thank you' }, token);
    expect(reply.body.value).toMatchObject({ subject: 'Re: Scheduled maintenance', replyTo: first?.id });
    expect((await outbox()).list.map((message) => message.subject)).toEqual(['Re: Scheduled maintenance', 'Help', 'Deposit question']);
    const seen = (await sim.get<{ list: { subject: string }[] }>('/__sim/messages?username=demo01')).body.value.list;
    expect(seen.map((message) => message.subject)).toEqual(['Re: Scheduled maintenance', 'Help', 'Deposit question']);
  });

  it('refuses a message without content, too long, or a reply to a message that is not mine', async () => {
    expect((await sim.post('/wps/relay/CSP_sendMessage', { subject: 'Help' }, token)).statusCode).toBe(400);
    expect((await sim.post('/wps/relay/CSP_sendMessage', { subject: 'Help', content: 'x'.repeat(501) }, token)).statusCode).toBe(400);
    expect((await sim.post('/wps/relay/CSP_sendMessage', { content: 'No subject' }, token)).body).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    const other = await sim.tokenFor('agent01', 'Agent@2026').catch(() => '');
    const agentInbox = other ? (await sim.get<Box>('/wps/relay/CSP_getInbox', other)).body.value.list : [];
    expect(agentInbox.length).toBeGreaterThan(0);
    expect((await sim.post('/wps/relay/CSP_sendMessage', { replyTo: agentInbox[0]?.id, content: 'Hi' }, token)).body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('deletes my copies (inbox and outbox) and keeps the count right', async () => {
    const box = (await inbox()).value.list;
    const unreadOne = box.find((message) => !message.read);
    const mine = (await outbox()).list[0];
    const deleted = await sim.post<{ deleted: number; unread: number }>('/wps/relay/CSP_deleteMessage', { ids: [unreadOne?.id, mine?.id] }, token);
    expect(deleted.body.value).toEqual({ deleted: 2, unread: 2 });
    expect((await inbox()).value.totalElements).toBe(3);
    expect((await outbox()).list).toHaveLength(0);
    expect((await sim.post('/wps/relay/CSP_deleteMessage', { ids: [] }, token)).body).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });

  it('an operator message arrives unread (HTML); the module switch closes the mailbox', async () => {
    await sim.post('/__sim/messages', { username: 'demo01', subject: 'Bonus credited', content: '<p>Your <b>bonus</b> is in.</p>' });
    expect((await inbox()).value.list[0]).toMatchObject({ subject: 'Bonus credited', read: false, html: true });
    expect(await unread()).toBe(4);
    await sim.post('/__sim/features', { INBOX3: false });
    expect(await inbox()).toMatchObject({ success: false, code: 'MODULE_DISABLED' });
  });

  it('needs a session', async () => {
    expect((await sim.get('/wps/relay/CSP_getInbox')).statusCode).toBe(401);
  });
});
