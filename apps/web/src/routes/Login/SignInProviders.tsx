import type { SignInProvider } from '@laikas/contract';
import { Button, buttonClass } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './LoginPage.css';

/**
 * One large control per enabled university identity provider (issue 30): a directory (LDAP) is chosen here and takes
 * the form's uid and password; the others are links that carry `returnTo` through the round trip.
 */
export function SignInProviders({
  providers,
  via,
  onChoose,
  returnTo,
}: {
  providers: readonly SignInProvider[];
  /** The directory chosen for the form, if any. */
  via: SignInProvider | null;
  onChoose: (provider: SignInProvider) => void;
  returnTo: string;
}) {
  const { t } = useTranslation('web');
  return (
    <ul className={styles.providers} aria-label={t('login.sso.providers')}>
      {providers.map((provider) => (
        <li key={provider.id}>
          {provider.protocol === 'ldap' ? (
            <Button
              size="large"
              fullWidth
              variant={via?.id === provider.id ? 'secondary' : 'primary'}
              aria-pressed={via?.id === provider.id}
              onClick={() => onChoose(provider)}
            >
              {t('login.sso.signInWith', { name: provider.name })}
            </Button>
          ) : (
            <a
              className={buttonClass({ size: 'large', fullWidth: true })}
              href={`/api/auth/sso/${encodeURIComponent(provider.id)}/start?return_to=${encodeURIComponent(returnTo)}`}
            >
              {t('login.sso.signInWith', { name: provider.name })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
