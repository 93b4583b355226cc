/**
 * The browser's side at the identity provider: its own cookie jar, redirects followed by hand until
 * the provider sends the browser back to Troc.
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly issuer: string) {}

  async go(url: string, form?: Record<string, string>): Promise<Response> {
    const res = await fetch(new URL(url, this.issuer), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows the provider's redirects; returns the first address outside the provider (Troc's callback). */
  async follow(res: Response): Promise<string> {
    for (let hops = 0; hops < 10; hops++) {
      const location = res.headers.get('location');
      if (!location) throw new Error(`Le fournisseur n'a pas redirigé (${res.status}) : ${await res.text()}`);
      const next = new URL(location, this.issuer);
      if (!next.href.startsWith(this.issuer)) return next.href;
      res = await this.go(next.href);
      if (res.status === 200) return `interaction:${next.pathname}`;
    }
    throw new Error('Trop de redirections chez le fournisseur.');
  }

  /**
   * From Troc's redirect to the authorize endpoint, signs in as `sub` on the provider's page (or refuses),
   * and returns the callback address the provider sends the browser to.
   */
  async signIn(authorizeUrl: string, sub: string | 'refuse'): Promise<string> {
    const first = await this.follow(await this.go(authorizeUrl));
    // With a provider session already open (single sign-on), no page is shown.
    if (!first.startsWith('interaction:')) return first;
    const page = first.slice('interaction:'.length);
    const res = sub === 'refuse' ? await this.go(`${page}/abort`, {}) : await this.go(`${page}/login`, { sub });
    return this.follow(res);
  }

  /** The provider's logout page posts its own form: do what its script does. */
  async logout(endSessionUrl: string): Promise<string> {
    const res = await this.go(endSessionUrl);
    const html = await res.text();
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !xsrf) throw new Error(`Page de déconnexion inattendue (${res.status}) : ${html.slice(0, 300)}`);
    return this.follow(await this.go(action.replace(/&amp;/g, '&'), { xsrf, logout: 'yes' }));
  }
}

/** The path and query of an absolute address: what the test client asks Troc for. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
