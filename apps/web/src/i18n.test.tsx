import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage, WEB_NAMESPACE } from './i18n';
import './routes/Instructions/strings';

describe('loadLanguage', () => {
  it("should load a language's strings although a page's own strings made its bundle first", async () => {
    // The instruction pages registered their text in both languages before any language was loaded.
    expect(i18n.exists('instructions.contents', { lng: 'en', ns: WEB_NAMESPACE })).toBe(true);

    await loadLanguage('en');

    expect(i18n.getFixedT('en', WEB_NAMESPACE)('menu.resources')).toBe('Resources');
    expect(i18n.getFixedT('en', WEB_NAMESPACE)('instructions.contents')).toBe('Contents');
  });
});
