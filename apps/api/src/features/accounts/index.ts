import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';
import { createCaptchaService } from './captcha.service.ts';
import { emailRoutes } from './email.routes.ts';
import { createEmailService } from './email.service.ts';
import { idpApiRoutes, idpBrowserRoutes } from './idp.routes.ts';
import { createIdpService } from './idp.service.ts';
import { passwordChangeRoutes } from './password-change.routes.ts';
import { createPasswordChangeService } from './password-change.service.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';
import { rolesRoutes } from './roles.routes.ts';
import { createRolesService } from './roles.service.ts';

/** Accounts: sign-up and sign-in (password or identity provider), profile, e-mail, passwords, roles. */
export function createAccountsFeature(ctx: AppContext) {
  const { config, db, clock, mailer, media, publicBase } = ctx;
  const captcha = createCaptchaService({ db, clock, secret: ctx.jwtSecret, ...config.captcha });
  const emails = createEmailService({ db, clock, mailer, publicBase });
  const accounts = createAccountsService({ db, clock, tokens: ctx.tokens, captcha, emails });
  const passwords = createPasswordChangeService({ db, clock, mailer, publicBase, accounts });
  const reset = createPasswordResetService({ db, clock, mailer, captcha, publicBase });
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
    publicBase,
    webBase: config.publicUrl ?? '',
    accounts,
    log: ctx.log,
  });
  const staff = createRolesService({ db, clock });
  const rateLimitPerMinute = config.authRateLimitPerMinute;
  // EventSource sends no header: live streams take the access (or identity-provider) token in the query.
  const resolveStreamToken = async (token: string) =>
    token.split('.').length === 3
      ? ctx.tokens.verifyAccess(token)
      : token.length <= 512
        ? idp.resolveToken(token)
        : null;

  return {
    services: { accounts, idp, resolveStreamToken },
    async routes(api, { limitImageUploads }) {
      await api.register(accountsRoutes, { accounts, captcha, rateLimitPerMinute });
      await api.register(passwordResetRoutes, { reset, rateLimitPerMinute });
      await api.register(profileRoutes, { profile, limitImageUploads });
      await api.register(rolesRoutes, { db, staff, publicUrl: config.publicUrl });
      await api.register(emailRoutes, { emails, profile, rateLimitPerMinute });
      await api.register(passwordChangeRoutes, { passwords, rateLimitPerMinute });
      await api.register(idpApiRoutes, { idp, rateLimitPerMinute });
    },
    async rootRoutes(app) {
      await app.register(idpBrowserRoutes, { idp });
    },
  } satisfies Feature<unknown>;
}
