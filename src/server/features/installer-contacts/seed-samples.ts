// Demo wording for the seed: what QA coordinators actually write about retrofit installers.
export const NOTE_SAMPLES = [
  [
    'Loft insulation depth query',
    'Site photos show 200 mm in places; asked for the installer declaration and depth readings.',
  ],
  [
    'Insurance certificate renewal',
    'Public liability certificate expires next month. Requested the renewed copy.',
  ],
  [
    'Ventilation concern after IWI',
    'Trickle vents missing in two bedrooms on the last job; installer agreed to return.',
  ],
  [
    'Training completed',
    'Operatives completed PAS 2035 refresher training; certificates to follow.',
  ],
  [
    'Follow-up on failed inspection',
    'Remedial works booked; re-inspection to be scheduled once photos arrive.',
  ],
  ['Change of contact', 'New compliance manager from next week; update the distribution list.'],
  [
    'Handover pack incomplete',
    'Customer handover packs lacked the guarantee certificate on three jobs.',
  ],
] as const;
export const NOTE_TAGS = [
  'insurance',
  'remedials',
  'training',
  'paperwork',
  'ventilation',
  'priority',
  'PAS 2035',
];
export const CALL_SAMPLES = [
  'Discussed the outstanding remedial works and agreed a date.',
  'Confirmed the inspection slot and site access arrangements.',
  'Left a message asking for the missing handover documents.',
  'Talked through the compliance figures for the quarter.',
  'Installer raised a query about the enhanced monitoring criteria.',
];

/** Demo mail must never reach a real inbox: the address keeps its look on a reserved domain. */
export function toDemoAddress(email: string): string {
  const domain = email.split('@')[1] ?? '';
  return /(^|\.)(example(\.(com|org|net))?|test|invalid)$/i.test(domain)
    ? email
    : `${email}.example`;
}
