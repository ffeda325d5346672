import {
  CANNOT_ANSWER_TEXT,
  DEFAULT_SUGGESTIONS,
  type AssistantAnswer,
} from '@/shared/assistant/contract';
import { plainAnswer } from './answer-parts';

/**
 * The spec's keyword replies (schedule/appointment, risk/analysis, help) for
 * what needs no figure, with suggestions and navigation actions. The
 * report/summary keyword answers with the real stats summary instead.
 */
export function scheduleHelp(): AssistantAnswer {
  return plainAnswer(
    'schedule_help',
    'I can help with scheduling. Book, move or cancel visits on the Schedule page; I can tell you your visits today or this week, and suggest hours for an inspection (give me its reference, e.g. "Analyse INS-2026-000123").',
    [
      { label: 'Open the Schedule', href: '/schedule' },
      { label: 'Register an inspection', href: '/inspections/register' },
    ],
    [
      'What are my visits today?',
      'What are my visits this week?',
      'How many inspections are pending?',
    ],
  );
}

export function riskHelp(): AssistantAnswer {
  return plainAnswer(
    'risk_help',
    'For risk, I can list the high-risk installers, summarise one installer, show monitoring proposals, or analyse one inspection (duration, risk level and suggested hours) from its reference.',
    [
      { label: 'Installers by risk score', href: '/installers?sort=riskScore&dir=desc' },
      { label: 'Enhanced Monitoring', href: '/enhanced-monitoring' },
    ],
    ['Which installers are high risk?', 'Are there any monitoring proposals?'],
  );
}

export function help(): AssistantAnswer {
  return plainAnswer(
    'help',
    [
      'I answer from your data, through the same permissions as the pages, and link to the page that shows each figure. Ask me about:',
      '• pending inspections, installers overdue for inspection',
      '• passed or failed inspections and pass rates (by measure or installer), for a period such as "last month", "this quarter" or "since 1 April"',
      '• your visits today or this week',
      '• high-risk installers, or one installer ("how is Northern Warmth doing?")',
      '• an inspection by reference or policy ID, or its analysis',
      '• defects due soon, overdue follow-ups, overdue payments, monitoring proposals',
    ].join('\n'),
    [{ label: 'Dashboard', href: '/dashboard' }],
    [...DEFAULT_SUGGESTIONS],
  );
}

export function cannotAnswer(): AssistantAnswer {
  return plainAnswer('unsupported', CANNOT_ANSWER_TEXT, [], [...DEFAULT_SUGGESTIONS]);
}
