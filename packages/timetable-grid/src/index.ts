export * from './layout';
export * from './i18n';
export * from './components/TimeGrid';
export * from './components/WeekGrid';
export * from './components/DayGrid';
export * from './components/SlotPicker';
export * from './components/LaneGrid';
