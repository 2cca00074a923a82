import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The stored form of a password (decisions.md §6): the browser sends sha256(sha256(password)); the
 * server keeps a salted scrypt of that value, never the value itself.
 * Format: `scrypt$N$r$p$salt$hash`, salt and hash in base64url.
 */
const cost = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 32;

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });
}

export async function hashPassword(clientHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(clientHash, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(clientHash: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(clientHash, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spends the time a real check takes, so an unknown account answers as slowly as a known one. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(clientHash: string): Promise<void> {
  dummyHash ??= hashPassword('0'.repeat(64));
  await verifyPassword(clientHash, await dummyHash);
}
