import { useState } from 'react';
import {
  ProfileSettingsContent,
  type ProfileTab as ProfileSection,
} from '@/web/features/profile/profile-settings-content';

/** Admin Settings > Profile shows the same content as /profile-settings. */
export function ProfileTab() {
  const [section, setSection] = useState<ProfileSection>('personal');
  return <ProfileSettingsContent tab={section} onTabChange={setSection} />;
}
