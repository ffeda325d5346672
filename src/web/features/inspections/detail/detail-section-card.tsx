import type { DetailSection } from './detail-fields';

/** One titled group of fields; multi-line text (notes, defects) keeps its line breaks. */
export function DetailSectionCard({ section }: { section: DetailSection }) {
  const headingId = `section-${section.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {section.title}
      </h2>
      {section.fields.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{section.emptyText ?? 'N/A'}</p>
      ) : (
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {section.fields.map(({ label, value }) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-900">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
