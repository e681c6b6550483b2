import { withAreas } from './bundle';
import base from './en.json';

/** Every English string of the web app: loaded on demand, only when the interface is in English (issue 18). */
export default withAreas(
  base,
  import.meta.glob<Record<string, unknown>>('./areas/*/en.json', { eager: true, import: 'default' }),
);
