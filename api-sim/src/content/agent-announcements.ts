import type { ContentLanguage, Notice } from './announcements';

/** The agent centre's announcements (chosen texts): 20, newest first; the third carries hostile HTML. */

const TOPICS: readonly { EN: [string, string]; TY: [string, string]; promotionType: string }[] = [
  {
    promotionType: 'AGENT',
    EN: ['New commission tiers this month', '<p>Commission tiers were raised for teams with <strong>50+ active members</strong>.</p>'],
    TY: ['Bagong antas ng komisyon ngayong buwan', '<p>Itinaas ang antas ng komisyon para sa mga team na may <strong>50+ aktibong miyembro</strong>.</p>'],
  },
  {
    promotionType: 'SALARY',
    EN: ['Daily wages are paid at 01:00', '<p>Daily wages for the previous day are paid at <em>01:00</em> (GMT+8).</p>'],
    TY: ['Ang arawang sahod ay binabayaran ng 01:00', '<p>Ang sahod ng nakaraang araw ay binabayaran ng <em>01:00</em> (GMT+8).</p>'],
  },
  {
    promotionType: 'CONTRACT',
    EN: ['Review your dividend contract', '<p>Check the rate table of your dividend contract in the <a href="/agentHome/agentDividendRecordCopy2">dividend page</a>.</p>'],
    TY: ['Suriin ang iyong dividend contract', '<p>Tingnan ang rate table ng iyong dividend contract sa <a href="/agentHome/agentDividendRecordCopy2">dividend page</a>.</p>'],
  },
  {
    promotionType: 'SYSTEM',
    EN: ['Scheduled maintenance', '<p>Reports may be delayed during maintenance on Tuesday 02:00–04:00.</p>'],
    TY: ['Nakaiskedyul na maintenance', '<p>Maaaring maantala ang mga ulat sa maintenance sa Martes 02:00–04:00.</p>'],
  },
];

const HOSTILE =
  '<p>Agent security test</p>' +
  "<script>window.__xss = 'agent-script'</script>" +
  '<img src="/assets/none.png" alt="broken" onerror="window.__xss = \'agent-onerror\'">' +
  '<a href="javascript:window.__xss = \'agent-href\'">Open</a>';

export const HOSTILE_AGENT_NOTICE_ID = 9101;
const COUNT = 20;
const NEWEST = Date.parse('2026-01-20T02:00:00Z');
const HOUR = 60 * 60 * 1000;

export function agentAnnouncements(language: ContentLanguage): Notice[] {
  return Array.from({ length: COUNT }, (_, index) => {
    const topic = TOPICS[index % TOPICS.length] ?? TOPICS[0];
    const [title, content] = topic ? (language === 'TY' ? topic.TY : topic.EN) : ['', ''];
    const time = new Date(NEWEST - index * 20 * HOUR).toISOString();
    if (index === 2) return { id: HOSTILE_AGENT_NOTICE_ID, title: language === 'TY' ? 'Pagsubok sa seguridad' : 'Security test (HTML)', content: HOSTILE, promotionType: 'SECURITY', time };
    const edition = Math.floor(index / TOPICS.length) + 1;
    return { id: 9200 + index, title: edition === 1 ? title : `${title} #${edition}`, content, promotionType: topic?.promotionType ?? 'AGENT', time };
  });
}
