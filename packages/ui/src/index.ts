/**
 * @caliber/ui: the storefront's theme, primitives, toasts, cross-remote state, data layer and analytics.
 * Shared as a Module Federation singleton, so its atoms, swr cache and toast list are one per page.
 */
export { theme, type CaliberTheme, type Breakpoint } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { warmWebFonts } from './theme/warm-web-fonts';

export { Container } from './components/container';
export { Section } from './components/section';
export { Eyebrow } from './components/eyebrow';
export { smallLabelStyles } from './components/small-label-styles';
export { roundIconStyles } from './components/round-icon-styles';
export { Heading, type HeadingProps } from './components/heading';
export { Button, type ButtonVariant, type ButtonSize } from './components/button';
export { Input } from './components/input';
export { Select } from './components/select';
export { OptionSelect, type OptionSelectProps, type SelectOption } from './components/option-select';
export { Textarea } from './components/textarea';
export { Field, type FieldProps } from './components/field';
export { Tabs, type TabsProps, type TabItem } from './components/tabs';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export { SkeletonGrid, type SkeletonGridProps } from './components/skeleton-grid';
export { Badge, type BadgeTone } from './components/badge';
export { WatchImage, type WatchImageProps } from './components/watch-image';
export { HeartToggle, type HeartToggleProps } from './components/heart-toggle';
export { VisuallyHidden } from './components/visually-hidden';
export { NearViewport, type NearViewportProps } from './components/near-viewport';
export { deferredRegion, type DeferredRegionOptions } from './components/deferred-region';
export { RemoteBoundary, type RemoteBoundaryProps } from './components/remote-boundary';
export { forgetFailedRemoteModules, loadRemote, registerRemotes, remoteModule, type RemoteExports } from './federation/remotes';

export { toast, toastsAtom } from './toast/toast';
export type { ToastEntry, ToastOptions, ToastVariant } from './toast/toast-list';
export { Toaster } from './toast/toaster';

export { BusinessProvider, useBusiness } from './business/business';
export { AnalyticsOnProvider, useAnalyticsOn } from './business/analytics-on';
export { ImageHostProvider, useImageHost } from './images/image-host';

export { mobileMenuOpenAtom } from './state/mobile-menu';

export { apiFetch, ApiError, type ApiFetchOptions } from './data/api-fetch';
export { ApiProvider } from './data/api-provider';
export { readPageState } from './data/page-state';
export { LoadOnce, type TrackedPromise } from './data/tracked-promise';
export { useApi } from './data/use-api';
export { useDebouncedValue } from './data/use-debounced-value';
export { mutateApi } from './data/mutate-api';
export { revalidatePublic } from './data/revalidate-public';

export { trackEvent, trackPageView, withoutPrivateQuery, type TrackedEvent } from './analytics/track';

export * from './router';
