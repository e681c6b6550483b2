import { DEFAULT_AVAILABLE_SLOTS } from '@laikas/contract';
import { formatTimeOfDay } from '@laikas/contract/time';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../app/menu';
import { i18n, loadLanguage, WEB_NAMESPACE } from '../../i18n';
import './strings';

// The web strings load per language on demand (issue 18).
await Promise.all([loadLanguage('en'), loadLanguage('lt')]);

type Tree = Record<string, unknown>;

/** Every string of a translation subtree. */
function textsOf(tree: unknown): string[] {
  if (typeof tree === 'string') {
    return [tree];
  }
  return tree && typeof tree === 'object' ? Object.values(tree).flatMap(textsOf) : [];
}

/** A word or words at the end of a text: the menu group named before an arrow. */
const GROUP_BEFORE_ARROW = /([\p{L} ]+?)\s*→\s*$/u;

const superAdmin = { abilities: ['*'], roles: [{ key: 'super_admin' }] };

/*
 * Issue 12: the student and admin instructions must describe only what the app does. Every menu path they name
 * ("Timetables → Remote reservations") must be a link of that menu group to a screen that exists.
 */
describe.each(['en', 'lt'])('the instructions in %s', (language) => {
  // The app's own strings, areas included (a menu label may live in an area's file).
  const locale = i18n.getResourceBundle(language, WEB_NAMESPACE) as Tree;
  const label = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Tree)?.[part], locale) as string;
  const menu = buildMenu(superAdmin).map((group) => ({
    label: label(group.label),
    links: group.links.map((link) => label(link.label)),
  }));
  const texts = textsOf(locale.instructions);
  const paths = texts.flatMap((text) =>
    [...text.matchAll(/→/g)].map((match) => {
      const before = GROUP_BEFORE_ARROW.exec(text.slice(0, match.index! + 1));
      return { text, group: before?.[1]?.trim() ?? '', after: text.slice(match.index! + 1).trim() };
    }),
  );

  it('should name menu paths at all (the check below is not empty)', () => {
    expect(paths.length).toBeGreaterThan(4);
  });

  it.each(paths.map((path) => [`${path.group} → ${path.after.slice(0, 30)}…`, path] as const))(
    'should lead %s to a built screen',
    (_name, path) => {
      const group = menu.find((candidate) => path.group.endsWith(candidate.label));
      expect(group, `no menu group "${path.group}"`).toBeDefined();
      expect(group!.links.some((link) => path.after.startsWith(link))).toBe(true);
    },
  );
});

/*
 * An earlier walk: the admin guide gave the specification's default slots (08:20–09:50 …) as the university's times,
 * wrong wherever a super administrator set others in System settings. The guides name no slot and say where they are set.
 */
describe.each(['en', 'lt'] as const)('the instructions about academic slots in %s', (language) => {
  const locale = i18n.getResourceBundle(language, WEB_NAMESPACE) as Tree;
  const instructions = locale.instructions as Tree;
  const defaultSlots = DEFAULT_AVAILABLE_SLOTS.map(
    (slot) => `${formatTimeOfDay(slot.from)}–${formatTimeOfDay(slot.to)}`,
  );

  it.each(['admin', 'student'])('should give none of the default slots as times in the %s guide', (guide) => {
    const texts = textsOf(instructions[guide]).join('\n');
    expect(defaultSlots.filter((slot) => texts.includes(slot))).toEqual([]);
  });

  it('should send the administrator to System settings for the default slots', () => {
    const title = { en: 'Academic slots and breaks', lt: 'Akademiniai laikai ir pertraukos' }[language];
    const systemSettings = (locale.menu as Tree).systemSettings as string;
    const sections = (instructions.admin as Tree).sections as Tree[];
    const slots = sections.find((section) => section.title === title);
    expect(textsOf(slots).join(' ')).toContain(`→ ${systemSettings}`);
  });
});
