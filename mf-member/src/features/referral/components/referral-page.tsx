import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Button } from '@gp/ui-kit';
import { getRuntimeConfig, memberPageTitleKey, useCommonT } from '@gp/kernel';
import { formatMoney, formatSiteTime, PagedRecordTable, QueryView, type RecordColumn } from '@gp/account-centre-kit';
import cards from '../../../components/cards.module.css';
import records from '@gp/account-centre-kit/records.module.css';
import { useMemberT } from '../../../lib/i18n';
import { type ReferralSummary, useReferralInfo } from '../../../lib/referral/get-referral-info';
import { type Invitee, useInvitees } from '../api/get-invitees';
import styles from './referral.module.css';

/** The link a friend opens: the shell's register dialog with the code filled (shell session-dialogs). */
export function referralLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

type Feedback = 'codeCopied' | 'linkCopied' | 'copyFailed' | 'shared' | null;

/** Copy to the clipboard; share through the Web Share API when the browser has it, else copy the link. */
function ShareBox({ summary }: { summary: ReferralSummary }) {
  const { t } = useMemberT();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const link = referralLink(summary.referralCode);

  const copy = (text: string, done: Feedback) => {
    setFeedback(null);
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setFeedback('copyFailed');
      return;
    }
    clipboard.writeText(text).then(
      () => setFeedback(done),
      () => setFeedback('copyFailed'),
    );
  };

  const share = () => {
    if (typeof navigator.share !== 'function') {
      copy(link, 'linkCopied');
      return;
    }
    setFeedback(null);
    navigator.share({ title: t('referral.shareTitle'), text: t('referral.shareText', { code: summary.referralCode }), url: link }).then(
      () => setFeedback('shared'),
      // Closing the share sheet is not a failure: nothing to say.
      () => undefined,
    );
  };

  return (
    <section className={cards.card} aria-labelledby="referral-share">
      <h2 id="referral-share">{t('referral.myCode')}</h2>
      <div className={styles.share}>
        <div className={styles.codes}>
          <p className={styles.codeRow}>
            <span className={cards.muted}>{t('referral.code')}</span>
            <code className={styles.code}>{summary.referralCode}</code>
          </p>
          <p className={styles.codeRow}>
            <span className={cards.muted}>{t('referral.link')}</span>
            <code className={styles.link}>{link}</code>
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={() => copy(summary.referralCode, 'codeCopied')}>
              {t('referral.copyCode')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => copy(link, 'linkCopied')}>
              {t('referral.copyLink')}
            </Button>
            <Button variant="primary" size="sm" onClick={share}>
              {t('referral.share')}
            </Button>
          </div>
          <p role="status" className={styles.feedback}>
            {feedback ? t(`referral.feedback.${feedback}`) : null}
          </p>
        </div>
        <figure className={styles.qr}>
          <QRCodeSVG value={link} size={148} marginSize={2} title={t('referral.qr')} />
          <figcaption className={cards.muted}>{t('referral.qrHint')}</figcaption>
        </figure>
      </div>
    </section>
  );
}

function Figures({ summary }: { summary: ReferralSummary }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  return (
    <div className={styles.figures}>
      <section className={cards.card} aria-labelledby="referral-earnings">
        <h2 id="referral-earnings">{t('referral.earnings')}</h2>
        <dl className={styles.stats}>
          <div>
            <dt>{t('referral.today')}</dt>
            <dd className={cards.amount}>{formatMoney(summary.todayEarnings, cur)}</dd>
          </div>
          <div>
            <dt>{t('referral.yesterday')}</dt>
            <dd className={cards.amount}>{formatMoney(summary.yesterdayEarnings, cur)}</dd>
          </div>
        </dl>
        <p className={cards.muted}>{t('referral.rate', { rate: String(summary.ratePercent) })}</p>
      </section>
      <section className={cards.card} aria-labelledby="referral-friends">
        <h2 id="referral-friends">{t('referral.friends')}</h2>
        <dl className={styles.stats}>
          <div>
            <dt>{t('referral.invited')}</dt>
            <dd className={styles.count}>{summary.inviteeCount}</dd>
          </div>
          <div>
            <dt>{t('referral.newToday')}</dt>
            <dd className={styles.count}>{summary.newToday}</dd>
          </div>
          <div>
            <dt>{t('referral.activeToday')}</dt>
            <dd className={styles.count}>{summary.activeToday}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function InviteeList() {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const [page, setPage] = useState(1);
  const invitees = useInvitees(page);
  const columns: RecordColumn<Invitee>[] = [
    { key: 'username', header: t('referral.columns.friend'), cell: (row) => row.username, rowHeader: true },
    { key: 'registerTime', header: t('referral.columns.joined'), cell: (row) => formatSiteTime(row.registerTime) },
    { key: 'validBetToday', header: t('referral.columns.validBet'), cell: (row) => formatMoney(row.validBetToday, cur), numeric: true },
    { key: 'earningsToday', header: t('referral.columns.earned'), cell: (row) => formatMoney(row.earningsToday, cur), numeric: true },
  ];
  return (
    <section aria-labelledby="referral-list" className={styles.list}>
      <h2 id="referral-list" className={styles.subtitle}>
        {t('referral.list')}
      </h2>
      <PagedRecordTable label={t('referral.list')} query={invitees} rowKey={(row) => String(row.id)} columns={columns} empty={t('referral.none')} filter={{ page, setPage }} />
    </section>
  );
}

/**
 * referral (PLATFORM-FACTS; shown while the REFERRAL promotion is on): my code and link with its
 * QR code, copy and share, what my friends' bets earned me today and yesterday, how many I
 * invited, and the invitees seven a page.
 */
export function ReferralPage() {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const info = useReferralInfo();
  return (
    <section aria-labelledby="referral-title" className={records.page}>
      <h1 id="referral-title" className={records.title}>
        {tc(memberPageTitleKey('referral'))}
      </h1>
      <QueryView query={info} empty={t('referral.off')} isEmpty={(data) => !data.enabled}>
        {(data) =>
          data.enabled ? (
            <div className={styles.layout}>
              <ShareBox summary={data} />
              <Figures summary={data} />
              <InviteeList />
            </div>
          ) : null
        }
      </QueryView>
    </section>
  );
}
