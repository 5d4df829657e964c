/**
 * A test App Store certificate chain made with the openssl CLI (scripts/ensure-system.sh installs
 * it): root → intermediate (Apple's OID 1.2.840.113635.100.6.2.1) → leaf (1.2.840.113635.100.6.11.1),
 * EC P-256 like Apple's, and JWS signed with the leaf the way the App Store signs (ES256, x5c).
 * Nothing here is Apple's: the server is pointed at this root through APPLE_ROOT_CA_PATHS.
 */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompactSign, importPKCS8 } from 'jose';

export interface Cert {
  pem: string;
  der: Buffer;
  keyPem: string;
  path: string;
}

export interface TestChain {
  root: Cert;
  intermediate: Cert;
  leaf: Cert;
}

const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });

function key(dir: string, name: string): string {
  openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', `${name}.key`], dir);
  return readFileSync(join(dir, `${name}.key`), 'utf8');
}

function load(dir: string, name: string, keyPem: string): Cert {
  const pem = readFileSync(join(dir, `${name}.pem`), 'utf8');
  return { pem, der: Buffer.from(new X509Certificate(pem).raw), keyPem, path: join(dir, `${name}.pem`) };
}

const EXTENSIONS = `
[root]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
[intermediate]
basicConstraints = critical, CA:TRUE, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
1.2.840.113635.100.6.2.1 = ASN1:NULL
[leaf]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
1.2.840.113635.100.6.11.1 = ASN1:NULL
[plain_leaf]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
`;

const CA_CONFIG = (dir: string) => `
[ca]
default_ca = test_ca
[test_ca]
database = ${dir}/index.txt
new_certs_dir = ${dir}/issued
serial = ${dir}/serial
default_md = sha256
policy = any
unique_subject = no
email_in_dn = no
[any]
commonName = supplied
${EXTENSIONS}`;

/** Makes a chain in a new temporary directory. `leafDates` makes a leaf valid only then (openssl ca dates, YYYYMMDDHHMMSSZ). */
export function makeChain(label: string, options: { leafDates?: { start: string; end: string }; leafExtension?: 'leaf' | 'plain_leaf' } = {}): TestChain {
  const dir = mkdtempSync(join(tmpdir(), `apple-chain-${label}-`));
  writeFileSync(join(dir, 'ext.cnf'), EXTENSIONS);
  writeFileSync(join(dir, 'ca.cnf'), CA_CONFIG(dir));
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'serial'), '1000\n');
  mkdirSync(join(dir, 'issued'));

  const rootKey = key(dir, 'root');
  openssl(['req', '-new', '-x509', '-key', 'root.key', '-subj', `/CN=Test Root ${label}`, '-days', '3650', '-config', 'ext.cnf', '-extensions', 'root', '-out', 'root.pem'], dir);
  const root = load(dir, 'root', rootKey);

  const interKey = key(dir, 'intermediate');
  openssl(['req', '-new', '-key', 'intermediate.key', '-subj', `/CN=Test WWDR ${label}`, '-out', 'intermediate.csr'], dir);
  openssl(['x509', '-req', '-in', 'intermediate.csr', '-CA', 'root.pem', '-CAkey', 'root.key', '-CAcreateserial', '-days', '3650', '-extfile', 'ext.cnf', '-extensions', 'intermediate', '-out', 'intermediate.pem'], dir);
  const intermediate = load(dir, 'intermediate', interKey);

  const leafKey = key(dir, 'leaf');
  openssl(['req', '-new', '-key', 'leaf.key', '-subj', `/CN=Test App Store Signing ${label}`, '-out', 'leaf.csr'], dir);
  const extension = options.leafExtension ?? 'leaf';
  if (options.leafDates) {
    openssl(
      ['ca', '-batch', '-config', 'ca.cnf', '-cert', 'intermediate.pem', '-keyfile', 'intermediate.key', '-in', 'leaf.csr', '-out', 'leaf.pem', '-notext',
        '-startdate', options.leafDates.start, '-enddate', options.leafDates.end, '-extensions', extension],
      dir,
    );
  } else {
    openssl(['x509', '-req', '-in', 'leaf.csr', '-CA', 'intermediate.pem', '-CAkey', 'intermediate.key', '-CAcreateserial', '-days', '3650', '-extfile', 'ext.cnf', '-extensions', extension, '-out', 'leaf.pem'], dir);
  }
  const leaf = load(dir, 'leaf', leafKey);
  return { root, intermediate, leaf };
}

/** A compact JWS the way the App Store signs one: ES256, x5c = [leaf, intermediate, root]. */
export async function signJws(chain: TestChain, payload: object, signingKeyPem: string = chain.leaf.keyPem): Promise<string> {
  const key = await importPKCS8(signingKeyPem, 'ES256');
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'ES256', x5c: [chain.leaf.der, chain.intermediate.der, chain.root.der].map((d) => d.toString('base64')) })
    .sign(key);
}

/** The bundle id the App Store tests configure. */
export const TEST_BUNDLE = 'app.gyeol.test';

let transactions = 0;

/** A fresh transaction id in the `series` range (each test file its own, so no two collide). */
export function newTransactionId(series: number): string {
  return `${series + (Date.now() % 1_000_000)}${++transactions}`;
}

/**
 * A StoreKit 2 transaction as the App Store signs it: a one-off Current Insight bought now in the
 * Sandbox by `userId` (appAccountToken), under a fresh transaction id in the `series` range.
 */
export function testTransaction(userId: string, series: number, overrides: Record<string, unknown> = {}): { transactionId: string } & Record<string, unknown> {
  const id = newTransactionId(series);
  const now = Date.now();
  return {
    transactionId: id,
    originalTransactionId: id,
    bundleId: TEST_BUNDLE,
    productId: 'current_insight',
    purchaseDate: now - 1000,
    originalPurchaseDate: now - 1000,
    quantity: 1,
    type: 'Consumable',
    inAppOwnershipType: 'PURCHASED',
    signedDate: now,
    environment: 'Sandbox',
    appAccountToken: userId,
    transactionReason: 'PURCHASE',
    ...overrides,
  };
}
