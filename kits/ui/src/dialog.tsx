import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useCommonT } from '@gp/kernel';
import { cx } from './class-names';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Visible title; it also names the dialog for assistive technology. */
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Accessible name of the close button; defaults to "Close". */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; defaults to the first focusable element of the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
};

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/** The attribute on <html> while any modal dialog is open. */
const MODAL_OPEN = 'data-modal-open';

/** Whether a modal dialog covers the page (what moves on its own behind one may wait). */
export const isModalOpen = (): boolean => typeof document !== 'undefined' && document.documentElement.hasAttribute(MODAL_OPEN);

/** Modal dialog: labelled by its title, Escape closes, Tab stays inside, focus is restored. */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  children,
  footer,
  closeLabel,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
  className,
}: DialogProps) {
  const { t } = useCommonT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const focusInitial = useEffectEvent(() => {
    const target = initialFocusRef?.current ?? (bodyRef.current && focusableIn(bodyRef.current)[0]) ?? dialogRef.current;
    target?.focus();
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Marks the page while a modal dialog is open (tokens.css pauses the endless animations
    // behind it). Kept in the DOM, not in this module: each app builds its own copy of the kit.
    document.documentElement.setAttribute(MODAL_OPEN, '');
    focusInitial();
    return () => {
      document.body.style.overflow = overflow;
      if (!document.querySelector('[data-modal-backdrop]')) document.documentElement.removeAttribute(MODAL_OPEN);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // A nested dialog handles its own Escape; React bubbles portal events to the parent.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdrop(event: MouseEvent<HTMLDivElement>) {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  }

  return (
    <div className={styles.backdrop} data-modal-backdrop="" onMouseDown={handleBackdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, size !== 'md' && styles[size], className)}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel ?? t('ui.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
