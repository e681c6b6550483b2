import { type IdentityProviderSettings } from '@laikas/contract';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config.js';
import { Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { makeCertificate } from './identity-providers/saml.js';

/*
 * Issue 30: the identity-provider settings of super administrators (secrets kept on the server, never sent back;
 * providers of the environment read-only) and local passwords turned off for everyone but a break-glass super
 * administrator.
 */
const FROM_ENVIRONMENT: IdentityProviderSettings = {
  id: 'env-uni',
  protocol: 'oidc',
  name: 'Aplinkos universitetas',
  enabled: true,
  issuer: 'https://idp.example.edu',
  client_id: 'laikas',
  client_secret: 'environment-secret',
  scopes: 'openid profile email',
  attributes: { uid: 'preferred_username', name: 'name', email: 'email' },
  rules: [],
  link: 'none',
};

const NEW_PROVIDER = {
  protocol: 'oidc',
  name: 'Vilniaus universitetas',
  enabled: true,
  issuer: 'https://login.vu.example',
  client_id: 'laikas-vu',
  client_secret: 'the-very-secret-value',
  scopes: 'openid profile email',
  attributes: { uid: 'preferred_username', name: 'name', email: 'email', language: 'locale' },
  rules: [{ attribute: 'eduPersonAffiliation', value: 'staff', role: 'teacher' }],
  link: 'none',
};

/**
 * The environment of each example of "University sign-in" in docs/operations.md, as a shell would read it: the
 * single-quoted SSO_PROVIDERS and the NAME=value lines after it (comments dropped).
 */
function documentedExamples(): Record<string, string>[] {
  const text = readFileSync(join(REPO_ROOT, 'docs', 'operations.md'), 'utf8');
  const section = text.slice(
    text.indexOf('## University sign-in'),
    text.indexOf('\n## ', text.indexOf('## University sign-in') + 1),
  );
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((block) => block[1]!)
    .filter((block) => block.includes('SSO_PROVIDERS='))
    .map((block) => {
      const env: Record<string, string> = {};
      const list = /^SSO_PROVIDERS='([^']*)'$/m.exec(block);
      env.SSO_PROVIDERS = list![1]!;
      for (const line of block.slice(list!.index + list![0].length).split('\n')) {
        const variable = /^([A-Z0-9_]+)=(\S*)/.exec(line);
        if (variable) {
          env[variable[1]!] = variable[2]!;
        }
      }
      return env;
    });
}

describe.each(DIALECTS)('identity-provider settings on %s', (dialect) => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  const start = async (localPasswords?: 'everyone' | 'super_admins') => {
    test = await buildTestApp(dialect, { sso: { providers: [FROM_ENVIRONMENT], localPasswords } });
    return (await signIn(test.app, 'root', ['super_admin'])).agent;
  };

  it('should keep secrets on the server and say only whether one is set', async () => {
    const root = await start();
    const saved = await root.put('/api/admin/identity-providers/vu', NEW_PROVIDER);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ id: 'vu', client_secret_set: true });
    const listed = await root.get('/api/admin/identity-providers');
    expect(listed.json().data.map((entry: { source: string }) => entry.source)).toEqual(['environment', 'settings']);
    for (const response of [saved, listed]) {
      expect(response.body).not.toContain('the-very-secret-value');
      expect(response.body).not.toContain('environment-secret');
      expect(response.body).not.toContain('client_secret"');
    }
    // Saved again without the secret: the stored one stays.
    const { client_secret: _secret, ...withoutSecret } = NEW_PROVIDER;
    const renamed = await root.put('/api/admin/identity-providers/vu', { ...withoutSecret, name: 'VU' });
    expect(renamed.json().data).toMatchObject({ name: 'VU', client_secret_set: true });
    expect(await test.app.identityProviders.find('vu')).toMatchObject({ client_secret: 'the-very-secret-value' });
    // The audit log has the change, without the secret.
    const entries = await test.app.db.selectFrom('audit_entries').selectAll().orderBy('id').execute();
    expect(entries.map((entry) => [entry.action, entry.entity_type, entry.entity_id])).toEqual([
      ['create', 'identity_provider', 'vu'],
      ['update', 'identity_provider', 'vu'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('the-very-secret-value');
  });

  it('should ask for a secret for a new provider and refuse a bad id or rule with field messages', async () => {
    const root = await start();
    const { client_secret: _secret, ...withoutSecret } = NEW_PROVIDER;
    const noSecret = await root.put('/api/admin/identity-providers/vu', withoutSecret);
    expect(noSecret.statusCode).toBe(422);
    expect(noSecret.json().errors).toHaveProperty('client_secret');
    expect((await root.put('/api/admin/identity-providers/Bad%20Id', NEW_PROVIDER)).statusCode).toBe(422);
    const badRule = await root.put('/api/admin/identity-providers/vu', {
      ...NEW_PROVIDER,
      rules: [{ attribute: 'groups', value: 'x' }],
    });
    expect(badRule.statusCode).toBe(422);
  });

  // Tester's report: saved empty, the issuer said „Lauko „issuer“ formatas neteisingas.“ where every other field said it is
  // required; so did a directory's address.
  it('should say an empty issuer or directory address is required (422)', async () => {
    const root = await start();
    const noIssuer = await root.put('/api/admin/identity-providers/vu', { ...NEW_PROVIDER, issuer: '', client_id: '' });
    expect(noIssuer.statusCode, noIssuer.body).toBe(422);
    expect(noIssuer.json().errors).toEqual({
      issuer: ['Laukas „išdavėjo adresas“ privalomas.'],
      client_id: ['Laukas „kliento ID“ privalomas.'],
    });
    const noAddress = await root.put('/api/admin/identity-providers/vu-ldap', {
      protocol: 'ldap',
      name: 'VU katalogas',
      enabled: true,
      url: '  ',
      start_tls: false,
      bind_dn: '',
      base_dn: 'ou=people',
      user_filter: '(uid={uid})',
      group_base_dn: '',
      group_filter: '',
      attributes: { uid: 'uid', name: 'displayName', email: 'mail' },
      rules: [],
      link: 'none',
    });
    expect(noAddress.statusCode, noAddress.body).toBe(422);
    expect(noAddress.json().errors).toEqual({ url: ['Laukas „adresas“ privalomas.'] });
  });

  it('should refuse metadata that describes no identity provider and addresses without TLS (422)', async () => {
    const root = await start();
    const saml = {
      protocol: 'saml',
      name: 'VU SAML',
      enabled: true,
      metadata_url: '',
      metadata_xml: '<html><body>Not metadata</body></html>',
      idp_entity_id: '',
      sp_certificate: '',
      attributes: { uid: 'uid', name: 'displayName', email: 'mail' },
      rules: [],
      link: 'none',
    };
    const badXml = await root.put('/api/admin/identity-providers/vu-saml', saml);
    expect(badXml.statusCode, badXml.body).toBe(422);
    expect(badXml.json().errors).toHaveProperty('metadata_xml');
    // The IdP's signing certificate comes in the metadata: read in the clear, anybody on the way could swap it.
    const plainUrl = await root.put('/api/admin/identity-providers/vu-saml', {
      ...saml,
      metadata_xml: '',
      metadata_url: 'http://idp.vu.example/metadata',
    });
    expect(plainUrl.statusCode, plainUrl.body).toBe(422);
    expect(plainUrl.json().errors).toHaveProperty('metadata_url');
    const plainIssuer = await root.put('/api/admin/identity-providers/vu', {
      ...NEW_PROVIDER,
      issuer: 'http://login.vu.example',
    });
    expect(plainIssuer.statusCode, plainIssuer.body).toBe(422);
    expect(plainIssuer.json().errors).toHaveProperty('issuer');
    expect((await root.get('/api/admin/identity-providers')).json().data).toHaveLength(1);
  });

  it('should leave a provider of the environment as it is (409) and delete one of the settings', async () => {
    const root = await start();
    expect((await root.put('/api/admin/identity-providers/env-uni', NEW_PROVIDER)).statusCode).toBe(409);
    expect((await root.delete('/api/admin/identity-providers/env-uni')).statusCode).toBe(409);
    await root.put('/api/admin/identity-providers/vu', NEW_PROVIDER);
    expect((await root.delete('/api/admin/identity-providers/vu')).statusCode).toBe(204);
    expect((await root.delete('/api/admin/identity-providers/vu')).statusCode).toBe(404);
    const options = (await new Agent(test.app).get('/api/auth/providers')).json().data;
    expect(options.providers.map((provider: { id: string }) => provider.id)).toEqual(['env-uni']);
  });

  it('should let only a super administrator sign in with a password once local passwords are off', async () => {
    const root = await start();
    await createUser(test.app, 'jonas', ['admin']);
    expect((await root.put('/api/admin/local-passwords', { local_passwords: 'super_admins' })).statusCode).toBe(204);
    const refused = await new Agent(test.app).post('/api/login', { uid: 'jonas', password: 'slaptas123' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/local passwords are turned off|vietiniai slaptažodžiai išjungti/);
    // The break-glass super administrator still can.
    await new Agent(test.app).login('root');
    expect((await new Agent(test.app).get('/api/auth/providers')).json().data.local_passwords).toBe('super_admins');
    // A wrong password is still just wrong (nothing said about the account).
    const wrong = await new Agent(test.app).post('/api/login', { uid: 'jonas', password: 'wrong-one-1' });
    expect(wrong.json().message).not.toMatch(/turned off|išjungti/);
  });

  it('should take LOCAL_PASSWORDS and SSO_PROVIDERS from the environment', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOCAL_PASSWORDS: 'super_admins',
      SSO_PROVIDERS: JSON.stringify([{ ...FROM_ENVIRONMENT, client_secret: undefined }]),
      SSO_ENV_UNI_CLIENT_SECRET: 'from-its-own-variable',
    });
    expect(config.sso.localPasswords).toBe('super_admins');
    expect(config.sso.providers[0]).toMatchObject({ id: 'env-uni', client_secret: 'from-its-own-variable' });
    expect(() => loadConfig({ NODE_ENV: 'test', SSO_PROVIDERS: '[{"id":"x"}]' })).toThrow(/SSO_PROVIDERS/);
    expect(() => loadConfig({ NODE_ENV: 'test', LOCAL_PASSWORDS: 'nobody' })).toThrow(/LOCAL_PASSWORDS/);
    test = await buildTestApp(dialect, { sso: config.sso });
    await createUser(test.app, 'ona', ['student']);
    expect((await new Agent(test.app).post('/api/login', { uid: 'ona', password: 'slaptas123' })).statusCode).toBe(422);
  });

  it('should take the example of docs/operations.md for each protocol as it stands', async () => {
    const examples = documentedExamples();
    // The files a SAML example names are made here (the paths of the page are the operator's): a real key pair.
    const folder = mkdtempSync(join(tmpdir(), 'laikas-doc-example-'));
    const pair = makeCertificate('laikas.vu.lt', folder);
    try {
      const env: Record<string, string> = { NODE_ENV: 'test' };
      const providers: IdentityProviderSettings[] = [];
      for (const example of examples) {
        const filled = Object.fromEntries(
          Object.entries(example).map(([name, value]) => {
            if (name.endsWith('_SP_CERTIFICATE_FILE')) {
              return [name, join(folder, 'laikas.vu.lt.crt')];
            }
            if (name.endsWith('_SP_PRIVATE_KEY_FILE')) {
              return [name, join(folder, 'laikas.vu.lt.key')];
            }
            // A secret written as … on the page.
            return [name, value === '…' ? `secret-of-${name.toLowerCase()}` : value];
          }),
        );
        const config = loadConfig({ ...env, ...filled });
        expect(config.sso.providers).toHaveLength(1);
        providers.push(config.sso.providers[0]!);
      }
      expect(providers.map((provider) => provider.protocol).sort()).toEqual(['ldap', 'oidc', 'saml']);
      // Each secret came from its own variable, named as the page says.
      for (const provider of providers) {
        if (provider.protocol === 'oidc') {
          expect(provider.client_secret).toBe('secret-of-sso_vu_client_secret');
        } else if (provider.protocol === 'ldap') {
          expect(provider.bind_password).toBe('secret-of-sso_katalogas_bind_password');
        } else {
          expect(provider).toMatchObject({ sp_certificate: pair.certificate.trim(), sp_private_key: pair.key.trim() });
        }
      }
      // The server starts with them: the login page offers each, and the SAML provider's metadata is published.
      test = await buildTestApp(dialect, {
        publicUrl: 'https://laikas.vu.lt',
        sso: { providers, localPasswords: undefined },
      });
      const options = (await new Agent(test.app).get('/api/auth/providers')).json().data;
      expect(options.providers.map((provider: { id: string }) => provider.id).sort()).toEqual(
        providers.map((provider) => provider.id).sort(),
      );
      const saml = providers.find((provider) => provider.protocol === 'saml')!;
      const metadata = await new Agent(test.app).get(`/api/auth/sso/${saml.id}/metadata`);
      expect(metadata.statusCode).toBe(200);
      expect(metadata.body).toContain(`entityID="https://laikas.vu.lt/api/auth/sso/${saml.id}/metadata"`);
      expect(metadata.body).toContain(
        pair.certificate
          .replace(/-----[^-]+-----/g, '')
          .replace(/\s+/g, '')
          .slice(0, 60),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
