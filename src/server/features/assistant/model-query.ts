import type { ProposedQuery, QueryReading } from '@/shared/assistant/query';
import { AssistantQuery } from '@/shared/assistant/query';
import {
  didYouMean,
  findInstallers,
  findPeople,
  wordsOf,
  type TenantNames,
} from '@/shared/assistant/tenant-names';
import { findPeriod } from '@/shared/assistant/uk-periods';

/**
 * A language model's proposal (issue 35 point 6) made into the typed query
 * the local reader would have made: the same Zod schema, names matched by the
 * same tenant-name matching (an unknown name or two matches decline, exactly
 * as for a typed question), the period read by the same UK period reader. The
 * database then computes the figure; nothing of the model's text is shown.
 */
export function resolveProposal(
  proposal: ProposedQuery,
  now: Date,
  names: TenantNames,
): QueryReading {
  if (!answerable(proposal)) return CANNOT;
  const filters = { ...proposal.filters };
  if (filters.installer) {
    const asked = filters.installer;
    const licence = /^qmp-?(\d{3,})$/i.exec(asked.replace(/\s+/g, ''));
    const byKey = names.installers.find(
      (i) =>
        i.id === asked ||
        (licence && i.licence?.toLowerCase().replace('-', '') === `qmp${licence[1]}`),
    );
    const found = byKey ? { found: [byKey] } : wholeName(asked, names.installers, findInstallers);
    if (found.found.length === 0)
      return decline(`No installer called ${asked} in your organisation's records`);
    if (found.found.length > 1)
      return { kind: 'decline', text: didYouMean(found.found.map((i) => i.name)) };
    filters.installer = found.found[0]!.name;
  }
  if (filters.inspector) {
    const asked = filters.inspector;
    const found = wholeName(asked, names.people, (words, people) => findPeople(words, people));
    if (found.found.length === 0)
      return decline(`No inspector called ${asked} in your organisation's records`);
    if (found.found.length > 1)
      return { kind: 'decline', text: didYouMean(found.found.map((p) => p.name)) };
    filters.inspector = found.found[0]!.name;
  }
  let period = null;
  if (proposal.period) {
    const text = wordsOf(proposal.period.words).join(' ');
    const match = findPeriod(text, now, proposal.period.basis === 'scheduled');
    if (
      !match ||
      'unread' in match ||
      wordsOf(text.replace(match.span, ' ')).some((w) => !/^(in|on|for|during|the|of)$/.test(w))
    )
      return {
        kind: 'decline',
        text: `I can't read the period '${proposal.period.words}', so I haven't given a figure.`,
      };
    period = { ...match.period, basis: proposal.period.basis };
  }
  const query = AssistantQuery.safeParse({ ...proposal, filters, period });
  return query.success ? { kind: 'query', query: query.data, unused: [] } : CANNOT;
}

/**
 * Only the shapes the executor answers in full (those the local reader makes):
 * a filter, grouping or measure it would not apply is refused, never ignored.
 */
function answerable(p: ProposedQuery): boolean {
  const f = p.filters;
  if (p.groupBy || f.severity || f.priority || f.reference) return false;
  const people = Boolean(f.inspector || f.mine);
  const noneBut = (...allowed: string[]) =>
    (allowed.includes('inspector') || !people) &&
    (allowed.includes('installer') || !f.installer) &&
    (allowed.includes('measure') || f.measureCodes.length === 0) &&
    (allowed.includes('monitoring') || !f.monitoring);
  const basis = (wanted: string) => !p.period || p.period.basis === wanted;
  if (!['count', 'rate', 'list', 'yesno'].includes(p.measure)) return false;
  switch (p.subject) {
    case 'inspections':
      return (
        noneBut('inspector', 'installer', 'measure') &&
        basis('outcome') &&
        ((p.measure === 'rate' && !f.status) ||
          (p.measure === 'count' &&
            (f.status === 'passed' ||
              f.status === 'failed' ||
              (f.status === 'pending' && !p.period))))
      );
    case 'visits':
      return p.measure === 'count' && !f.status && noneBut('inspector') && basis('scheduled');
    case 'overdue':
      return p.measure === 'list' && !f.status && !p.period && noneBut();
    case 'installers':
      return (
        f.monitoring === 'Enhanced' &&
        !people &&
        f.measureCodes.length === 0 &&
        !p.period &&
        !f.status &&
        (p.measure === 'yesno' ? Boolean(f.installer) : p.measure === 'count' && !f.installer)
      );
    case 'followups':
    case 'defects':
      return (
        p.measure === 'count' &&
        f.mine &&
        !f.inspector &&
        noneBut('inspector') &&
        !p.period &&
        (f.status === 'open' || f.status === 'overdue')
      );
    case 'proposals':
      return p.measure === 'list' && noneBut() && !f.status && !p.period;
    case 'payments':
      return (
        p.measure === 'count' && noneBut() && !p.period && (!f.status || f.status === 'overdue')
      );
  }
}

/** The matches for a name only when the match uses every word of it ('Tom Hughes', not 'Tom Jones'). */
function wholeName<T>(
  asked: string,
  items: T[],
  find: (
    words: string[],
    items: T[],
    multiWordOnly: boolean,
  ) => { found: T[]; length: number } | null,
): { found: T[] } {
  const words = wordsOf(asked);
  const hit = find(words, items, false);
  return hit && hit.length === words.length ? hit : { found: [] };
}

/** A proposal the executor would not answer in full: the plain 'I can't'. */
const CANNOT: QueryReading = { kind: 'reply', topic: 'unsupported' };

const decline = (what: string): QueryReading => ({
  kind: 'decline',
  text: `${what}, so I haven't given a figure.`,
});
