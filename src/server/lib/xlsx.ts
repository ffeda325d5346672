/**
 * A worksheet name Excel accepts: it refuses names over 31 characters or with
 * any of \ / ? * [ ] :, and ExcelJS throws on them, so a title such as
 * 'Pass/Fail by Measure' would fail the whole export. Those characters become
 * spaces and the name is cut to 31.
 */
export function toSheetName(title: string): string {
  return title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
}
