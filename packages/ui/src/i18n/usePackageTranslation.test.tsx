import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LaikasI18nProvider,
  UI_NAMESPACE,
  useUiButtonTranslation,
  useUiFormTranslation,
  useUiTranslation,
} from './index';

/** What the Button, a widget and the form block say, each through its own part of the namespace. */
function Sayings() {
  const button = useUiButtonTranslation();
  const widgets = useUiTranslation();
  const form = useUiFormTranslation();
  return (
    <>
      <p data-testid="button">{button.t('button.loading')}</p>
      <p data-testid="widget">{widgets.t('modal.close')}</p>
      <p data-testid="form">{form.t('form.errors')}</p>
    </>
  );
}

// Runs with fresh modules (vitest.config.ts): "an app without i18next" needs the registry of instances empty, which
// another file's app (apps/web's i18n) fills when the files share their modules.
describe('the ui namespace in parts', () => {
  afterEach(cleanup);

  it('should speak every part in the language of an app without i18next', () => {
    render(
      <LaikasI18nProvider language="lt">
        <Sayings />
      </LaikasI18nProvider>,
    );
    expect(screen.getByTestId('button')).toHaveTextContent('Įkeliama…');
    expect(screen.getByTestId('widget')).toHaveTextContent('Uždaryti');
    expect(screen.getByTestId('form')).toHaveTextContent('Formos išsaugoti nepavyko');
  });

  it("should add every part to a host's i18next instance, keeping the host's own wording", async () => {
    const host = i18next.createInstance();
    await host.init({ lng: 'en', resources: { en: { [UI_NAMESPACE]: { button: { loading: 'Hold on…' } } } } });
    render(
      <LaikasI18nProvider i18n={host}>
        <Sayings />
      </LaikasI18nProvider>,
    );
    expect(screen.getByTestId('button')).toHaveTextContent('Hold on…');
    expect(screen.getByTestId('widget')).toHaveTextContent('Close');
    expect(screen.getByTestId('form')).toHaveTextContent('The form could not be saved');
    // Every part now lives in the host's namespace, where the app's own t() finds them too.
    expect(host.t('form.errors', { ns: UI_NAMESPACE, lng: 'lt' })).toBe('Formos išsaugoti nepavyko');
    expect(host.t('modal.close', { ns: UI_NAMESPACE, lng: 'lt' })).toBe('Uždaryti');
    expect(host.t('button.loading', { ns: UI_NAMESPACE, lng: 'lt' })).toBe('Įkeliama…');
  });
});
