import { SamplingRulesInput } from '@/shared/sampling/rules';
import type { FieldPath } from 'react-hook-form';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { describeError, readFieldErrors } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useCreateRuleVersion } from '../api/use-sampling-rules';
import { currentQuarter, upcomingQuarterStarts } from '../quarters';
import { RulesBandFields } from './rules-band-fields';
import { RulesScalarFields } from './rules-scalar-fields';
import type { RuleVersion } from './rules-summary';

/** The form starts from the rules in force, taking effect next quarter. */
function defaultsFrom(base: RuleVersion, starts: string[]): SamplingRulesInput {
  return {
    effectiveFrom: starts[1] ?? starts[0]!,
    baseRatePercent: base.baseRatePercent,
    minimumPerGroup: base.minimumPerGroup,
    enhancedRatePercent: base.enhancedRatePercent,
    failRateBands: base.failRateBands.map((b) => ({ ...b })),
    smallInstallerThreshold: base.smallInstallerThreshold,
    smallInstallerRatePercent: base.smallInstallerRatePercent,
    inspectionStage: base.inspectionStage,
    firstJobsCount: base.firstJobsCount,
  };
}

/** A new version of the rules (ADMIN): checked by the shared schema here and on the server. */
export function NewRulesForm({ base }: { base: RuleVersion }) {
  const starts = upcomingQuarterStarts(currentQuarter());
  const form = useZodForm(SamplingRulesInput, { defaultValues: defaultsFrom(base, starts) });
  const create = useCreateRuleVersion();
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onError: (error) => {
        for (const [path, message] of Object.entries(readFieldErrors(error)))
          form.setError(path as FieldPath<SamplingRulesInput>, { message });
      },
    }),
  );

  return (
    <Card className="p-4">
      <form
        noValidate
        aria-labelledby="rules-new"
        onSubmit={(e) => void submit(e)}
        className="space-y-4"
      >
        <div>
          <h2 id="rules-new" className="text-lg font-semibold text-slate-900">
            New version of the rules
          </h2>
          <p className="text-sm text-slate-600">
            Versions are never edited: a new one takes effect on a quarter&apos;s first day, and
            earlier quarters keep the rules they were judged by.
          </p>
        </div>
        <RulesScalarFields form={form} starts={starts} />
        <RulesBandFields form={form} />
        {create.isError && (
          <Alert tone="error" role="alert">
            {describeError(create.error).message}
          </Alert>
        )}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Save new version'}
        </Button>
      </form>
    </Card>
  );
}
