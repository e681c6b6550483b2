import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, type TestApp } from './helper.js';
import { agentsFor, type Caller } from './admin-roles.js';
import { clock } from './reservation-fixtures.js';

const autumn = {
  name: '2026 ruduo',
  starts_on: '2026-09-01',
  ends_on: '2027-01-31',
  teaching_weeks: 16,
  exam_weeks: 4,
  blackouts: [{ name: 'Kalėdos', from: '2026-12-25', to: '2026-12-26' }],
};
const spring = { name: '2027 pavasaris', starts_on: '2027-02-01', ends_on: '2027-06-30' };

/*
 * The reports screen offers the current and previous period as ranges (ReportPeriods). An administrator who may read
 * reports but not manage groups got none: the periods were readable only with groups.manage.
 */
describe.each(DIALECTS)('the periods a report may cover on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let agents: Record<Caller, Agent>;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    agents = await agentsFor(app);
    for (const period of [autumn, spring]) {
      const response = await agents['groups.manage'].post('/api/admin/periods', period);
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterEach(async () => {
    await test.close();
  });

  it('should give an administrator of reports only the periods’ names and dates, newest first', async () => {
    const response = await agents['reports.manage'].get('/api/admin/reports/periods');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: expect.any(Number), name: '2027 pavasaris', starts_on: '2027-02-01', ends_on: '2027-06-30' },
        { id: expect.any(Number), name: '2026 ruduo', starts_on: '2026-09-01', ends_on: '2027-01-31' },
      ],
    });
  });

  it('should not let an administrator of reports only read the periods’ details or change them', async () => {
    const reports = agents['reports.manage'];
    const [newest] = (await agents['groups.manage'].get('/api/admin/periods')).json().data as { id: number }[];
    expect((await reports.get('/api/admin/periods')).statusCode).toBe(403);
    expect((await reports.get(`/api/admin/periods/${newest!.id}`)).statusCode).toBe(403);
    expect((await reports.post('/api/admin/periods', { ...spring, name: 'Vasara' })).statusCode).toBe(403);
    expect((await reports.put(`/api/admin/periods/${newest!.id}`, { ...spring, name: 'Kita' })).statusCode).toBe(403);
    expect((await reports.delete(`/api/admin/periods/${newest!.id}`)).statusCode).toBe(403);
    const after = await agents['groups.manage'].get('/api/admin/periods');
    expect(after.json().data.map((period: { name: string }) => period.name)).toEqual(['2027 pavasaris', '2026 ruduo']);
  });

  it('should refuse the periods for reports to anyone who may not read reports', async () => {
    expect((await agents['groups.manage'].get('/api/admin/reports/periods')).statusCode).toBe(403);
    expect((await agents.teacher.get('/api/admin/reports/periods')).statusCode).toBe(403);
    expect((await agents.anonymous.get('/api/admin/reports/periods')).statusCode).toBe(401);
  });
});
