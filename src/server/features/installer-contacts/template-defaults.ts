import type { z } from 'zod';
import type { TemplateInput } from '@/shared/installers/schemas';

/** The five starting e-mail templates every tenant gets (demo seed, tests). */
export const DEFAULT_EMAIL_TEMPLATES: z.output<typeof TemplateInput>[] = [
  {
    name: 'Welcome',
    category: 'welcome',
    subject: 'Welcome to InspectHub, {{name}}',
    body: `Dear {{name}},

Welcome to InspectHub. Your registration under QMP certificate {{qmpNumber}} (company number {{companyNumber}}) is now active, and you can follow your inspections and results at {{portalUrl}}.

If any of the details we hold for you are wrong, please reply to this e-mail or call us.

Kind regards,
{{inspectorName}}
{{currentDate}}`,
    isActive: true,
  },
  {
    name: 'Inspection reminder',
    category: 'reminder',
    subject: 'Inspection due on {{nextDueDate}}: {{name}}',
    body: `Dear {{name}},

This is a reminder that your next quality-assurance inspection is due on {{nextDueDate}}. Your last inspection was on {{lastInspection}} with the outcome: {{inspectionOutcome}}.

Please make sure the site records and installation paperwork are available. You can view your schedule at {{portalUrl}}.

Kind regards,
{{inspectorName}}`,
    isActive: true,
  },
  {
    name: 'Compliance warning',
    category: 'compliance',
    subject: 'Compliance concern: {{name}} ({{complianceRate}})',
    body: `Dear {{name}},

Your compliance rate across recent inspections is {{complianceRate}}, and your latest inspection outcome was {{inspectionOutcome}}. This is below the standard expected of installers under QMP certificate {{qmpNumber}}.

Please review the findings on {{portalUrl}} and send us your corrective action plan within 14 days of {{currentDate}}.

Regards,
{{inspectorName}}`,
    isActive: true,
  },
  {
    name: 'Follow-up',
    category: 'follow-up',
    subject: 'Following up: {{name}}',
    body: `Dear {{name}},

Thank you for your time recently. I am following up on the points we discussed about your inspection of {{lastInspection}} (outcome: {{inspectionOutcome}}).

Please let me know if anything is outstanding; you can reach me by replying to this e-mail. Your records are at {{portalUrl}}.

Kind regards,
{{inspectorName}}`,
    isActive: true,
  },
  {
    name: 'Enhanced monitoring notice',
    category: 'other',
    subject: 'Enhanced monitoring: {{name}}',
    body: `Dear {{name}},

Following a review of your recent inspection results (compliance rate {{complianceRate}}, latest outcome {{inspectionOutcome}}), your installations will be placed under enhanced monitoring from {{currentDate}}.

Under enhanced monitoring a larger share of your installations is inspected and reviews take place quarterly. Your next inspection is due on {{nextDueDate}}. Details are available at {{portalUrl}}.

Regards,
{{inspectorName}}`,
    isActive: true,
  },
];
