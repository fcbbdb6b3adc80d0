import { useState } from 'react';
import { Button, Dialog, SafeHtml } from '@gp/ui-kit';
import { FormAlert } from '@gp/forms-kit';
import { memberPageTitleKey, translateError, useCommonT } from '@gp/kernel';
import { formatSiteTime, Pager, QueryView } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records.module.css';
import { Tabs } from '../../../components/tabs';
import { useMemberT } from '../../../lib/i18n';
import { type BoxName, type Message, useDeleteMessages, useMessages, useReadMessage } from '../api/messages';
import { ComposeDialog } from './compose-dialog';
import styles from './messages.module.css';

/** One message: read in full, reply (the inbox's), delete after a confirmation. */
function MessageDialog({ message, box, onClose, onReply }: { message: Message; box: BoxName; onClose: () => void; onReply: () => void }) {
  const { t } = useMemberT();
  const remove = useDeleteMessages();
  const [confirming, setConfirming] = useState(false);
  const from = message.sender === 'ME' ? t('messages.fromMe') : t('messages.fromPlatform');

  if (confirming) {
    return (
      <Dialog open title={t('messages.deleteTitle')} onClose={() => setConfirming(false)} size="sm">
        <p>{t('messages.deleteText', { subject: message.subject })}</p>
        <FormAlert>{remove.isError ? translateError(remove.error) : null}</FormAlert>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('messages.cancel')}
          </Button>
          <Button variant="primary" loading={remove.isPending} onClick={() => remove.mutate([message.id], { onSuccess: onClose })}>
            {t('messages.delete')}
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open title={message.subject} onClose={onClose}>
      <p className={styles.meta}>
        {from} · {formatSiteTime(message.createTime)}
      </p>
      {message.html ? <SafeHtml html={message.content} className={styles.body} /> : <p className={[styles.body, styles.text].join(' ')}>{message.content}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('messages.delete')}
        </Button>
        {box === 'inbox' ? (
          <Button variant="primary" onClick={onReply}>
            {t('messages.reply')}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * messageV2 (PLATFORM-FACTS): the inbox (last 30 days) and what I sent (last 7 days), ten a page.
 * Opening an unread message marks it read and the header's count drops at once (bus event
 * 'unread-changed'); delete asks first; reply and new messages go to customer service.
 */
/** `title`: the heading when another app shows the page (the agent centre's platform messages); the member centre's own by default. */
export function MessagesPage({ title }: { title?: string } = {}) {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const [box, setBox] = useState<BoxName>('inbox');
  const [page, setPage] = useState(1);
  const messages = useMessages(box, page);
  const read = useReadMessage();
  const [open, setOpen] = useState<Message | null>(null);
  const [compose, setCompose] = useState<{ replyTo: Message | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function show(message: Message) {
    setNotice(null);
    setOpen(message);
    if (box === 'inbox' && !message.read) read.mutate(message.id);
  }

  return (
    <section aria-labelledby="messages-title" className={records.page}>
      <div className={styles.toolbar}>
        <h1 id="messages-title" className={records.title}>
          {title ?? tc(memberPageTitleKey('messageV2'))}
        </h1>
        <Button variant="primary" size="sm" onClick={() => setCompose({ replyTo: null })}>
          {t('messages.new')}
        </Button>
      </div>
      <Tabs
        label={t('messages.boxes')}
        tabs={[
          { key: 'inbox', label: t('messages.inbox') },
          { key: 'outbox', label: t('messages.outbox') },
        ]}
        value={box}
        onChange={(next) => {
          setBox(next);
          setPage(1);
        }}
      />
      {notice ? <p role="status">{notice}</p> : null}
      {read.isError ? <FormAlert>{translateError(read.error)}</FormAlert> : null}
      <QueryView query={messages} isEmpty={(data) => data.list.length === 0} empty={box === 'inbox' ? t('messages.emptyInbox') : t('messages.emptyOutbox')}>
        {(data) => (
          <>
            <p className={styles.hint}>
              {box === 'inbox' ? t('messages.inboxHint', { unread: String(data.unread ?? 0) }) : t('messages.outboxHint')}
            </p>
            <ul className={styles.list} aria-label={box === 'inbox' ? t('messages.inbox') : t('messages.outbox')}>
              {data.list.map((message) => {
                const unread = box === 'inbox' && !message.read;
                return (
                  <li key={message.id}>
                    <button type="button" className={[styles.item, unread ? styles.unread : ''].join(' ')} onClick={() => show(message)}>
                      <span className={styles.subject}>{message.subject}</span>
                      <span className={styles.time}>{formatSiteTime(message.createTime)}</span>
                      {unread ? <span className={styles.new}>{t('messages.unread')}</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} busy={messages.isPlaceholderData} />
          </>
        )}
      </QueryView>
      {open ? (
        <MessageDialog
          message={open}
          box={box}
          onClose={() => setOpen(null)}
          onReply={() => {
            setCompose({ replyTo: open });
            setOpen(null);
          }}
        />
      ) : null}
      {compose ? (
        <ComposeDialog
          replyTo={compose.replyTo}
          onClose={() => setCompose(null)}
          onSent={() => {
            setCompose(null);
            setNotice(t('messages.sent'));
          }}
        />
      ) : null}
    </section>
  );
}
