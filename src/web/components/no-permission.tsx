import { Alert } from './ui/alert';

/** What a tab shows a user whose role may not use it (the server refuses the calls anyway). */
export function NoPermission({ what }: { what: string }) {
  return (
    <Alert tone="warning" role="alert">
      You do not have permission to {what}.
    </Alert>
  );
}
