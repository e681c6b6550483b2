import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Config } from '../../config.js';
import { type SessionRepository } from '../../repositories/sessions.js';
import { type SystemSettingRepository } from '../../repositories/system-settings.js';
import { type UserRepository } from '../../repositories/users.js';
import { type ApiTokenService, createApiTokenService } from '../../services/api-tokens.js';
import { type AuthService, createAuthService } from '../../services/auth.js';
import { createIdentityProviderRegistry, type IdentityProviderRegistry } from '../../services/identity-providers.js';
import { createUserService, type UserService } from '../../services/users.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: () => Date;
    userRepository: UserRepository;
    sessionRepository: SessionRepository;
    systemSettings: SystemSettingRepository;
    authService: AuthService;
    /** API tokens (issue 35): made, listed, revoked, and the identity of a bearer secret. */
    apiTokenService: ApiTokenService;
    userService: UserService;
    /** University sign-in (issue 30): the identity providers and whether local passwords work for everyone. */
    identityProviders: IdentityProviderRegistry;
  }
}

/** Repositories and services of accounts: users, sessions, sign-in, impersonation, API tokens. */
export default fp(
  async function accounts(app: FastifyInstance) {
    const users = app.repositories.users;
    const sessions = app.repositories.sessions;
    app.decorate('userRepository', users);
    app.decorate('sessionRepository', sessions);
    app.decorate('systemSettings', app.repositories.systemSettings);
    const identityProviders = createIdentityProviderRegistry({
      db: app.db,
      settings: app.repositories.systemSettings,
      environment: app.config.sso,
      audit: app.audit,
      clock: app.clock,
    });
    app.decorate('identityProviders', identityProviders);
    app.decorate(
      'authService',
      createAuthService({
        users,
        sessions,
        attempts: app.repositories.loginAttempts,
        config: app.config,
        clock: app.clock,
        log: app.log,
        localPasswords: identityProviders.localPasswords,
      }),
    );
    app.decorate(
      'apiTokenService',
      createApiTokenService({
        db: app.db,
        tokens: app.repositories.apiTokens,
        users,
        audit: app.audit,
        clock: app.clock,
        log: app.log,
      }),
    );
    app.decorate(
      'userService',
      createUserService({
        db: app.db,
        users,
        resources: app.repositories.resources,
        sessions,
        audit: app.audit,
        outbox: app.outbox,
        clock: app.clock,
        passwordHashing: app.config.passwordHashing,
        throttle: (input) => app.authService.throttle(input),
        // The admin plugin decorates the settings after this one; they are read only when a reminder is changed.
        defaultReminderHour: async () => (await app.systemSettingsService.current()).default_reminder_hour,
        site: () => app.systemSettingsService.current(),
      }),
    );
  },
  { name: 'accounts', dependencies: ['database', 'audit', 'notifications'] },
);
