import { useState } from 'react';
import { Button, Dialog, ErrorState, openSafeUrl, safeUrl, Spinner } from '@gp/ui-kit';
import { FormAlert } from '@gp/forms-kit';
import { translateError, useCommonT } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { type ChatModel, launchChat, useChatModels } from '../api/chat';
import { Icon } from '../../../lib/ui/icon';
import { useDialogT } from './i18n';
import styles from './dialogs.module.css';

/**
 * Opens the chat in a new window once its URL is known and has passed safeUrl: the window opens
 * with noopener (no opener, no copy of the session storage that holds the token). A browser that
 * blocks a window opened after an await still gets the "open again" link the dialog then shows.
 * Null when the chat's URL is not one the site opens.
 */
async function openChat(modelId: number): Promise<string | null> {
  const url = safeUrl(await launchChat(modelId));
  if (url !== null) openSafeUrl(url);
  return url;
}

/** Live chat (CBS_modelList, CBS_launchChat): choose a topic, the chat opens in a new window. */
export function CustomerServiceDialog(props: { onClose: () => void }) {
  return (
    <QueryProvider>
      <CustomerService {...props} />
    </QueryProvider>
  );
}

function CustomerService({ onClose }: { onClose: () => void }) {
  const { t } = useDialogT();
  const { t: tc } = useCommonT();
  const models = useChatModels();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [launched, setLaunched] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function start(model: ChatModel) {
    setBusyId(model.id);
    setError(null);
    openChat(model.id).then(
      (url) => (url === null ? setError(tc('error.invalidUrl')) : setLaunched(url)),
      (failure: unknown) => setError(translateError(failure)),
    ).finally(() => setBusyId(null));
  }

  return (
    <Dialog open title={t('support.title')} onClose={onClose} size="sm">
      <p className={styles.intro}>{t('support.intro')}</p>
      {models.isFetching && !models.data ? <Spinner centered /> : null}
      {models.isError && !models.isFetching ? <ErrorState error={models.error} onRetry={() => void models.refetch()} /> : null}
      {models.data && models.data.length === 0 ? <p className={styles.muted}>{t('support.empty')}</p> : null}
      {models.data && models.data.length > 0 ? (
        <ul className={styles.models}>
          {models.data.map((model) => (
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
