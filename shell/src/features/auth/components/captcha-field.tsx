import { TextField, type TextFieldProps } from '@gp/forms-kit';
import type { CaptchaState } from '../hooks/use-captcha';
import { useSessionT } from '../i18n';
import styles from './session-dialogs.module.css';

/** The answer's input props: a value and change handler, or react-hook-form's register(). */
export type CaptchaFieldProps = Omit<TextFieldProps, 'label' | 'name'> & {
  captcha: CaptchaState;
  label?: string;
  name?: string;
};

/** The captcha answer with its image and a refresh (limited to once a second). */
export function CaptchaField({ captcha, label, name = 'captcha', ...input }: CaptchaFieldProps) {
  const { t } = useSessionT();
  return (
    <div className={styles.captcha}>
      <TextField
        label={label ?? t('captcha.label')}
        name={name}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        {...input}
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
