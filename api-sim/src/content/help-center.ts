import type { ContentLanguage } from './announcements';

/** /wps/system/helpCenter: sections the client links to by anchor (/help#term). */
export interface HelpSection {
  id: number;
  anchor: string;
  title: string;
  content: string;
}

type Translated = Record<ContentLanguage, { title: string; content: string }>;

const SECTIONS: readonly (Translated & { anchor: string })[] = [
  {
    anchor: 'term',
    EN: {
      title: 'Terms and conditions',
      content:
        '<h3>1. Eligibility</h3><p>You must be at least <strong>21 years old</strong> to open an account.</p>' +
        '<h3>2. One account per person</h3><p>Duplicate accounts may be closed and their bonuses removed.</p>' +
        '<h3>3. Fair play</h3><p>Abuse of promotions or software faults voids the winnings concerned.</p>',
    },
    TY: {
      title: 'Mga tuntunin at kundisyon',
      content:
        '<h3>1. Pagiging karapat-dapat</h3><p>Dapat ay hindi bababa sa <strong>21 taong gulang</strong> para magbukas ng account.</p>' +
        '<h3>2. Isang account bawat tao</h3><p>Maaaring isara ang mga dobleng account at alisin ang kanilang bonus.</p>' +
        '<h3>3. Patas na laro</h3><p>Ang pang-aabuso sa promosyon ay magpapawalang-bisa sa panalo.</p>',
    },
  },
  {
    anchor: 'privacy',
    EN: {
      title: 'Privacy policy',
      content: '<p>We keep your personal data only as long as the law requires and never sell it.</p><p>Payment data is encrypted in transit and at rest.</p>',
    },
    TY: {
      title: 'Patakaran sa privacy',
      content: '<p>Iniingatan namin ang iyong personal na datos ayon lamang sa hinihingi ng batas at hindi ito ibinebenta.</p><p>Naka-encrypt ang datos ng pagbabayad.</p>',
    },
  },
  {
    anchor: 'faq',
    EN: {
      title: 'Frequently asked questions',
      content:
        '<h3>I forgot my password.</h3><p>Use <em>Forgot password</em> on the login window: by email or by SMS.</p>' +
        '<h3>Why can I not start a game?</h3><p>Trial accounts cannot play real-money games. Please register.</p>',
    },
    TY: {
      title: 'Mga madalas itanong',
      content:
        '<h3>Nakalimutan ko ang aking password.</h3><p>Gamitin ang <em>Forgot password</em> sa login window: sa email o SMS.</p>' +
        '<h3>Bakit hindi ko masimulan ang laro?</h3><p>Hindi makakapaglaro ng totoong pera ang trial account. Magparehistro po.</p>',
    },
  },
  {
    anchor: 'deposit',
    EN: {
      title: 'How to deposit',
      content: '<ol><li>Open <strong>Deposit</strong> in the header.</li><li>Choose a channel and enter the amount.</li><li>Confirm the payment in your e-wallet.</li></ol>',
    },
    TY: {
      title: 'Paano magdeposito',
      content: '<ol><li>Buksan ang <strong>Deposit</strong> sa header.</li><li>Pumili ng channel at ilagay ang halaga.</li><li>Kumpirmahin ang bayad sa iyong e-wallet.</li></ol>',
    },
  },
  {
    anchor: 'withdraw',
    EN: {
      title: 'How to withdraw',
      content: '<p>Withdrawals are processed within 30 minutes. The turnover of active bonuses must be complete first.</p>',
    },
    TY: {
      title: 'Paano mag-withdraw',
      content: '<p>Ang mga withdrawal ay pinoproseso sa loob ng 30 minuto. Kailangang kumpleto muna ang turnover ng mga bonus.</p>',
    },
  },
  {
    anchor: 'responsible',
    EN: {
      title: 'Responsible gaming',
      content: '<p>Set deposit limits and take breaks. If gaming stops being fun, contact customer service to close your account.</p>',
    },
    TY: {
      title: 'Responsableng paglalaro',
      content: '<p>Magtakda ng limitasyon sa deposito at magpahinga. Kung hindi na masaya ang laro, kontakin ang customer service.</p>',
    },
  },
];

export function helpSections(language: ContentLanguage): HelpSection[] {
  return SECTIONS.map((section, index) => ({ id: index + 1, anchor: section.anchor, ...section[language] }));
}
