export * from './formValues';
export * from './repeater';
export * from './validation';
export * from './payload';
export * from './scope';
export * from './serverErrors';
export * from './resources';
export * from './seriesChange';
