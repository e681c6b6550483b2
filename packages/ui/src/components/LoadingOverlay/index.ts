export {
  LoadingOverlay,
  LoadingProvider,
  useLoading,
  type LoadingController,
  type LoadingOverlayProps,
  type LoadingProviderProps,
} from './LoadingOverlay';
export { changePendingCount } from './loadingCounter';
