import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function listening(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`slapd exited with ${child.exitCode}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('slapd did not listen');
}

export interface DirectoryHandle {
  url: string;
  close(): Promise<void>;
}

/** Starts slapd on a free loopback port with the people above; `close` stops it and removes its folder. */
export async function startDirectory(): Promise<DirectoryHandle> {
  const folder = mkdtempSync(join(tmpdir(), 'laikas-slapd-'));
  mkdirSync(join(folder, 'data'));
  const config = join(folder, 'slapd.conf');
  writeFileSync(
    config,
    [
      ...['core', 'cosine', 'inetorgperson', 'nis'].map((schema) => `include /etc/ldap/schema/${schema}.schema`),
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${join(folder, 'slapd.pid')}`,
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
  // -d 0: in the foreground (the test owns the process), without debug output.
  const child = spawn(SLAPD, ['-f', config, '-h', `${url}/`, '-d', '0'], { stdio: 'ignore' });
  await listening(port, child);
  return {
    url,
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
