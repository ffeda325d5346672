import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '@/shared/format';
import type { Database } from '../client';
import {
  importFiles,
  importRowErrors,
  importTemplateDownloads,
  inspections,
  installers,
  newsPosts,
  outboxEmails,
  users,
} from '../schema/index';
import { createMailer } from '@/server/mail/mailer';
import { deliverQueuedEmails } from '@/server/mail/outbox-worker';
import { startSmtpStandIn } from '@/server/test-support/smtp-stand-in';
import { callerFor } from '@/server/test-support/test-caller';
import { DEMO_RESULT_SHARES, demoRiskProfile } from './demo-risk-profiles';
import { DEMO_INSTALLER } from './demo-users';
import { openTestDatabase } from '@/server/test-support/test-database';
import { seedDemoData } from './demo-seed';

/** Issue 11: the demo held 56 results dated after today, which topped every 'recent' list. */
let database: Database;
let seeded: Awaited<ReturnType<typeof seedDemoData>>;
const now = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  seeded = await seedDemoData(database.db, now, { installers: 10, inspections: 600 });
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('demo inspections', () => {
  it('never date a result after today', async () => {
    const today = todayInLondon(now);
    const [future] = await database.db
      .select({ n: count() })
      .from(inspections)
      .where(
        and(
          inArray(inspections.status, ['PASSED', 'FAILED']),
          or(gt(inspections.completedDate, today), gt(inspections.scheduledDate, today)),
        ),
      );
    expect(future!.n).toBe(0);
    const [done] = await database.db
      .select({ n: count() })
      .from(inspections)
      .where(inArray(inspections.status, ['PASSED', 'FAILED']));
    expect(done!.n).toBeGreaterThan(100);
  });

  it("carry the demo inspector's account, so every row of their queue can be acted on", async () => {
    const [tom] = await database.db.select().from(users).where(eq(users.role, 'INSPECTOR'));
    const queue = await callerFor(database.db, tom!).inspection.getPendingInspections({
      page: 1,
      limit: 20,
    });
    expect(queue.inspections.length).toBeGreaterThan(0);
    expect(queue.inspections.filter((row) => !row.mayAct)).toEqual([]);
  });

  it('still schedule some open visits ahead', async () => {
    const [ahead] = await database.db
      .select({ n: count() })
      .from(inspections)
      .where(gt(inspections.scheduledDate, todayInLondon(now)));
    expect(ahead!.n).toBeGreaterThan(0);
  });
});

describe('the demo installer portal sign-in', () => {
  it('is an INSTALLER of the demo installer with the most open fails, whose Remediations page has them', async () => {
    const [account] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_INSTALLER.email));
    expect(account).toMatchObject({ role: 'INSTALLER', isActive: true, emailVerified: true });
    expect(seeded.portalInstallerId).toEqual(expect.any(String));
    // Only an Active installer's users have a session at all.
    const [installer] = await database.db
      .select({ status: installers.status })
      .from(installers)
      .where(eq(installers.id, seeded.portalInstallerId!));
    expect(installer!.status).toBe('Active');
    const portal = callerFor(database.db, {
      ...account!,
      role: 'INSTALLER',
      installerId: seeded.portalInstallerId,
    });
    const items = await portal.portal.remediations.list();
    const open = items.filter((item) => item.state === 'Needs action');
    expect(open.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.installerId))).toEqual(
      new Set([seeded.portalInstallerId]),
    );
  });
});

describe('demo imports (issue 14)', () => {
  it('give /import a history: one completed, one with row errors and its report, one dry run', async () => {
    const files = await database.db.select().from(importFiles).orderBy(importFiles.createdAt);
    expect(
      files.map((f) => [f.fileName, f.status, f.phase, f.inserted, f.importErrors, f.errorCount]),
    ).toEqual([
      ['EWI tracker - October.csv', 'completed', 'done', 12, 0, 0],
      ['CWI tracker - north.csv', 'completed', 'done', 7, 3, 3],
      ['RIRI tracker - week 47.csv', 'pending', 'checked', 0, 0, 0],
    ]);
    expect(files.map((f) => f.kind)).toEqual(['EWI', 'CWI', 'RIRI']);
    const errors = await database.db
      .select({ message: importRowErrors.message })
      .from(importRowErrors)
      .where(inArray(importRowErrors.importId, [files[1]!.id]));
    expect(errors).toHaveLength(3);
    const [imported] = await database.db
      .select({ n: count() })
      .from(inspections)
      .where(inArray(inspections.measureCode, ['EWI', 'CWI']));
    expect(imported!.n).toBeGreaterThanOrEqual(19);
    const downloads = await database.db.select().from(importTemplateDownloads);
    expect(downloads.length).toBeGreaterThan(0);
  });
});

describe('demo installers (issue 16: a realistic spread of risk)', () => {
  async function figures() {
    const rows = await database.db
      .select({
        id: installers.id,
        name: installers.name,
        riskScore: installers.riskScore,
        failRate: installers.failRate,
        severityScore: installers.severityScore,
        complianceRate: installers.complianceRate,
        monitoringType: installers.monitoringType,
        createdAt: installers.createdAt,
      })
      .from(installers);
    return rows;
  }

  it('shows some high-risk installers, some watched, some under Enhanced monitoring and most clean', async () => {
    const rows = await figures();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const high = rows.filter((r) => r.riskScore >= 8);
    const watched = rows.filter((r) => r.riskScore >= 6);
    const clean = rows.filter((r) => r.riskScore < 4);
    expect(high.length).toBeGreaterThanOrEqual(1);
    expect(watched.length).toBeGreaterThanOrEqual(2);
    expect(clean.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.monitoringType === 'Enhanced').length).toBeGreaterThanOrEqual(1);
    // Every installer has results in the last 12 months, so both rates are known.
    expect(rows.every((r) => r.failRate !== null && r.severityScore !== null)).toBe(true);
    // A high risk never looks compliant, a clean record never looks like a bad one.
    for (const r of high) expect(r.complianceRate!, r.name).toBeLessThan(80);
    for (const r of clean) expect(r.failRate!, r.name).toBeLessThanOrEqual(10);
  });

  it("counts them on the list's 'High Risk' card", async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.role, 'ADMIN'));
    const stats = await callerFor(database.db, {
      id: admin!.id,
      email: admin!.email,
      role: 'ADMIN',
      tenantId: admin!.tenantId,
    }).installers.stats({});
    const rows = await figures();
    expect(stats.highRisk).toBe(rows.filter((r) => r.riskScore >= 8).length);
    expect(stats.highRisk).toBeGreaterThan(0);
  });

  it('draws results from fixed profiles: 2 in 20 high, 3 in 20 watched', () => {
    const profiles = Array.from({ length: 20 }, (_, i) => demoRiskProfile(i));
    expect(profiles.filter((p) => p === 'high')).toHaveLength(2);
    expect(profiles.filter((p) => p === 'watch')).toHaveLength(3);
    expect(DEMO_RESULT_SHARES.high.failed).toBeGreaterThan(0.25);
    expect(DEMO_RESULT_SHARES.watch.failed).toBeGreaterThan(0.1);
    expect(DEMO_RESULT_SHARES.clean.failed).toBeLessThan(0.1);
  });
});

describe('demo text and e-mail (issue 28, point 14)', () => {
  // Words faker's lorem generator uses and no English text in the product does.
  const PLACEHOLDER_LATIN =
    /\b(lorem|ipsum|dolor|consectetur|adipiscing|voluptas|voluptate|voluptatem|cupiditate|quibusdam|accusantium|necessitatibus)\b/i;

  it('holds no placeholder Latin in any table', async () => {
    const tables = await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const found: string[] = [];
    for (const { name } of (tables as { rows: { name: string }[] }).rows) {
      const result = await database.db.execute(
        sql`select string_agg(t::text, ' ') as text from ${sql.identifier(name)} t`,
      );
      const [row] = (result as { rows: { text: string | null }[] }).rows;
      const match = PLACEHOLDER_LATIN.exec(row?.text ?? '');
      if (match) found.push(`${name}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('sends none of its e-mails when SMTP is configured later', async () => {
    const rows = await database.db
      .select({
        status: outboxEmails.status,
        subject: outboxEmails.subject,
        body: outboxEmails.body,
      })
      .from(outboxEmails);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.status === 'queued')).toEqual([]);
    for (const row of rows) expect(`${row.subject}\n${row.body}`).not.toMatch(/N\/A/);

    const smtp = await startSmtpStandIn();
    const mailer = createMailer(smtp.url)!;
    try {
      const report = await deliverQueuedEmails(database.db, mailer, { warn: () => undefined });
      expect(report).toMatchObject({ sent: 0, failed: 0 });
      expect(smtp.messages).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('announces only features that exist', async () => {
    const posts = await database.db.select({ title: newsPosts.title }).from(newsPosts);
    const titles = posts.map((p) => p.title).join('\n');
    expect(titles).not.toMatch(/bulk assignment|TrustMark lodgement integration/);
  });
});
