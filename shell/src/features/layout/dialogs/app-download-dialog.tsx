import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { Dialog, Spinner } from '@gp/ui-kit';
import { QueryProvider } from '@gp/kernel/query';
import { findResource, useSystemResources } from '../../../lib/content/system-resources';
import { Icon } from '../../../lib/ui/icon';
import { useDialogT } from './i18n';
import styles from './dialogs.module.css';

type Platform = 'ios' | 'android' | 'iosLite';

/** Which system resource each platform downloads. */
const RESOURCE_OF: Record<Platform, string> = { ios: 'IOS', android: 'ANDROID', iosLite: 'MOBILECONFIG' };
const PLATFORMS: readonly Platform[] = ['ios', 'android', 'iosLite'];
const STEPS = ['s1', 's2', 's3', 's4'] as const;

/** App download (SPEC §1): iOS, Android and lite iOS, each with its QR code and installation guide. */
export function AppDownloadDialog(props: { onClose: () => void }) {
  return (
    <QueryProvider>
      <AppDownload {...props} />
    </QueryProvider>
  );
}

function AppDownload({ onClose }: { onClose: () => void }) {
  const { t } = useDialogT();
  const baseId = useId();
  const resources = useSystemResources();
  const [platform, setPlatform] = useState<Platform>('ios');
  const resource = resources ? findResource(resources, RESOURCE_OF[platform]) : undefined;

  return (
    <Dialog open title={t('app.title')} onClose={onClose} size="lg">
      <p className={styles.intro}>{t('app.intro')}</p>
      <div role="tablist" aria-label={t('app.platforms')} className={styles.tabs}>
        {PLATFORMS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${baseId}-${id}`}
            aria-selected={platform === id}
            aria-controls={`${baseId}-panel`}
            className={styles.tab}
            onClick={() => setPlatform(id)}
          >
            {t(`app.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${platform}`} className={styles.app}>
        <div className={styles.appCode}>
          {!resources ? <Spinner centered /> : null}
          {resources && resource ? (
            <>
              <QRCodeSVG value={resource.url} size={160} marginSize={2} bgColor="#ffffff" fgColor="#0b0d12" title={t('app.scan')} />
              <p className={styles.muted}>{t('app.scan')}</p>
              <a className={styles.download} href={resource.url} target="_blank" rel="noopener noreferrer">
                <Icon name="deposit" />
                {t('app.download')}
              </a>
            </>
          ) : null}
          {resources && !resource ? <p className={styles.muted}>{t('app.unavailable')}</p> : null}
        </div>
        <div>
          <h3 className={styles.sectionTitle}>{t('app.guideTitle')}</h3>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>{t(`app.guide.${platform}.${step}`)}</li>
            ))}
          </ol>
        </div>
      </div>
    </Dialog>
  );
}
