import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { commonMessages } from '@sanza/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { runCommand } from './cli/commands.ts';
import { type Config, fastifyTrustProxy, hasWebBuild, publicBase } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { claimDataDir } from './db/owner.ts';
import type { DemoAccount } from './db/seed/demo-accounts.ts';
import { renewDemoAuctions } from './db/seed/demo-auctions.ts';
import { prepareDemoAudio } from './db/seed/demo-audio-files.ts';
import { seedDemo } from './db/seed/seed.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { createAccountsService } from './features/accounts/accounts.service.ts';
import { createCaptchaService } from './features/accounts/captcha.service.ts';
import { emailRoutes } from './features/accounts/email.routes.ts';
import { createEmailService } from './features/accounts/email.service.ts';
import { idpApiRoutes, idpBrowserRoutes } from './features/accounts/idp.routes.ts';
import { createIdpService } from './features/accounts/idp.service.ts';
import { passwordChangeRoutes } from './features/accounts/password-change.routes.ts';
import { createPasswordChangeService } from './features/accounts/password-change.service.ts';
import { passwordResetRoutes } from './features/accounts/password-reset.routes.ts';
import { createPasswordResetService } from './features/accounts/password-reset.service.ts';
import { profileRoutes } from './features/accounts/profile.routes.ts';
import { createProfileService } from './features/accounts/profile.service.ts';
import { rolesRoutes } from './features/accounts/roles.routes.ts';
import { createRolesService } from './features/accounts/roles.service.ts';
import { createAuctionHub } from './features/auctions/auctions.gateway.ts';
import { auctionsRoutes } from './features/auctions/auctions.routes.ts';
import { type AuctionsService, createAuctionsService } from './features/auctions/auctions.service.ts';
import { doorRoutes } from './features/door/door.routes.ts';
import { createDoorService } from './features/door/door.service.ts';
import { doorSalesRoutes } from './features/door/door-sales.routes.ts';
import { createDoorSalesService } from './features/door/door-sales.service.ts';
import { eventModerationRoutes } from './features/events/event-moderation.routes.ts';
import { createEventModerationService } from './features/events/event-moderation.service.ts';
import { eventsRoutes } from './features/events/events.routes.ts';
import {
  createEventsService,
  type EventsService,
  VIEW_PURGE_INTERVAL_MS,
} from './features/events/events.service.ts';
import { lineupsRoutes } from './features/events/lineups.routes.ts';
import { createLineupsService } from './features/events/lineups.service.ts';
import { studioEventsRoutes } from './features/events/studio-events.routes.ts';
import { createStudioEventsService } from './features/events/studio-events.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { invitationsRoutes } from './features/invitations/invitations.routes.ts';
import { createInvitationsService } from './features/invitations/invitations.service.ts';
import { albumsRoutes } from './features/music/albums.routes.ts';
import { createAlbumsService } from './features/music/albums.service.ts';
import { artistsRoutes } from './features/music/artists.routes.ts';
import { createArtistsService } from './features/music/artists.service.ts';
import { editorialRoutes } from './features/music/editorial.routes.ts';
import { createEditorialService } from './features/music/editorial.service.ts';
import { musicModerationRoutes } from './features/music/music-moderation.routes.ts';
import { createMusicModerationService } from './features/music/music-moderation.service.ts';
import { playlistsRoutes } from './features/music/playlists.routes.ts';
import { createPlaylistsService } from './features/music/playlists.service.ts';
import {
  createSongPipeline,
  RENDITION_TEMP_PURGE_INTERVAL_MS,
  SONG_UPLOAD_PURGE_INTERVAL_MS,
  type SongPipeline,
} from './features/music/song-pipeline.service.ts';
import { songUploadsRoutes } from './features/music/song-uploads.routes.ts';
import { songsRoutes } from './features/music/songs.routes.ts';
import {
  CLIENT_PLAY_PURGE_INTERVAL_MS,
  createSongsService,
  type SongsService,
} from './features/music/songs.service.ts';
import { studioMusicRoutes } from './features/music/studio-music.routes.ts';
import { createStudioMusicService, type StudioMusicService } from './features/music/studio-music.service.ts';
import { startTakedowns } from './features/music/takedowns.service.ts';
import {
  type ArtistNewsService,
  createArtistNewsService,
} from './features/notifications/artist-news.service.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { startCollectionOperators } from './features/payments/operators/index.ts';
import { paymentRequestsRoutes } from './features/payments/payment-requests.routes.ts';
import {
  createPaymentRequestsService,
  type PaymentRequestsService,
} from './features/payments/payment-requests.service.ts';
import { paymentsRoutes, paymentWebhookRoutes } from './features/payments/payments.routes.ts';
import { createPaymentsService } from './features/payments/payments.service.ts';
import { cartRoutes } from './features/reservations/cart.routes.ts';
import { createCartService } from './features/reservations/cart.service.ts';
import { reservationsRoutes } from './features/reservations/reservations.routes.ts';
import {
  createReservationsService,
  type ReservationsService,
} from './features/reservations/reservations.service.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { createSearchService, createSongMatcher } from './features/search/search.service.ts';
import { trackingRoutes } from './features/tracking/tracking.routes.ts';
import { ffmpegBinary } from './lib/audio.ts';
import { type Clock, nextLocalMidnight, systemClock } from './lib/clock.ts';
import { createFfmpeg } from './lib/ffmpeg.ts';
import { imageUploadLimiter } from './lib/image-upload-limit.ts';
import { startIntervalJob } from './lib/interval-job.ts';
import { createTokenSigner, deriveKey, resolveJwtSecret } from './lib/jwt.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createMediaUrls } from './lib/media.ts';
import { createReadCache, type ReadCache } from './lib/read-cache.ts';
import { redactUrl, serializeError } from './lib/redact.ts';
import { createStreamSlots } from './lib/sse.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { mediaPlugin } from './plugins/media.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { requireRole } from './plugins/roles.ts';
import { webPlugin } from './plugins/web.ts';

export type AppDeps = {
  /** An open, migrated database; when absent the app opens the one the config names. */
  database?: Database;
  clock?: Clock;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | object;
  /** Called with every route as it is registered (the fuzz test collects the routes and their schemas). */
  onRoute?: (route: RouteOptions) => void;
};

export type App = FastifyInstance & {
  database: Database;
  events: EventsService;
  readCache: ReadCache;
  mailer: Mailer;
  artistNews: ArtistNewsService;
  paymentRequests: PaymentRequestsService;
  reservations: ReservationsService;
  auctions: AuctionsService;
  songs: SongsService;
  studioMusic: StudioMusicService;
  songPipeline: SongPipeline;
  webhookSecret: string;
};

/**
 * Log lines without the credentials some URLs carry, nor the SQL, parameters and values of failed statements
 * (see lib/redact.ts).
 */
const serializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: serializeError,
};

/** The composition root: opens the database, builds the services and registers every route. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const demoAccounts: DemoAccount[] = [];
  const database = deps.database ?? (await openConfiguredDatabase(config, demoAccounts));

  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, serializers, ...(typeof deps.logger === 'object' ? deps.logger : {}) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (!deps.database) app.addHook('onClose', () => database.close());

  const db = database.db;
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokenSigner(jwtSecret, clock);
  const media = createMediaUrls(config.publicUrl);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dir: join(config.dataDir, 'mail'),
    log: app.log,
  });
  app.addHook('onClose', () => mailer.close());
  const events = createEventsService({ db, clock, media, viewerKey: deriveKey(jwtSecret, 'event-viewers') });
  const captcha = createCaptchaService({ db, clock, secret: jwtSecret, ...config.captcha });
  const emails = createEmailService({ db, clock, mailer, publicBase: publicBase(config) });
  const accounts = createAccountsService({ db, clock, tokens, captcha, emails });
  const passwords = createPasswordChangeService({
    db,
    clock,
    mailer,
    publicBase: publicBase(config),
    accounts,
  });
  const reset = createPasswordResetService({ db, clock, mailer, captcha, publicBase: publicBase(config) });
  const profile = createProfileService({
    db,
    clock,
    media,
    mediaDir: config.mediaDir,
    timeZone: config.timeZone,
    emails,
  });
  const idp = createIdpService({
    db,
    clock,
    oidc: config.oidc,
    publicBase: publicBase(config),
    webBase: config.publicUrl ?? '',
    accounts,
    log: app.log,
  });
  const reservations = createReservationsService({
    db,
    clock,
    media,
    holdMs: config.reservationHoldMs,
    maxUnpaidTickets: config.maxUnpaidTicketsPerEvent,
    timeZone: config.timeZone,
  });
  const cart = createCartService({ db, clock, reservations });
  const payments = createPaymentsService({
    db,
    clock,
    holdMs: config.reservationHoldMs,
    cashHoldMs: config.cashHoldMs,
    auctionPaymentMs: config.auctionPaymentMs,
    config: config.payment,
    ticketKey: deriveKey(jwtSecret, 'e-tickets'),
    timeZone: config.timeZone,
  });
  const door = createDoorService({ db, clock, payments });
  const doorSales = createDoorSalesService({ db, clock, reservations, payments });
  const webhookSecret = config.payment.webhookSecret ?? deriveKey(jwtSecret, 'payment-webhook');
  const collection = await startCollectionOperators({
    config: config.collection,
    callbackBase: config.collection.callbackUrl ?? `http://127.0.0.1:${config.port}`,
    callbackSecret: config.collection.callbackSecret ?? deriveKey(jwtSecret, 'payment-callback'),
  });
  app.addHook('onClose', () => collection.close());
  const paymentRequests = createPaymentRequestsService({
    database,
    clock,
    payments,
    operators: collection.operators,
    country: config.collection.country,
    ttlMs: config.collection.requestTtlMs,
    log: app.log,
  });
  const notifications = createNotificationsService({ db, clock });
  const artistNews = createArtistNewsService({
    db,
    clock,
    mailer,
    secret: deriveKey(jwtSecret, 'artist-news'),
    publicBase: publicBase(config),
    today: () => songs.today(),
  });
  // The hub reads an auction again through the service after its live feed was cut off (built just below).
  const hub = createAuctionHub(database, { readState: (id) => auctions.get(id), log: app.log });
  app.addHook('onClose', () => hub.close());
  const auctions: AuctionsService = createAuctionsService({
    db,
    clock,
    media,
    mailer,
    reservations,
    notifications,
    isWatching: hub.isWatching,
    softCloseS: config.auctionSoftCloseS,
    maxBidFactor: config.auctionMaxBidFactor,
    paymentMs: config.auctionPaymentMs,
    nonpaymentBanMs: config.auctionNonpaymentBanMs,
    timeZone: config.timeZone,
    publicBase: publicBase(config),
  });
  const studioEvents = createStudioEventsService({
    db,
    clock,
    media,
    mediaDir: config.mediaDir,
    mailer,
    reservations,
    timeZone: config.timeZone,
    publicBase: publicBase(config),
    refundEvent: (eventId) => paymentRequests.refundEvent(eventId),
    door,
    notifications,
    log: app.log,
  });
  const invitations = createInvitationsService({ db, clock, mailer, publicBase: publicBase(config) });
  // Every ffmpeg this app starts: each run bounded in time, all killed when the app closes.
  const ffmpeg = createFfmpeg(() => ffmpegBinary(config.ffmpegPath));
  const songPipeline = createSongPipeline({
    db,
    clock,
    media,
    mediaDir: config.mediaDir,
    timeZone: config.timeZone,
    ffmpeg,
    transcodeTimeoutMs: config.songTranscodeTimeoutMs,
    maxSongMinutes: config.songMaxMinutes,
    concurrency: config.songProcessConcurrency,
    maxPendingUploads: config.songUploadsMaxPending,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    // No song is taken up any more; the running ones lose their ffmpeg and are left to their lapsing lease.
    const stopped = songPipeline.stop();
    await ffmpeg.stopAll();
    await stopped;
  });
  const songs = createSongsService({
    db,
    clock,
    media,
    timeZone: config.timeZone,
    renditions: songPipeline,
  });
  const albums = createAlbumsService({ db, clock, media, songs, timeZone: config.timeZone });
  const artists = createArtistsService({ db, clock, media, songs, albums });
  const playlists = createPlaylistsService({ db, songs, clock, matchSongs: createSongMatcher(db) });
  const studioMusic = createStudioMusicService({
    db,
    clock,
    media,
    mediaDir: config.mediaDir,
    timeZone: config.timeZone,
  });
  const search = createSearchService({ db, songs, albums, artists, playlists, events, auctions });
  const rateLimitPerMinute = config.authRateLimitPerMinute;
  // The audio files of songs hidden by moderation: no longer served under /media/, whoever kept the link.
  const takedowns = await startTakedowns({ database, log: app.log });
  app.addHook('onClose', () => takedowns.stop());
  const staff = createRolesService({ db, clock });
  const eventModeration = createEventModerationService({ db, clock });
  const musicModeration = createMusicModerationService({ db, clock, songModerated: takedowns.songModerated });
  const editorial = createEditorialService({ db });

  // The demo studio accounts' passwords, new this start: printed this once, stored only hashed.
  for (const a of demoAccounts) {
    app.log.warn(
      `Compte de démonstration ${a.role} « ${a.username} » : mot de passe « ${a.password} » (affiché une seule fois, notez-le).`,
    );
  }
  await app.register(errorHandlerPlugin);
  // Before the auth plugin: tokens with a NUL byte are refused before they are looked up.
  await app.register(inputGuardPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        // A form posted to /accounts/{provider}/login/ is redirected to the provider: form-action covers it.
        'form-action': ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: config.publicUrl ? [config.publicUrl] : false, credentials: true });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: commonMessages.tooManyRequests,
      retryAfter: ctx.after,
    }),
  });
  // One count for every image route, and one for every live stream route.
  const limitImageUploads = imageUploadLimiter(app, config.imageUploadsPerMinute);
  const streamSlots = createStreamSlots(config.liveStreams);
  await app.register(authPlugin, {
    tokens,
    resolveIdpToken: idp.resolveToken,
    isTokenCurrent: accounts.isTokenCurrent,
  });

  const readCache = createReadCache({
    now: () => clock.now().getTime(),
    // Songs and albums come out at local midnight of their release date (issue 16): no answer outlives it.
    nextBoundary: (now) => nextLocalMidnight(new Date(now), config.timeZone).getTime(),
  });
  await app.register(readCachePlugin, {
    cache: readCache,
    database,
    echoTimeoutMs: config.readCacheEchoTimeoutMs,
  });
  // Views waiting to be written (events.service) are written before the database closes.
  app.addHook('preClose', () =>
    events.flushViews().catch((err) => app.log.error({ err }, 'event views lost')),
  );

  await app.register(healthRoutes, { db: database.db });
  await app.register(
    async (api) => {
      await api.register(eventsRoutes, { events, cache: readCache });
      await api.register(trackingRoutes, { db });
      await api.register(accountsRoutes, { accounts, captcha, rateLimitPerMinute });
      await api.register(passwordResetRoutes, { reset, rateLimitPerMinute });
      await api.register(profileRoutes, { profile, limitImageUploads });
      await api.register(rolesRoutes, { db, staff, publicUrl: config.publicUrl });
      await api.register(emailRoutes, { emails, profile, rateLimitPerMinute });
      await api.register(passwordChangeRoutes, { passwords, rateLimitPerMinute });
      await api.register(idpApiRoutes, { idp, rateLimitPerMinute });
      await api.register(reservationsRoutes, { reservations });
      await api.register(cartRoutes, { cart });
      await api.register(invitationsRoutes, { invitations });
      // EventSource sends no header: live streams take the access (or identity-provider) token in the query.
      const resolveToken = async (token: string) =>
        token.split('.').length === 3
          ? tokens.verifyAccess(token)
          : token.length <= 512
            ? idp.resolveToken(token)
            : null;
      await api.register(auctionsRoutes, { auctions, hub, clock, resolveToken, streamSlots });
      await api.register(notificationsRoutes, { notifications, artistNews, publicUrl: config.publicUrl });
      await api.register(paymentsRoutes, {
        payments,
        reservations,
        requestToPayOptions: () => paymentRequests.options(),
      });
      await api.register(paymentRequestsRoutes, {
        paymentRequests,
        payments,
        database,
        clock,
        resolveToken,
        streamSlots,
      });
      await api.register(paymentWebhookRoutes, { payments, secret: webhookSecret, clock });
      await api.register(songsRoutes, { songs, publicUrl: config.publicUrl, cache: readCache });
      await api.register(albumsRoutes, { albums, artists, publicUrl: config.publicUrl, cache: readCache });
      await api.register(artistsRoutes, { artists, publicUrl: config.publicUrl, cache: readCache });
      await api.register(playlistsRoutes, {
        playlists,
        publicUrl: config.publicUrl,
        songs,
        cache: readCache,
      });
      await api.register(searchRoutes, { search, songs, cache: readCache });
      await api.register(studioEventsRoutes, { db, studioEvents, limitImageUploads });
      await api.register(eventModerationRoutes, { db, moderation: eventModeration });
      await api.register(doorRoutes, { db, door });
      await api.register(doorSalesRoutes, { doorSales });
      await api.register(lineupsRoutes, {
        lineups: createLineupsService({ db, clock }),
        requireArtist: requireRole(db, 'artist'),
      });
      await api.register(studioMusicRoutes, {
        studio: studioMusic,
        pipeline: songPipeline,
        requireArtist: requireRole(db, 'artist'),
        limitImageUploads,
      });
      await api.register(musicModerationRoutes, { db, moderation: musicModeration, events: eventModeration });
      await api.register(editorialRoutes, { db, editorial });
      await api.register(songUploadsRoutes, {
        pipeline: songPipeline,
        requireArtist: requireRole(db, 'artist'),
      });
    },
    { prefix: '/api' },
  );
  await app.register(idpBrowserRoutes, { idp });
  await app.register(mediaPlugin, { mediaDir: config.mediaDir, isWithheld: takedowns.isWithheld });
  await app.register(webPlugin, { distDir: hasWebBuild(config) ? config.webDistDir : null });

  // Background work runs in the served process only; tests drive the services with their own clock.
  if (!deps.database) {
    const stopExpiry = startIntervalJob({
      name: 'reservation-expiry',
      intervalMs: config.reservationExpiryIntervalMs,
      work: () => reservations.expireDue(),
      log: app.log,
    });
    const stopSettlement = startIntervalJob({
      name: 'auction-settlement',
      intervalMs: config.auctionSettleIntervalMs,
      // With the demo on, demo auctions that ended unsold start again, so /auctions never empties.
      work: async () =>
        (await auctions.settle()) + (config.seedDemo ? await renewDemoAuctions(db, clock.now()) : 0),
      log: app.log,
    });
    const stopViewPurge = startIntervalJob({
      name: 'event-view-purge',
      intervalMs: VIEW_PURGE_INTERVAL_MS,
      work: () => events.purgeOldViews(),
      log: app.log,
    });
    const stopSongProcessing = startIntervalJob({
      name: 'song-processing',
      intervalMs: config.songProcessIntervalMs,
      // Starts songs into free slots without waiting for them: a long one never holds the next run.
      work: () => songPipeline.startDue(),
      log: app.log,
    });
    // Songs without renditions (the demo's, those stored before renditions existed): one source a run.
    const stopRenditions = startIntervalJob({
      name: 'song-renditions',
      intervalMs: config.songProcessIntervalMs,
      work: () => songPipeline.backfillDue(),
      log: app.log,
    });
    // Temporary renditions left by a server that stopped midway (a crash): gone at start, then every minute.
    void songPipeline.purgeTemporary().catch((err) => app.log.error({ err }, 'rendition cleanup failed'));
    const stopRenditionPurge = startIntervalJob({
      name: 'rendition-temp-purge',
      intervalMs: RENDITION_TEMP_PURGE_INTERVAL_MS,
      work: () => songPipeline.purgeTemporary(),
      log: app.log,
    });
    const stopUploadPurge = startIntervalJob({
      name: 'song-upload-purge',
      intervalMs: SONG_UPLOAD_PURGE_INTERVAL_MS,
      work: () => songPipeline.purgeExpired(),
      log: app.log,
    });
    const stopClientPlayPurge = startIntervalJob({
      name: 'client-play-purge',
      intervalMs: CLIENT_PLAY_PURGE_INTERVAL_MS,
      work: () => songs.purgeOldClientPlays(),
      log: app.log,
    });
    const stopReconcile = startIntervalJob({
      name: 'payment-reconciliation',
      intervalMs: config.collection.reconcileIntervalMs,
      work: () => paymentRequests.reconcile(),
      log: app.log,
    });
    const stopArtistNews = startIntervalJob({
      name: 'artist-news',
      intervalMs: config.artistNewsIntervalMs,
      work: async () => (await artistNews.announce()) + (await artistNews.emailDue()),
      log: app.log,
    });
    app.addHook('onClose', async () => {
      stopArtistNews();
      stopReconcile();
      stopClientPlayPurge();
      stopRenditions();
      stopRenditionPurge();
      stopUploadPurge();
      stopSongProcessing();
      stopExpiry();
      stopSettlement();
      stopViewPurge();
    });
  }

  return Object.assign(app, {
    database,
    events,
    readCache,
    mailer,
    artistNews,
    reservations,
    paymentRequests,
    auctions,
    songs,
    studioMusic,
    songPipeline,
    webhookSecret,
  }) as unknown as App;
}

/** Opens the configured database, seeding it when asked; the demo accounts given a password go to `demoAccounts`. */
async function openConfiguredDatabase(config: Config, demoAccounts: DemoAccount[]): Promise<Database> {
  // The embedded database has one owner: this server, which also runs the command-line tools' commands
  // (db/owner.ts). Throws DataDirBusyError, before anything is opened, when another process owns DATA_DIR.
  let db: Database['db'] | undefined;
  const claim = config.databaseUrl
    ? undefined
    : await claimDataDir(config.dataDir, {
        kind: 'server',
        handle: async (command) =>
          db
            ? runCommand(db, command)
            : { code: 1, message: 'Le serveur démarre : réessayez dans un instant.' },
      });
  try {
    // The demo tunes (first start only) are made on another thread while the database opens.
    const audio = config.seedDemo ? prepareDemoAudio(config.mediaDir) : undefined;
    const database = await openDatabase({
      ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` }),
      postgres: config.database.postgres,
      guard: {
        // On PostgreSQL in production such a query only reads outside the transaction: reported, not refused.
        // Everywhere else it fails at once; on the embedded database it would wait for itself.
        mode: config.env === 'production' && config.databaseUrl ? 'warn' : 'throw',
        onViolation: (error) => process.emitWarning(error),
        transactionTimeoutMs: config.database.transactionTimeoutMs,
      },
    });
    await database.migrate();
    if (config.seedDemo)
      demoAccounts.push(...(await seedDemo(database.db, { mediaDir: config.mediaDir, audio })));
    db = database.db;
    if (!claim) return database;
    return {
      ...database,
      async close() {
        await database.close();
        await claim.release();
      },
    };
  } catch (err) {
    await claim?.release();
    throw err;
  }
}
