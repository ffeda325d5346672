import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

// Zod's own English messages ("Invalid input: expected number, received undefined") name
// neither the field nor the rule in words; our schemas' own messages already do.
const ZOD_DEFAULT =
  /^(Invalid input|Invalid option|Too big:|Too small:|Invalid string:|Invalid number:|Unrecognized key)/;

/** "expectedVersion" -> "Expected version"; the last named segment of the path, or "Input". */
export function fieldLabelOf(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!name) return 'Input';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function sizeRule(issue: Issue & { code: 'too_big' | 'too_small' }, label: string) {
  const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  const most = issue.code === 'too_big' ? 'no more than' : 'at least';
  if (issue.origin === 'string') return `${label} must be ${most} ${limit} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') {
    return `${label} must have ${most} ${limit} items`;
  }
  return `${label} must be ${most} ${limit}`;
}

/**
 * An API client's 400 names the field and the rule in words (issue 33 point 1): a message
 * our schema wrote is kept; Zod's default wording is rewritten from the issue's facts.
 */
export function plainMessageOf(issue: Issue): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  const label = fieldLabelOf(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message)
        ? `${label} is required`
        : `${label} must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `${label} must be one of ${issue.values.map(String).join(', ')}`;
    case 'too_big':
    case 'too_small':
      return sizeRule(issue, label);
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `${label} is not in the expected format (${issue.format})`;
    default:
      return `${label} is not valid`;
  }
}
