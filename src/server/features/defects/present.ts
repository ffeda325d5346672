import { alias } from 'drizzle-orm/pg-core';
import type { DefectStatus } from '@/shared/defects/catalogue';
import { isDefectOverdue } from '@/shared/defects/due-dates';
import { defects, inspections, users } from '@/server/db/schema/index';

export const assigneeUser = alias(users, 'defect_assignee');

/** The columns of a defect row as the list and the detail return it. */
export const defectColumns = {
  id: defects.id,
  reference: defects.reference,
  title: defects.title,
  description: defects.description,
  severity: defects.severity,
  category: defects.category,
  status: defects.status,
  location: defects.location,
  assigneeId: defects.assigneeId,
  assigneeName: assigneeUser.name,
  createdBy: defects.createdBy,
  dueDate: defects.dueDate,
  resolvedAt: defects.resolvedAt,
  createdAt: defects.createdAt,
  updatedAt: defects.updatedAt,
  inspectionId: defects.inspectionId,
  inspectionReference: inspections.reference,
  propertyAddress: inspections.propertyAddress,
  installerName: inspections.installerName,
};

type DefectDates = {
  status: DefectStatus;
  dueDate: Date;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Dates as ISO strings for the wire, with the computed overdue flag. */
export function presentDefect<T extends DefectDates>(row: T, now: Date = new Date()) {
  return {
    ...row,
    dueDate: row.dueDate.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isOverdue: isDefectOverdue(row, now),
  };
}
