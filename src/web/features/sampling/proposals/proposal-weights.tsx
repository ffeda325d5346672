import type { Proposal } from '../api/use-proposals';

type Weights = Proposal['weights'];

const FACTORS: { key: keyof Omit<Weights, 'total'>; name: string }[] = [
  { key: 'installerRisk', name: 'Installer risk' },
  { key: 'category', name: 'Category' },
  { key: 'propertyAge', name: 'Property age' },
  { key: 'firstJob', name: 'First jobs' },
];

const times = (factor: number) =>
  `×${factor.toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;

/** Each weight of a proposal with why, and their product: the draw's weight. */
export function ProposalWeights({ weights }: { weights: Weights }) {
  return (
    <dl className="flex flex-wrap gap-1.5 text-xs" aria-label="Weights">
      {FACTORS.map(({ key, name }) => {
        const weight = weights[key];
        const raised = weight.factor !== 1;
        return (
          <div
            key={key}
            title={weight.label}
            className={
              raised
                ? 'rounded-full bg-amber-100 px-2 py-0.5 text-amber-900'
                : 'rounded-full bg-slate-100 px-2 py-0.5 text-slate-700'
            }
          >
            <dt className="inline">{name} </dt>
            <dd className="inline">
              {times(weight.factor)} <span className="text-slate-600">({weight.label})</span>
            </dd>
          </div>
        );
      })}
      <div className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
        <dt className="inline">Weight </dt>
        <dd className="inline">{times(weights.total)}</dd>
      </div>
    </dl>
  );
}
