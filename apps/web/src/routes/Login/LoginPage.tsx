import { signInFailureOf, type SignInOptions, type SignInProvider } from '@laikas/contract';
import { Alert, Button, Field, LanguageSelector, Muted, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SiteFooter } from '../../app/SiteFooter';
import { useGet } from '../../data/calls';
import { useSession } from '../../data/session';
import { SignInProviders } from './SignInProviders';
import { signInErrorOf, signInErrorText, type SignInError } from './signInError';
import * as styles from './LoginPage.css';

/**
 * Sign-in with uid and password (spec 4); the server's message is the error shown. Above it, one link per enabled
 * university identity provider (issue 30), which carries the page the person wanted through the round trip; once
 * local passwords are off the form is only for the break-glass super administrator, folded away.
 */
export default function LoginPage() {
  const { t, i18n } = useTranslation('web');
  const { login, changeLanguage } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const [uid, setUid] = useState('');
  const [password, setPassword] = useState('');
  // Why a university sign-in came back here (`?sso_error=`, issue 30): the contract's list, shared with the server.
  const ssoFailure = signInFailureOf(search.get('sso_error'));
  const [error, setError] = useState<SignInError | null>(
    ssoFailure ? { key: `login.sso.failure.${ssoFailure}` } : null,
  );
  const [pending, setPending] = useState(false);
  // An LDAP directory chosen: the form's uid and password go to it instead of Laikas.
  const [via, setVia] = useState<SignInProvider | null>(null);
  const { data: options } = useGet<SignInOptions>('sign-in-options', '/api/auth/providers', undefined, { quiet: true });
  const from = (location.state as { from?: string } | null)?.from;
  const returnTo = from && from !== '/login' ? from : '/';

  // Said in the page's language, also when it is changed after the error (signInErrorText).
  const errorText = error === null ? null : signInErrorText(error, i18n.language, t);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await login(uid.trim(), password, via ? `/api/auth/ldap/${encodeURIComponent(via.id)}` : undefined);
      navigate(returnTo, { replace: true });
    } catch (failure) {
      setError(signInErrorOf(failure, i18n.language));
    } finally {
      setPending(false);
    }
  }

  const providers = options?.providers ?? [];
  const fields = [
    { name: 'uid', autoComplete: 'username', value: uid, set: setUid },
    { name: 'password', autoComplete: 'current-password', value: password, set: setPassword },
  ] as const;
  const passwordForm = (
    <>
      {fields.map((field) => (
        <Field key={field.name} id={`login-${field.name}`} label={t(`login.${field.name}`)}>
          <TextInput
            id={`login-${field.name}`}
            className={styles.input}
            name={field.name}
            type={field.name === 'password' ? 'password' : undefined}
            autoComplete={field.autoComplete}
            required
            value={field.value}
            onChange={(event) => field.set(event.target.value)}
          />
        </Field>
      ))}
      <Button
        type="submit"
        size="large"
        variant={providers.length > 0 ? 'secondary' : 'primary'}
        fullWidth
        loading={pending}
        disabled={!uid || !password}
      >
        {t('login.submit')}
      </Button>
    </>
  );
  // The fields keep their place in the tree whether or not the providers have come: a list arriving while the
  // person types must not put new inputs in place of the ones they type in (it took the focus, and a test's typing).
  let intro: string | null = null;
  if (via) {
    intro = t('login.sso.withDirectory', { name: via.name });
  } else if (providers.length > 0) {
    intro = t('login.sso.orPassword');
  }
  const localSignIn =
    !via && options?.local_passwords === 'super_admins' ? (
      <details className={styles.breakGlass}>
        <summary>{t('login.sso.breakGlass')}</summary>
        <div className={styles.breakGlassBody}>{passwordForm}</div>
      </details>
    ) : (
      <>
        {intro ? (
          <Muted small margin="none" textAlign="center">
            {intro}
          </Muted>
        ) : null}
        {passwordForm}
        {via ? (
          <Button variant="ghost" onClick={() => setVia(null)}>
            {t('login.sso.backToLaikas')}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className={styles.frame}>
      <main className={styles.page}>
        <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
          <div className={styles.header}>
            <div>
              <h1>{t('login.title')}</h1>
              <Muted small>{t('login.subtitle')}</Muted>
            </div>
            {/* Before signing in too: a visitor who reads no Lithuanian must be able to read this page. */}
            <LanguageSelector
              value={i18n.language === 'en' ? 'en' : 'lt'}
              onChange={(language) => void changeLanguage(language)}
            />
          </div>
          {errorText ? <Alert lang={i18n.language}>{errorText}</Alert> : null}
          {providers.length > 0 ? (
            <SignInProviders providers={providers} via={via} onChoose={setVia} returnTo={returnTo} />
          ) : null}
          {localSignIn}
        </form>
      </main>
      <SiteFooter />
    </div>
  );
}
