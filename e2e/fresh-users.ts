import { randomInt, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request, type BrowserContextOptions } from '@playwright/test';
import type { Role } from '../src/shared/roles';
import { E2E_BASE_URL } from '../playwright.config';
import { storageStatePath } from './demo-accounts';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export type FreshUser = {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** As the app shows it: 'First Last'. */
  name: string;
  role: Role;
};

const FIRST_NAMES: Record<Role, string> = { ADMIN: 'Ada', COORDINATOR: 'Cleo', INSPECTOR: 'Ivy' };

/**
 * A new active user of the role, created by the demo ADMIN through the API
 * (`users.create`). Specs run as their own users so they share no one's
 * notifications, drafts, sessions or preferences.
 */
export async function createUser(
  role: Role,
  label: string,
  options: { firstName?: string; password?: string } = {},
): Promise<FreshUser> {
  const stamp = `${Date.now()}${randomInt(1000)}`;
  const slug = label.replace(/[^A-Za-z0-9]/g, '').slice(0, 24) || 'User';
  const user = {
    email: `${role.toLowerCase()}.${slug.toLowerCase()}.${stamp}@example.test`,
    password: options.password ?? `Fresh-${randomUUID()}`,
    firstName: options.firstName ?? FIRST_NAMES[role],
    lastName: `${slug}${stamp}`,
    role,
  };
  const admin = await demoAdminRequest();
  try {
    const response = await admin.post('/trpc/users.create', { data: { ...user, isActive: true } });
    if (!response.ok()) throw new Error(`users.create failed: ${await response.text()}`);
    const { id } = ((await response.json()) as { result: { data: { id: string } } }).result.data;
    return { ...user, id, name: `${user.firstName} ${user.lastName}` };
  } finally {
    await admin.dispose();
  }
}

/** An API context signed in as the demo ADMIN, to set up what a test needs; dispose it after. */
export function demoAdminRequest() {
  return request.newContext({
    baseURL: E2E_BASE_URL,
    storageState: storageStatePath('ADMIN'),
    // Mutations must come from our own origin (src/server/auth/origin-check.ts), as a browser's do.
    extraHTTPHeaders: { origin: E2E_BASE_URL },
  });
}

/** A new active INSPECTOR, for specs that assign work to someone; returns their name. */
export async function createInspector(label: string) {
  return (await createUser('INSPECTOR', label)).name;
}

/**
 * Signs the user in through `/api/auth/sign-in/email`, as the login page
 * does, and returns the signed-in storage state for a browser context.
 *
 * Sign-ins are rate-limited per client address (10 a minute), and a run
 * signs in dozens of fresh users, so each comes from an address of its own
 * in 127.0.0.0/8 (all loopback on Linux). Where only 127.0.0.1 exists the
 * sign-in falls back to it.
 */
export async function signIn(user: Pick<FreshUser, 'email' | 'password'>): Promise<StorageState> {
  const body = JSON.stringify({ email: user.email, password: user.password });
  const address = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  let response: SignInResponse;
  try {
    response = await postSignIn(body, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
    response = await postSignIn(body, undefined);
  }
  if (response.status !== 200)
    throw new Error(`sign-in for ${user.email} failed: ${response.status} ${response.body}`);
  const host = new URL(E2E_BASE_URL).hostname;
  return { cookies: response.cookies.map((cookie) => parseSetCookie(cookie, host)), origins: [] };
}

/** A new user of the role, already signed in. */
export async function createSignedInUser(role: Role, label: string) {
  const user = await createUser(role, label);
  return { ...user, storageState: await signIn(user) };
}

type SignInResponse = { status: number; body: string; cookies: string[] };

function postSignIn(body: string, localAddress: string | undefined) {
  const url = new URL('/api/auth/sign-in/email', E2E_BASE_URL);
  return new Promise<SignInResponse>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        family: 4, // the server listens on IPv4
        ...(localAddress ? { localAddress } : {}),
        // better-auth refuses a sign-in without a trusted Origin (its CSRF check).
        headers: { 'content-type': 'application/json', origin: new URL(E2E_BASE_URL).origin },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

type Cookie = StorageState['cookies'][number];

function parseSetCookie(header: string, domain: string): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const cookie: Cookie = {
    name: pair.slice(0, equals),
    value: pair.slice(equals + 1),
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'path':
        cookie.path = value;
        break;
      case 'max-age':
        cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
        break;
      case 'expires':
        if (cookie.expires === -1) cookie.expires = Math.floor(Date.parse(value) / 1000);
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite':
        cookie.sameSite = (value.charAt(0).toUpperCase() +
          value.slice(1).toLowerCase()) as Cookie['sameSite'];
        break;
    }
  }
  return cookie;
}
