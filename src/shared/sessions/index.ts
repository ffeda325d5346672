import { z } from 'zod';
import { TENANT_SETTINGS } from '../settings/index';

/** One session to end; ids are better-auth's session ids (never the token). */
export const TerminateSessionInput = z
  .object({ id: z.string().trim().min(1, 'Session is required').max(200) })
  .strict();
export type TerminateSessionInput = z.infer<typeof TerminateSessionInput>;

/** Admin Settings > Sessions: the tenant setting's own schema (spec 02 §5 limits and messages). */
export const SessionSettingsInput = TENANT_SETTINGS.sessions.unwrap().strict();
export type SessionSettingsInput = z.input<typeof SessionSettingsInput>;
export type SessionSettings = z.output<typeof SessionSettingsInput>;

export const TERMINATED_MESSAGE = 'Session terminated successfully';
