/**
 * @caliber/ui: the storefront's theme, primitives, toasts, cross-remote state, data layer and analytics.
 * Shared as a Module Federation singleton, so its atoms, swr cache and toast list are one per page.
 */
export { theme, media, breakpoints, type CaliberTheme, type Breakpoint } from './theme/theme';
export { GlobalStyle } from './theme/global-style';

export { Container } from './components/container';
export { Section } from './components/section';
export { Eyebrow } from './components/eyebrow';
export { Heading, type HeadingProps } from './components/heading';
export { Button, type ButtonVariant, type ButtonSize } from './components/button';
export { Input } from './components/input';
export { Select } from './components/select';
export { Textarea } from './components/textarea';
export { Label } from './components/label';
export { Field, type FieldProps } from './components/field';
export { Tabs, type TabsProps, type TabItem } from './components/tabs';
export { Dialog, type DialogProps } from './components/dialog';
export { Tooltip, type TooltipProps } from './components/tooltip';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export { SkeletonGrid, type SkeletonGridProps } from './components/skeleton-grid';
export { Badge, type BadgeTone } from './components/badge';
export { Breadcrumb, type BreadcrumbItem } from './components/breadcrumb';
export { ImageFrame } from './components/image-frame';
export { WatchImage, type WatchImageProps } from './components/watch-image';
export { HeartToggle, type HeartToggleProps } from './components/heart-toggle';
export { VisuallyHidden } from './components/visually-hidden';
export { NearViewport, type NearViewportProps } from './components/near-viewport';
export { loadRemote, registerRemotes } from './federation/remote-containers';

export { toast, toastsAtom, dismissToastById } from './toast/toast';
export { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type ToastEntry, type ToastOptions, type ToastVariant } from './toast/toast-list';
export { Toaster } from './toast/toaster';

export { favouritesAtom } from './state/favourites';
export { mobileMenuOpenAtom } from './state/mobile-menu';

export { apiFetch, ApiError, type ApiFetchOptions } from './data/api-fetch';
export { ApiProvider } from './data/api-provider';
export { readPageState } from './data/page-state';
export { LoadOnce, trackPromise, type TrackedPromise } from './data/tracked-promise';
export { useApi } from './data/use-api';
export { mutateApi } from './data/mutate-api';
export { revalidatePublic } from './data/revalidate-public';

export { trackEvent, trackPageView, type TrackedEvent } from './analytics/track';

export * from './router';
