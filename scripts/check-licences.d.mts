export const ALLOWED: ReadonlySet<string>;
export const REVIEWED: Readonly<Record<string, string>>;
export function isAllowed(expression: string): boolean;
