import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../test-support/test-database';
import { createInspection } from '../test-support/inspections';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The counters and the truth, per (tenant, measure, trigger), non-zero only. */
const exec = (text: string) => database.query(text, []);
type Row = { tenant_id: string; measure_type: string; trigger: string; n: number };
const rows = async (text: string) => ((await exec(text)) as { rows: Row[] }).rows;

async function countersAndTruth() {
  const counters = await rows(
    `select tenant_id, measure_type, trigger, open_count::int as n from inspection_queue_counts
     where open_count <> 0 order by 1, 2, 3`,
  );
  const truth = await rows(
    `select tenant_id, measure_type, trigger, count(*)::int as n from inspections
     where status in ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP')
     group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { counters, truth };
}

describe('inspection_queue_counts (statement-level triggers)', () => {
  it('stay equal to the open inspections through multi-row inserts, updates and deletes', async () => {
    for (let i = 0; i < 6; i++) {
      await createInspection(database.db, {
        status: i % 3 === 0 ? 'PASSED' : 'PENDING',
        measureType: i % 2 === 0 ? 'INSULATION' : 'HEATING_SYSTEM',
      });
    }
    // One statement inserting many rows at once, as an import does.
    await exec(
      `insert into inspections (tenant_id, reference, source, status, policy_id, customer_name, customer_forename,
         customer_surname, property_address, address_line1, address_town, address_postcode, measure_type,
         installer_name, installer_company, trigger, notes, measure_code, measure_label, trigger_label)
       select 'default-tenant', 'INS-QC-' || g, 'SINGLE_PAGE',
         (array['PENDING','IN_PROGRESS','REQUIRES_FOLLOW_UP','PASSED'])[1 + g % 4], g::text, 'C', 'C', 'D',
         'A', 'A', 'Leeds', 'LS1 1AA', (array['INSULATION','HEATING_SYSTEM'])[1 + g % 2], 'I', 'I',
         (array['QUALITY_ASSURANCE','CUSTOMER_COMPLAINT'])[1 + g % 2], '', 'EWI', 'EWI', 'T'
       from generate_series(1, 200) g`,
    );
    let { counters, truth } = await countersAndTruth();
    expect(counters).toEqual(truth);
    expect(truth.length).toBeGreaterThan(1);

    // Many rows change status, category and trigger in single statements.
    await exec(`update inspections set status = 'PASSED' where reference like 'INS-QC-1%'`);
    await exec(
      `update inspections set measure_type = 'HEATING_SYSTEM', trigger = 'CUSTOMER_COMPLAINT' where reference like 'INS-QC-2%'`,
    );
    await exec(
      `update inspections set status = 'PENDING' where status = 'PASSED' and reference like 'INS-QC-3%'`,
    );
    await exec(`update inspections set notes = 'no count change'`);
    ({ counters, truth } = await countersAndTruth());
    expect(counters).toEqual(truth);

    await exec(
      `delete from inspections where reference like 'INS-QC-5%' or reference like 'INS-QC-7%'`,
    );
    ({ counters, truth } = await countersAndTruth());
    expect(counters).toEqual(truth);
  });

  it('are kept by one trigger per statement, not per row', async () => {
    const triggers = (await exec(
      `select tgname, (tgtype & 1) = 1 as per_row from pg_trigger
       where tgrelid = 'inspections'::regclass and tgname like 'inspections_queue_count%' order by 1`,
    )) as { rows: { tgname: string; per_row: boolean }[] };
    expect(triggers.rows).toEqual([
      { tgname: 'inspections_queue_counts_delete', per_row: false },
      { tgname: 'inspections_queue_counts_insert', per_row: false },
      { tgname: 'inspections_queue_counts_update', per_row: false },
    ]);
  });
});
