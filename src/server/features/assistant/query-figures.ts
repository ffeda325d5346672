import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnswerLink, AssistantAnswer, AssistantIntent } from '@/shared/assistant/contract';
import type { AssistantQuery } from '@/shared/assistant/query';
import type { NamedPerson, TenantNames } from '@/shared/assistant/tenant-names';
import { defects, followups, inspections, installers } from '@/server/db/schema/index';
import { inPeriod, outcomeCountColumns, passRate } from '@/server/figures/inspection-figures';
import { isDefectOverdue, isFollowupOverdue } from '@/server/figures/overdue-figures';
import { defectScope } from '../defects/scope';
import { followupScope } from '../followups/scope';
import { inspectionScope } from '../inspections/scope';
import { getCalendar } from '../schedule/calendar';
import {
  figureAnswer,
  mayUse,
  plural,
  plainAnswer,
  withQuery,
  type AnswerContext,
} from './answer-parts';
import { periodWords } from './period-words';
import { scopeWords } from './scope-words';
import { answerOverduePayments } from './work-figures';

/**
 * The figures of a typed query with filters (issue 35 point 1), with the
 * figure definitions of src/server/figures and the pages' scopes; each answer
 * restates the scope it answered and the resolved dates. run-query.ts picks
 * the figure for a query.
 */
export type QueryContext = AnswerContext & { names: TenantNames; unused: string[] };

const refuse = (area: string, intent: AssistantIntent = 'unsupported'): AssistantAnswer =>
  plainAnswer(intent, `Your role cannot view ${area}, so I can't answer that for you.`);

function personOf(context: QueryContext, query: AssistantQuery): NamedPerson | null {
  if (query.filters.mine) {
    const me = context.actor.user;
    return { name: me.name, userId: me.id };
  }
  if (!query.filters.inspector) return null;
  return context.names.people.find((p) => p.name === query.filters.inspector) ?? null;
}

/** The inspections assigned to a person: by account, or by the written name when no account is set. */
function assignedTo(person: NamedPerson): SQL {
  const byName = sql`${inspections.inspectorUserId} is null and lower(trim(${inspections.inspectorName})) = ${person.name.toLowerCase()}`;
  return person.userId ? or(eq(inspections.inspectorUserId, person.userId), byName)! : byName;
}

export async function inspectionFigure(
  context: QueryContext,
  query: AssistantQuery,
): Promise<AssistantAnswer> {
  const { actor } = context;
  const scope = await inspectionScope(actor);
  const person = personOf(context, query);
  if (!scope.isWholeTenant && person && person.userId !== actor.user.id) {
    return refuse("other inspectors' inspections");
  }
  const installer = context.names.installers.find((i) => i.name === query.filters.installer);
  const where = and(
    scope.condition,
    person ? assignedTo(person) : undefined,
    installer ? eq(inspections.installerId, installer.id) : undefined,
    query.filters.measureCodes.length
      ? inArray(inspections.measureCode, query.filters.measureCodes)
      : undefined,
    query.period ? inPeriod(query.period) : undefined,
  );
  const [row] = await actor.db.select(outcomeCountColumns()).from(inspections).where(where);
  const counts = row ?? { passed: 0, failed: 0, pending: 0 };
  const scopeText = scopeWords({
    query,
    isWholeTenant: scope.isWholeTenant,
    person: query.filters.mine ? null : (person?.name ?? null),
    installer: installer?.name ?? null,
  });
  const span = query.period
    ? ` ${periodWords(query.period)}`
    : query.filters.status === 'pending'
      ? ''
      : ' (all time)';
  const dates: Record<string, string> = query.period
    ? { from: query.period.from, to: query.period.to }
    : {};
  const links: AnswerLink[] = [
    query.filters.status === 'pending'
      ? { label: 'Open the pending queue', href: '/inspections/pending' }
      : { label: 'View Inspections: Completed', href: '/view-inspections?tab=completed' },
  ];
  if (installer)
    links.push({ label: `${installer.name}'s profile`, href: `/installers/${installer.id}` });
  const basis = { filters: scopeText.filters, period: query.period ?? null, links };
  if (query.measure === 'rate') {
    const value = passRate(counts);
    const text = `${scopeText.whose ? `${scopeText.whose} pass rate` : 'The pass rate'}${scopeText.of}${span} is ${value === null ? 'not available: no inspection passed or failed' : `${value}% (${counts.passed} passed, ${counts.failed} failed)`}.`;
    return figureAnswer(context, 'pass_rate', {
      ...basis,
      text,
      figures: { passRate: value, passed: counts.passed, failed: counts.failed, ...dates },
    });
  }
  const status = query.filters.status ?? 'failed';
  const total =
    status === 'passed' ? counts.passed : status === 'failed' ? counts.failed : counts.pending;
  const intent: AssistantIntent =
    status === 'pending' || status === 'open' ? 'pending_count' : 'outcome_count';
  const verb = status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : 'pending';
  const things = `${plural(total, 'inspection')}${scopeText.of}`;
  const text =
    verb === 'pending'
      ? `${scopeText.who ? `${scopeText.who} ${scopeText.who === 'You' ? 'have' : 'has'} ` : ''}${things} ${scopeText.who ? 'pending' : total === 1 ? 'is pending' : 'are pending'}.`
      : scopeText.who
        ? `${scopeText.who} ${verb} ${things}${span}.`
        : `${things} ${verb}${span}.`;
  return figureAnswer(context, intent, { ...basis, text, figures: { total, ...dates } });
}

export async function visitFigure(
  context: QueryContext,
  query: AssistantQuery,
): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'schedule:view'))) return refuse('the schedule');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(context.now);
  const period = query.period ?? {
    from: today,
    to: today,
    label: 'today',
    basis: 'scheduled' as const,
  };
  const person = personOf(context, query);
  const entries = (await getCalendar(context.actor, period)).filter(
    (e) =>
      e.status !== 'cancelled' &&
      (!person ||
        (person.userId !== null && e.inspectorUserId === person.userId) ||
        (e.kind === 'inspection' &&
          !e.inspectorUserId &&
          e.inspectorName?.trim().toLowerCase() === person.name.toLowerCase())),
  );
  const who = query.filters.mine ? 'You have' : person ? `${person.name} has` : 'The schedule has';
  const listed = entries
    .slice(0, 8)
    .map(
      (e) =>
        `• ${e.date.split('-').reverse().join('/')} ${e.time ?? 'no time set'}: ${e.reference ?? e.type ?? 'Visit'}, ${e.location}`,
    );
  return figureAnswer(context, 'my_visits', {
    text: `${who} ${plural(entries.length, 'visit')} ${periodWords(period)}.${listed.length ? `\n${listed.join('\n')}` : ''}`,
    filters: [
      person ? `visits of ${query.filters.mine ? 'you' : person.name}` : 'every visit you may see',
      'cancelled visits left out',
    ],
    period,
    links: [
      { label: 'Schedule', href: withQuery('/schedule', { view: 'week', date: period.from }) },
    ],
    figures: { total: entries.length, from: period.from, to: period.to },
  });
}

export async function monitoringFigure(
  context: QueryContext,
  query: AssistantQuery,
): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'installers:view'))) return refuse('installers');
  const { actor } = context;
  const installer = context.names.installers.find((i) => i.name === query.filters.installer);
  if (query.measure === 'yesno' && installer) {
    const [row] = await actor.db
      .select({ type: installers.monitoringType, since: installers.monitoringStartDate })
      .from(installers)
      .where(and(eq(installers.tenantId, actor.tenantId), eq(installers.id, installer.id)));
    const yes = row?.type === 'Enhanced';
    return figureAnswer(context, 'installer_summary', {
      text: yes
        ? `Yes: ${installer.name} is on enhanced monitoring${row?.since ? ` (since ${row.since.split('-').reverse().join('/')})` : ''}.`
        : `No: ${installer.name} is on standard monitoring.`,
      filters: [`installer: ${installer.name}`, 'monitoring level on the installer register'],
      links: [
        { label: `${installer.name}'s profile`, href: `/installers/${installer.id}` },
        { label: 'Enhanced Monitoring', href: '/enhanced-monitoring' },
      ],
      figures: { answer: yes ? 'yes' : 'no' },
    });
  }
  const [row] = await actor.db
    .select({ n: count() })
    .from(installers)
    .where(and(eq(installers.tenantId, actor.tenantId), eq(installers.monitoringType, 'Enhanced')));
  const total = row?.n ?? 0;
  return figureAnswer(context, 'installer_summary', {
    text: `${plural(total, 'installer is', 'installers are')} on enhanced monitoring.`,
    filters: ['installers whose monitoring level is Enhanced'],
    links: [
      {
        label: 'Installers on enhanced monitoring',
        href: withQuery('/installers', { monitoringType: 'Enhanced' }),
      },
    ],
    figures: { total },
  });
}

export async function workFigure(
  context: QueryContext,
  query: AssistantQuery,
): Promise<AssistantAnswer> {
  const { actor, now } = context;
  const isFollowups = query.subject === 'followups';
  if (!(await mayUse(actor, isFollowups ? 'followups:view' : 'defects:view')))
    return refuse(isFollowups ? 'follow-ups' : 'defects');
  const overdue = query.filters.status === 'overdue';
  const me = query.filters.mine ? actor.user.id : null;
  let total: number;
  if (isFollowups) {
    const [row] = await actor.db
      .select({ n: count() })
      .from(followups)
      .where(
        and(
          await followupScope(actor),
          me ? eq(followups.assigneeId, me) : undefined,
          overdue ? isFollowupOverdue(now) : ne(followups.status, 'completed'),
        ),
      );
    total = row?.n ?? 0;
  } else {
    const [row] = await actor.db
      .select({ n: count() })
      .from(defects)
      .where(
        and(
          await defectScope(actor),
          me ? eq(defects.assigneeId, me) : undefined,
          overdue ? isDefectOverdue(now) : ne(defects.status, 'resolved'),
        ),
      );
    total = row?.n ?? 0;
  }
  const noun = isFollowups ? 'follow-up' : 'defect';
  const state = overdue ? 'overdue' : 'open';
  return figureAnswer(context, isFollowups ? 'overdue_followups' : 'defects_due_soon', {
    text: `${me ? 'You have' : 'There are'} ${plural(total, `${state} ${noun}`)}${me ? ' assigned to you' : ''}.`,
    filters: [
      `${noun}s ${overdue ? 'past their due date, not completed' : 'not completed or resolved'}`,
      me ? 'assigned to you' : `the ${noun}s you may see`,
    ],
    links: [
      isFollowups
        ? {
            label: 'Follow-ups',
            href: withQuery('/followup', { tab: overdue ? 'overdue' : 'pending' }),
          }
        : {
            label: 'Defect Log',
            href: withQuery('/defects', overdue ? { overdue: '1' } : { tab: 'open' }),
          },
    ],
    figures: { total },
  });
}

export async function paymentsFigure(context: QueryContext): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'payments:view')))
    return refuse('payments', 'overdue_payments');
  // The payments page's own summary, as the intent parser's answer gives it.
  return answerOverduePayments(context);
}
