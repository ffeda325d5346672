import { readOption } from '@/web/lib/search-params';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { ProfileSettingsContent, type ProfileTab } from './profile-settings-content';

const TAB_VALUES = ['personal', 'theme'] as const;
const DEFAULTS: { section: ProfileTab } = { section: 'personal' };
const parse = (params: URLSearchParams) => ({
  section: readOption(params.get('section'), TAB_VALUES, 'personal'),
});

export function ProfileSettingsPage() {
  const [params, setParams] = useSearchParamsState(parse, DEFAULTS);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Profile Settings</h1>
      <ProfileSettingsContent
        tab={params.section}
        onTabChange={(section) => setParams({ section })}
      />
    </div>
  );
}
