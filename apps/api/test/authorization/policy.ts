import { type Ability } from '@laikas/contract';

/*
 * THE AUTHORIZATION POLICY: who may call each API route. One line per route (method and path exactly as Fastify
 * registers them). `apps/api/test/authorization.test.ts` walks the app's route table and calls every route as every
 * role (anonymous, student, teacher, one user per single ability, administrator, super administrator); an answer
 * this table does not allow fails the suite, and so does a route missing here (deny by default).
 *
 * Adding a route? Add its line below, in its area's block:
 *   'GET /api/things':        { who: 'signed-in' },           // any signed-in user (anonymous → 401)
 *   'POST /api/admin/things': { who: 'resources.manage' },    // that ability (others → 403, anonymous → 401)
 *   'GET /api/public-thing':  { who: 'anyone' },              // no sign-in (config: { public: true })
 *   'PUT /api/admin/secret':  { who: '*' },                   // super administrators only
 *   'PUT /api/users/:id':     { who: 'signed-in', foreign: 'users.manage' }, // own :id, or the ability for others'
 * `sample` is a valid body for routes whose rule lives in the service (checked after the body is validated).
 */

/** `'*'`: super administrators only. */
export type Who = 'anyone' | 'signed-in' | Ability;

export interface RoutePolicy {
  who: Who;
  /** The route takes a user id as `:id`: the user's own id is allowed to `who`, another's needs this ability. */
  foreign?: Exclude<Ability, '*'>;
  /** A valid body, so that the service's own rule (not validation) answers. */
  sample?: Record<string, unknown>;
  /** Why the rule is what it is, when it is not obvious. */
  note?: string;
}

export const POLICY: Record<string, RoutePolicy> = {
  // Health probes for operators (routes/health, issue 37)
  'GET /api/health/live': { who: 'anyone' },
  'GET /api/health/ready': { who: 'anyone' },
  // Sign-in and session (routes/auth)
  'GET /api/csrf-cookie': { who: 'anyone' },
  'POST /api/login': { who: 'anyone' },
  'POST /api/logout': { who: 'anyone', note: 'a client whose session expired still clears its cookie' },
  'GET /api/user': { who: 'signed-in' },
  // When one's own session ends, and staying signed in (issue 32, WCAG 2.2.1): a session's only (a token gets 403).
  'GET /api/session': { who: 'signed-in' },
  'POST /api/session': { who: 'signed-in' },
  'GET /api/settings': { who: 'anyone', note: 'the footer of the login page' },
  // The API's reference (plugins/external/openapi.ts, issue 35): the API's shape is no secret
  'GET /api/openapi.json': { who: 'anyone' },
  'GET /api/docs': { who: 'anyone' },
  'GET /api/docs/json': { who: 'anyone' },
  'GET /api/docs/yaml': { who: 'anyone' },
  'GET /api/docs/static/index.html': { who: 'anyone' },
  'GET /api/docs/static/swagger-initializer.js': { who: 'anyone' },
  'GET /api/docs/static/*': { who: 'anyone' },

  // Users (routes/users)
  'GET /api/users': { who: 'signed-in', note: 'names for invitations; e-mails only with users.manage' },
  'GET /api/users/:id': { who: 'signed-in', foreign: 'users.manage' },
  'PUT /api/users/:id': { who: 'signed-in', foreign: 'users.manage', sample: {} },
  'POST /api/users/:id/update-reminders': {
    who: 'signed-in',
    foreign: 'users.manage',
    sample: { daily_reminder: true, reminder_hour: 7 },
  },
  'POST /api/users/:id/impersonate': { who: 'users.manage', note: '403 also unless the target has fewer abilities' },
  'POST /api/users/stop-impersonating': { who: 'signed-in', note: '409 unless impersonating' },
  'POST /api/users/default-resource/:resource': { who: 'signed-in' },
  'DELETE /api/users/default-resource': { who: 'signed-in' },
  'GET /api/users/:id/reservations': { who: 'signed-in', note: 'timetables are public inside the university' },
  'GET /api/user/calendar-feed': { who: 'signed-in', note: 'the caller’s own feed address' },
  'POST /api/user/calendar-feed/reset': { who: 'signed-in', note: 'the caller’s own feed address' },
  'GET /api/calendar-feeds/:token.ics': { who: 'anyone', note: 'a calendar app has no session: the token is the key' },
  'GET /api/calendar-feeds/:token/resources/:id.ics': { who: 'anyone', note: 'the person’s feed token is the key' },
  'GET /api/resources/:id/calendar-feed': { who: 'signed-in' },
  'PUT /api/admin/resources/:id/public-feed': { who: 'resources.manage', sample: { public: true } },
  'GET /api/resources/:id/calendar.ics': { who: 'anyone', note: 'public room timetable: times and names only' },
  'POST /api/set-language': { who: 'signed-in' },
  'PUT /api/user/password': { who: 'signed-in' },
  // API tokens (routes/tokens, issue 35): managed with a session only (a token gets 403)
  'GET /api/user/tokens': { who: 'signed-in', note: 'the caller’s own tokens' },
  'POST /api/user/tokens': { who: 'signed-in', sample: { name: 'Matrix', scopes: ['read'] } },
  'DELETE /api/user/tokens/:id': { who: 'signed-in', note: '404 for a token not the caller’s' },
  'GET /api/admin/service-tokens': { who: 'administrate' },
  'POST /api/admin/service-tokens': { who: 'administrate', sample: { name: 'Matrix', scopes: ['read'] } },
  'DELETE /api/admin/service-tokens/:id': { who: 'administrate' },
  // Webhooks (routes/webhooks, issue 35)
  'GET /api/admin/webhooks': { who: 'administrate' },
  'POST /api/admin/webhooks': {
    who: 'administrate',
    sample: { url: 'http://127.0.0.1:9/hook', events: ['reservation.created'] },
  },
  'PUT /api/admin/webhooks/:id': {
    who: 'administrate',
    sample: { url: 'http://127.0.0.1:9/hook', events: ['reservation.created'] },
  },
  'DELETE /api/admin/webhooks/:id': { who: 'administrate' },
  'GET /api/admin/webhooks/:id/deliveries': { who: 'administrate' },
  'POST /api/admin/webhook-deliveries/:id/redeliver': { who: 'administrate' },
  'GET /api/admin/users': { who: 'users.manage' },
  'POST /api/admin/users': {
    who: 'users.manage',
    sample: { uid: 'policy.sample', name: 'Policy Sample', roles: [] },
    note: 'each allowed caller adds the account once: the uid is then taken (422)',
  },
  'GET /api/admin/users/:id': { who: 'users.manage' },
  'GET /api/admin/users/:id/reservations': { who: 'users.manage' },
  'POST /api/admin/users/:id/disable': { who: 'users.manage', note: '403 also unless the target has fewer abilities' },
  'POST /api/admin/users/:id/enable': { who: 'users.manage', note: '403 also unless the target has fewer abilities' },
  'POST /api/admin/users/:id/reset-password': {
    who: 'users.manage',
    note: '403 also unless the target has fewer abilities',
  },
  'GET /api/admin/system-settings': { who: '*' },
  'PUT /api/admin/system-settings': { who: '*' },
  'GET /api/admin/audit': { who: '*' },
  // University sign-in (routes/sso, issue 30): the provider settings hold secrets, so a session only (no token)
  'GET /api/auth/providers': { who: 'anyone', note: 'the login page offers them' },
  'GET /api/auth/sso/:provider/start': { who: 'anyone', note: 'a redirect to the provider, or to the login page' },
  'GET /api/auth/sso/:provider/callback': { who: 'anyone', note: 'the provider sends the browser back here' },
  'POST /api/auth/ldap/:provider': { who: 'anyone', note: 'a sign-in: uid and password checked by a directory' },
  'GET /api/auth/sso/:provider/metadata': { who: 'anyone', note: "Laikas's SAML metadata, for the IdP" },
  'POST /api/auth/sso/:provider/acs': {
    who: 'anyone',
    note: 'the IdP posts the assertion cross-site (no XSRF token); it opens no session, it hands a ticket on',
  },
  'GET /api/auth/sso/:provider/finish': {
    who: 'anyone',
    note: "the browser's own step: a session only for the browser that started the sign-in",
  },
  'GET /api/auth/sso/:provider/slo': { who: 'anyone', note: 'single logout, signed messages only' },
  'GET /api/admin/identity-providers/:id/try': {
    who: '*',
    note: "a trial sign-in: the IdP's answer, nobody signed in",
  },
  'POST /api/admin/identity-providers/:id/try': {
    who: '*',
    sample: { uid: 'ona', password: 'secret' },
    note: "an LDAP directory's trial sign-in",
  },
  'GET /api/admin/identity-providers/trial': { who: '*', note: 'the last trial sign-in, read once' },
  'GET /api/admin/identity-providers': { who: '*' },
  'PUT /api/admin/identity-providers/:id': {
    who: '*',
    sample: {
      protocol: 'oidc',
      name: 'Universitetas',
      enabled: false,
      issuer: 'https://idp.example.edu',
      client_id: 'laikas',
      client_secret: 'secret',
      scopes: 'openid profile email',
      attributes: { uid: 'preferred_username', name: 'name', email: 'email' },
      rules: [],
      link: 'none',
    },
  },
  'DELETE /api/admin/identity-providers/:id': { who: '*' },
  'PUT /api/admin/local-passwords': {
    who: '*',
    sample: { local_passwords: 'everyone' },
    note: 'everyone: the other roles must still sign in with their passwords',
  },
  'GET /api/roles': { who: 'users.manage' },

  // Resources, items, reservations (routes/resources, items, reservations, annexes)
  'GET /api/resources': { who: 'signed-in' },
  'GET /api/resources/list': { who: 'signed-in' },
  'GET /api/resources/first': { who: 'signed-in' },
  'GET /api/resources/remote-enabled': { who: 'signed-in' },
  'GET /api/resources/tags': { who: 'signed-in' },
  'GET /api/resources/free': { who: 'signed-in' },
  'GET /api/resources/:id': { who: 'signed-in' },
  'GET /api/resources/:id/items': { who: 'signed-in' },
  'GET /api/resources/:id/items/:itemId': { who: 'signed-in' },
  'GET /api/resources/:id/reservations': { who: 'signed-in' },
  'GET /api/resources/:id/week': { who: 'signed-in' },
  'GET /api/resources/:id/remote-reservations': { who: 'signed-in' },
  'POST /api/resources/:resourceId/reservations': { who: 'signed-in', note: 'the reservation rules decide' },
  'GET /api/items/:itemId/reservations': { who: 'signed-in' },
  'POST /api/items/:itemId/reservations': { who: 'signed-in', note: 'the reservation rules decide' },
  'POST /api/items/:itemId/reservations/preview': { who: 'signed-in', note: 'as a create; writes nothing' },
  'GET /api/items/:itemId/reservations/:id': { who: 'signed-in', note: '404 unless involved or a manager' },
  'PUT /api/items/:itemId/reservations/:id': { who: 'signed-in', note: 'creator, responsible or a manager' },
  'POST /api/items/:itemId/reservations/:id/preview': { who: 'signed-in', note: 'as an update; writes nothing' },
  'DELETE /api/items/:itemId/reservations/:id': { who: 'signed-in', note: 'creator, responsible or a manager' },
  'PATCH /api/remote-reservations/:id': { who: 'signed-in', note: 'creator, responsible or a manager' },
  'POST /api/remote-reservations/:id/preview': { who: 'signed-in', note: 'as an update; writes nothing' },
  'DELETE /api/remote-reservations/:id': { who: 'signed-in', note: 'creator, responsible or a manager' },
  'GET /api/reservations': { who: 'signed-in', note: 'the caller’s own' },
  'GET /api/reservations/:id': { who: 'signed-in', note: '404 unless involved or a manager' },
  'GET /api/reservations/:id/calendar.ics': { who: 'signed-in', note: 'as GET /api/reservations/:id' },
  'POST /api/reservations/:id/attach': { who: 'signed-in', note: 'creator, responsible or a manager' },
  'GET /api/annexes': { who: 'signed-in' },
  'GET /api/rooms/glance': { who: 'signed-in' },

  // Groups, lanes, timetables (routes/groups, lanes, group-timetables)
  'GET /api/groups': { who: 'signed-in' },
  'GET /api/groups/:id/reservations': { who: 'signed-in' },
  'GET /api/group-timetables/mine': { who: 'signed-in' },
  'GET /api/group-timetables/:id/reservations': { who: 'signed-in' },

  // Periods and blackouts (routes/periods)
  'GET /api/blackouts': { who: 'signed-in' },
  'GET /api/exam-sessions': { who: 'signed-in' },
  'GET /api/admin/periods': { who: 'groups.manage' },
  'POST /api/admin/periods': { who: 'groups.manage' },
  'GET /api/admin/periods/:id': { who: 'groups.manage' },
  'PUT /api/admin/periods/:id': { who: 'groups.manage' },
  'POST /api/admin/periods/:id/preview': { who: 'groups.manage' },
  'DELETE /api/admin/periods/:id': { who: 'groups.manage' },
  'POST /api/admin/blackouts': { who: 'groups.manage' },
  'POST /api/admin/blackouts/preview': { who: 'groups.manage', note: 'lists the reservations covered; writes nothing' },
  'DELETE /api/admin/blackouts/:id': { who: 'groups.manage' },

  // Group administration (routes/groups admin)
  'GET /api/admin/groups': { who: 'groups.manage' },
  'POST /api/admin/groups': { who: 'groups.manage' },
  'GET /api/admin/groups/:id': { who: 'groups.manage' },
  'PUT /api/admin/groups/:id': { who: 'groups.manage' },
  'DELETE /api/admin/groups/:id': { who: 'groups.manage' },
  'GET /api/admin/groups/:id/users': { who: 'groups.manage' },
  'GET /api/admin/groups/:id/detached-users': { who: 'groups.manage' },
  'POST /api/admin/groups/:id/attach-users': { who: 'groups.manage' },
  'POST /api/admin/groups/:id/detach-users': { who: 'groups.manage' },
  'POST /api/admin/groups/:id/attach-resources': { who: 'groups.manage' },
  'POST /api/admin/groups/:id/detach-resources': { who: 'groups.manage' },
  'POST /api/admin/groups/import': { who: 'groups.manage', note: 'multipart files[]; a JSON body is a 422' },
  'POST /api/admin/imports/itc': { who: 'groups.manage', note: 'multipart problem, solution; a JSON body is a 422' },
  'POST /api/admin/imports/itc/preview': {
    who: 'groups.manage',
    note: 'multipart as the import; counts, writes nothing',
  },
  'GET /api/admin/imports/itc/:id': { who: 'groups.manage' },
  'GET /api/admin/group-timetables': { who: 'groups.manage' },
  'POST /api/admin/group-timetables': { who: 'groups.manage' },
  'GET /api/admin/group-timetables/:id': { who: 'groups.manage' },
  'DELETE /api/admin/group-timetables/:id': { who: 'groups.manage' },
  'PUT /api/admin/group-timetables/:id/lock': { who: 'groups.manage' },
  'PUT /api/admin/group-timetables/:id/approve': { who: 'groups.manage' },
  'GET /api/admin/group-timetables/:id/conflicts': { who: 'groups.manage' },
  'GET /api/admin/group-timetables/:id/reservations': { who: 'groups.manage' },
  // Issue 36: a group's timetable published in versions, and what changed since the last one.
  'POST /api/admin/group-timetables/:id/publish': { who: 'groups.manage' },
  'GET /api/admin/group-timetables/:id/versions': { who: 'groups.manage' },
  'GET /api/admin/group-timetables/:id/changes': { who: 'groups.manage' },

  // Resource administration and uploads (routes/admin-resources, upload)
  'GET /api/admin/resources': { who: 'resources.manage' },
  'POST /api/admin/resources': { who: 'resources.manage' },
  'GET /api/admin/resources/:id': { who: 'resources.manage' },
  'PUT /api/admin/resources/:id': { who: 'resources.manage' },
  'DELETE /api/admin/resources/:id': { who: 'resources.manage' },
  'GET /api/admin/resources/:id/items': { who: 'resources.manage' },
  // A room's own closed times on its page (routes/resource-blackouts): one span, or every week
  'GET /api/admin/resources/:id/blackouts': { who: 'resources.manage' },
  'POST /api/admin/resources/:id/blackouts': { who: 'resources.manage' },
  'POST /api/admin/resources/:id/blackouts/preview': { who: 'resources.manage', note: 'writes nothing' },
  'DELETE /api/admin/resources/:id/blackouts/:blackoutId': { who: 'resources.manage' },
  'GET /api/admin/resources/:id/weekly-blackouts': { who: 'resources.manage' },
  'POST /api/admin/resources/:id/weekly-blackouts': { who: 'resources.manage' },
  'POST /api/admin/resources/:id/weekly-blackouts/preview': { who: 'resources.manage', note: 'writes nothing' },
  'DELETE /api/admin/resources/:id/weekly-blackouts/:blackoutId': { who: 'resources.manage' },
  'POST /api/admin/resources/:id/items': { who: 'resources.manage' },
  'PUT /api/admin/resources/:id/items/:itemId': { who: 'resources.manage' },
  'DELETE /api/admin/resources/:id/items/:itemId': { who: 'resources.manage' },
  'POST /api/upload': { who: 'resources.manage' },
  'GET /api/admin/annexes': { who: 'resources.manage' },
  'POST /api/admin/annexes': { who: 'resources.manage' },
  'GET /api/admin/annexes/:id': { who: 'resources.manage' },
  'PUT /api/admin/annexes/:id': { who: 'resources.manage' },

  // Reservation administration (routes/admin)
  'GET /api/admin/reservations': { who: 'reservations.manage' },
  'POST /api/admin/reservations/approve': { who: 'reservations.manage' },
  'POST /api/admin/reservations/reject': { who: 'reservations.manage' },

  // Reports (routes/reports)
  'GET /api/admin/reports': { who: 'reports.manage' },
  'POST /api/admin/reports': { who: 'reports.manage' },
  'GET /api/admin/reports/:id': { who: 'reports.manage' },
  'DELETE /api/admin/reports/:id': { who: 'reports.manage' },
  'GET /api/admin/reports/export': { who: 'reports.manage' },
  'GET /api/admin/reports/reservations': { who: 'reports.manage' },
  'GET /api/admin/reports/periods': { who: 'reports.manage', note: 'the periods’ names and dates (routes/periods)' },

  // Notifications (routes/notifications): each user's own
  'GET /api/notifications': { who: 'signed-in' },
  'GET /api/admin/outbox': { who: '*' },
  'POST /api/admin/outbox/:id/retry': { who: '*' },
  'POST /api/admin/outbox/test-email': { who: '*', note: 'to the caller’s own address only (routes/admin-outbox)' },
  'GET /api/user/notification-settings': { who: 'signed-in', note: 'the caller’s own' },
  'PUT /api/user/notification-settings': { who: 'signed-in', note: 'the caller’s own' },
  'GET /api/user/invitations': { who: 'signed-in', note: 'the caller’s own' },
  'POST /api/user/invitations/:reservationId/:answer': { who: 'signed-in', note: 'the caller’s own invitation' },
  'GET /api/notifications/unread-count': { who: 'signed-in' },
  'PATCH /api/notifications/:id/read': { who: 'signed-in' },
  'PATCH /api/notifications/read-all': { who: 'signed-in' },
  'DELETE /api/notifications/:id': { who: 'signed-in' },
  'DELETE /api/notifications': { who: 'signed-in' },

  // Live timetables (routes/events, issue 31): what each event names is filtered per user (live-events.test.ts)
  'GET /api/events': {
    who: 'signed-in',
    note: 'events of changes the caller may read; 406 without Accept: text/event-stream',
  },
};
