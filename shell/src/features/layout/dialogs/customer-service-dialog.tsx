import { useEffect, useState } from 'react';
import { Button, Dialog, ErrorState, FormAlert, Spinner, translateError } from 'shared';
import { type ChatModel, fetchChatModels, launchChat } from '../api/chat';
import { Icon } from '../../../lib/ui/icon';
import { useDialogT } from './i18n';
import styles from './dialogs.module.css';

type State = { status: 'loading' } | { status: 'ready'; models: ChatModel[] } | { status: 'error'; error: unknown };

/**
 * Opens the chat in a new window. The window is opened within the click, before the chat URL
 * is known: a window opened after an await is blocked by pop-up blockers.
 */
async function openChat(modelId: number): Promise<string> {
  const win = window.open('', '_blank');
  try {
    const url = await launchChat(modelId);
    if (win) {
      win.opener = null;
      win.location.href = url;
    }
    return url;
  } catch (error) {
    win?.close();
    throw error;
  }
}

/** Live chat (CBS_modelList, CBS_launchChat): choose a topic, the chat opens in a new window. */
export function CustomerServiceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useDialogT();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [launched, setLaunched] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchChatModels().then(
      (models) => !cancelled && setState({ status: 'ready', models }),
      (failure: unknown) => !cancelled && setState({ status: 'error', error: failure }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  function start(model: ChatModel) {
    setBusyId(model.id);
    setError(null);
    openChat(model.id).then(
      (url) => setLaunched(url),
      (failure: unknown) => setError(translateError(failure)),
    ).finally(() => setBusyId(null));
  }

  return (
    <Dialog open title={t('support.title')} onClose={onClose} size="sm">
      <p className={styles.intro}>{t('support.intro')}</p>
      {state.status === 'loading' ? <Spinner centered /> : null}
      {state.status === 'error' ? (
        <ErrorState
          error={state.error}
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      {state.status === 'ready' && state.models.length === 0 ? <p className={styles.muted}>{t('support.empty')}</p> : null}
      {state.status === 'ready' && state.models.length > 0 ? (
        <ul className={styles.models}>
          {state.models.map((model) => (
            <li key={model.id}>
              <Button variant="secondary" fullWidth loading={busyId === model.id} onClick={() => start(model)}>
                <Icon name="headset" />
                {model.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormAlert>{error}</FormAlert>
      {launched ? (
        <p className={styles.success} role="status">
          {t('support.opened')}{' '}
          <a href={launched} target="_blank" rel="noopener noreferrer">
            {t('support.openAgain')}
          </a>
        </p>
      ) : null}
    </Dialog>
  );
}
