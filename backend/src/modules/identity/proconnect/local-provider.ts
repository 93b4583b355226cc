import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';

/** An identity the local provider offers, with ProConnect's claims. */
export interface LocalIdentity {
  sub: string;
  email: string;
  given_name: string;
  usual_name: string;
  siret: string;
  uid: string;
  /** Shown on the provider's page, to tell the identities apart. */
  label?: string;
  phone?: string;
}

export interface LocalProviderOptions {
  /** 0 picks a free port. */
  port: number;
  /** Host of the issuer URL: localhost for a browser, 127.0.0.1 in tests. */
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  identities: LocalIdentity[];
  signingAlg?: 'RS256' | 'ES256';
  /** A misconfigured provider answering userinfo as plain JSON (ProConnect always signs it). */
  unsignedUserinfo?: boolean;
  /**
   * Sees every request first; answering it (true) stops it there. Tests play a faulty or hostile
   * provider with it (a rewritten nonce, a tampered token, an unsigned userinfo).
   */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export interface LocalProvider {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

// ProConnect's claims, each behind the scope of the same name (idp_id, phone and siren are optional there).
const CLAIMS = {
  openid: ['sub'],
  email: ['email'],
  given_name: ['given_name'],
  usual_name: ['usual_name'],
  siret: ['siret'],
  uid: ['uid'],
  phone: ['phone'],
  idp_id: ['idp_id'],
};

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#161616}
h1{font-size:1.4rem}.note{background:#fff4e5;padding:.75rem;border-left:4px solid #b34000}
button{display:block;width:100%;text-align:left;margin:.5rem 0;padding:.75rem;font-size:1rem;border:1px solid #000091;
background:#fff;color:#000091;cursor:pointer}button.primary{background:#000091;color:#fff}small{display:block;color:#555}</style>
</head><body>${body}</body></html>`;

/**
 * A local OpenID provider configured like ProConnect (authorization code flow with client_secret_post,
 * id_token and userinfo signed as JWTs, ProConnect's scopes and claims, 30 s codes, 60 s access tokens,
 * 12 h sessions, logout through end_session_endpoint). The tests start it, and so does PROCONNECT_DEV=1,
 * so that the button can be tried without credentials. Its page lists the test identities.
 */
export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const { default: ProviderClass } = await import('oidc-provider');
  const alg = options.signingAlg ?? 'RS256';
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `local-${alg.toLowerCase()}`, use: 'sig', alg };

  const server: Server = createServer();
  // « localhost » listens on every interface, so that both ::1 and 127.0.0.1 reach it.
  const listenHost = options.host === 'localhost' ? undefined : (options.host ?? '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, listenHost, resolve);
  });
  const issuer = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  const identities = new Map(options.identities.map((i) => [i.sub, i]));

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: alg,
        ...(options.unsignedUserinfo ? {} : { userinfo_signed_response_alg: alg }),
      },
    ],
    jwks: { keys: [jwk as never] },
    claims: CLAIMS,
    scopes: Object.keys(CLAIMS),
    pkce: { required: () => false },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: {
      AuthorizationCode: 30,
      AccessToken: 60,
      IdToken: 60,
      Interaction: 600,
      Session: 12 * 3600,
      Grant: 12 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      jwtUserinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // ProConnect ends the session at once: the confirmation form posts itself.
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          const auto = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
          ctx.body = page(
            'Déconnexion',
            `<h1>Déconnexion du fournisseur d’identité local</h1>${auto}
<button class="primary" type="submit" form="op.logoutForm">Se déconnecter</button>
<script>document.getElementById('op.logoutForm').submit()</script>`,
          );
        },
      },
    },
    findAccount: (_ctx, sub) => {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => {
          const { label: _label, ...claims } = identity;
          return { ...claims, idp_id: 'local' };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Erreur', `<h1>Erreur du fournisseur d’identité</h1><p>${html(String(out.error))}</p>`);
    },
  };
  const provider = new ProviderClass(issuer, configuration);
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (options.intercept?.(req, res)) return;
    const match = /^\/interaction\/([\w-]+)(\/(login|abort))?$/.exec((req.url ?? '').split('?')[0]!);
    if (!match) return void callback(req, res);
    interaction(provider, identities, req, res, match[3]).catch((error: unknown) => {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page('Erreur', `<h1>Interaction expirée</h1><p>${html(String(error))}</p>`));
    });
  });

  return {
    issuer,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
};

/** The provider's sign-in page: pick an identity (login and consent at once), or refuse. */
async function interaction(
  provider: Provider,
  identities: Map<string, LocalIdentity>,
  req: IncomingMessage,
  res: ServerResponse,
  action: string | undefined,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'POST' && action === 'abort') {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'L’usager a refusé de transmettre ses informations.' },
      { mergeWithLastSubmission: false },
    );
  }
  if (req.method === 'POST' && action === 'login') {
    const sub = (await readForm(req)).get('sub') ?? '';
    if (!identities.has(sub)) throw new Error('Identité inconnue.');
    const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }
  const buttons = [...identities.values()]
    .map(
      (i) =>
        `<form method="post" action="/interaction/${details.uid}/login"><input type="hidden" name="sub" value="${html(i.sub)}">` +
        `<button type="submit" name="identity" value="${html(i.sub)}">${html(`${i.given_name} ${i.usual_name}`)}` +
        `<small>${html(i.email)} — SIRET ${html(i.siret)}${i.label ? ` — ${html(i.label)}` : ''}</small></button></form>`,
    )
    .join('');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(
    page(
      'Fournisseur d’identité local',
      `<h1>Fournisseur d’identité local (PROCONNECT_DEV)</h1>
<p class="note">Ce fournisseur remplace ProConnect sur un poste de développement : choisissez une identité de test.</p>
${buttons}
<form method="post" action="/interaction/${details.uid}/abort"><button type="submit">Refuser de transmettre mes informations</button></form>`,
    ),
  );
}
