import { readOption } from '@/web/lib/search-params';

export const PROFILE_TABS = ['overview', 'activity', 'documents', 'timeline', 'messages'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_PANELS = ['', 'notes', 'calls', 'email'] as const;
export type ProfilePanelParam = (typeof PROFILE_PANELS)[number];

export type ProfileParams = { tab: ProfileTab; panel: ProfilePanelParam };

export const PROFILE_DEFAULTS: ProfileParams = { tab: 'overview', panel: '' };

/** Which tab and contact panel are open, from the URL, so a link can open the e-mail composer. */
export function parseProfileParams(params: URLSearchParams): ProfileParams {
  return {
    tab: readOption(params.get('tab'), PROFILE_TABS, 'overview'),
    panel: readOption(params.get('panel'), PROFILE_PANELS, ''),
  };
}

export const TAB_LABELS: Record<ProfileTab, string> = {
  overview: 'Overview',
  activity: 'Activity',
  documents: 'Documents',
  timeline: 'Timeline',
  messages: 'Portal messages',
};

export const PANEL_TITLES: Record<Exclude<ProfilePanelParam, ''>, string> = {
  notes: 'Notes',
  calls: 'Calls',
  email: 'Email',
};
