export * from './theme';
export * from './i18n';
export * from './components/Box';
export * from './components/Button';
export * from './components/ModalHost';
export * from './components/ConfirmDialog';
export * from './components/Toasts';
export * from './components/LoadingOverlay';
