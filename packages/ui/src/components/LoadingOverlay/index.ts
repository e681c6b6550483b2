export {
  LoadingOverlay,
  LoadingProvider,
  useLoading,
  useOverlayVisibility,
  LOADING_OVERLAY_DELAY_MS,
  LOADING_OVERLAY_MINIMUM_MS,
  type LoadingController,
  type LoadingOverlayProps,
  type LoadingProviderProps,
} from './LoadingOverlay';
export { changePendingCount } from './loadingCounter';
