import '@laikas/ui/reset.css';
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
