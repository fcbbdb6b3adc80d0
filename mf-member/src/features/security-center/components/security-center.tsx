import { type ReactNode, useState } from 'react';
import { Button, Dialog, ErrorState, ImageWithFallback, Spinner, formatBalance, AVATAR_FALLBACK } from '@gp/ui-kit';
import { Link, memberPagePath, memberPageTitleKey, useCommonT, useImageUrl } from '@gp/kernel';
import cards from '../../../components/cards.module.css';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useMemberT } from '../../../lib/i18n';
import { useAvatar } from '../api/get-avatar';
import { useProfile } from '../api/get-profile';
import { BindEmailForm, BindMobileForm } from './bind-forms';
import { ChangePasswordForm } from './change-password-form';
import { GoogleAuthForm } from './google-auth-form';
import { PaymentPasswordForm } from './payment-password-form';
import { ProfileForm } from './profile-form';
import styles from './security-center.module.css';

type Action = 'profile' | 'password' | 'payment' | 'mobile' | 'email' | 'google';

function Avatar({ name }: { name: string }) {
  const { t } = useMemberT();
  const avatar = useAvatar();
  const src = useImageUrl(avatar.data);
  return (
    <ImageWithFallback
      src={src || AVATAR_FALLBACK}
      fallbackSrc={AVATAR_FALLBACK}
      alt={t('security.avatar', { name })}
      width={72}
      height={72}
      loading="eager"
      className={styles.avatar}
    />
  );
}

/** securityCenter (my account): profile, total of every wallet, passwords and bindings. */
export function SecurityCenter() {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const profile = useProfile();
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (profile.isPending) return <Spinner label={tc('ui.loading')} />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;

  const p = profile.data;
  const name = p.nickname || p.account;
  const rows: Array<[string, string]> = [
    [t('security.account'), p.account],
    [t('security.nickname'), p.nickname || t('security.notSet')],
    [t('security.realName'), p.realName || t('security.notSet')],
    [t('security.mobile'), p.mobileNum || t('security.notSet')],
    [t('security.email'), p.email || t('security.notSet')],
    [t('security.birthday'), p.birthday || t('security.notSet')],
    [t('security.vip'), p.vipName ? `${p.vipName} (VIP ${p.vipLevel})` : `VIP ${p.vipLevel}`],
  ];

  const done = (message: string) => {
    setAction(null);
    setNotice(message);
  };
  const open = (next: Action) => {
    setNotice(null);
    setAction(next);
  };

  const safety: Array<{ key: Action; label: string; state: string; button: string }> = [
    { key: 'password', label: t('security.loginPassword'), state: t('security.set'), button: t('security.change') },
    {
      key: 'payment',
      label: t('security.paymentPassword'),
      state: p.hasPaymentPassword ? t('security.set') : t('security.notSetYet'),
      button: p.hasPaymentPassword ? t('security.change') : t('security.set'),
    },
    {
      key: 'mobile',
      label: t('security.mobile'),
      state: p.mobileBound ? t('security.bound') : t('security.notSetYet'),
      button: p.mobileBound ? t('security.change') : t('security.bind'),
    },
    {
      key: 'email',
      label: t('security.email'),
      state: p.emailBound ? t('security.bound') : t('security.notSetYet'),
      button: p.emailBound ? t('security.change') : t('security.bind'),
    },
    {
      key: 'google',
      label: t('google.label'),
      state: p.googleBound ? t('security.bound') : t('security.notSetYet'),
      button: p.googleBound ? t('google.unbind') : t('security.bind'),
    },
  ];

  const dialogs: Record<Action, { title: string; body: ReactNode }> = {
    profile: { title: t('profile.title'), body: <ProfileForm profile={p} onDone={done} /> },
    password: { title: t('security.changePasswordTitle'), body: <ChangePasswordForm boundMobile={p.mobileBound ? p.mobileNum : null} onDone={done} /> },
    payment: {
      title: p.hasPaymentPassword ? t('security.changePaymentTitle') : t('security.setPaymentTitle'),
      body: <PaymentPasswordForm hasPassword={p.hasPaymentPassword} onDone={done} />,
    },
    mobile: { title: t('security.bindMobileTitle'), body: <BindMobileForm current={p.mobileNum} onDone={done} /> },
    email: { title: t('security.bindEmailTitle'), body: <BindEmailForm current={p.email} onDone={done} /> },
    google: {
      title: p.googleBound ? t('google.unbindTitle') : t('google.bindTitle'),
      body: <GoogleAuthForm bound={p.googleBound} onDone={done} />,
    },
  };

  return (
    <section className={records.page} aria-labelledby="security-title">
      <h1 id="security-title" className={records.title}>
        {t('security.title')}
      </h1>
      <div className={`${cards.summary} ${styles.summary}`}>
        <Avatar name={name} />
        <div className={styles.identity}>
          <p className={styles.name}>{name}</p>
          <p className={cards.muted}>{p.vipName ? `VIP ${p.vipLevel} · ${p.vipName}` : `VIP ${p.vipLevel}`}</p>
        </div>
        <div className={styles.total}>
          <p className={cards.muted}>{t('security.totalBalance')}</p>
          <p className={`${cards.amount} ${styles.amount}`}>
            {formatBalance(p.totalBalance, p.currencySymbol)}
          </p>
        </div>
      </div>
      {notice ? (
        <p role="status" className={cards.notice}>
          {notice}
        </p>
      ) : null}
      <div className={cards.cards}>
        <section className={cards.card} aria-labelledby="security-profile">
          <div className={styles.cardHead}>
            <h2 id="security-profile">{t('security.profile')}</h2>
            <Button variant="secondary" size="sm" onClick={() => open('profile')}>
              {t('profile.edit')}
            </Button>
          </div>
          <dl className={styles.rows}>
            {rows.map(([label, value]) => (
              <div key={label} className={styles.row}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={cards.card} aria-labelledby="security-safety">
          <h2 id="security-safety">{t('security.safety')}</h2>
          <ul className={styles.actions}>
            {safety.map((item) => (
              <li key={item.key} className={styles.action}>
                <div>
                  <p className={styles.actionLabel}>{item.label}</p>
                  <p className={cards.muted}>{item.state}</p>
                </div>
                <Button variant="secondary" aria-label={`${item.button}: ${item.label}`} onClick={() => open(item.key)}>
                  {item.button}
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section className={cards.card} aria-labelledby="security-rg">
          <h2 id="security-rg">{tc(memberPageTitleKey('responsibleGambling'))}</h2>
          <p className={cards.muted}>{t('rg.securityText')}</p>
          <Link to={memberPagePath('responsibleGambling')}>{t('rg.open')}</Link>
        </section>
      </div>
      {action ? (
        <Dialog open onClose={() => setAction(null)} title={dialogs[action].title} size="sm">
          {dialogs[action].body}
        </Dialog>
      ) : null}
    </section>
  );
}
