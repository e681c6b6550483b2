import { Button, Field, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SiteFooter } from '../../app/SiteFooter';
import { ApiError } from '../../data/client';
import { useSession } from '../../data/session';
import { describeWait } from './describeWait';
import * as styles from './LoginPage.css';

/** Sign-in with uid and password (spec 4); the server's message is the error shown. */
export default function LoginPage() {
  const { t } = useTranslation('web');
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [uid, setUid] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function messageOf(failure: unknown): string {
    if (failure instanceof ApiError && failure.status === 429 && failure.retryAfterSeconds !== undefined) {
      // The wait in words a person reads at a glance: seconds under a minute, else minutes.
      const wait = describeWait(failure.retryAfterSeconds);
      return t(wait.unit === 'minutes' ? 'usability.login.waitMinutes' : 'usability.login.waitSeconds', {
        count: wait.count,
      });
    }
    return failure instanceof ApiError && failure.message ? failure.message : t('login.failed');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await login(uid.trim(), password);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== '/login' ? from : '/', { replace: true });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.frame}>
      <main className={styles.page}>
        <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
          <div>
            <h1>{t('login.title')}</h1>
            <p className={styles.muted}>{t('login.subtitle')}</p>
          </div>
          {error ? (
            <div className={styles.error} role="alert">
              {error}
            </div>
          ) : null}
          <Field id="login-uid" label={t('login.uid')}>
            <TextInput
              id="login-uid"
              className={styles.input}
              name="uid"
              autoComplete="username"
              required
              value={uid}
              onChange={(event) => setUid(event.target.value)}
            />
          </Field>
          <Field id="login-password" label={t('login.password')}>
            <TextInput
              id="login-password"
              className={styles.input}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Button type="submit" size="large" fullWidth loading={pending} disabled={!uid || !password}>
            {t('login.submit')}
          </Button>
        </form>
      </main>
      <SiteFooter />
    </div>
  );
}
