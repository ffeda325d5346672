// A name that already ends in a legal form keeps it: 'Leeds Retrofit Ltd' is never 'Leeds Retrofit Ltd Ltd'.
const LEGAL_SUFFIX = /\b(ltd|limited|llp|plc|co)\.?$/i;

/** The company an installer trades as when only its name is known: the name, with 'Ltd' only if it has no legal form yet. */
export function companyNameFor(installerName: string): string {
  const name = installerName.trim();
  return LEGAL_SUFFIX.test(name) ? name : `${name} Ltd`;
}

/**
 * The company a register installer trades as: the one recorded when it was
 * created from a form ('Company: ...' in its notes), else its name as above.
 */
export function registerCompanyName(name: string, notes: string | null): string {
  return notes?.startsWith('Company: ') ? notes.slice(9) : companyNameFor(name);
}
