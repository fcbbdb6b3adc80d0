import { useEffect, useRef, useState } from 'react';
import { Dialog, ErrorState, SafeHtml, Spinner } from '@gp/ui-kit';
import { useLanguage } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { useHelpCenter } from '../api/help-center';
import { useDialogT } from './i18n';
import styles from './dialogs.module.css';

const sectionId = (anchor: string) => `help-${anchor}`;

/** Scrolls once every section's sanitized HTML is in, so the target does not move afterwards. */
function scrollWhenSettled(container: HTMLElement, anchor: string): () => void {
  let frame = 0;
  const started = performance.now();
  const step = () => {
    const busy = container.querySelector('[aria-busy="true"]');
    if (busy && performance.now() - started < 2000) {
      frame = requestAnimationFrame(step);
      return;
    }
    document.getElementById(sectionId(anchor))?.scrollIntoView({ block: 'start' });
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** Help centre (/wps/system/helpCenter): contents on the side, the sections, opened at an anchor (#term…). */
export function HelpCenterDialog(props: { anchor?: string; onClose: () => void }) {
  return (
    <QueryProvider>
      <HelpCenter {...props} />
    </QueryProvider>
  );
}

function HelpCenter({ anchor, onClose }: { anchor?: string; onClose: () => void }) {
  const { t } = useDialogT();
  const language = useLanguage();
  const help = useHelpCenter(language);
  const [active, setActive] = useState<string | undefined>(anchor);
  const sectionsRef = useRef<HTMLDivElement>(null);

  const ready = help.data !== undefined;
  useEffect(() => {
    setActive(anchor);
    if (!ready || !anchor || !sectionsRef.current) return;
    return scrollWhenSettled(sectionsRef.current, anchor);
  }, [ready, anchor]);

  return (
    <Dialog open title={t('help.title')} onClose={onClose} size="lg">
      {help.isFetching && !help.data ? <Spinner centered /> : null}
      {help.isError && !help.isFetching ? <ErrorState error={help.error} onRetry={() => void help.refetch()} /> : null}
      {help.data ? (
        help.data.length === 0 ? (
          <p className={styles.muted}>{t('help.empty')}</p>
        ) : (
          <div className={styles.help}>
            <nav aria-label={t('help.contents')} className={styles.toc}>
              <ul>
                {help.data.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${sectionId(section.anchor)}`}
                      aria-current={active === section.anchor ? 'true' : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        setActive(section.anchor);
                        document.getElementById(sectionId(section.anchor))?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                      }}
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div ref={sectionsRef} className={styles.sections}>
              {help.data.map((section) => (
                <section
                  key={section.id}
                  id={sectionId(section.anchor)}
                  aria-labelledby={`${sectionId(section.anchor)}-title`}
                  className={styles.section}
                  data-active={active === section.anchor}
                >
                  <h3 id={`${sectionId(section.anchor)}-title`} className={styles.sectionTitle}>
                    {section.title}
                  </h3>
                  <SafeHtml html={section.content} className={styles.html} />
                </section>
              ))}
            </div>
          </div>
        )
      ) : null}
    </Dialog>
  );
}
