import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../support/server';
import { CLIENT, type OidcProviderHandle, startOidcProvider } from '../../apps/api/test/identity-providers/oidc.ts';
import {
  BASE,
  type DirectoryHandle,
  PASSWORDS,
  SERVICE,
  startDirectory,
} from '../../apps/api/test/identity-providers/ldap.ts';
import { accountOf, providersOf } from '../support/accounts';
import { callStatus } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, signIn } from '../support/browser';

/*
 * Issue 30: a student and a teacher sign in through a real OpenID provider on loopback (oidc-provider), set up by a
 * super administrator; their roles and groups come from the directory, a deep link survives the round trip,
 * signing out signs out at the provider too, and failures end on the login page in the person's language.
 */
const GROUP = 'MIF PS 1 k. 2 gr.';
function provider(issuer: string, name: string) {
  return {
    protocol: 'oidc',
    name,
    enabled: true,
    issuer,
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
    scopes: 'openid profile email university',
    attributes: { uid: 'preferred_username', name: 'name', email: 'email', language: 'locale' },
    rules: [
      { attribute: 'eduPersonAffiliation', value: 'student', role: 'student' },
      { attribute: 'eduPersonAffiliation', value: 'staff', role: 'teacher' },
      { attribute: 'groups', value: 'cn=timetable-office', role: 'admin' },
      { attribute: 'groups', value: 'IFIN-1*', group: GROUP },
    ],
    link: 'none',
  };
}

/** At the provider's own sign-in form (its development form: any password). */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.href.startsWith(idp.issuer));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

let idp: OidcProviderHandle;
let directory: DirectoryHandle;

/** A super administrator adds the university on the settings screen, rules and all. */
async function addThroughTheScreen(page: Page, issuer: string) {
  await page.goto('/admin/identity-providers');
  await page.getByRole('button', { name: 'Pridėti tapatybės teikėją' }).click();
  await page.getByLabel('Identifikatorius').fill('uni');
  await page.getByLabel('Pavadinimas prisijungimo puslapyje').fill('VU (bandymas)');
  await page.getByLabel('Išdavėjo adresas').fill(issuer);
  await page.getByLabel('Kliento ID').fill(CLIENT.id);
  await page.getByLabel('Kliento slaptas raktas').fill(CLIENT.secret);
  await page.getByLabel('Apimtys (scopes)').fill('openid profile email university');
  const rules = provider(issuer, '').rules;
  for (const [index, rule] of rules.entries()) {
    await page.getByRole('button', { name: 'Pridėti taisyklę' }).click();
    await page.locator(`#idp-rules-${index}-attribute`).fill(rule.attribute);
    await page.locator(`#idp-rules-${index}-value`).fill(rule.value);
    await page.locator(`#idp-rules-${index}-${rule.role ? 'role' : 'group'}`).fill(rule.role ?? rule.group!);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Išsaugoti' }).first().click();
  await expect.poll(() => page.getByRole('cell', { name: 'VU (bandymas)', exact: true }).count()).toBe(1);
  // The secret went to the server and does not come back.
  await page.reload();
  await expect.poll(() => page.getByRole('cell', { name: 'VU (bandymas)', exact: true }).count()).toBe(1);
  expect(await page.content()).not.toContain(CLIENT.secret);
}

describe('given a university OpenID provider set up by a super administrator', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    idp = await startOidcProvider(inject('baseUrl'));
    const { context, page } = await openPage(browser);
    await signIn(page, { uid: 'superadmin', password: 'laikas2026' });
    directory = await startDirectory();
    const ldap = {
      protocol: 'ldap',
      name: 'VU katalogas',
      enabled: true,
      url: directory.url,
      start_tls: false,
      bind_dn: SERVICE.dn,
      bind_password: SERVICE.password,
      base_dn: `ou=people,${BASE}`,
      user_filter: '(uid={uid})',
      group_base_dn: `ou=groups,${BASE}`,
      group_filter: '(member={dn})',
      attributes: { uid: 'uid', name: 'displayName', email: 'mail', language: 'preferredLanguage' },
      rules: [
        { attribute: 'employeeType', value: 'student', role: 'student' },
        { attribute: 'employeeType', value: 'staff', role: 'teacher' },
        { attribute: 'groups', value: `cn=timetable-office,ou=groups,${BASE}`, role: 'admin' },
        { attribute: 'groups', value: 'IFIN-1*', group: GROUP },
      ],
      // The same people sign in through the OpenID provider above: their accounts are linked by uid.
      link: 'uid',
    };
    expect(await callStatus(page, 'PUT', '/api/admin/identity-providers/katalogas', ldap)).toBe(200);
    const down = provider('http://127.0.0.1:9', 'Neveikiantis universitetas');
    expect(await callStatus(page, 'PUT', '/api/admin/identity-providers/down', down)).toBe(200);
    await context.close();
  });

  afterAll(async () => {
    // The other journeys see the login page without these providers.
    if (browser) {
      const { context, page } = await openPage(browser);
      await signIn(page, { uid: 'superadmin', password: 'laikas2026' });
      await callStatus(page, 'DELETE', '/api/admin/identity-providers/uni');
      await callStatus(page, 'DELETE', '/api/admin/identity-providers/down');
      await callStatus(page, 'DELETE', '/api/admin/identity-providers/katalogas');
      await context.close();
      await browser.close();
    }
    await idp?.close();
    await directory?.close();
  });

  it('should let a super administrator add the university on the settings screen, its secret kept', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, { uid: 'superadmin', password: 'laikas2026' });
      await addThroughTheScreen(page, idp.issuer);
    } finally {
      await context.close();
    }
  });

  it('should sign a student in from a deep link, with the role and group of the directory, and out', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/user/profile');
      await page.waitForURL('**/login');
      await page.getByRole('link', { name: 'Prisijungti per VU (bandymas)' }).click();
      await signInAtProvider(page, 'ona');
      await page.waitForURL('**/user/profile');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Mano profilis' }).isVisible()).toBe(true);
      expect(accountOf('ona')).toEqual({ roles: ['student'], groups: [GROUP] });

      await page.getByRole('button', { name: 'Atsijungti' }).click();
      // The provider asks whether to end its session too, then sends the browser back to Login.
      await page.waitForURL((url) => url.href.startsWith(idp.issuer));
      await page.getByRole('button', { name: 'Yes, sign me out' }).click();
      await page.waitForURL('**/login');
      expect((await page.request.get('/api/user')).status()).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('should sign a teacher of the timetable office in, in English, as teacher and administrator', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Prisijungti per VU (bandymas)' }).click();
      await signInAtProvider(page, 'jonas');
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Hello, /);
      expect(accountOf('jonas')).toEqual({ roles: ['admin', 'teacher'], groups: [] });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Yes, sign me out' }).click();
      await page.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });

  it('should end on the login page with a clear message when an attribute is missing or the provider is down', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Prisijungti per VU (bandymas)' }).click();
      await signInAtProvider(page, 'bevardis');
      await page.waitForURL('**/login?sso_error=missingAttribute');
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/neatsiuntė visų Laikui reikalingų/);

      await page.getByRole('link', { name: 'Prisijungti per Neveikiantis universitetas' }).click();
      await page.waitForURL('**/login?sso_error=providerUnavailable');
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/šiuo metu nepasiekiama/);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('should sign a student in with the password of the LDAP directory and out', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Prisijungti per VU katalogas' }).click();
      await expect
        .poll(() => page.getByText('Jūsų naudotojo ID ir slaptažodis sistemoje VU katalogas').count())
        .toBe(1);
      await page.getByLabel('Naudotojo ID').fill('ona');
      await page.getByLabel('Slaptažodis').fill('not-her-password');
      await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBeTruthy();
      await page.getByLabel('Slaptažodis').fill(PASSWORDS.ona!);
      await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sveiki, Ona/);
      expect(accountOf('ona')).toEqual({ roles: ['student'], groups: [GROUP] });
      expect(providersOf('ona')).toContain('katalogas');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Atsijungti' }).click();
      await page.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });

  it('should sign a teacher of the timetable office in through the LDAP directory as teacher and administrator', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Prisijungti per VU katalogas' }).click();
      await page.getByLabel('Naudotojo ID').fill('jonas');
      await page.getByLabel('Slaptažodis').fill(PASSWORDS.jonas!);
      await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      // Linked by uid to the account the OpenID journey above made: its language is the account's, which the
      // e2e setup (demoUsers.ts) puts back to Lithuanian after each test; only a new account takes the directory's.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(Sveiki|Hello), Jonas/);
      expect(accountOf('jonas')).toEqual({ roles: ['admin', 'teacher'], groups: [] });
      expect(providersOf('jonas')).toContain('katalogas');
      await page.getByRole('button', { name: /^(Atsijungti|Sign out)$/ }).click();
      await page.waitForURL('**/login');
      expect((await page.request.get('/api/user')).status()).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('should let a super administrator turn local passwords off for all but super administrators', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, { uid: 'superadmin', password: 'laikas2026' });
      await page.goto('/admin/identity-providers');
      await page.getByRole('button', { name: /^Laiko slaptažodžiai galioja/ }).click();
      await page.getByRole('option', { name: 'Tik super administratoriams (avarinis prisijungimas)' }).click();
      await page
        .getByRole('group', { name: 'Vietiniai slaptažodžiai' })
        .getByRole('button', { name: 'Išsaugoti' })
        .click();
      await expect.poll(() => page.getByText('Išsaugota.').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Atsijungti' }).click();
      await page.waitForURL('**/login');

      // The login page leads with the university; the password form is the administrators' way in, folded away.
      await expect.poll(() => page.getByRole('link', { name: 'Prisijungti per VU (bandymas)' }).count()).toBe(1);
      expect(await page.getByLabel('Slaptažodis').isVisible()).toBe(false);
      await page.getByText('Administratoriaus prisijungimas slaptažodžiu').click();
      await page.getByLabel('Naudotojo ID').fill('studentas');
      await page.getByLabel('Slaptažodis').fill('laikas2026');
      await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toMatch(/Prisijunkite per savo universitetą: vietiniai slaptažodžiai išjungti/);
      expect(page.url()).toMatch(/\/login$/);
      // The break-glass super administrator still signs in with a password.
      await page.getByLabel('Naudotojo ID').fill('superadmin');
      await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      const signedIn = await (await page.request.get('/api/user')).json();
      expect(signedIn.data.uid).toBe('superadmin');
    } finally {
      await context.close();
      // The other journeys sign in with passwords: everyone again, whatever happened above.
      const { context: restore, page: admin } = await openPage(browser);
      await admin.goto('/login');
      expect(await callStatus(admin, 'POST', '/api/login', { uid: 'superadmin', password: 'laikas2026' })).toBe(200);
      expect(await callStatus(admin, 'PUT', '/api/admin/local-passwords', { local_passwords: 'everyone' })).toBe(204);
      await restore.close();
    }
  });

  it('should let a super administrator switch the directory off, gone from the login page', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, { uid: 'superadmin', password: 'laikas2026' });
      await page.goto('/admin/identity-providers');
      await page.getByRole('button', { name: 'Išjungti VU katalogas' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Įjungti VU katalogas' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Atsijungti' }).click();
      await page.waitForURL('**/login');
      await expect.poll(() => page.getByRole('link', { name: 'Prisijungti per VU (bandymas)' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Prisijungti per VU katalogas' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
