import { useId, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { Button, Dialog } from '@gp/ui-kit';
import { contractsAtom, FEATURE_MODULES, featuresAtom, isApiError, isFeatureEnabled, useCommonT } from '@gp/kernel';
import { FormAlert, TextField, type Resolver, useFieldArray, useForm, valibotResolver } from '@gp/forms-kit';
import { useAtomValue } from 'jotai';
import { QueryView } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import { RATE_PATTERN } from '../../../lib/rate';
import { type Contract, CONTRACT_KINDS, type ComputationPeriod, type ContractKind, KIND_KEYS, type RateRange, useOfferContract, useRateRange } from '../api/contracts';
import { useContractError } from './contract-parts';
import { DownlineCombobox } from '../../../components/downline-combobox';
import styles from './contracts.module.css';

type RowValues = { minimumBet: string; activeMember: string; netLoss: string; rate: string };
type Values = { account: string; computationPeriod: ComputationPeriod; rows: RowValues[] };

const EMPTY_ROW: RowValues = { minimumBet: '0', activeMember: '0', netLoss: '0', rate: '' };

/** The whitelabel module of each kind's contract call (PLATFORM-FACTS). */
const KIND_MODULES: Record<ContractKind, string> = { DIVIDEND: 'SIGNCONDIV3', DAILY: 'DAILYSALCONT3', HOURLY: 'HOURSAL3', REALTIME: 'RTSALARY3' };

/** The kinds I may offer: the module is on and my consolidated type of that kind is above 0. */
export function useOfferableKinds(): ContractKind[] {
  const tree = useAtomValue(featuresAtom);
  const contracts = useAtomValue(contractsAtom);
  if (!tree || !contracts || !isFeatureEnabled(tree, FEATURE_MODULES.AGENTPOLICY3)) return [];
  return CONTRACT_KINDS.filter((kind) => isFeatureEnabled(tree, KIND_MODULES[kind]) && contracts.consolidated[KIND_KEYS[kind].type] > 0);
}

const toNumber = (text: string): number => Number(text.trim() || '0');

function useOfferSchema(kind: ContractKind, range: RateRange) {
  const { t } = useAgentT();
  return useMemo(() => {
    const required = t('field.required');
    const number = v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.regex(/^\d+(\.\d{1,2})?$/, t('contracts.number')));
    const row = v.object({
      minimumBet: number,
      activeMember: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.regex(/^\d+$/, t('contracts.wholeNumber'))),
      netLoss: kind === 'DIVIDEND' ? number : v.string(),
      rate: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(required),
        v.regex(RATE_PATTERN, t('contracts.number')),
        v.check((value) => Number(value) >= range.minRate && Number(value) <= range.maxRate, t('contracts.rateOutside', { min: range.minRate, max: range.maxRate })),
      ),
    });
    return v.pipe(
      v.object({
        account: v.pipe(v.string(), v.trim(), v.nonEmpty(t('picker.choose'))),
        computationPeriod: v.picklist(['D', 'W', 'H', 'M'] as const),
        rows: v.pipe(v.array(row), v.minLength(1), v.maxLength(range.maxRows)),
      }),
      v.forward(
        v.check(
          (values) =>
            values.rows.every((current, index) => {
              const previous = values.rows[index - 1];
              if (!previous) return true;
              return (
                toNumber(current.minimumBet) >= toNumber(previous.minimumBet) &&
                toNumber(current.activeMember) >= toNumber(previous.activeMember) &&
                toNumber(current.netLoss) >= toNumber(previous.netLoss)
              );
            }),
          t('contracts.rowsOrder'),
        ),
        ['rows'],
      ),
    );
  }, [kind, range, t]);
}

function OfferForm({ kind, range, account, onSent }: { kind: ContractKind; range: RateRange; account?: string; onSent: (contract: Contract) => void }) {
  const { t } = useAgentT();
  const id = useId();
  const errorText = useContractError();
  const schema = useOfferSchema(kind, range);
  // The resolver reads the schema of the kind and range on show.
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const resolver: Resolver<Values> = (values, context, options) => valibotResolver(schemaRef.current)(values, context, options);
  const form = useForm<Values>({
    resolver,
    defaultValues: { account: account ?? '', computationPeriod: range.periods.includes('W') ? 'W' : (range.periods[0] ?? 'D'), rows: [{ ...EMPTY_ROW }] },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { errors, isSubmitting } = form.formState;
  const offer = useOfferContract();
  const dividend = kind === 'DIVIDEND';

  const submit = form.handleSubmit(async (values) => {
    try {
      const sent = await offer.mutateAsync({
        account: values.account.trim(),
        kind,
        rows: values.rows.map((row) => ({
          minimumBet: toNumber(row.minimumBet),
          activeMember: toNumber(row.activeMember),
          netLoss: dividend ? toNumber(row.netLoss) : 0,
          rate: toNumber(row.rate),
        })),
        computationPeriod: dividend ? values.computationPeriod : undefined,
      });
      onSent(sent);
    } catch (error) {
      const range = isApiError(error) ? v.safeParse(v.object({ minRate: v.number(), maxRate: v.number() }), error.value) : undefined;
      const message = errorText(error, range?.success ? { min: range.output.minRate, max: range.output.maxRate } : undefined);
      if (!account && isApiError(error) && ['NOT_DIRECT_DOWNLINE', 'NOT_AN_AGENT', 'DOWNLINE_INACTIVE'].includes(error.code ?? '')) form.setError('account', { type: 'server', message });
      else form.setError('root.server', { type: 'server', message });
    }
  });

  const rowsError = (errors.rows as { root?: { message?: string }; message?: string } | undefined)?.root?.message ?? errors.rows?.message;

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={t('contracts.offerForm')}>
      {account ? null : (
        <DownlineCombobox
          label={t('contracts.account')}
          value={form.watch('account')}
          onChange={(chosen) => form.setValue('account', chosen, { shouldValidate: form.formState.isSubmitted })}
          error={errors.account?.message}
        />
      )}
      {dividend ? (
        <label className={records.selectField} htmlFor={`${id}-period`}>
          <span>{t('contracts.period')}</span>
          <select id={`${id}-period`} {...form.register('computationPeriod')}>
            {range.periods.map((period) => (
              <option key={period} value={period}>
                {t(`contracts.periods.${period}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <p className={styles.note}>{t('contracts.rateRange', { min: range.minRate, max: range.maxRate })}</p>
      {rows.fields.map((field, index) => (
        <fieldset key={field.id} className={styles.rowFields}>
          <legend>{t('contracts.row', { row: index + 1 })}</legend>
          <TextField label={t('contracts.minimumBet')} inputMode="decimal" autoComplete="off" error={errors.rows?.[index]?.minimumBet?.message} {...form.register(`rows.${index}.minimumBet`)} />
          <TextField label={t('contracts.activeMember')} inputMode="numeric" autoComplete="off" error={errors.rows?.[index]?.activeMember?.message} {...form.register(`rows.${index}.activeMember`)} />
          {dividend ? (
            <TextField label={t('contracts.netLoss')} inputMode="decimal" autoComplete="off" error={errors.rows?.[index]?.netLoss?.message} {...form.register(`rows.${index}.netLoss`)} />
          ) : null}
          <TextField label={t('contracts.rate')} inputMode="decimal" autoComplete="off" error={errors.rows?.[index]?.rate?.message} {...form.register(`rows.${index}.rate`)} />
          {rows.fields.length > 1 ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => rows.remove(index)}>
              {t('contracts.removeRow', { row: index + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {rowsError ? (
        <p role="alert" className={styles.warning}>
          {rowsError}
        </p>
      ) : null}
      {rows.fields.length < range.maxRows ? (
        <Button type="button" size="sm" variant="secondary" onClick={() => rows.append({ ...EMPTY_ROW })}>
          {t('contracts.addRow')}
        </Button>
      ) : null}
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
        {t('contracts.send')}
      </Button>
    </form>
  );
}

/** The rate range of the chosen kind, then the form. */
function OfferBody({ kind, account, onSent }: { kind: ContractKind; account?: string; onSent: (contract: Contract) => void }) {
  const range = useRateRange(kind);
  return (
    <QueryView query={range} empty={null}>
      {(data) => <OfferForm key={kind} kind={kind} range={data} account={account} onSent={onSent} />}
    </QueryView>
  );
}

/**
 * Offer a contract to a direct downline agent (SPEC §4): the kind (those I may offer), the
 * dividend's period, 1 to the range's maximum of rate rows, each rate within my range.
 */
export function OfferDialog({ account, kind: fixedKind, onClose }: { account?: string; kind?: ContractKind; onClose: () => void }) {
  const { t } = useAgentT();
  const { t: tc } = useCommonT();
  const id = useId();
  const kinds = useOfferableKinds();
  const [kind, setKind] = useState<ContractKind | undefined>(fixedKind ?? kinds[0]);
  const [sent, setSent] = useState<Contract | null>(null);
  const chosen = kind ?? kinds[0];
  return (
    <Dialog open title={account ? t('contracts.offerTo', { account }) : t('contracts.offer')} onClose={onClose} size="md">
      {sent ? (
        <div className={styles.form}>
          <p role="status">{t('contracts.sent', { account: sent.downlineAccount })}</p>
          <Button variant="primary" onClick={onClose}>
            {tc('ui.close')}
          </Button>
        </div>
      ) : (
        <div className={styles.form}>
          {fixedKind ? null : (
            <label className={records.selectField} htmlFor={`${id}-kind`}>
              <span>{t('contracts.kind')}</span>
              <select id={`${id}-kind`} value={chosen ?? ''} onChange={(event) => setKind(event.target.value as ContractKind)}>
                {kinds.map((value) => (
                  <option key={value} value={value}>
                    {t(`contracts.kinds.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {chosen ? <OfferBody kind={chosen} account={account} onSent={setSent} /> : <p>{t('contracts.errors.KIND_DISABLED')}</p>}
        </div>
      )}
    </Dialog>
  );
}
