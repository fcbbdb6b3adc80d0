import { useState } from 'react';
import { Button, formatCount } from '@gp/ui-kit';
import { FormAlert, useMoneyRequest } from '@gp/forms-kit';
import { getRuntimeConfig, isApiError, memberPageTitleKey, translateError, useCommonT } from '@gp/kernel';
import { formatMoney, formatSiteTime, Pager, QueryView, TableScroll } from '@gp/account-centre-kit';
import cards from '../../../components/cards.module.css';
import records from '@gp/account-centre-kit/records.module.css';
import { useMemberT } from '../../../lib/i18n';
import { useClaimMission } from '../api/claim-mission';
import { useLeaderboard } from '../api/get-leaderboard';
import { type Mission, useMissions } from '../api/get-missions';
import styles from './missions.module.css';

const KNOWN_STATUSES = ['A', 'I', 'E', 'F'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];
const isKnown = (status: string | null): status is KnownStatus => (KNOWN_STATUSES as readonly (string | null)[]).includes(status);

const TONE: Record<KnownStatus | 'progress', string | undefined> = {
  I: styles.claimable,
  A: styles.received,
  F: styles.received,
  E: styles.expired,
  progress: styles.progressing,
};

const REFUSALS = ['NOTHING_TO_CLAIM', 'MISSION_EXPIRED'] as const;

/** A mission's status in words: A received, I ready to claim, E expired, F finished, anything else in progress. */
function MissionStatus({ status }: { status: string | null }) {
  const { t } = useMemberT();
  const key = isKnown(status) ? status : 'progress';
  return <span className={[styles.status, TONE[key]].join(' ')}>{t(`missions.status.${key}`)}</span>;
}

function useFormatValue() {
  const cur = getRuntimeConfig().currencySymbol;
  return (mission: Mission, value: number) => (mission.metric === 'BET_COUNT' ? formatCount(value) : formatMoney(value, cur));
}

function MissionCard({ mission, onClaimed }: { mission: Mission; onClaimed: (message: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const format = useFormatValue();
  const claim = useClaimMission();
  // One request per claim: a double click or a retry after a lost answer pays nothing twice.
  const request = useMoneyRequest();
  // What this card paid stays where its Claim button was, so the refreshed list moves no other
  // button under the pointer.
  const [paid, setPaid] = useState<number | null>(null);
  const titleId = `mission-${mission.missionId}`;
  const ended = mission.rewardStatus === 'E';
  const error = claim.error;
  const refusal = isApiError(error) ? REFUSALS.find((code) => code === error.code) : undefined;

  const onClaim = () => {
    request
      .send((requestId) => claim.mutateAsync({ missionId: mission.missionId, requestId }))
      .then((answer) => {
        setPaid(answer.amount);
        onClaimed(t('missions.claimed', { amount: formatMoney(answer.amount, cur), name: mission.missionName }));
      })
      // The mutation's state shows the failure under the button.
      .catch(() => undefined);
  };

  return (
    <li className={[cards.card, styles.mission].join(' ')} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId}>{mission.missionName}</h3>
        <MissionStatus status={mission.rewardStatus} />
      </div>
      {mission.description ? <p className={styles.description}>{mission.description}</p> : null}
      <p className={cards.muted}>
        {mission.period === 'DAILY' || mission.period === 'WEEKLY' || mission.period === 'EVENT' ? `${t(`missions.period.${mission.period}`)} · ` : ''}
        {mission.endTime ? t(ended ? 'missions.ended' : 'missions.ends', { time: formatSiteTime(mission.endTime) }) : null}
      </p>
      <div className={styles.progress}>
        <span className={cards.muted}>{t('missions.progress')}</span>
        <progress
          max={Math.max(mission.target, 1)}
          value={Math.min(mission.progress, mission.target)}
          aria-label={`${t('missions.progress')}: ${t('missions.progressValue', { value: format(mission, mission.progress), target: format(mission, mission.target) })}`}
        />
        <span>{t('missions.progressValue', { value: format(mission, mission.progress), target: format(mission, mission.target) })}</span>
      </div>
      <ol className={styles.milestones} aria-label={t('missions.milestones')}>
        {mission.milestones.map((milestone) => {
          const word = milestone.rewardStatus === 'A' || milestone.rewardStatus === 'I' || milestone.rewardStatus === 'E' ? t(`missions.milestoneStatus.${milestone.rewardStatus}`) : null;
          return (
            <li key={milestone.index} className={milestone.reached ? styles.done : styles.notDone}>
              <span className={styles.mark} aria-hidden="true">
                {milestone.reached ? '✓' : '○'}
              </span>
              <span>{t('missions.milestone', { target: format(mission, milestone.target), reward: formatMoney(milestone.reward, cur) })}</span>
              <span className={styles.milestoneState}>
                {milestone.reached ? t('missions.milestoneDone') : t('missions.milestoneNotDone')}
                {word ? ` · ${word}` : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {paid !== null ? (
        <p className={styles.claim}>{t('missions.added', { amount: formatMoney(paid, cur) })}</p>
      ) : mission.rewardStatus === 'I' ? (
        <div className={styles.claim}>
          <Button variant="primary" size="sm" loading={claim.isPending} disabled={claim.isPending} onClick={onClaim}>
            {t('missions.claim', { amount: formatMoney(mission.claimableAmount, cur) })}
          </Button>
        </div>
      ) : null}
      {claim.isError ? <FormAlert>{refusal ? t(`missions.refused.${refusal}`) : translateError(claim.error)}</FormAlert> : null}
    </li>
  );
}

function MissionList({ onClaimed }: { onClaimed: (message: string) => void }) {
  const { t, language } = useMemberT();
  const [page, setPage] = useState(1);
  const missions = useMissions(page, language);
  return (
    <section aria-labelledby="missions-list" className={styles.section}>
      <h2 id="missions-list" className={styles.subtitle}>
        {t('missions.list')}
      </h2>
      <QueryView query={missions} isEmpty={(data) => data.list.length === 0} empty={t('missions.none')}>
        {(data) => (
          <>
            <ul className={styles.missions} aria-label={t('missions.list')}>
              {data.list.map((mission) => (
                <MissionCard key={mission.missionId} mission={mission} onClaimed={onClaimed} />
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} busy={missions.isPlaceholderData} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function LeaderboardTable() {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const board = useLeaderboard();
  return (
    <section aria-labelledby="missions-leaderboard" className={styles.section}>
      <h2 id="missions-leaderboard" className={styles.subtitle}>
        {t('missions.leaderboard')}
      </h2>
      <p className={cards.muted}>{t('missions.leaderboardHint')}</p>
      <QueryView query={board} isEmpty={(data) => data.list.length === 0} empty={t('records.none')}>
        {(data) => (
          <>
            <p className={styles.myRank}>{data.myRank === null ? t('missions.myRankNone') : t('missions.myRank', { rank: String(data.myRank) })}</p>
            <TableScroll label={t('missions.leaderboard')}>
              <table className={records.table} aria-label={t('missions.leaderboard')}>
                <thead>
                  <tr>
                    <th scope="col">{t('missions.columns.rank')}</th>
                    <th scope="col">{t('missions.columns.player')}</th>
                    <th scope="col" className={records.num}>
                      {t('missions.columns.value')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={`${row.rank}-${row.username}`} className={row.me ? styles.me : undefined} aria-current={row.me ? 'true' : undefined}>
                      <td>{row.rank}</td>
                      <th scope="row">{row.me ? `${row.username} (${t('missions.you')})` : row.username}</th>
                      <td className={records.num}>{formatMoney(row.value, cur)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
      </QueryView>
    </section>
  );
}

/**
 * missionLeaderboard (PLATFORM-FACTS): my missions five a page, each with its milestones done or
 * not, its progress and its reward status in words; Claim pays what is ready (disabled while it
 * runs, one requestId per claim); the week's leaderboard with my row highlighted.
 */
export function MissionsPage() {
  const { t: tc } = useCommonT();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="missions-title" className={records.page}>
      <h1 id="missions-title" className={records.title}>
        {tc(memberPageTitleKey('missionLeaderboard'))}
      </h1>
      {/* Heard, not seen: a line at the top would push every Claim button down as it appears. */}
      <p role="status" className={styles.announcement}>
        {notice}
      </p>
      <MissionList onClaimed={setNotice} />
      <LeaderboardTable />
    </section>
  );
}
