import { formatAmount, formatPercent } from '@gp/ui-kit';
import { QueryView, type RecordColumn, RecordTable } from '@gp/account-centre-kit';
import styles from '@gp/account-centre-kit/records-base.module.css';
import memberRecords from '../../../components/records.module.css';
import { useMemberT } from '../../../lib/i18n';
import { groupByPrizeMode, type PrizeGroup, type PrizeRow, usePrizeTables } from '../api/get-prize-tables';
import { type RebateRate, useRebateRates } from '../api/get-rebate-rates';

const PRIZE_MODE_KEYS = { LOTT: 'bonus.modes.LOTT', ZY: 'bonus.modes.ZY', ELOTT: 'bonus.modes.ELOTT', SEA: 'bonus.modes.SEA' } as const;

function PrizeModeTable({ group }: { group: PrizeGroup }) {
  const { t } = useMemberT();
  const mode = group.prizeMode in PRIZE_MODE_KEYS ? t(PRIZE_MODE_KEYS[group.prizeMode as keyof typeof PRIZE_MODE_KEYS]) : group.prizeMode;
  const columns: Array<RecordColumn<PrizeRow>> = [
    { key: 'bet', header: t('bonus.betType'), rowHeader: true, cell: (row) => row.betName || row.betType },
    { key: 'odds', header: t('bonus.pays'), numeric: true, cell: (row) => formatAmount(row.odds) },
  ];
  // The rows are already here: the table has nothing to load.
  const loaded = { isPending: false, isError: false, error: null, data: group.prizes, refetch: () => undefined };
  return (
    <section className={styles.page} aria-label={mode}>
      <h3 className={memberRecords.subTitle}>{mode}</h3>
      <p className={styles.summary}>{t('bonus.games', { games: group.games.join(', ') })}</p>
      <RecordTable label={t('bonus.prizesOf', { mode })} query={loaded} rows={(rows) => rows} rowKey={(row) => row.betType} columns={columns} />
    </section>
  );
}

/** bonusDetails: the member's rebate rate per product type, and the lottery prize tables. */
export function BonusDetails() {
  const { t } = useMemberT();
  const rates = useRebateRates();
  const prizes = usePrizeTables();
  const columns: Array<RecordColumn<RebateRate>> = [
    { key: 'product', header: t('bonus.product'), rowHeader: true, cell: (row) => row.productName || row.productType },
    { key: 'rate', header: t('bonus.rate'), numeric: true, cell: (row) => formatPercent(row.rate / 100, 2, 2) },
  ];
  return (
    <section className={styles.page} aria-labelledby="bonus-title">
      <h1 id="bonus-title" className={styles.title}>
        {t('bonus.title')}
      </h1>
      <p className={styles.summary}>{t('bonus.info')}</p>
      <RecordTable label={t('bonus.title')} query={rates} rows={(list) => list} rowKey={(row) => row.productType} columns={columns} />
      <section className={styles.page} aria-labelledby="prize-title">
        <h2 id="prize-title" className={memberRecords.sectionTitle}>
          {t('bonus.prizes')}
        </h2>
        <p className={styles.summary}>{t('bonus.prizesInfo')}</p>
        <QueryView query={prizes} isEmpty={(list) => list.length === 0} empty={t('bonus.noPrizes')}>
          {(list) => (
            <div className={styles.page}>
              {groupByPrizeMode(list).map((group) => (
                <PrizeModeTable key={`${group.prizeMode}:${group.games.join()}`} group={group} />
              ))}
            </div>
          )}
        </QueryView>
      </section>
    </section>
  );
}
