import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort, listening } from '../processes.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A real SAML 2.0 identity provider on loopback for the tests (issue 30): Debian's SimpleSAMLphp (installed by
 * `.ci/run`) under PHP's built-in server, with its own configuration folder (SIMPLESAMLPHP_CONFIG_DIR), its own
 * signing key made by openssl, and the exampleauth module's static people. It sends the attributes as a federation
 * does: by OID (`urn:oid:…`, name2oid) with a persistent NameID. Never the system's configuration.
 */

export const SSP_WWW = '/usr/share/simplesamlphp/www';
export const PHP = '/usr/bin/php';
export const samlIdpAvailable = () => existsSync(SSP_WWW) && existsSync(PHP);

/** The people of the directory behind the IdP; the password is the key's second half. */
export const SAML_PEOPLE: Record<string, { password: string; attributes: Record<string, string[]> }> = {
  ona: {
    password: 'ona-saml-1',
    attributes: {
      uid: ['ona'],
      eduPersonPrincipalName: ['ona@vu.example'],
      mail: ['ona@vu.example'],
      displayName: ['Ona Onaitė'],
      preferredLanguage: ['lt'],
      eduPersonAffiliation: ['student', 'member'],
      isMemberOf: ['urn:mace:vu.example:groups:IFIN-1-2'],
    },
  },
  jonas: {
    password: 'jonas-saml-1',
    attributes: {
      uid: ['jonas'],
      eduPersonPrincipalName: ['jonas@vu.example'],
      mail: ['jonas@vu.example'],
      displayName: ['Jonas Jonaitis'],
      preferredLanguage: ['en'],
      eduPersonAffiliation: ['staff', 'member'],
      memberOf: ['cn=timetable-office,ou=groups,dc=vu,dc=example'],
    },
  },
  // A lecturer of many courses: the groups of every course she teaches come with the assertion.
  gabija: {
    password: 'gabija-saml-1',
    attributes: {
      uid: ['gabija'],
      eduPersonPrincipalName: ['gabija@vu.example'],
      mail: ['gabija@vu.example'],
      displayName: ['Gabija Gabijaitė'],
      preferredLanguage: ['lt'],
      eduPersonAffiliation: ['staff', 'member'],
      isMemberOf: Array.from({ length: 40 }, (_, index) => `urn:mace:vu.example:groups:course-${index + 1}-lecturers`),
    },
  },
  // The directory lacks this person's name: a missing attribute.
  bevardis: {
    password: 'bevardis-saml-1',
    attributes: {
      uid: ['bevardis'],
      eduPersonPrincipalName: ['bevardis@vu.example'],
      eduPersonAffiliation: ['student'],
    },
  },
};

/** A service provider the IdP knows: its entity id, where assertions and logouts go, its signing certificate. */
export interface RemoteServiceProvider {
  entityId: string;
  acs: string;
  slo: string;
  certificate?: string;
}

export interface SamlIdpHandle {
  /** The IdP's base address (`http://127.0.0.1:<port>/`). */
  url: string;
  entityId: string;
  /** The IdP's metadata as a federation publishes it. */
  metadataUrl: string;
  /** The IdP's signing certificate (PEM). */
  certificate: string;
  close(): Promise<void>;
}

export interface KeyPair {
  key: string;
  certificate: string;
}

/** A self-signed RSA key and certificate made by openssl (for the IdP, a service provider, a TLS server). */
export function makeCertificate(commonName: string, folder?: string, extra: string[] = []): KeyPair {
  const where = folder ?? mkdtempSync(join(tmpdir(), 'laikas-cert-'));
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${commonName}`,
      '-keyout',
      join(where, `${commonName}.key`),
      '-out',
      join(where, `${commonName}.crt`),
      ...extra,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) {
    throw new Error(`openssl failed: ${made.stderr}`);
  }
  const pair = {
    key: readFileSync(join(where, `${commonName}.key`), 'utf8'),
    certificate: readFileSync(join(where, `${commonName}.crt`), 'utf8'),
  };
  if (!folder) {
    rmSync(where, { recursive: true, force: true });
  }
  return pair;
}

const php = (value: unknown): string => JSON.stringify(value).replaceAll('$', '\\$');

/** The body of a PEM certificate, as SimpleSAMLphp's metadata wants it (`certData`). */
export const certificateData = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/**
 * Starts SimpleSAMLphp on a free loopback port for these service providers; `close` stops it, removes its folder.
 * `host`: the name the browser reaches it by (`localhost` makes it another site than an app on 127.0.0.1, so that
 * its POST to the app is cross-site as in production). `assertionLifetimeSeconds`: how long its assertions hold
 * (negative: already expired when made, as from an IdP whose clock is that far behind).
 */
export async function startSamlIdp(
  serviceProviders: RemoteServiceProvider[],
  options: { host?: string; assertionLifetimeSeconds?: number } = {},
): Promise<SamlIdpHandle> {
  const folder = mkdtempSync(join(tmpdir(), 'laikas-ssp-'));
  for (const sub of ['cert', 'metadata', 'log', 'data', 'tmp']) {
    mkdirSync(join(folder, sub));
  }
  const idp = makeCertificate('idp', join(folder, 'cert'));
  const port = await freePort();
  const url = `http://${options.host ?? '127.0.0.1'}:${port}/`;
  const entityId = `${url}saml2/idp/metadata.php`;
  const users = Object.fromEntries(
    Object.entries(SAML_PEOPLE).map(([uid, person]) => [`${uid}:${person.password}`, person.attributes]),
  );
  // PHP reads JSON as its own arrays: json_decode(..., true) keeps every value a string.
  const fromJson = (value: unknown) => `json_decode(${php(JSON.stringify(value))}, true)`;
  writeFileSync(
    join(folder, 'config.php'),
    `<?php
$config = [
  'baseurlpath' => ${php(url)},
  'certdir' => ${php(join(folder, 'cert') + '/')},
  'loggingdir' => ${php(join(folder, 'log') + '/')},
  'datadir' => ${php(join(folder, 'data') + '/')},
  'tempdir' => ${php(join(folder, 'tmp') + '/')},
  'metadatadir' => ${php(join(folder, 'metadata') + '/')},
  'attributenamemapdir' => '/etc/simplesamlphp/attributemap/',
  'technicalcontact_name' => 'Laikas tests',
  'technicalcontact_email' => 'tests@laikas.example',
  'secretsalt' => 'laikas-tests-secret-salt',
  'auth.adminpassword' => 'laikas-tests-admin',
  'admin.protectindexpage' => false,
  'admin.protectmetadata' => false,
  'timezone' => 'UTC',
  'logging.level' => SimpleSAML\\Logger::WARNING,
  'logging.handler' => 'file',
  'logging.logfile' => 'simplesamlphp.log',
  'enable.saml20-idp' => true,
  'enable.shib13-idp' => false,
  'module.enable' => ['exampleauth' => true, 'core' => true, 'saml' => true, 'admin' => true],
  'session.cookie.secure' => false,
  'session.cookie.samesite' => 'Lax',
  'session.phpsession.cookiename' => 'SimpleSAMLphpTests',
  'session.phpsession.savepath' => ${php(join(folder, 'tmp'))},
  'store.type' => 'phpsession',
  'language.default' => 'en',
  'theme.use' => 'default',
];
`,
  );
  writeFileSync(
    join(folder, 'authsources.php'),
    `<?php
$config = [
  'admin' => ['core:AdminPassword'],
  'people' => array_merge(['exampleauth:UserPass'], ${fromJson(users)}),
];
`,
  );
  writeFileSync(
    join(folder, 'metadata', 'saml20-idp-hosted.php'),
    `<?php
$metadata['__DYNAMIC:1__'] = [
  'host' => '__DEFAULT__',
  'privatekey' => 'idp.key',
  'certificate' => 'idp.crt',
  'auth' => 'people',
  'userid.attribute' => 'eduPersonPrincipalName',
  'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri',
  'authproc' => [100 => ['class' => 'core:AttributeMap', 'name2oid']],
  'saml20.sign.assertion' => true,
  'saml20.sign.response' => true,
  'sign.logout' => true,
  'assertion.lifetime' => ${options.assertionLifetimeSeconds ?? 300},
];
`,
  );
  const remote = serviceProviders
    .map(
      (sp) => `$metadata[${php(sp.entityId)}] = [
  'AssertionConsumerService' => [['Binding' => 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', 'Location' => ${php(sp.acs)}]],
  'SingleLogoutService' => [['Binding' => 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', 'Location' => ${php(sp.slo)}]],
  'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  ${sp.certificate ? `'certData' => ${php(certificateData(sp.certificate))}, 'validate.authnrequest' => true, 'validate.logout' => true,` : ''}
];`,
    )
    .join('\n');
  writeFileSync(join(folder, 'metadata', 'saml20-sp-remote.php'), `<?php\n${remote}\n`);
  const child = spawn(PHP, ['-S', `127.0.0.1:${port}`, '-t', SSP_WWW], {
    env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: folder },
    stdio: 'ignore',
  });
  await listening(port, child, 'php');
  return {
    url,
    entityId,
    metadataUrl: entityId,
    certificate: idp.certificate,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const decodeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#039;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** A page's first form: its action (absolute) and its fields' values (hidden ones and those with a value). */
export function formOf(html: string, base: string): { action: string; fields: Record<string, string> } {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) {
    throw new Error(`no form on the page: ${html.slice(0, 300)}`);
  }
  const action = /\baction="([^"]*)"/i.exec(form[1]!)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input\b([^>]*)>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input[1]!)?.[1];
    const value = /\bvalue="([^"]*)"/i.exec(input[1]!)?.[1];
    if (name && value !== undefined) {
      fields[decodeHtml(name)] = decodeHtml(value);
    }
  }
  return { action: new URL(decodeHtml(action), base).href, fields };
}

/** A browser's visit to the IdP: its own cookies, redirects followed by hand while they stay at the IdP. */
export class SamlIdpBrowser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly idpUrl: string) {}

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

  /** Follows redirects while they stay at the IdP: the last page there, or the address it sends the browser to. */
  async visit(url: string, init: RequestInit = {}): Promise<{ url: string; html: string } | { leaving: string }> {
    let response = await this.fetch(url, init);
    let at = url;
    for (;;) {
      const location = response.headers.get('location');
      if (!location) {
        return { url: at, html: await response.text() };
      }
      at = new URL(location, at).href;
      if (!at.startsWith(this.idpUrl)) {
        return { leaving: at };
      }
      response = await this.fetch(at);
    }
  }

  /**
   * Signs a person in at the IdP from the AuthnRequest's address; returns the form the IdP's page posts to the
   * service provider (its action and the SAMLResponse), as the browser would submit it.
   */
  async signIn(authorizationUrl: string, login: string, password?: string) {
    const page = await this.visit(authorizationUrl);
    if ('leaving' in page) {
      throw new Error(`the IdP sent the browser away at once: ${page.leaving}`);
    }
    let html = page.html;
    if (/name="password"/.test(html)) {
      const form = formOf(html, page.url);
      const posted = await this.visit(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...form.fields,
          username: login,
          password: password ?? SAML_PEOPLE[login]!.password,
        }).toString(),
      });
      if ('leaving' in posted) {
        throw new Error(`the IdP sent the browser away: ${posted.leaving}`);
      }
      html = posted.html;
    }
    const answer = formOf(html, page.url);
    if (!answer.fields.SAMLResponse) {
      throw new Error(`the IdP did not answer with a SAMLResponse: ${html.slice(0, 500)}`);
    }
    return answer;
  }
}
