/**
 * What the on-site page (src/web/features/on-site) uses of the device's offline store
 * (docs/offline-and-evidence.md, "Offline on the device"): one entry point, so the page never
 * reaches into the store, the outbox or the sync directly.
 */
export { enqueueChange } from './enqueue';
export { editEntry } from './outbox';
export type {
  DeviceChange,
  DeviceFile,
  KeptInspection,
  LocalFile,
  OfflineUser,
  OutboxEntry,
} from './types';
export { useKeptInspection } from './use-kept-inspection';
export { useKeptInspections } from './use-kept-inspections';
export { useOfflineUser } from './use-offline-user';
export { useOnline } from './use-online';
export { useOutbox, usePendingChanges, type SavedEntry } from './use-outbox';
