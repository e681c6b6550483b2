/** The product version the footer shows (spec 1). */
export const APP_VERSION = '1.0.3';
