export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Dialog, type DialogProps } from './dialog';
export { Spinner, type SpinnerProps } from './spinner';
export { ErrorState, type ErrorStateProps } from './error-state';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Skeleton, type SkeletonProps } from './skeleton';
export { ImageWithFallback, type ImageWithFallbackProps } from './image-with-fallback';
export { SafeHtml, type SafeHtmlProps, sanitizeHtml } from './safe-html';
export { NotAvailableYet, type NotAvailableYetProps } from './not-available-yet';
