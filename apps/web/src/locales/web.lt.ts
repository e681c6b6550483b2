import { withAreas } from './bundle';
import base from './lt.json';

/** Every Lithuanian string of the web app: loaded on demand, only when the interface is in Lithuanian (issue 18). */
export default withAreas(
  base,
  import.meta.glob<Record<string, unknown>>('./areas/*/lt.json', { eager: true, import: 'default' }),
);
