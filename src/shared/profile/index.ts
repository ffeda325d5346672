import type { z } from 'zod';
import { profileSettingsSchema } from '../user-settings';

/** /profile-settings personal info: the user-settings `profile` part, nothing else accepted. */
export const SaveProfileInput = profileSettingsSchema.strict();
export type SaveProfileInput = z.input<typeof SaveProfileInput>;
export type ProfileValues = z.output<typeof SaveProfileInput>;
