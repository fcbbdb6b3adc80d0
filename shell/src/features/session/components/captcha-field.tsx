import { TextField } from 'shared';
import type { CaptchaState } from '../hooks/use-captcha';
import { useSessionT } from '../i18n';
import styles from './session-dialogs.module.css';

export type CaptchaFieldProps = {
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
};

/** The captcha answer with its image and a refresh (limited to once a second). */
export function CaptchaField({ captcha, value, onChange, error, label }: CaptchaFieldProps) {
  const { t } = useSessionT();
  return (
    <div className={styles.captcha}>
      <TextField
        label={label ?? t('captcha.label')}
        name="captcha"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.captchaBox}>
        {captcha.image ? (
          <img className={styles.captchaImage} src={captcha.image} alt={t('captcha.image')} />
        ) : (
          <span className={styles.captchaPlaceholder}>{captcha.failed ? t('captcha.failed') : '…'}</span>
        )}
        <button type="button" className={styles.link} onClick={captcha.refresh}>
          {t('captcha.refresh')}
        </button>
      </div>
    </div>
  );
}
