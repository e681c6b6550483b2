export * from './i18n';
export * from './model';
export * from './export';
export * from './components/RepeatSettings';
export * from './components/OverlapList';
export * from './components/UpdateScopePrompt';
export * from './components/ReservationForm';
