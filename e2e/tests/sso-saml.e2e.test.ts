import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../support/server';
import {
  type KeyPair,
  makeCertificate,
  type SamlIdpHandle,
  startSamlIdp,
} from '../../apps/api/test/identity-providers/saml.ts';
import { accountOf } from '../support/accounts';
import { callStatus } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, signIn } from '../support/browser';

/*
 * Issue 30: a student and a teacher sign in through a real SAML 2.0 identity provider (Debian's SimpleSAMLphp under
 * PHP's own server), set up by a super administrator on the settings screen and tried there first. The IdP is reached
 * as `localhost` and the app as 127.0.0.1: two sites, so its HTTP-POST to the assertion consumer is cross-site, as in
 * production, and the SameSite=Lax session cookie does not travel with it. Roles and groups come from the federation
 * attributes, a deep link survives, signing out signs out at the IdP too (single logout), and the failures (the IdP
 * down, a bad signature, a missing attribute, clocks apart) end on the login page with a clear message.
 */
const GROUP = 'MIF PS 1 k. 2 gr.';
const ID = 'vu-saml';

let browser: Browser;
let idp: SamlIdpHandle;
let lateIdp: SamlIdpHandle;
let sp: KeyPair;

const RULES = [
  { attribute: 'eduPersonAffiliation', value: 'student', role: 'student' },
  { attribute: 'eduPersonAffiliation', value: 'staff', role: 'teacher' },
  { attribute: 'memberOf', value: 'cn=timetable-office,ou=groups,dc=vu,dc=example', role: 'admin' },
  { attribute: 'isMemberOf', value: 'urn:mace:vu.example:groups:IFIN-1*', group: GROUP },
];

function provider(name: string, metadata: { metadata_url?: string; metadata_xml?: string }) {
  return {
    protocol: 'saml',
    name,
    enabled: true,
    metadata_url: metadata.metadata_url ?? '',
    metadata_xml: metadata.metadata_xml ?? '',
    idp_entity_id: '',
    sp_certificate: sp.certificate,
    sp_private_key: sp.key,
    attributes: { uid: 'eduPersonPrincipalName', name: 'displayName', email: 'mail', language: 'preferredLanguage' },
    rules: RULES,
    link: 'uid',
  };
}

/** At the IdP's own sign-in form (SimpleSAMLphp's exampleauth). */
async function signInAtIdp(page: Page, at: SamlIdpHandle, login: string, password: string) {
  await page.waitForURL((url) => url.href.startsWith(at.url));
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"], input[type="submit"]').first().click();
}

const serviceProvider = (base: string, id: string) => ({
  entityId: `${base}/api/auth/sso/${id}/metadata`,
  acs: `${base}/api/auth/sso/${id}/acs`,
  slo: `${base}/api/auth/sso/${id}/slo`,
  certificate: sp.certificate,
});

describe('given a university SAML 2.0 identity provider set up by a super administrator', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    sp = makeCertificate('laikas-e2e-sp');
    const base = inject('baseUrl');
    idp = await startSamlIdp([serviceProvider(base, ID), serviceProvider(base, 'saml-forged')], { host: 'localhost' });
    // An IdP whose clock is an hour behind: its assertions have expired by the time they arrive.
    lateIdp = await startSamlIdp([serviceProvider(base, 'saml-late')], {
      host: 'localhost',
      assertionLifetimeSeconds: -3600,
    });
    const metadata = await (await fetch(idp.metadataUrl)).text();
    const body = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    const forged = metadata.replaceAll(body(idp.certificate), body(makeCertificate('stranger').certificate));
    const { context, page } = await openPage(browser);
    await signIn(page, { uid: 'superadmin', password: 'laikas2026' });
    expect(
      await callStatus(
        page,
        'PUT',
        '/api/admin/identity-providers/saml-forged',
        provider('Padirbtas IdP', { metadata_xml: forged }),
      ),
    ).toBe(200);
    expect(
      await callStatus(
        page,
        'PUT',
        '/api/admin/identity-providers/saml-late',
        provider('Vėluojantis IdP', { metadata_url: lateIdp.metadataUrl }),
      ),
    ).toBe(200);
    expect(
      await callStatus(
        page,
        'PUT',
        '/api/admin/identity-providers/saml-down',
        provider('Neveikiantis IdP', { metadata_url: 'http://127.0.0.1:9/metadata' }),
      ),
    ).toBe(200);
    await context.close();
  });

  afterAll(async () => {
    // The other journeys see the login page without these providers.
    if (browser) {
      const { context, page } = await openPage(browser);
      await signIn(page, { uid: 'superadmin', password: 'laikas2026' });
      for (const id of [ID, 'saml-forged', 'saml-late', 'saml-down']) {
        await callStatus(page, 'DELETE', `/api/admin/identity-providers/${id}`);
      }
      await context.close();
      await browser.close();
    }
    await idp?.close();
    await lateIdp?.close();
  });

  it('should let a super administrator add it on the settings screen and try a sign-in before switching it on', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, { uid: 'superadmin', password: 'laikas2026' });
      await page.goto('/admin/identity-providers');
      await page.getByRole('button', { name: 'Pridėti tapatybės teikėją' }).click();
      // The form's protocol (the table has a column of that name too).
      await page
        .locator('form')
        .getByRole('button', { name: /^Protokolas(\s|$)/ })
        .click();
      await page.getByRole('option', { name: /^SAML 2\.0( \(.+\))?$/ }).click();
      await page.getByLabel('Identifikatorius').fill(ID);
      await page.getByLabel('Pavadinimas prisijungimo puslapyje').fill('VU (SAML)');
      await page.getByLabel('Tapatybės teikėjo metaduomenų adresas').fill(idp.metadataUrl);
      await page.getByLabel('Laiko sertifikatas (PEM)').fill(sp.certificate);
      await page.getByLabel('Laiko privatusis raktas (PEM)').fill(sp.key);
      await page.getByLabel('Įjungtas: siūlomas prisijungimo puslapyje').uncheck();
      // A federation names people by eduPersonPrincipalName (ona@vu.example): other accounts than the OpenID journey's.
      await page.locator('#idp-attributes-uid').fill('eduPersonPrincipalName');
      for (const [index, rule] of RULES.entries()) {
        await page.getByRole('button', { name: 'Pridėti taisyklę' }).click();
        await page.locator(`#idp-rules-${index}-attribute`).fill(rule.attribute);
        await page.locator(`#idp-rules-${index}-value`).fill(rule.value);
        await page.locator(`#idp-rules-${index}-${rule.role ? 'role' : 'group'}`).fill(rule.role ?? rule.group!);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Išsaugoti' }).first().click();
      await expect.poll(() => page.getByRole('cell', { name: 'VU (SAML)', exact: true }).count()).toBe(1);
      expect(await page.content()).not.toContain('PRIVATE KEY');

      // The trial: the administrator signs in at the IdP as a test person; nobody is signed in here.
      await page.getByRole('link', { name: 'Išbandyti prisijungimą per VU (SAML)' }).click();
      await signInAtIdp(page, idp, 'jonas', 'jonas-saml-1');
      await page.waitForURL('**/admin/identity-providers?trial=vu-saml');
      await expect.poll(() => page.getByText('Prisijungimas veikia.', { exact: true }).count()).toBe(1);
      await expect.poll(() => page.getByText('admin, teacher').count()).toBeGreaterThan(0);
      expect(accountOf('jonas@vu.example').roles).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Įjungti VU (SAML)' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Išjungti VU (SAML)' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('should sign a student in from a deep link with the role and group of the federation, and out at the IdP', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/user/profile');
      await page.waitForURL('**/login');
      await page.getByRole('link', { name: 'Prisijungti per VU (SAML)' }).click();
      await signInAtIdp(page, idp, 'ona', 'ona-saml-1');
      await page.waitForURL('**/user/profile');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Mano profilis' }).isVisible()).toBe(true);
      expect(accountOf('ona@vu.example')).toEqual({ roles: ['student'], groups: [GROUP] });

      await page.getByRole('button', { name: 'Atsijungti' }).click();
      // Through the IdP's single logout and back to Login.
      await page.waitForURL('**/login');
      expect((await page.request.get('/api/user')).status()).toBe(401);
      // The IdP's session is over too: the next sign-in asks for the password again.
      await page.getByRole('link', { name: 'Prisijungti per VU (SAML)' }).click();
      await page.waitForURL((url) => url.href.startsWith(idp.url));
      await expect.poll(() => page.locator('input[name="password"]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('should sign a teacher of the timetable office in, in English, as teacher and administrator', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Prisijungti per VU (SAML)' }).click();
      await signInAtIdp(page, idp, 'jonas', 'jonas-saml-1');
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Hello, /);
      expect(accountOf('jonas@vu.example')).toEqual({ roles: ['admin', 'teacher'], groups: [] });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });

  it('should end each failure on the login page with a clear message, never a 500', async () => {
    const { context, page } = await openPage(browser);
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 500) {
        failures.push(`${response.status()} ${response.url()}`);
      }
    });
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Prisijungti per VU (SAML)' }).click();
      await signInAtIdp(page, idp, 'bevardis', 'bevardis-saml-1');
      await page.waitForURL('**/login?sso_error=missingAttribute');
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/neatsiuntė visų Laikui reikalingų/);

      await page.getByRole('link', { name: 'Prisijungti per Neveikiantis IdP' }).click();
      await page.waitForURL('**/login?sso_error=providerUnavailable');
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/šiuo metu nepasiekiama/);

      // The IdP signs with its own key; this provider's metadata names another certificate.
      await page.getByRole('link', { name: 'Prisijungti per Padirbtas IdP' }).click();
      await page.waitForURL('**/login?sso_error=badSignature');
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/pasirašytas ne Laikui žinomu raktu/);

      await page.getByRole('link', { name: 'Prisijungti per Vėluojantis IdP' }).click();
      await signInAtIdp(page, lateIdp, 'ona', 'ona-saml-1');
      await page.waitForURL('**/login?sso_error=clockSkew');
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/laikrodžiai nesutampa/);
      expect(await axeViolations(page)).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
