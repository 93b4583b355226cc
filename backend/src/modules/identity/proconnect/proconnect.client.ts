import * as oidc from 'openid-client';
import type { ProConnectConfig } from '../../../core/config/config.js';
import { ProConnectFailure } from './proconnect.errors.js';

/** The claims Troc reads from ProConnect's signed userinfo. */
export interface ProConnectIdentity {
  sub: string;
  email: string;
  givenName: string;
  usualName: string;
  siret: string;
  uid: string | null;
}

export const PROCONNECT_PATHS = {
  callback: '/fr/api/auth/proconnect/callback',
  postLogout: '/fr/api/auth/proconnect/logout/callback',
} as const;

// Discovery is read again after an hour, so that a rotation of ProConnect's endpoints is picked up.
const DISCOVERY_TTL_MS = 3600_000;
const TIMEOUT_SECONDS = 10;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * ProConnect through openid-client: discovery, the authorization URL (only the parameters ProConnect
 * accepts), the code grant with state and nonce checked, the id_token and the userinfo JWT both verified
 * against the provider's keys (enableNonRepudiationChecks), and the end_session URL.
 */
export class ProConnectClient {
  private discovered: { at: number; configuration: Promise<oidc.Configuration> } | null = null;

  constructor(
    private readonly settings: ProConnectConfig,
    private readonly publicUrl: string,
  ) {}

  get redirectUri(): string {
    return `${this.publicUrl}${PROCONNECT_PATHS.callback}`;
  }

  get postLogoutRedirectUri(): string {
    return `${this.publicUrl}${PROCONNECT_PATHS.postLogout}`;
  }

  private configuration(): Promise<oidc.Configuration> {
    if (this.discovered && Date.now() - this.discovered.at < DISCOVERY_TTL_MS) return this.discovered.configuration;
    const { issuer, clientId, clientSecret, signingAlg } = this.settings;
    const insecure = issuer.startsWith('http:');
    const configuration = oidc.discovery(
      new URL(issuer),
      clientId,
      {
        client_secret: clientSecret,
        id_token_signed_response_alg: signingAlg,
        // A userinfo that is not a JWT signed with this algorithm is refused.
        userinfo_signed_response_alg: signingAlg,
      },
      oidc.ClientSecretPost(clientSecret),
      {
        timeout: TIMEOUT_SECONDS,
        execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      },
    );
    const entry = { at: Date.now(), configuration };
    this.discovered = entry;
    // A failed discovery is tried again on the next click, not cached.
    configuration.catch(() => {
      if (this.discovered === entry) this.discovered = null;
    });
    return configuration;
  }

  /** The authorize URL: response_type, client_id, redirect_uri, scope, state and nonce, nothing else. */
  async authorizationUrl(state: string, nonce: string): Promise<string> {
    const configuration = await this.configuration();
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.settings.scopes,
      state,
      nonce,
    }).href;
  }

  /** Exchanges the callback's code, then reads the signed userinfo of the same subject. */
  async signIn(
    query: string,
    checks: { state: string; nonce: string },
  ): Promise<{ identity: ProConnectIdentity; idToken: string }> {
    const configuration = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${this.redirectUri}?${query}`), {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const sub = tokens.claims()!.sub;
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, sub);
    const identity: ProConnectIdentity = {
      sub,
      email: text(info.email).toLowerCase(),
      givenName: text(info.given_name),
      usualName: text(info.usual_name),
      siret: text(info.siret).replace(/\s/g, ''),
      uid: text(info.uid) || null,
    };
    if (!identity.email || !identity.givenName || !identity.usualName) {
      throw new ProConnectFailure('invalid', 'missing_claims');
    }
    if (!/^\d{14}$/.test(identity.siret)) throw new ProConnectFailure('invalid', 'invalid_siret');
    return { identity, idToken: tokens.id_token! };
  }

  /** ProConnect's logout: id_token_hint, state and post_logout_redirect_uri, as its documentation lists them. */
  async endSessionUrl(idToken: string, state: string): Promise<string> {
    const configuration = await this.configuration();
    const url = oidc.buildEndSessionUrl(configuration, {
      id_token_hint: idToken,
      state,
      post_logout_redirect_uri: this.postLogoutRedirectUri,
    });
    // openid-client adds client_id; ProConnect's end_session takes the three parameters above.
    url.searchParams.delete('client_id');
    return url.href;
  }
}
