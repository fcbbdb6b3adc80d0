import { useEffect, useId, useRef, useState } from 'react';
import { emitEvent, Link, type MemberPageId, memberPagePath, memberPageTitleKey, useBalance, useCommonT, useEvent, useImageUrl, useSession } from '@gp/kernel';
import { formatBalance, formatCount, ImageWithFallback, StaleNotice, AVATAR_FALLBACK } from '@gp/ui-kit';
import { readStoredSession } from '@gp/kernel/host';
import { QueryProvider } from '@gp/kernel/query';
import { findResource, useSystemResources } from '../../../lib/content/system-resources';
import { useDialogActions } from '../../../lib/dialogs';
import { useBalanceRefresh, useMemberInfoRefresh } from '../../../lib/session/refresh-status';
import { Icon, type IconName } from '../../../lib/ui/icon';
import { usePointBalance, useReferralEnabled, useUnreadTotal } from '../hooks/use-member-extras';
import { useAccountT } from './account-i18n';
import styles from './member-area.module.css';


/**
 * Balance with thousands separators, 2 decimals and the currency symbol; it can be hidden and
 * refreshed. A failed refresh keeps the last balance and says so, with a Retry.
 */
function BalanceChip() {
  const { t } = useAccountT();
  const { balance, currencySymbol } = useBalance();
  const formatted = formatBalance(balance, currencySymbol);
  const refresh = useBalanceRefresh();
  const [hidden, setHidden] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  // The refresh ends when any app reports a balance (the shell's sync answers the request) or it fails.
  useEvent('balance-changed', () => setRefreshing(false));
  useEffect(() => {
    if (refresh === 'failed') setRefreshing(false);
  }, [refresh]);
  useEffect(() => {
    if (!refreshing) return;
    const timer = window.setTimeout(() => setRefreshing(false), 5000);
    return () => window.clearTimeout(timer);
  }, [refreshing]);
  const requestRefresh = () => {
    setRefreshing(true);
    emitEvent('balance-refresh-requested');
  };

  return (
    <div className={styles.balance} role="group" aria-label={t('balance')}>
      <Icon name="wallet" className={styles.balanceIcon} />
      <span className={styles.amount} data-testid="balance">
        {hidden ? <span aria-label={t('hidden')}>••••••</span> : formatted}
      </span>
      <button type="button" className={styles.iconButton} aria-pressed={hidden} aria-label={hidden ? t('showBalance') : t('hideBalance')} onClick={() => setHidden((h) => !h)}>
        <Icon name={hidden ? 'eyeOff' : 'eye'} />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('refreshBalance')}
        aria-busy={refreshing}
        data-spinning={refreshing}
        onClick={requestRefresh}
      >
        <Icon name="refresh" />
      </button>
      {refresh === 'failed' ? <StaleNotice className={styles.stale} onRetry={requestRefresh} retrying={refreshing} /> : null}
    </div>
  );
}

type MenuEntry = { key: string; icon: IconName; label: string; to?: string; href?: string; onSelect?: () => void };

/** The avatar menu of SPEC §2 (a disclosure: a button and the list it shows). */
function AvatarMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useAccountT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={rootRef} className={styles.menuRoot}>
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={id} aria-label={t('menu')} onClick={() => setOpen((o) => !o)}>
        <Icon name="chevronDown" />
      </button>
      {open ? (
        <ul id={id} className={styles.menu}>
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.to ? (
                <Link to={entry.to} className={styles.menuItem} onClick={close}>
                  <Icon name={entry.icon} />
                  {entry.label}
                </Link>
              ) : entry.href ? (
                <a href={entry.href} target="_blank" rel="noopener noreferrer" className={styles.menuItem} onClick={close}>
                  <Icon name={entry.icon} />
                  {entry.label}
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.menuItem}
                  onClick={() => {
                    close();
                    entry.onSelect?.();
                  }}
                >
                  <Icon name={entry.icon} />
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The header of a signed-in account: members, agents, and trial accounts (a logged-in variant, not a real account). */
export function MemberArea() {
  return (
    <QueryProvider>
      <MemberAreaContent />
    </QueryProvider>
  );
}

function MemberAreaContent() {
  const { t } = useAccountT();
  const { t: tc } = useCommonT();
  // A member-centre page by its contract id: its path, and its title as mf-member's menu words it.
  const page = (id: MemberPageId) => ({ to: memberPagePath(id), title: tc(memberPageTitleKey(id)) });
  const pageEntry = (id: MemberPageId, icon: IconName): MenuEntry => ({ key: id, icon, label: page(id).title, to: page(id).to });
  const { kind, member } = useSession();
  const { open } = useDialogActions();
  const real = kind !== 'trial';
  const unread = useUnreadTotal(real);
  const pointBalance = usePointBalance(real);
  const referral = useReferralEnabled(real);
  const resources = useSystemResources();
  const avatar = useImageUrl(member?.avatarUrl);
  const blog = resources ? findResource(resources, 'BLOG') : undefined;
  const memberInfoRefresh = useMemberInfoRefresh();
  // Until the member info loads (or when it could not), the name stored at sign-in stays on show.
  const stored = member ? null : readStoredSession();
  const name = member ? member.nickname || member.account : (stored?.nickname || stored?.account || '');

  const logout: MenuEntry = { key: 'logout', icon: 'logout', label: t('logout'), onSelect: () => open({ name: 'logout' }) };
  const entries: MenuEntry[] = real
    ? [
        { key: 'member', icon: 'user', label: t('memberCentre'), to: '/member' },
        pageEntry('rewardCenter', 'gift'),
        { key: 'notices', icon: 'megaphone', label: t('announcements'), onSelect: () => open({ name: 'notices' }) },
        pageEntry('personalHistoryCopy', 'receipt'),
        pageEntry('transactionHistory', 'bank'),
        pageEntry('responsibleGambling', 'clock'),
        { key: 'support', icon: 'headset', label: t('customerService'), onSelect: () => open({ name: 'customerService' }) },
        ...(kind === 'agent' ? [{ key: 'agent', icon: 'team', label: t('agent'), to: '/agentHome' } satisfies MenuEntry] : []),
        ...(blog ? [{ key: 'blog', icon: 'article', label: t('blog'), href: blog.url } satisfies MenuEntry] : []),
        logout,
      ]
    : [
        { key: 'notices', icon: 'megaphone', label: t('announcements'), onSelect: () => open({ name: 'notices' }) },
        { key: 'support', icon: 'headset', label: t('customerService'), onSelect: () => open({ name: 'customerService' }) },
        logout,
      ];

  const avatarImage = (
    <ImageWithFallback src={avatar || AVATAR_FALLBACK} fallbackSrc={AVATAR_FALLBACK} alt="" width={36} height={36} loading="eager" className={styles.avatar} />
  );

  return (
    <div className={styles.area}>
      {real ? (
        <div className={styles.cashier}>
          <Link to={page('depositv2').to} className={styles.deposit} aria-label={page('depositv2').title}>
            <Icon name="deposit" />
            <span className={styles.cashierLabel}>{page('depositv2').title}</span>
          </Link>
          <Link to={page('withdraw').to} className={styles.withdraw} aria-label={page('withdraw').title}>
            <Icon name="withdraw" />
            <span className={styles.cashierLabel}>{page('withdraw').title}</span>
          </Link>
        </div>
      ) : (
        <span className={styles.trial}>{t('trial')}</span>
      )}
      <BalanceChip />
      {pointBalance !== null && pointBalance > 0 ? (
        <Link to="/pointMall" className={styles.points} aria-label={t('pointsLabel', { points: formatCount(pointBalance) })}>
          <Icon name="coin" />
          {t('points', { points: formatCount(pointBalance) })}
        </Link>
      ) : null}
      {referral ? (
        <Link to={page('referral').to} className={styles.invite} aria-label={page('referral').title}>
          <Icon name="userPlus" />
          <span className={styles.inviteLabel}>{page('referral').title}</span>
        </Link>
      ) : null}
      {real ? (
        <Link to={page('messageV2').to} className={styles.unread} aria-label={unread ? t('unread', { count: unread }) : page('messageV2').title}>
          <Icon name="mail" />
          {unread ? (
            <span className={styles.badge} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Link>
      ) : null}
      {real ? (
        <nav aria-label={t('accountNav')} className={styles.account}>
          <Link to="/member" className={styles.profile}>
            {avatarImage}
            <span className={styles.names}>
              <span className={styles.nickname}>{name}</span>
              <span className={styles.sub}>{t('memberCentre')}</span>
            </span>
          </Link>
          {member ? (
            <Link to={page('securityCenter').to} className={styles.vip} aria-label={t('vipRank', { level: member.vipLevel, name: member.vipName })}>
              <Icon name="crown" />
              <span>{t('vip', { level: member.vipLevel })}</span>
              {member.vipName ? <span className={styles.rank}>{member.vipName}</span> : null}
            </Link>
          ) : null}
          {memberInfoRefresh ? (
            <StaleNotice className={styles.stale} onRetry={() => void memberInfoRefresh.retry()} retrying={memberInfoRefresh.retrying} />
          ) : null}
        </nav>
      ) : (
        <span className={styles.profile}>{avatarImage}</span>
      )}
      <AvatarMenu entries={entries} />
      <button type="button" className={styles.logout} aria-label={t('logout')} title={t('logout')} onClick={() => open({ name: 'logout' })}>
        <Icon name="logout" />
      </button>
    </div>
  );
}
