/** A refusal the report's owner should read: its message is stored on the failed report. */
export class ReportRefusedError extends Error {}
