import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { FormAlert, useForm, valibotResolver } from '@gp/forms-kit';
import { Button, Dialog } from '@gp/ui-kit';
import { signOutAtom, translateError, useCommonT, useNavigate } from '@gp/kernel';
import { formatSiteTime } from '@gp/account-centre-kit';
import { useSetAtom } from 'jotai';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { EXCLUSION_CHOICES, type Exclusion, type ExclusionChoice, TIMEOUT_CHOICES, type TimeoutChoice, useStartExclusion } from '../api/exclusion';
import styles from './responsible-gambling.module.css';

type Kind = 'timeout' | 'selfExclusion';
type Choice = TimeoutChoice | ExclusionChoice;
type Values = { choice: string };

const LABELS = {
  '24h': 'rg.timeout.h24',
  '7d': 'rg.timeout.d7',
  '30d': 'rg.timeout.d30',
  '6w': 'rg.timeout.w6',
  '6m': 'rg.exclusion.m6',
  '1y': 'rg.exclusion.y1',
  '5y': 'rg.exclusion.y5',
  permanent: 'rg.exclusion.permanent',
} as const satisfies Record<Choice, string>;

const SECTION_TEXTS = {
  timeout: { title: 'rg.timeout.title', rule: 'rg.timeout.rule', field: 'rg.timeout.field', start: 'rg.timeout.start', confirm: 'rg.timeout.confirm' },
  selfExclusion: { title: 'rg.exclusion.title', rule: 'rg.exclusion.rule', field: 'rg.exclusion.field', start: 'rg.exclusion.start', confirm: 'rg.exclusion.confirm' },
} as const;

const isChoice = (value: string): value is Choice => Object.hasOwn(LABELS, value);

/**
 * A time-out or a self-exclusion: the member picks a length, a dialog says plainly what happens,
 * and only its confirmation starts it. The server ends the session at once; the dialog then says
 * until when, and its button signs out on this device and goes home.
 */
export function ExclusionForm({ kind }: { kind: Kind }) {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const navigate = useNavigate();
  const signOut = useSetAtom(signOutAtom);
  const start = useStartExclusion();
  const choices: readonly Choice[] = kind === 'timeout' ? TIMEOUT_CHOICES : EXCLUSION_CHOICES;
  const texts = SECTION_TEXTS[kind];
  const schema = useMemo(() => v.object({ choice: v.pipe(v.string(), v.check(isChoice, t('field.required'))) }), [t]);
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { choice: '' } });
  const [asked, setAsked] = useState<Choice | null>(null);
  const [started, setStarted] = useState<Exclusion | null>(null);

  const length = (choice: Choice) => t(LABELS[choice]);
  const askFor = form.handleSubmit((values) => {
    start.reset();
    if (isChoice(values.choice)) setAsked(values.choice);
  });

  function confirmTitle(choice: Choice): string {
    if (kind === 'timeout') return t('rg.timeout.confirmTitle', { length: length(choice) });
    return choice === 'permanent' ? t('rg.exclusion.confirmTitlePermanent') : t('rg.exclusion.confirmTitle', { length: length(choice) });
  }

  function confirmText(choice: Choice): string {
    if (kind === 'timeout') return t('rg.timeout.confirmText', { length: length(choice) });
    return choice === 'permanent' ? t('rg.exclusion.confirmTextPermanent') : t('rg.exclusion.confirmText', { length: length(choice) });
  }

  function doneText(exclusion: Exclusion): string {
    if (exclusion.until === null) return t('rg.exclusion.donePermanent');
    return t(kind === 'timeout' ? 'rg.timeout.done' : 'rg.exclusion.done', { time: formatSiteTime(exclusion.until) });
  }

  function leave() {
    signOut();
    navigate('/index');
  }

  return (
    <>
      <form onSubmit={askFor} noValidate className={cards.form} aria-label={t(texts.title)}>
        <p className={cards.muted}>{t(texts.rule)}</p>
        <fieldset className={styles.choices}>
          <legend>{t(texts.field)}</legend>
          {choices.map((choice) => (
            <label key={choice} className={styles.choice}>
              <input type="radio" value={choice} {...form.register('choice')} />
              <span>{length(choice)}</span>
            </label>
          ))}
        </fieldset>
        <FormAlert>{form.formState.errors.choice?.message}</FormAlert>
        <div className={styles.formButtons}>
          <Button type="submit" variant="secondary">
            {t(texts.start)}
          </Button>
        </div>
      </form>
      {asked ? (
        <Dialog open onClose={started ? leave : () => setAsked(null)} title={started ? t(texts.title) : confirmTitle(asked)} size="sm" closeOnBackdrop={false}>
          {started ? (
            <div className={cards.form}>
              <p role="status">{doneText(started)}</p>
              <div className={styles.formButtons}>
                <Button onClick={leave}>{tc('ui.logOut')}</Button>
              </div>
            </div>
          ) : (
            <div className={cards.form}>
              <p>{confirmText(asked)}</p>
              <FormAlert>{start.isError ? translateError(start.error) : undefined}</FormAlert>
              <div className={styles.formButtons}>
                <Button variant="secondary" onClick={() => setAsked(null)} disabled={start.isPending}>
                  {tc('ui.cancel')}
                </Button>
                <Button loading={start.isPending} onClick={() => start.mutate({ choice: asked }, { onSuccess: setStarted })}>
                  {t(texts.confirm)}
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      ) : null}
    </>
  );
}
