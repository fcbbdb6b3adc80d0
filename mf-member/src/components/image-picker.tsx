import { type ChangeEvent, useState } from 'react';
import { Button } from '@gp/ui-kit';
import styles from '@gp/account-centre-kit/records-base.module.css';
import { useMemberT } from '../lib/i18n';
import memberRecords from './records.module.css';

/** SPEC §5 uploads: png or jpg, at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/** The image as a data URL (what the upload calls take). */
export async function readDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type};base64,${btoa(binary)}`;
}

/**
 * An image to send (a deposit slip, a withdrawal proof): a png or jpg of at most 5 MB, refused in
 * the catalogue's words before anything is sent, then shown as a preview that can be removed.
 */
export function ImagePicker({ label, value, onChange, error }: { label: string; value: string | null; onChange: (dataUrl: string | null) => void; error?: string | null }) {
  const { t } = useMemberT();
  const [issue, setIssue] = useState<string | null>(null);
  const shown = issue ?? error ?? null;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    setIssue(null);
    const file = event.target.files?.[0];
    // The same file may be picked again after a removal.
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setIssue(t('image.type'));
    if (file.size > MAX_IMAGE_BYTES) return setIssue(t('image.size'));
    onChange(await readDataUrl(file));
  }

  return (
    <div className={memberRecords.imagePicker}>
      <label className={styles.selectField}>
        <span>{label}</span>
        <input type="file" accept="image/png,image/jpeg" aria-invalid={shown ? true : undefined} onChange={(event) => void onFile(event)} />
      </label>
      {shown ? (
        <p role="alert" className={styles.issue}>
          {shown}
        </p>
      ) : null}
      {value ? (
        <div className={memberRecords.preview}>
          <img src={value} alt={t('image.preview', { label })} />
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('image.remove')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
