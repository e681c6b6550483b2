import '@laikas/ui/reset.css';
import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { highContrastTheme, universityTheme } from '@laikas/ui';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { storybookI18n } from './i18n';

// A play's findBy… and waitFor wait for what they look for; their bound is a browser that is stuck, not a timing
// goal (testing-library's 1 s is short for a starved Chromium at load average 15-20; issue 34).
configure({ asyncUtilTimeout: 10_000 });

/**
 * The theme class sits on `<html>` so that portals (dialogs, menus, tooltips, toasts), which
 * render outside the story's root, see the same variables.
 */
const themes: Record<string, string> = { university: universityTheme, highContrast: highContrastTheme };

/**
 * Every story sits in a `<main>`, as a component does on a page, so that axe's `region` rule (WCAG 1.3.1: all content
 * inside landmarks, off in the a11y addon by default) runs on every story. What a component portals outside the
 * story (a dialog, a menu, the toasts) must bring its own landmark or be a dialog, as it must in the app. Stories of
 * a page landmark themselves (the header's banner, the footer's contentinfo) say `landmark: 'own'` and are not
 * wrapped: inside `<main>` a `<header>` is no longer a banner.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = themes[(context.globals.theme as string | undefined) ?? 'university'] ?? universityTheme;
  document.documentElement.classList.remove(...Object.values(themes));
  document.documentElement.classList.add(theme);
  const Landmark = context.parameters.landmark === 'own' ? 'div' : 'main';
  return (
    <Landmark style={{ padding: 16 }}>
      <Story />
    </Landmark>
  );
};

const withI18n: Decorator = (Story, context) => {
  const locale = (context.globals.locale as string | undefined) ?? 'lt';
  if (storybookI18n.language !== locale) {
    void storybookI18n.changeLanguage(locale);
  }
  document.documentElement.lang = locale;
  return (
    <I18nextProvider i18n={storybookI18n}>
      <Story />
    </I18nextProvider>
  );
};

/** Stories that use links or route hooks get a memory router; `parameters.route` sets its path. */
const withRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <MemoryRouter initialEntries={[route]}>
      <Story />
    </MemoryRouter>
  );
};

/**
 * What a component's stories declare about its accessibility (`parameters.accessibility` in the meta): the keys it
 * answers and what each does, and the roles, names and states it gives assistive technology. The plays exercise
 * them; `tooling/storyDocs.test.ts` checks that every component of `@laikas/ui` and the grid declares them.
 */
export interface AccessibilityDocs {
  keyboard: readonly (readonly [keys: string, action: string])[];
  aria: readonly string[];
}

/** Text with `code` in backticks, as the docs write role and attribute names. */
function withCode(text: string) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** The "Keyboard and ARIA" section of a component's docs page, from its meta's `parameters.accessibility`. */
function KeyboardAndAria() {
  const meta = useOf('meta', ['meta']);
  const docs = meta.preparedMeta.parameters.accessibility as AccessibilityDocs | undefined;
  if (!docs) {
    return null;
  }
  return (
    <section aria-labelledby="keyboard-and-aria">
      <h2 id="keyboard-and-aria">Keyboard and ARIA</h2>
      {docs.keyboard.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">What they do</th>
            </tr>
          </thead>
          <tbody>
            {docs.keyboard.map(([keys, action]) => (
              <tr key={keys}>
                <td>
                  <kbd>{keys}</kbd>
                </td>
                <td>{withCode(action)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No keys of its own: it is read and reached like the page around it.</p>
      )}
      <ul>
        {docs.aria.map((line) => (
          <li key={line}>{withCode(line)}</li>
        ))}
      </ul>
    </section>
  );
}

const preview: Preview = {
  decorators: [withTheme, withRouter, withI18n],
  globalTypes: {
    locale: {
      description: 'Language of the interface',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'lt', title: 'Lietuvių' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'university', title: 'University' },
          { value: 'highContrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'lt', theme: 'university' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      page: () => (
        <>
          <Title />
          <Subtitle />
          <Description />
          <Primary />
          <Controls />
          <KeyboardAndAria />
          <Stories />
        </>
      ),
    },
    // `region` on (docs/accessibility.md): the addon turns it off because a lone component has no landmarks; here
    // withTheme gives every story one.
    a11y: { test: 'error', config: { rules: [{ id: 'region', enabled: true }] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    /*
     * Chromatic (for teams that have it; the local screenshot tests are the gate): every story is captured in both
     * languages and in the high-contrast theme, after a short pause so the overlays' fade-ins have ended.
     */
    chromatic: {
      delay: 300,
      pauseAnimationAtEnd: true,
      modes: {
        lt: { locale: 'lt', theme: 'university' },
        en: { locale: 'en', theme: 'university' },
        'high contrast': { locale: 'lt', theme: 'highContrast' },
      },
    },
  },
};

export default preview;
