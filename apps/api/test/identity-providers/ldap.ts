import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort, listening } from '../processes.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A real LDAP directory on loopback for the tests (issue 30): Debian's `slapd` (installed by `.ci/run`) with its
 * own configuration and database in a temporary folder, seeded from an LDIF of people and groups. Never the
 * system's slapd or its configuration.
 */

export const BASE = 'dc=vu,dc=example';
export const SERVICE = { dn: `cn=laikas,${BASE}`, password: 'laikas-service-secret' };
export const PASSWORDS: Record<string, string> = { ona: 'ona-slaptas-1', jonas: 'jonas-slaptas-1' };

const LDIF = `dn: ${BASE}
objectClass: top
objectClass: dcObject
objectClass: organization
o: VU
dc: vu

dn: ou=people,${BASE}
objectClass: organizationalUnit
ou: people

dn: ou=groups,${BASE}
objectClass: organizationalUnit
ou: groups

dn: uid=ona,ou=people,${BASE}
objectClass: inetOrgPerson
uid: ona
cn: Ona Onaitė
sn: Onaitė
displayName: Ona Onaitė
mail: ona@vu.example
preferredLanguage: lt
employeeType: student
userPassword: ${PASSWORDS.ona}

dn: uid=jonas,ou=people,${BASE}
objectClass: inetOrgPerson
uid: jonas
cn: Jonas Jonaitis
sn: Jonaitis
displayName: Jonas Jonaitis
mail: jonas@vu.example
preferredLanguage: en
employeeType: staff
userPassword: ${PASSWORDS.jonas}

dn: cn=timetable-office,ou=groups,${BASE}
objectClass: groupOfNames
cn: timetable-office
member: uid=jonas,ou=people,${BASE}

dn: cn=IFIN-1-2,ou=groups,${BASE}
objectClass: groupOfNames
cn: IFIN-1-2
member: uid=ona,ou=people,${BASE}
`;

export const SLAPD = '/usr/sbin/slapd';
export const slapdAvailable = () => existsSync(SLAPD);

export interface DirectoryHandle {
  url: string;
  /** With `tls`: the same directory over LDAPS, and the certificate both serve (StartTLS on `url`). */
  ldapsUrl?: string;
  certificate?: string;
  close(): Promise<void>;
}

/**
 * Starts slapd on a free loopback port with the people above; `close` stops it and removes its folder. With `tls`
 * it also listens for LDAPS and offers StartTLS, with a certificate for 127.0.0.1 that openssl makes here.
 */
export async function startDirectory(options: { tls?: boolean } = {}): Promise<DirectoryHandle> {
  const folder = mkdtempSync(join(tmpdir(), 'laikas-slapd-'));
  mkdirSync(join(folder, 'data'));
  const config = join(folder, 'slapd.conf');
  let certificate: string | undefined;
  const tls: string[] = [];
  if (options.tls) {
    const made = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
        ...['-keyout', join(folder, 'tls.key'), '-out', join(folder, 'tls.crt')],
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) {
      throw new Error(`openssl failed: ${made.stderr}`);
    }
    certificate = readFileSync(join(folder, 'tls.crt'), 'utf8');
    tls.push(`TLSCertificateFile ${join(folder, 'tls.crt')}`, `TLSCertificateKeyFile ${join(folder, 'tls.key')}`);
  }
  writeFileSync(
    config,
    [
      ...['core', 'cosine', 'inetorgperson', 'nis'].map((schema) => `include /etc/ldap/schema/${schema}.schema`),
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${join(folder, 'slapd.pid')}`,
      ...tls,
      'database mdb',
      `suffix "${BASE}"`,
      `rootdn "${SERVICE.dn}"`,
      `rootpw ${SERVICE.password}`,
      `directory ${join(folder, 'data')}`,
      'access to attrs=userPassword by self read by anonymous auth by * none',
      'access to * by * read',
      '',
    ].join('\n'),
  );
  writeFileSync(join(folder, 'seed.ldif'), LDIF);
  const seeded = spawnSync('/usr/sbin/slapadd', ['-f', config, '-l', join(folder, 'seed.ldif')], { encoding: 'utf8' });
  if (seeded.status !== 0) {
    throw new Error(`slapadd failed: ${seeded.stderr}`);
  }
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const tlsPort = options.tls ? await freePort() : undefined;
  const ldapsUrl = tlsPort ? `ldaps://127.0.0.1:${tlsPort}` : undefined;
  const addresses = [`${url}/`, ...(ldapsUrl ? [`${ldapsUrl}/`] : [])].join(' ');
  // -d 0: in the foreground (the test owns the process), without debug output.
  const child = spawn(SLAPD, ['-f', config, '-h', addresses, '-d', '0'], { stdio: 'ignore' });
  await listening(port, child, 'slapd');
  if (tlsPort) {
    await listening(tlsPort, child, 'slapd');
  }
  return {
    url,
    ...(ldapsUrl && { ldapsUrl, certificate }),
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
