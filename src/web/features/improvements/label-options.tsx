/**
 * The <option>s of a catalogue select (category, priority, status): each value shown by its label.
 * Initiatives, suggestions and metrics pick from the same lists.
 */
export function LabelOptions<T extends string>({
  values,
  labels,
}: {
  values: readonly T[];
  labels: Record<T, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
