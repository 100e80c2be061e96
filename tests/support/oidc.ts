/**
 * A real OpenID Connect provider on loopback for tests (`oidc-provider` 9). One confidential client whose
 * redirect URI is Better Auth's callback for the generic-OAuth provider id `oidc`:
 * `${publicUrl}/api/auth/callback/oidc` (better-auth 1.7: genericOAuth providers use the core
 * `/callback/:id` endpoint; STACK.md pitfall 11). Dev interactions: a login form (`login`, `password`; any
 * values are accepted) and then a consent form. Every login is the same fixed test person (`user`).
 *
 * NOTE: oidc-provider prints two warnings when a provider starts (the in-memory adapter and devInteractions, both
 * development-only); both are what a test provider should use.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcTestUser {
  email: string;
  name: string;
  emailVerified: boolean;
}

export const DEFAULT_OIDC_USER: OidcTestUser = { email: 'oidc.person@example.com', name: 'Oidc Person', emailVerified: true };

export interface TestOidcProvider {
  /** e.g. http://127.0.0.1:40123 (no trailing slash). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The redirect URI registered for the client. */
  redirectUri: string;
  user: OidcTestUser;
  close(): Promise<void>;
}

/**
 * Starts the provider. `publicUrl` is the ChangePath origin (e.g. http://localhost:3000) used to build the
 * client's redirect URI; `redirectUris` replaces the list entirely when given.
 */
export async function startOidcProvider(opts: {
  publicUrl: string;
  user?: Partial<OidcTestUser>;
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
}): Promise<TestOidcProvider> {
  const user: OidcTestUser = { ...DEFAULT_OIDC_USER, ...opts.user };
  const clientId = opts.clientId ?? 'changepath-test';
  const clientSecret = opts.clientSecret ?? randomBytes(24).toString('base64url');
  const redirectUri = `${opts.publicUrl.replace(/\/$/, '')}/api/auth/callback/oidc`;

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'test-key' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris ?? [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => false },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: user.email, email_verified: user.emailVerified, name: user.name };
        },
      };
    },
  });
  provider.proxy = false;
  handler = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    user,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
