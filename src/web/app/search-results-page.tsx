import { SEARCH_MORE_LINKS, SEARCH_RESULTS_MIN_LENGTH } from '@/shared/header-search';
import {
  RECORD_KIND_LABELS,
  RECORD_KINDS,
  RECORD_SEARCH_PER_KIND,
  type RecordHit,
} from '@/shared/search/records';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, QueryBoundary } from '../components/query-states';
import { Card } from '../components/ui/card';
import { useRecordSearchQuery } from './api/use-record-search-query';

/**
 * /search?q=...: every kind's matches for a header search submitted without a
 * highlighted match (issue 28 point 8). The same search as the list under the
 * box (searchRecords: each kind within the user's permission and scope); a kind
 * with a full group links to its own list, filtered by the same text, for the rest.
 */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, 100);
  const isSearchable = query.length >= SEARCH_RESULTS_MIN_LENGTH;
  const results = useRecordSearchQuery(query, { enabled: isSearchable });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold break-words text-slate-900">
        {query ? `Search results for '${query}'` : 'Search'}
      </h1>
      {!isSearchable ? (
        <EmptyState
          title="Type at least 2 characters to search."
          hint="Use the search box at the top of the page."
        />
      ) : (
        <QueryBoundary
          query={results}
          label="Searching..."
          emptyText={`Nothing matches '${query}'. Check the spelling, or search for a reference, name or postcode.`}
        >
          {(hits) => <ResultGroups hits={hits} query={query} />}
        </QueryBoundary>
      )}
    </div>
  );
}

function ResultGroups({ hits, query }: { hits: readonly RecordHit[]; query: string }) {
  const groups = RECORD_KINDS.map((kind) => ({
    kind,
    items: hits.filter((hit) => hit.kind === kind),
  })).filter((group) => group.items.length > 0);
  return (
    <div className="space-y-4">
      {groups.map(({ kind, items }) => {
        const more = SEARCH_MORE_LINKS[kind];
        const headingId = `search-results-${kind}`;
        return (
          <Card key={kind} className="space-y-3">
            <section aria-labelledby={headingId} className="space-y-3">
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                {RECORD_KIND_LABELS[kind]}
              </h2>
              <ul className="divide-y divide-slate-100">
                {items.map((hit) => (
                  <li key={hit.id} className="py-2">
                    <Link
                      to={hit.href}
                      className="font-medium break-words text-emerald-800 underline"
                    >
                      {hit.title}
                    </Link>
                    {hit.detail && (
                      <span className="block text-sm break-words text-slate-600">{hit.detail}</span>
                    )}
                  </li>
                ))}
              </ul>
              {/* A full group may have more: the kind's own list has them all, with paging. */}
              {more && items.length >= RECORD_SEARCH_PER_KIND && (
                <Link to={more(query)} className="text-sm font-medium text-emerald-800 underline">
                  More {RECORD_KIND_LABELS[kind].toLowerCase()} matching '{query}'
                </Link>
              )}
            </section>
          </Card>
        );
      })}
    </div>
  );
}
