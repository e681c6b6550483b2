import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/*
 * A real OpenID provider on loopback for the tests (issue 30): `oidc-provider`, the certified Node implementation,
 * with its development sign-in form (any password) and these people. Consent is granted at once, as a university's
 * provider does for its own services.
 */

export interface Person {
  /** When not the account id (`sub`). */
  preferred_username?: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
  locale?: string;
  eduPersonAffiliation?: string[];
  groups?: string[];
}

export const PEOPLE: Record<string, Person> = {
  ona: {
    name: 'Ona Onaitė',
    email: 'ona@vu.example',
    email_verified: true,
    locale: 'lt',
    eduPersonAffiliation: ['student', 'member'],
    groups: ['IFIN-1-2'],
  },
  jonas: {
    name: 'Jonas Jonaitis',
    email: 'jonas@vu.example',
    email_verified: true,
    locale: 'en',
    eduPersonAffiliation: ['staff', 'member'],
    groups: ['cn=timetable-office'],
  },
  // The directory lacks this person's name: a missing attribute.
  bevardis: { email: 'bevardis@vu.example', eduPersonAffiliation: ['student'] },
  // Wrote the rector's address into their own profile; the provider never checked it.
  mantas: { name: 'Mantas Mantauskas', email: 'rector@vu.example', email_verified: false, locale: 'lt' },
  // Another person at the provider (another `sub`) who now carries the uid `ona` (reused after she left, say).
  'ona-2': { preferred_username: 'ona', name: 'Ona Naujoji', email: 'ona@vu.example', email_verified: true },
};

export const CLIENT = { id: 'laikas', secret: 'laikas-client-secret-for-tests' };

export interface OidcProviderHandle {
  issuer: string;
  close(): Promise<void>;
}

/** Starts the provider on a free loopback port, accepting sign-ins back to `appOrigin`. */
export async function startOidcProvider(appOrigin: string | string[]): Promise<OidcProviderHandle> {
  const origins = Array.isArray(appOrigin) ? appOrigin : [appOrigin];
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: origins.map((origin) => `${origin}/api/auth/sso/uni/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/login`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'university'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'locale', 'preferred_username'],
      email: ['email', 'email_verified'],
      university: ['eduPersonAffiliation', 'groups'],
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 3600 },
    async findAccount(_ctx, sub) {
      const person = PEOPLE[sub];
      if (!person) {
        return undefined;
      }
      return { accountId: sub, claims: async () => ({ sub, preferred_username: sub, ...person }) };
    },
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) {
        return undefined;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid profile email university');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's visit to the provider: cookies kept per origin, redirects followed by hand. */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  private async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /**
   * Signs `login` in at the provider from its authorization address; returns the address the provider sends the
   * browser back to (the app's callback with a code, or with an error).
   */
  async signIn(authorizationUrl: string, login: string): Promise<URL> {
    let response = await this.fetch(authorizationUrl);
    let location = new URL(response.headers.get('location')!, authorizationUrl);
    // The sign-in form.
    response = await this.fetch(location.href);
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) {
      throw new Error(`no sign-in form at the provider: ${response.status} ${html.slice(0, 200)}`);
    }
    response = await this.fetch(new URL(action.replaceAll('&amp;', '&'), location).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    location = new URL(response.headers.get('location')!, location);
    // Back to the authorization endpoint, which now sends the browser to the app.
    while (location.origin === new URL(authorizationUrl).origin) {
      response = await this.fetch(location.href);
      const next = response.headers.get('location');
      if (!next) {
        throw new Error(`the provider stopped at ${location.href}: ${response.status}`);
      }
      location = new URL(next, location);
    }
    return location;
  }
}
