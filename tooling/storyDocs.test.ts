import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Every component folder of `@laikas/ui` and the grid that has stories, with its stories' source. */
const components = ['packages/ui/src/components', 'packages/timetable-grid/src/components'].flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((name) => name !== 'private')
    .map((name) => ({ name, file: join(root, folder, name, `${name}.stories.tsx`) })),
);

// Issue 32: the design system documents each component's keyboard interaction and ARIA on its docs page
// (.storybook/preview.tsx draws `parameters.accessibility` as "Keyboard and ARIA").
describe.each(components)('given the stories of $name', ({ file }) => {
  it('should declare its keyboard interaction and its ARIA for the docs page', () => {
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(/const accessibility = \{\n\s+keyboard: \[/);
    expect(source).toMatch(/\n\s+aria: \[\n?\s*['"`]/);
    const meta = source.slice(source.indexOf('const meta = {'), source.indexOf('} satisfies Meta'));
    expect(meta).toMatch(/parameters: \{[^}]*\baccessibility\b/);
  });
});
