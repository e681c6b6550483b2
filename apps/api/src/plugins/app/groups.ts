import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGroupImporter, type GroupImporter } from '../../services/group-import.js';
import { createGroupTimetableService, type GroupTimetableService } from '../../services/group-timetables.js';
import { createGroupService, type GroupService } from '../../services/groups.js';
import { createClosureReader } from '../../services/closures.js';
import { createLaneService, type LaneService } from '../../services/lanes.js';
import { createReservationPresenter } from '../../services/reservation-presenter.js';

declare module 'fastify' {
  interface FastifyInstance {
    groupService: GroupService;
    groupTimetableService: GroupTimetableService;
    groupImporter: GroupImporter;
    laneService: LaneService;
  }
}

/** Groups, their imports and timetables, and the lanes by group and by teacher. */
export default fp(
  async function groups(app: FastifyInstance) {
    const timeZone = app.config.timeZone;
    const present = createReservationPresenter({
      reservations: app.repositories.reservations,
      resources: app.repositories.resources,
      repeaters: app.repositories.repeaters,
      contacts: app.repositories.reservationContacts,
      timeZone,
    });
    app.decorate(
      'groupService',
      createGroupService({
        db: app.db,
        groups: app.repositories.groups,
        present,
        audit: app.audit,
        clock: app.clock,
        timeZone,
      }),
    );
    app.decorate(
      'groupTimetableService',
      createGroupTimetableService({
        db: app.db,
        timetables: app.repositories.groupTimetables,
        present,
        audit: app.audit,
        notifications: app.notificationService,
        reservations: app.repositories.reservations,
        repeaters: app.repositories.repeaters,
        clock: app.clock,
        timeZone,
      }),
    );
    app.decorate(
      'groupImporter',
      createGroupImporter({
        db: app.db,
        dialect: app.dialect,
        imports: app.repositories.imports,
        audit: app.audit,
        clock: app.clock,
      }),
    );
    app.decorate(
      'laneService',
      createLaneService({
        lanes: app.repositories.lanes,
        present,
        closures: createClosureReader({
          blackouts: app.repositories.blackouts,
          periods: app.repositories.periods,
          timeZone,
        }),
        clock: app.clock,
        timeZone,
      }),
    );
  },
  { name: 'groups', dependencies: ['database', 'audit', 'notifications'] },
);
