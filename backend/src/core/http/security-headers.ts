import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * The security headers: every page and API answer carries helmet's full set; the front ends' built
 * files (/static/) only those a script or a style sheet needs (no sniffing, same-origin
 * resources, HTTPS). The page policies (CSP, frames, referrer…) govern documents, not the scripts
 * they load, and would add about 600 bytes to each of the twenty files of a first visit.
 */
export function securityHeaders(extraImageOrigins: string[] = []): RequestHandler {
  const documents = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // antd writes its styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...extraImageOrigins],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        // Served over plain HTTP on localhost in the embedded mode; TLS is the proxy's job.
        'upgrade-insecure-requests': null,
      },
    },
  });
  const assets = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (req: Request, res: Response, next: NextFunction) =>
    (req.path.startsWith('/static/') ? assets : documents)(req, res, next);
}
