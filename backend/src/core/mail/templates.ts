/** Minimal, readable French mail layout: a title, paragraphs, one call to action. */
export function renderMail(opts: {
  title: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer?: string;
  /** Links under the footer, e.g. the one-click unsubscribe. */
  footerLinks?: { label: string; url: string }[];
}) {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const footer = opts.footer ?? 'Troc — la place de marché du réemploi entre organisations.';
  const links = opts.footerLinks ?? [];
  const text = [
    opts.title,
    '',
    ...opts.paragraphs,
    '',
    `${opts.action.label} : ${opts.action.url}`,
    '',
    footer,
    ...links.map((l) => `${l.label} : ${l.url}`),
  ].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px;margin:auto">
<h1 style="font-size:20px;color:#1f7a4d">${escape(opts.title)}</h1>
${opts.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<p><a href="${escape(opts.action.url)}" style="display:inline-block;background:#1f7a4d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(opts.action.label)}</a></p>
<p style="font-size:12px;color:#52606d">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : ${escape(opts.action.url)}</p>
<p style="font-size:12px;color:#52606d">${escape(footer)}</p>
${links.map((l) => `<p style="font-size:12px;color:#52606d"><a href="${escape(l.url)}" style="color:#52606d">${escape(l.label)}</a></p>`).join('\n')}
</body></html>`;
  return { text, html };
}
