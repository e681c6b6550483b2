// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineAnswersInPage, removeInlinedAnswers } from './inlinedInTests';

// Each case loads the module afresh: the page's inlined answers are read once.
describe('the language a page load starts in', () => {
  afterEach(() => {
    removeInlinedAnswers();
    localStorage.clear();
  });

  async function bootLanguage() {
    vi.resetModules();
    return (await import('./language')).bootLanguage();
  }

  it("should be the signed-in user's language the server put in the page, over the one this browser stored", async () => {
    localStorage.setItem('user', JSON.stringify({ uid: 'studentas', language: 'lt' }));
    localStorage.setItem('language', 'lt');
    // As the server writes it: each call's whole answer, the user under `data`.
    inlineAnswersInPage({ '/api/user': { data: { uid: 'studentas', language: 'en' } } });
    expect(await bootLanguage()).toBe('en');
  });

  it("should be the stored user's language when the page carries no answers (signed out, or an older page)", async () => {
    localStorage.setItem('user', JSON.stringify({ uid: 'studentas', language: 'en' }));
    expect(await bootLanguage()).toBe('en');
  });

  it('should be Lithuanian when nothing says otherwise', async () => {
    expect(await bootLanguage()).toBe('lt');
  });
});
