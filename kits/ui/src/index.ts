// @gp/ui-kit: the UI primitives every app builds in at the version it needs. No state and no
// React context of its own (two versions may run on one page); what is one per page is the
// kernel's. Semantic versions: a new component is a minor; a changed prop a major.
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Dialog, type DialogProps, isModalOpen } from './dialog';
export { Spinner, type SpinnerProps } from './spinner';
export { ErrorState, type ErrorStateProps } from './error-state';
export { StaleNotice, type StaleNoticeProps } from './stale-notice';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Skeleton, type SkeletonProps } from './skeleton';
export { ImageWithFallback, type ImageWithFallbackProps } from './image-with-fallback';
export { SafeHtml, type SafeHtmlProps, sanitizeHtml } from './safe-html';
export { NotAvailableYet, type NotAvailableYetProps } from './not-available-yet';
export { PillLink, type PillLinkProps } from './pill-link';
export { isSafeUrl, openSafeUrl, safeUrl, type SafeUrlOptions } from './security/safe-url';
export { cx } from './class-names';
export { formatAmount, formatBalance, formatCount, NO_VALUE } from './format/format-balance';
export { CALENDAR, formatNumber, formatPercent, intlLocale } from './format/locale';
export { AVATAR_FALLBACK } from './avatar-fallback';
export { useNearViewport } from './use-near-viewport';
