import { QRCodeSVG } from 'qrcode.react';
import { QueryProvider } from '@gp/kernel/query';
import { findResource, useSystemResources } from '../../../lib/content/system-resources';
import { useShellT } from '../../../lib/i18n/translation';
import styles from './right-bar.module.css';

/** SPEC §9: the right bar's QR codes are 112 px. */
export const QR_SIZE = 112;

/** QR codes of the MOBILECONFIG (lite iOS) and ANDROID resources. */
export function AppQrFlyout(props: { id: string; onGuide: () => void }) {
  return (
    <QueryProvider>
      <QrCodes {...props} />
    </QueryProvider>
  );
}

function QrCodes({ id, onGuide }: { id: string; onGuide: () => void }) {
  const { t } = useShellT();
  const resources = useSystemResources();
  const codes = [
    { type: 'MOBILECONFIG', label: t('rightBar.iosLite') },
    { type: 'ANDROID', label: t('rightBar.android') },
  ].flatMap(({ type, label }) => {
    const resource = resources ? findResource(resources, type) : undefined;
    return resource ? [{ type, label, url: resource.url }] : [];
  });
  return (
    <div id={id} className={styles.flyout} role="tooltip">
      <p className={styles.flyoutTitle}>{t('rightBar.scan')}</p>
      <div className={styles.codes}>
        {resources
          ? codes.map((code) => (
              <figure key={code.type} className={styles.code}>
                <QRCodeSVG value={code.url} size={QR_SIZE} marginSize={2} bgColor="#ffffff" fgColor="#0b0d12" title={code.label} />
                <figcaption>{code.label}</figcaption>
              </figure>
            ))
          : [0, 1].map((n) => <span key={n} className={styles.codeSlot} />)}
      </div>
      <button type="button" className={styles.guide} onClick={onGuide}>
        {t('rightBar.guide')}
      </button>
    </div>
  );
}
