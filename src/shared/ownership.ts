/**
 * A record is yours when it is assigned to you, or unassigned and created by
 * you. Acting on anyone else's needs the area's "..._all" permission
 * (issue 11 point 6, docs/security-ownership.md). The server decides with
 * this and tells the web per row (`mayAct`), so both follow one rule.
 */
export function isOwnRecord(
  record: { assigneeId: string | null; createdBy: string | null },
  userId: string,
): boolean {
  return (
    record.assigneeId === userId || (record.assigneeId === null && record.createdBy === userId)
  );
}
