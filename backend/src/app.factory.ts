import type { INestApplication } from '@nestjs/common';
import { pageAdmission } from './core/http/admission.js';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { DEFAULT_LOCALE } from '@troc/shared';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { AppModule } from './app.module.js';
import { SESSION_STORE } from './core/auth/auth-core.module.js';
import type { RevocableSessionStore } from './core/auth/session.stores.js';
import { sessionsOrDegraded, unlessSessionDown } from './core/auth/session-down.js';
import { throttledSessionTouch, touchInterval } from './core/auth/session-touch.js';
import type { AppConfig } from './core/config/config.js';
import { answerClientErrors, HEADERS_MAX_KIB } from './core/http/client-error.js';
import { ErrorFilter } from './core/http/error.filter.js';
import { securityHeaders } from './core/http/security-headers.js';
import { documentErrors } from './core/http/openapi-errors.js';
import { bodyParsers } from './core/http/body.js';
import { createValidationPipe } from './core/http/validation.js';
import { frontendRouter, localeRedirect, notFound } from './core/http/web.middleware.js';
import { createRootLogger, PinoNestLogger } from './core/logging/logger.js';
import { requestLogger } from './core/logging/request-logger.middleware.js';
import { FileStores } from './core/storage/file-stores.js';
import { storedFilesRoute } from './core/storage/stored-files.route.js';
import { PollLane } from './core/http/poll-lane.js';
import { QueueService } from './core/queue/queue.service.js';

export const SESSION_COOKIE = 'troc_sid';

/** Builds the whole application (API and front ends) for a configuration; used by main and the tests. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const logger = createRootLogger(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  answerClientErrors(app.getHttpServer());
  const errors = new ErrorFilter();

  app.use(securityHeaders(signedPicturesOrigin(config)));
  app.use(requestLogger(logger.child({ component: 'http' })));
  const sessionStore = app.get<RevocableSessionStore>(SESSION_STORE);
  const sessionMaxAgeMs = config.sessionMaxAgeHours * 3600 * 1000;
  // Registered polls of a signed-in page skip compression, the body parsers, the session middleware, passport
  // and Nest when all is in order.
  app.use(
    app.get(PollLane).middleware({
      store: sessionStore,
      cookieName: SESSION_COOKIE,
      secret: config.sessionSecret,
      maxAgeMs: sessionMaxAgeMs,
      touchEveryMs: touchInterval(sessionMaxAgeMs),
      logger: logger.child({ component: 'http' }),
    }),
  );
  app.use(compression({ threshold: 1024 }));
  app.use(localeRedirect);
  const pageMeta = {
    'troc:map-tile-url': config.map.tileUrl,
    'troc:map-attribution': config.map.attribution,
    'troc:accessibility-contact': config.accessibilityContact,
    // The ProConnect button shows only when the sign-in is configured.
    'troc:proconnect': config.proconnect ? 'on' : null,
  };
  app.use(frontendRouter(config.frontendsDir, pageMeta));
  // Uploaded files have random names; what may be seen is decided when the address is handed out.
  const stores = app.get(FileStores);
  app.use(
    '/uploads',
    stores.remote
      ? storedFilesRoute(stores.area('uploads'), config.fileStorage?.presignSeconds ?? 0)
      : express.static(config.uploadsDir, { index: false, fallthrough: false, maxAge: '30d' }),
  );
  app.use(...bodyParsers());
  // Errors raised before Nest's router (unreadable body, missing static file) get the same contract.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const { status, body } = errors.respond(err);
    res.status(status).json(body);
  });
  app.use(pageAdmission(config.pageConcurrency, config.databaseLimits.acquireTimeoutMs, (e) => errors.respond(e)));
  app.use(
    sessionsOrDegraded(
      session({
        name: SESSION_COOKIE,
        secret: config.sessionSecret,
        store: sessionStore,
        resave: false,
        saveUninitialized: false,
        // Sliding expiry; the store writes it at most every few minutes (throttledSessionTouch below).
        rolling: true,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: 'auto',
          maxAge: sessionMaxAgeMs,
        },
      }),
    ),
  );
  app.use(unlessSessionDown(throttledSessionTouch(sessionMaxAgeMs)));
  app.use(passport.initialize());
  app.use(unlessSessionDown(passport.session()));

  app.setGlobalPrefix(DEFAULT_LOCALE, { exclude: ['logout', 'troc/return-from-loan/:slug'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(errors);

  const document = documentErrors(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Troc — API')
        .setDescription(
          'API de la place de marché Troc. Les appels qui modifient des données exigent le jeton CSRF de la session (en-tête X-CSRF-Token ou champ form[_token]), obtenu par GET /fr/api/auth/me. ' +
            `L'adresse (chaîne de requête comprise) et les en-têtes d'une requête ne peuvent dépasser ${HEADERS_MAX_KIB} Kio ensemble : ` +
            'au-delà, la réponse est un 431 avec un message en français.',
        )
        .setVersion('1')
        .addCookieAuth(SESSION_COOKIE)
        .build(),
    ),
  );
  SwaggerModule.setup(`${DEFAULT_LOCALE}/api/docs`, app, document, {
    jsonDocumentUrl: `${DEFAULT_LOCALE}/api/docs-json`,
  });

  await app.init();
  // Registered after init, so after every route: what nothing answered is a French 404.
  app.use(notFound(config.frontendsDir, pageMeta));
  // Every module has started (the category tree is loaded, the hooks are set): jobs may run.
  app.get(QueueService).open();
  return app;
}

/** Pictures answered by signed addresses load from the store itself (an http MinIO is not covered by https:). */
function signedPicturesOrigin(config: AppConfig): string[] {
  const store = config.fileStorage;
  const origin = store?.presignSeconds ? (store.publicEndpoint ?? store.endpoint) : null;
  return origin?.startsWith('http:') ? [origin] : [];
}
