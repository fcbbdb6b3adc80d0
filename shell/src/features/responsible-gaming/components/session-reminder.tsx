import { useMemo, useRef, useState } from 'react';
import { Button, Dialog, Spinner, formatBalance } from '@gp/ui-kit';
import { getRuntimeConfig, useEvent, useNavigate } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { useLogout } from '../../../lib/session/use-logout';
import { useSessionSummary } from '../api/session-summary';
import { useReminderSchedule } from '../hooks/use-reminder-schedule';
import { useRgT } from '../i18n';
import styles from './session-reminder.module.css';

const HOME = '/index';

/** Won or lost, signed: +₱120.00, −₱50.00, ₱0.00. */
function signedMoney(amount: number, symbol: string): string {
  return formatBalance(amount, symbol, { sign: true });
}

function usePlayedText(): (seconds: number) => string {
  const { t } = useRgT();
  return (seconds) => {
    const minutes = Math.floor(seconds / 60);
    if (minutes < 1) return t('reminder.underMinute');
    if (minutes < 60) return t('reminder.minutes', { minutes: String(minutes) });
    return t('reminder.hoursMinutes', { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) });
  };
}

/** The reminder itself: time played and the session's win or loss, then Continue or Log out. */
function ReminderDialog({ token, moment, onContinue }: { token: string; moment: string; onContinue: () => void }) {
  const { t } = useRgT();
  const summary = useSessionSummary(token, moment);
  const played = usePlayedText();
  const logout = useLogout();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);
  const symbol = getRuntimeConfig().currencySymbol;

  return (
    <Dialog open title={t('reminder.title')} onClose={onContinue} closeOnBackdrop={false} initialFocusRef={continueRef} size="sm">
      {summary.isPending ? <Spinner label={t('reminder.loading')} /> : null}
      {summary.isError ? <p className={styles.text}>{t('reminder.noFigures')}</p> : null}
      {summary.data ? (
        <>
          <p className={styles.text}>{t('reminder.played', { time: played(summary.data.playedSeconds) })}</p>
          <dl className={styles.figures}>
            <div>
              <dt>{t('reminder.result')}</dt>
              <dd>{signedMoney(summary.data.netResult, symbol)}</dd>
            </div>
          </dl>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            // The normal logout: the server is told, the session ends here whatever it answers.
            void logout().then(() => navigate(HOME));
          }}
        >
          {t('reminder.logOut')}
        </Button>
        <Button ref={continueRef} onClick={onContinue} disabled={leaving}>
          {t('reminder.continue')}
        </Button>
      </div>
    </Dialog>
  );
}

function SessionReminderRunner({ token }: { token: string }) {
  // When the session began and the member's interval: read once per session.
  const start = useSessionSummary(token, 'start');
  const [changed, setChanged] = useState<number | null>(null);
  useEvent('session-reminder-changed', ({ minutes }) => setChanged(minutes));
  const [mountedAt] = useState(() => Date.now());
  const minutes = changed ?? start.data?.reminderMinutes ?? 0;
  const sessionStart = useMemo(() => {
    if (start.data) return start.dataUpdatedAt - start.data.playedSeconds * 1000;
    // Without the server's figures the count starts with this page.
    return start.isError ? mountedAt : null;
  }, [start.data, start.dataUpdatedAt, start.isError, mountedAt]);
  const intervalMs = minutes * getRuntimeConfig().sessionReminderMinuteMs;
  const { due, acknowledge } = useReminderSchedule(intervalMs, sessionStart);
  const [shown, setShown] = useState(0);

  if (!due) return null;
  return (
    <ReminderDialog
      key={shown}
      token={token}
      moment={`reminder-${shown}`}
      onContinue={() => {
        setShown((n) => n + 1);
        acknowledge();
      }}
    />
  );
}

/**
 * The session-time reminder (responsible gaming): every N minutes of a member's signed-in session
 * (N from the server, changed at once by the bus's 'session-reminder-changed'), a dialog with the
 * time played and the session's win or loss, with Continue and Log out.
 */
export function SessionReminder({ token }: { token: string }) {
  return (
    <QueryProvider>
      <SessionReminderRunner token={token} />
    </QueryProvider>
  );
}
