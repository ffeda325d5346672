// Issue 35: the assistant's answer time with the demo data (p50/p95 over the held-out kinds of question),
// through assistant.ask as a signed-in ADMIN and INSPECTOR would call it. Target: p95 under 150 ms.
import { eq } from 'drizzle-orm';
import { seedDemoData } from '../src/server/db/seed/demo-seed';
import { users } from '../src/server/db/schema/index';
import { callerFor, type TestUser } from '../src/server/test-support/test-caller';
import { openBenchDatabase } from './harness';

const QUESTIONS = [
  'How many did Tom Hughes fail this month?',
  'pass rate for solar PV this quarter',
  'pass rate for Anglia Loft & Cavity this year',
  'how many inspections failed between 1 and 15 November',
  'what is overdue',
  'Is Severn Solar & Heat on enhanced monitoring?',
  "what's on the schedule tomorrow",
  'How many CWI inspections did Tom Hughes fail this year?',
  'How many did John Smith fail this month?',
  'how many inspections are pending?',
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

export async function run() {
  const database = await openBenchDatabase();
  await seedDemoData(database.db, new Date());
  const person = async (email: string, role: TestUser['role']): Promise<TestUser> => {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return {
      id: row!.id,
      email,
      role,
      tenantId: row!.tenantId,
      firstName: row!.firstName,
      lastName: row!.lastName,
    };
  };
  const callers = [
    callerFor(database.db, await person('admin@inspecthub.demo', 'ADMIN')),
    callerFor(database.db, await person('inspector@inspecthub.demo', 'INSPECTOR')),
  ];
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const caller of callers) {
      for (const question of QUESTIONS) {
        const start = performance.now();
        await caller.assistant.ask({ question });
        times.push(performance.now() - start);
      }
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `assistant.ask, ${times.length} answers: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (target p95 < 150 ms)`,
  );
  await database.close();
}
