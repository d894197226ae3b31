import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { STATUS_FLOW, type ApplicationDetail } from '../../contract/index.ts';
import { migrate } from '../db/database.ts';
import { MIGRATIONS } from '../db/migrations/index.ts';
import { assumedPath, spread } from '../db/migrations/009_status_history.ts';
import { kzIso } from '../domain/time.ts';
import { callContract, DEMO, login, present, useTestServer } from '../test/server.ts';

const server = useTestServer({ processingSeconds: 5 });

const statuses = (detail: ApplicationDetail) => detail.history.map((h) => h.status);

describe('status history of an application', () => {
  let token = '';
  let id = '';
  const detail = async () => {
    const answer = await callContract(
      server,
      'fixApplicationDetail',
      { opportunityId: id },
      { token },
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('starts with «Создана» at the moment of creation', async () => {
    const created = server.clock.now;
    const result = await login(server, {
      ...DEMO.saryarkaNoApps,
      intent: {
        appType: 'internet',
        tariffId: 'office-10-reduced',
        address: { houseId: 'almaty-dostyk-38' },
      },
    });
    token = result.accessToken;
    id = result.createdApplication?.opportunityId ?? '';
    expect(result.createdApplication?.history).toEqual([
      { status: 'Qualification', at: kzIso(created) },
    ]);
  });

  it('adds each step the client sends and each the operator finishes, at its own time', async () => {
    const ibans = await callContract(server, 'customerIbans', { bankId: 'freedom' }, { token });
    const sent = server.clock.now;
    const updated = await callContract(
      server,
      'updateApplication',
      {
        opportunityId: id,
        positionId: 'director',
        bankId: 'freedom',
        iban: present(ibans.body.ibans[0], 'an IBAN').iban,
        factAddress: 'г. Астана, ул. Сыганак, 29',
        lawAddress: 'г. Астана, ул. Сыганак, 29',
      },
      { token },
    );
    expect(updated.status).toBe(200);
    expect(statuses(updated.body)).toEqual(['Qualification', 'DataUpdate']);
    expect(updated.body.history[1]?.at).toBe(kzIso(sent));

    // The stand-in CRM applies its finished processing when the application is next read (as
    // it sends its SMS then): the change is dated at that moment, and recorded once.
    server.clock.advance(60_000);
    const read = await detail();
    expect(statuses(read)).toEqual(['Qualification', 'DataUpdate', 'SolutionOnClient']);
    expect(read.history[2]?.at).toBe(kzIso(server.clock.now));
    // Reading again records nothing new.
    expect((await detail()).history).toHaveLength(3);
  });

  it('ends with «Отменена» once cancelled, the list and the detail agreeing', async () => {
    server.clock.advance(1_000);
    const cancelledAt = server.clock.now;
    const cancelled = await callContract(
      server,
      'cancelOpportunity',
      { opportunityId: id },
      { token },
    );
    expect(cancelled.body.status).toBe('StatusCancelled');
    const read = await detail();
    expect(read.history.at(-1)).toEqual({ status: 'StatusCancelled', at: kzIso(cancelledAt) });
    expect(statuses(read)).toEqual([
      'Qualification',
      'DataUpdate',
      'SolutionOnClient',
      'StatusCancelled',
    ]);
  });
});

describe('the demo applications', () => {
  it('each has a history along its flow, in time order, ending at its status', async () => {
    const { accessToken: token } = await login(server, DEMO.stepnoy);
    for (const productType of ['internet', 'mobile'] as const) {
      const list = await callContract(server, 'clientApplications', { productType }, { token });
      for (const summary of list.body.applications) {
        const key = productType === 'internet' ? 'fixApplicationDetail' : 'mobileApplicationDetail';
        const { body } = await callContract(
          server,
          key,
          { opportunityId: summary.opportunityId },
          { token },
        );
        expect(body.history[0]).toEqual({ status: 'Qualification', at: body.creationDate });
        expect(body.history.at(-1)?.status).toBe(body.status);
        const times = body.history.map((h) => Date.parse(h.at));
        expect(times).toEqual([...times].sort((a, b) => a - b));
        // Степной's mobile application is waiting for the delivery choice: signed on the way.
        if (body.status === 'MobileDelivery') {
          expect(statuses(body)).toEqual(STATUS_FLOW.mobile.slice(0, 5));
        }
      }
    }
  });
});

describe('migration 9 over an older database', () => {
  it('gives the applications already there a history, and records changes from then on', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 8));
    const before = db
      .prepare("SELECT id, status FROM applications WHERE company_bin = '160440000372'")
      .all() as Array<{ id: string; status: string }>;
    expect(before.length).toBeGreaterThan(0);
    expect(migrate(db)).toBe(MIGRATIONS.length);
    for (const row of before) {
      const history = db
        .prepare(
          'SELECT status FROM application_status_history WHERE opportunity_id = ? ORDER BY at, id',
        )
        .all(row.id) as Array<{ status: string }>;
      expect(history.at(-1)?.status).toBe(row.status);
    }
    const [first] = before;
    db.prepare(
      "UPDATE applications SET status = 'StatusCancelled', updated_at = 42 WHERE id = ?",
    ).run(first?.id);
    // Writing the same status again is no change.
    db.prepare('UPDATE applications SET status = status WHERE id = ?').run(first?.id);
    const last = db
      .prepare(
        'SELECT status, at FROM application_status_history WHERE opportunity_id = ? ORDER BY id DESC',
      )
      .all(first?.id) as Array<{ status: string; at: number }>;
    expect(last[0]).toEqual({ status: 'StatusCancelled', at: 42 });
    expect(last[1]?.status).not.toBe('StatusCancelled');
    db.close();
  });

  it('assumes the flow up to the status, and a cancellation of a new application', () => {
    expect(assumedPath('internet', 'TimeBooking')).toEqual([
      'Qualification',
      'DataUpdate',
      'SolutionOnClient',
      'SignatureProcessing',
      'TimeBooking',
    ]);
    expect(assumedPath('mobile', 'StatusCancelled')).toEqual(['Qualification', 'StatusCancelled']);
    expect(assumedPath('mobile', 'Qualification')).toEqual(['Qualification']);
    expect(spread(1000, 4000, 4)).toEqual([1000, 2000, 3000, 4000]);
    expect(spread(1000, 1000, 2)).toEqual([1000, 1000]);
    expect(spread(1000, 5000, 1)).toEqual([1000]);
  });
});
