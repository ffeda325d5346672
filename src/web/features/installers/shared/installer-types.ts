import type { RouterOutputs } from '@/web/lib/trpc';

// The shapes of docs/installers-api.md, inferred from the routers so a server change breaks the build here.
type InstallerOutputs = RouterOutputs['installers'];
type ContactOutputs = RouterOutputs['installerContacts'];

export type InstallerRow = InstallerOutputs['list']['items'][number];
export type InstallerStats = InstallerOutputs['stats'];
export type InstallerDetail = InstallerOutputs['get'];
export type InspectionStats = InstallerDetail['inspectionStats'];
export type MonitoringStatus = InstallerDetail['monitoringStatus'];
export type RecentInspection = InstallerDetail['recentInspections'][number];

export type Note = ContactOutputs['notes']['list'][number];
export type CallLog = ContactOutputs['calls']['list'][number];
export type OutboxEmail = ContactOutputs['emails']['list'][number];
export type EmailTemplate = ContactOutputs['templates']['list'][number];
export type Activity = ContactOutputs['activity']['list'][number];
export type TimelineEntry = ContactOutputs['activity']['timeline'][number];
export type InstallerDocument = ContactOutputs['documents']['list'][number];
