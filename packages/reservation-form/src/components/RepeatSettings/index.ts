export { RepeatSettings, type RepeatSettingsProps } from './RepeatSettings';
