export * from './theme';
export * from './i18n';
export * from './components/Box';
export * from './components/Button';
