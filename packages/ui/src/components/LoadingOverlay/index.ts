export {
  LoadingOverlay,
  LoadingProvider,
  useLoading,
  type LoadingController,
  type LoadingOverlayProps,
  type LoadingProviderProps,
} from './LoadingOverlay';
export {
  LoadingPanel,
  useOverlayVisibility,
  LOADING_OVERLAY_DELAY_MS,
  LOADING_OVERLAY_MINIMUM_MS,
} from './LoadingPanel';
export { changePendingCount } from './loadingCounter';
