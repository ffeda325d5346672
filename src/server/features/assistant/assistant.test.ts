import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_HISTORY_LIMIT, CANNOT_ANSWER_TEXT } from '@/shared/assistant/contract';
import { todayInLondon } from '@/shared/format';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { assistantMessages, auditLog, installers } from '@/server/db/schema/index';
import { languageModelFromEnv, type LanguageModel } from '@/server/lib/language-model';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { createInspection } from '@/server/test-support/inspections';
import { answerQuestion } from './ask';

let database: Database;
let admin: User;
let inspector: User;
let otherInspector: User;
let otherTenantAdmin: User;
const today = todayInLondon();

beforeAll(async () => {
  database = await openTestDatabase();
  ({ admin, inspector, otherInspector } = await createStaff(database));
  // Tom Hughes: 2 pending, 1 failed today. Ivy Lane: 3 pending. Another tenant: 5 pending.
  for (const status of ['PENDING', 'IN_PROGRESS'] as const)
    await createInspection(database.db, {
      status,
      inspectorUserId: inspector.id,
      scheduledDate: today,
    });
  await createInspection(database.db, {
    reference: 'INS-2026-004242',
    policyId: 'POL-77421',
    status: 'FAILED',
    completedDate: today,
    measureCode: 'EWI',
    measureLabel: 'EWI External Wall Insulation',
    propertyFloors: 3,
    specialRequirements: '',
    inspectorUserId: inspector.id,
  });
  for (let i = 0; i < 3; i++)
    await createInspection(database.db, { status: 'PENDING', inspectorUserId: otherInspector.id });
  await database.db.insert(installers).values([
    { tenantId: 'default-tenant', name: 'Northern Warmth Ltd', riskScore: 9, complianceRate: 71 },
    { tenantId: 'default-tenant', name: 'Calm Homes', riskScore: 2, complianceRate: 98 },
  ]);
  await createTenant(database.db, 'other-tenant');
  otherTenantAdmin = await createUser(database.db, { role: 'ADMIN', tenantId: 'other-tenant' });
  for (let i = 0; i < 5; i++)
    await createInspection(database.db, { tenantId: 'other-tenant', status: 'PENDING' });
  await database.db
    .insert(installers)
    .values({ tenantId: 'other-tenant', name: 'Secret Insulation', riskScore: 10 });
});
afterAll(() => database.close());

const ask = (user: User, question: string) =>
  callerFor(database.db, user).assistant.ask({ question });

describe('assistant.ask', () => {
  it('counts the pending queue as its page does, says what it counted and links to it', async () => {
    const answer = await ask(admin, 'How many inspections are pending?');
    expect(answer).toMatchObject({
      intent: 'pending_count',
      text: '5 inspections are pending.',
      links: [{ label: 'Open the pending queue', href: '/inspections/pending' }],
      figures: { total: 5 },
    });
    expect(answer.basis?.filters).toContain('inspections: all of your organisation');
    expect(answer.basis?.asOf).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    const page = await callerFor(database.db, admin).inspection.getPendingInspections({});
    expect(page.pagination.total).toBe(5);
  });

  it("gives an INSPECTOR only their own inspections' figures", async () => {
    expect((await ask(inspector, 'how many inspections are pending')).figures).toEqual({
      total: 2,
    });
    expect((await ask(otherInspector, 'how many inspections are pending')).figures).toEqual({
      total: 3,
    });
    const failed = await ask(inspector, 'how many inspections failed today?');
    // A period's figures carry its resolved dates too (issue 35).
    expect(failed.figures).toMatchObject({ total: 1 });
    expect(failed.basis?.filters).toContain('inspections: those assigned to you');
    expect((await ask(otherInspector, 'how many inspections failed today?')).figures).toMatchObject(
      {
        total: 0,
      },
    );
  });

  it('never finds an inspection the user may not see', async () => {
    const mine = await ask(inspector, 'what is the status of ins-2026-004242?');
    expect(mine.text).toMatch(/^INS-2026-004242 \(policy POL-77421\): Failed/);
    const other = await ask(otherInspector, 'what is the status of ins-2026-004242?');
    expect(other.text).toBe("I couldn't find an inspection INS-2026-004242 that you can see.");
    expect(other.basis).toBeNull();
    expect((await ask(admin, 'look up policy POL-77421')).figures).toMatchObject({
      reference: 'INS-2026-004242',
    });
  });

  it('keeps tenants apart', async () => {
    expect((await ask(otherTenantAdmin, 'pending inspections?')).figures).toEqual({ total: 5 });
    const risky = await ask(admin, 'which installers are high risk?');
    expect(risky.figures).toEqual({ total: 1 });
    expect(risky.text).toContain('Northern Warmth Ltd');
    expect(risky.text).not.toContain('Secret Insulation');
    const elsewhere = await ask(otherTenantAdmin, 'which installers are high risk?');
    expect(elsewhere.text).toContain('Secret Insulation');
    expect((await ask(admin, 'tell me about Secret Insulation')).text).toBe(
      "I couldn't find an installer matching 'secret insulation'.",
    );
    expect((await ask(otherTenantAdmin, 'INS-2026-004242')).basis).toBeNull();
  });

  it('refuses figures from pages the role cannot open', async () => {
    const answer = await ask(inspector, 'how many payments are overdue?');
    expect(answer).toMatchObject({
      intent: 'overdue_payments',
      basis: null,
      text: "Your role cannot view payments, so I can't answer that for you.",
    });
  });

  it('analyses a real inspection with the spec constants', async () => {
    const answer = await ask(admin, 'analyse INS-2026-004242');
    expect(answer.text).toBe(
      [
        'Analysis of INS-2026-004242 (EWI External Wall Insulation):',
        '• Suggested duration: 90 minutes (confidence 0.85)',
        '• Risk level: HIGH (complex measure (EWI External Wall Insulation), 3 floors)',
        '• Suggested hours: 9 AM to 4 PM on weekdays',
      ].join('\n'),
    );
  });

  it('summarises one installer and answers the keyword replies', async () => {
    const summary = await ask(admin, 'how is Northern Warmth doing?');
    expect(summary.figures).toMatchObject({ name: 'Northern Warmth Ltd', riskScore: 9 });
    expect(summary.links[0]!.href).toMatch(/^\/installers\/[0-9a-f-]{36}$/);
    expect((await ask(admin, 'I want to book an appointment')).intent).toBe('schedule_help');
    expect((await ask(admin, 'help')).suggestions.length).toBeGreaterThan(0);
    const unknown = await ask(admin, 'what is the weather in Leeds?');
    expect(unknown).toMatchObject({ intent: 'unsupported', text: CANNOT_ANSWER_TEXT, basis: null });
    expect(unknown.suggestions.length).toBeGreaterThan(0);
  });

  it('refuses an empty question', async () => {
    await expect(ask(admin, '   ')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe("the tenant's names (kept per tenant, dropped when a name changes)", () => {
  it('reads a renamed installer, a new user and a newly written inspector name at once', async () => {
    const before = await ask(admin, 'pass rate for Calm Homes this year');
    expect(before.text).toMatch(/^The pass rate for Calm Homes this year/);
    expect((await ask(admin, 'pass rate for Quiet Dwellings this year')).text).toBe(
      "No installer called Quiet Dwellings in your organisation's records, so I haven't given a figure.",
    );
    await database.db
      .update(installers)
      .set({ name: 'Quiet Dwellings' })
      .where(and(eq(installers.tenantId, 'default-tenant'), eq(installers.name, 'Calm Homes')));
    const renamed = await ask(admin, 'pass rate for Quiet Dwellings this year');
    expect(renamed.text).toMatch(/^The pass rate for Quiet Dwellings this year/);

    const question = 'How many did Zara Quinn fail this month?';
    expect((await ask(admin, question)).text).toBe(
      "No inspector called Zara Quinn in your organisation's records, so I haven't given a figure.",
    );
    await createUser(database.db, { firstName: 'Zara', lastName: 'Quinn' });
    expect((await ask(admin, question)).text).toMatch(
      /^Zara Quinn failed 0 inspections this month/,
    );

    const written = 'How many did Wendy Free fail this month?';
    expect((await ask(admin, written)).figures).toBeUndefined();
    await createInspection(database.db, {
      inspectorName: 'Wendy Free',
      status: 'FAILED',
      completedDate: today,
    });
    expect((await ask(admin, written)).text).toMatch(/^Wendy Free failed 1 inspection this month/);
  });
});

describe('the conversation', () => {
  it('is kept per user, capped, and cleared with an audit row', async () => {
    const fresh = await createUser(database.db, { lastName: 'User', role: 'COORDINATOR' });
    const caller = callerFor(database.db, fresh);
    await caller.assistant.ask({ question: 'help' });
    const history = await caller.assistant.history();
    expect(history.map((m) => [m.author, m.text.slice(0, 10)])).toEqual([
      ['user', 'help'],
      ['assistant', 'I answer f'],
    ]);
    expect(history[1]!.answer?.intent).toBe('help');
    // Nobody else sees it.
    expect(await callerFor(database.db, admin).assistant.history()).not.toContainEqual(
      expect.objectContaining({ id: history[0]!.id }),
    );
    for (let i = 0; i < ASSISTANT_HISTORY_LIMIT / 2 + 3; i++)
      await caller.assistant.ask({ question: `help ${i}` });
    const capped = await caller.assistant.history();
    expect(capped).toHaveLength(ASSISTANT_HISTORY_LIMIT);
    expect(capped.at(-2)!.text).toBe(`help ${ASSISTANT_HISTORY_LIMIT / 2 + 2}`);

    expect(await caller.assistant.clear()).toEqual({ cleared: ASSISTANT_HISTORY_LIMIT });
    expect(await caller.assistant.history()).toEqual([]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, fresh.id), eq(auditLog.action, 'clear')));
    expect(audit).toHaveLength(1);
    const [stored] = await database.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.userId, fresh.id));
    expect(stored).toBeUndefined();
  });
});

describe('the optional language model', () => {
  let server: Server;
  let reply: (body: { messages: { content: string }[] }) => unknown;
  let delayMs = 0;
  let base = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        setTimeout(() => {
          response.setHeader('content-type', 'application/json');
          response.end(
            JSON.stringify(reply(JSON.parse(raw) as { messages: { content: string }[] })),
          );
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const actorOf = (user: User) => ({
    db: database.db,
    tenantId: user.tenantId,
    user: {
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      tenantId: user.tenantId,
    },
    ip: '127.0.0.1',
  });

  it('reads its configuration from the environment, off by default', () => {
    expect(languageModelFromEnv({})).toBeNull();
    expect(
      languageModelFromEnv({
        ASSISTANT_MODEL_URL: 'http://127.0.0.1:11434/',
        ASSISTANT_MODEL_KIND: 'ollama',
      }),
    ).toEqual({
      url: 'http://127.0.0.1:11434',
      kind: 'ollama',
      model: 'llama3.2',
      apiKey: undefined,
      timeoutMs: 5000,
    });
  });

  const typedQuery = (query: unknown) => JSON.stringify({ query });

  it('maps a question to the typed query through an OpenAI-compatible endpoint; the services compute the figure', async () => {
    const model: LanguageModel = { url: base, kind: 'openai', model: 'x', timeoutMs: 2000 };
    reply = () => ({
      choices: [
        {
          message: {
            content: typedQuery({
              measure: 'count',
              subject: 'inspections',
              filters: { status: 'pending' },
            }),
          },
        },
      ],
    });
    const answer = await answerQuestion(actorOf(admin), 'what remains in the in-tray?', { model });
    expect(answer).toMatchObject({ intent: 'pending_count', figures: { total: 5 } });
  });

  it('works with the Ollama shape, slots included', async () => {
    const model: LanguageModel = { url: base, kind: 'ollama', model: 'x', timeoutMs: 2000 };
    reply = () => ({
      message: {
        content: typedQuery({
          measure: 'count',
          subject: 'inspections',
          filters: { status: 'failed', mine: true },
          period: { words: 'today', basis: 'outcome' },
        }),
      },
    });
    const answer = await answerQuestion(actorOf(inspector), 'rejected jobs since this morning', {
      model,
    });
    expect(answer).toMatchObject({ intent: 'outcome_count', figures: { total: 1 } });
  });

  it("asks the model only what the reader cannot read, and gives the plain I can't on invalid JSON, a wrong shape or a timeout", async () => {
    const model: LanguageModel = { url: base, kind: 'openai', model: 'x', timeoutMs: 300 };
    let asked = 0;
    reply = () => {
      asked += 1;
      return { choices: [{ message: { content: 'SELECT * FROM inspections' } }] };
    };
    // Read locally: the model is never asked.
    expect((await answerQuestion(actorOf(admin), 'how many pending?', { model })).figures).toEqual({
      total: 5,
    });
    expect(asked).toBe(0);
    const unreadable = 'what remains in the in-tray?';
    expect((await answerQuestion(actorOf(admin), unreadable, { model })).text).toBe(
      CANNOT_ANSWER_TEXT,
    );
    expect(asked).toBe(1);
    reply = () => ({ choices: [{ message: { content: '{"intent":"drop_tables"}' } }] });
    expect((await answerQuestion(actorOf(admin), unreadable, { model })).text).toBe(
      CANNOT_ANSWER_TEXT,
    );
    delayMs = 1000;
    reply = () => ({
      choices: [{ message: { content: typedQuery({ measure: 'list', subject: 'overdue' }) } }],
    });
    const late = await answerQuestion(actorOf(admin), unreadable, { model });
    expect(late.text).toBe(CANNOT_ANSWER_TEXT);
    expect(late.figures ?? null).toBeNull();
    delayMs = 0;
  });

  describe('proposing the typed query for a question the reader cannot read (issue 35 point 6)', () => {
    // `base` is known only once the stand-in listens.
    const modelOf = (timeoutMs = 3000): LanguageModel => ({
      url: base,
      kind: 'openai',
      model: 'x',
      timeoutMs,
    });
    const propose = (query: unknown) =>
      (reply = () => ({ choices: [{ message: { content: JSON.stringify({ query }) } }] }));
    const question = 'how badly did our chap Hughes do on the walls today?';

    it("the local reader alone cannot read the question: the plain I can't", async () => {
      const answer = await answerQuestion(actorOf(admin), question, { model: null });
      expect(answer.intent).toBe('unsupported');
      expect(answer.text).toBe(CANNOT_ANSWER_TEXT);
      expect(answer.figures ?? null).toBeNull();
    });

    it('runs a valid proposal with the names matched and the figure from the database', async () => {
      const seen: string[] = [];
      reply = (body) => {
        seen.push(body.messages[1]!.content);
        return {
          choices: [
            {
              message: {
                // The model's own number is never used.
                content: JSON.stringify({
                  query: {
                    measure: 'count',
                    subject: 'inspections',
                    filters: { inspector: 'tom hughs', measureCodes: ['EWI'], status: 'failed' },
                    period: { words: 'today', basis: 'outcome' },
                  },
                  total: 999,
                }),
              },
            },
          ],
        };
      };
      const invalidWithExtra = await answerQuestion(actorOf(admin), question, {
        model: modelOf(),
      });
      // A key outside the schema makes the whole proposal invalid.
      expect(invalidWithExtra.text).toBe(CANNOT_ANSWER_TEXT);
      expect(seen).toEqual([question]);

      propose({
        measure: 'count',
        subject: 'inspections',
        filters: { inspector: 'tom hughs', measureCodes: ['EWI'], status: 'failed' },
        period: { words: 'today', basis: 'outcome' },
      });
      const answer = await answerQuestion(actorOf(admin), question, {
        model: modelOf(),
      });
      expect(answer.intent).toBe('outcome_count');
      expect(answer.figures).toEqual({ total: 1, from: today, to: today });
      expect(answer.text).toMatch(/^Tom Hughes failed 1 inspection \(EWI[^)]*\)? ?today \(/);
    });

    it('says plainly when the proposal names an installer the tenant does not have', async () => {
      propose({
        measure: 'rate',
        subject: 'inspections',
        filters: { installer: 'Secret Insulation' },
        period: { words: 'this year', basis: 'outcome' },
      });
      const answer = await answerQuestion(actorOf(admin), question, { model: modelOf() });
      expect(answer.text).toBe(
        "No installer called Secret Insulation in your organisation's records, so I haven't given a figure.",
      );
      expect(answer.figures ?? null).toBeNull();
    });

    it("falls back to the plain I can't on an invalid proposal, one it would not answer in full, or a timeout", async () => {
      propose({ measure: 'count', subject: 'inspections', filters: { status: 'exploded' } });
      expect((await answerQuestion(actorOf(admin), question, { model: modelOf() })).text).toBe(
        CANNOT_ANSWER_TEXT,
      );
      propose({
        measure: 'count',
        subject: 'inspections',
        groupBy: 'measure',
        filters: { status: 'failed' },
      });
      expect((await answerQuestion(actorOf(admin), question, { model: modelOf() })).text).toBe(
        CANNOT_ANSWER_TEXT,
      );
      propose({
        measure: 'count',
        subject: 'inspections',
        filters: { status: 'failed' },
        period: { words: 'during the blue moon', basis: 'outcome' },
      });
      expect((await answerQuestion(actorOf(admin), question, { model: modelOf() })).text).toBe(
        "I can't read the period 'during the blue moon', so I haven't given a figure.",
      );
      delayMs = 1500;
      propose({ measure: 'count', subject: 'inspections', filters: { status: 'failed' } });
      const late = await answerQuestion(actorOf(admin), question, { model: modelOf(300) });
      expect(late.text).toBe(CANNOT_ANSWER_TEXT);
      expect(late.figures ?? null).toBeNull();
      delayMs = 0;
    });

    it('keeps the permission of the page: an INSPECTOR cannot get payments through the model', async () => {
      propose({ measure: 'count', subject: 'payments', filters: { status: 'overdue' } });
      const answer = await answerQuestion(actorOf(inspector), question, { model: modelOf() });
      expect(answer.text).toBe("Your role cannot view payments, so I can't answer that for you.");
    });
  });
});
