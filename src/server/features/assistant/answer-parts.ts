import type { Permission } from '@/shared/permissions';
import type {
  AnswerLink,
  AssistantAnswer,
  AssistantIntent,
  Period,
} from '@/shared/assistant/contract';
import { describePeriod } from '@/shared/assistant/uk-periods';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';

const asOfFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '26/11/2026, 00:10' in UK time. */
export function formatAsOf(now: Date): string {
  return asOfFormat.format(now);
}

export type AnswerContext = { actor: Actor; now: Date };

export function figureAnswer(
  context: AnswerContext,
  intent: AssistantIntent,
  parts: {
    text: string;
    filters: string[];
    period?: Period | null;
    links: AnswerLink[];
    suggestions?: string[];
    figures?: AssistantAnswer['figures'];
  },
): AssistantAnswer {
  return {
    text: parts.text,
    intent,
    basis: {
      filters: parts.filters,
      period: parts.period ? describePeriod(parts.period) : null,
      asOf: formatAsOf(context.now),
    },
    links: parts.links,
    suggestions: parts.suggestions ?? [],
    figures: parts.figures,
  };
}

export function plainAnswer(
  intent: AssistantIntent,
  text: string,
  links: AnswerLink[] = [],
  suggestions: string[] = [],
): AssistantAnswer {
  return { text, intent, basis: null, links, suggestions };
}

/** The page's own permission decides whether the assistant may give its figure. */
export async function mayUse(actor: Actor, permission: Permission): Promise<boolean> {
  return hasPermission(actor.db, actor.tenantId, actor.user.role, permission);
}

export function refusal(intent: AssistantIntent, area: string): AssistantAnswer {
  return plainAnswer(
    intent,
    `Your role cannot view ${area}, so I can't answer that for you.`,
    [],
    ['How many inspections are pending?', 'What are my visits today?'],
  );
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function withQuery(path: string, query: Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}
