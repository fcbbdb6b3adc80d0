import { useMemo } from 'react';
import * as v from 'valibot';
import { applyRefusal, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { Button, Dialog } from '@gp/ui-kit';
import { useAgentT } from '../../../lib/i18n';
import { type DownlineRow, useUpdateRemark } from '../api/downlines';
import styles from './team-management.module.css';

type Values = { remark: string };

/** Edit my remark on a downline (up to 50 characters; empty clears it). */
export function RemarkDialog({ row, onClose }: { row: DownlineRow; onClose: () => void }) {
  const { t } = useAgentT();
  const schema = useMemo(
    () => v.object({ remark: v.pipe(v.string(), v.trim(), v.maxLength(50, t('team.remarkLength'))) }),
    [t],
  );
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { remark: row.remark } });
  const { errors, isSubmitting } = form.formState;
  const update = useUpdateRemark();

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ account: row.account, remark: values.remark });
      onClose();
    } catch (error) {
      applyRefusal(error, ['remark'] as const, form.setError);
    }
  });

  return (
    <Dialog open title={t('team.remarkTitle', { account: row.account })} onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate className={styles.form} aria-label={t('team.remarkTitle', { account: row.account })}>
        <TextField label={t('team.remark')} maxLength={50} autoComplete="off" error={errors.remark?.message} {...form.register('remark')} />
        <FormAlert>{errors.root?.server?.message}</FormAlert>
        <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
          {t('team.saveRemark')}
        </Button>
      </form>
    </Dialog>
  );
}
