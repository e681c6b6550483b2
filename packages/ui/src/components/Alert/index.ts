export { Alert, alertLayouts, alertTones, type AlertLayout, type AlertProps, type AlertTone } from './Alert';
