import { Dialog } from '@gp/ui-kit';
import { getRuntimeConfig } from '@gp/kernel';
import { formatMoney, formatSiteTime, QueryView } from '@gp/account-centre-kit';
import { useAgentT } from '../../../lib/i18n';
import { TEAM_FIGURE_KEYS } from '../../../lib/team-figures';
import { useDownlineDetail } from '../api/downlines';
import styles from './team-management.module.css';

/** One downline's details and its own figures of the last 30 days. */
export function DownlineDetails({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useAgentT();
  const detail = useDownlineDetail(account);
  const cur = getRuntimeConfig().currencySymbol;
  return (
    <Dialog open title={t('team.detailsTitle', { account })} onClose={onClose} size="md">
      <QueryView query={detail} empty={null}>
        {(data) => (
          <>
            <dl className={styles.details}>
              <dt>{t('team.account')}</dt>
              <dd>{data.account}</dd>
              <dt>{t('team.nickname')}</dt>
              <dd>{data.nickname || '–'}</dd>
              <dt>{t('team.userType')}</dt>
              <dd>{t(`team.${data.userType}`)}</dd>
              <dt>{t('team.level')}</dt>
              <dd>{data.level}</dd>
              <dt>{t('team.directUpline')}</dt>
              <dd>{data.directUpline}</dd>
              <dt>{t('team.realName')}</dt>
              <dd>{data.realName ?? '–'}</dd>
              <dt>{t('team.mobile')}</dt>
              <dd>{data.mobileNum ?? '–'}</dd>
              <dt>{t('team.email')}</dt>
              <dd>{data.email ?? '–'}</dd>
              <dt>{t('team.balance')}</dt>
              <dd>{formatMoney(data.balance, cur)}</dd>
              <dt>{t('team.rebate')}</dt>
              <dd>{t('team.rate', { rate: data.rebateRate })}</dd>
              <dt>{t('team.status')}</dt>
              <dd>{t(`status.${data.status}`)}</dd>
              <dt>{t('team.registered')}</dt>
              <dd>{formatSiteTime(data.registerTime)}</dd>
              <dt>{t('team.lastLogin')}</dt>
              <dd>{data.lastLoginTime ? formatSiteTime(data.lastLoginTime) : t('team.never')}</dd>
              <dt>{t('team.teamSize')}</dt>
              <dd>{data.teamSize}</dd>
              <dt>{t('team.remark')}</dt>
              <dd>{data.remark || '–'}</dd>
            </dl>
            <h3 className={styles.subTitle}>{t('team.last30Days')}</h3>
            <dl className={styles.details}>
              {TEAM_FIGURE_KEYS.map((key) => (
                <div key={key} className={styles.pair}>
                  <dt>{t(`overview.${key}`)}</dt>
                  <dd>{formatMoney(data.last30Days[key], cur, { sign: key === 'profitLoss' })}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </QueryView>
    </Dialog>
  );
}
