import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGroupTimetableRepository } from '../../repositories/group-timetables.js';
import { createGroupRepository } from '../../repositories/groups.js';
import { createImportRepository } from '../../repositories/imports.js';
import { createLaneRepository } from '../../repositories/lanes.js';
import { createRepeaterRepository } from '../../repositories/repeaters.js';
import { createReservationContactRepository } from '../../repositories/reservation-contacts.js';
import { createReservationRepository } from '../../repositories/reservations.js';
import { createResourceRepository } from '../../repositories/resources.js';
import { createGroupImporter, type GroupImporter } from '../../services/group-import.js';
import { createGroupTimetableService, type GroupTimetableService } from '../../services/group-timetables.js';
import { createGroupService, type GroupService } from '../../services/groups.js';
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
      reservations: createReservationRepository(app.db),
      resources: createResourceRepository(app.db),
      repeaters: createRepeaterRepository(app.db),
      contacts: createReservationContactRepository(app.db),
      timeZone,
    });
    app.decorate(
      'groupService',
      createGroupService({
        db: app.db,
        groups: createGroupRepository(app.db),
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
        timetables: createGroupTimetableRepository(app.db),
        present,
        audit: app.audit,
        clock: app.clock,
        timeZone,
      }),
    );
    app.decorate(
      'groupImporter',
      createGroupImporter({
        db: app.db,
        dialect: app.dialect,
        imports: createImportRepository(app.db),
        audit: app.audit,
        clock: app.clock,
      }),
    );
    app.decorate(
      'laneService',
      createLaneService({ lanes: createLaneRepository(app.db), present, clock: app.clock, timeZone }),
    );
  },
  { name: 'groups', dependencies: ['database', 'audit'] },
);
