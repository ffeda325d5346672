import { INVITATION_INVALID_MESSAGE } from '@/shared/installer-portal/accounts';

/**
 * The invitation page is signed out, outside the app's tRPC client and query cache (those load
 * with the signed-in area), so it calls its two public procedures over plain HTTP, as the reset
 * page calls better-auth.
 */
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

export type InvitationDetails = { name: string; email: string; installerName: string };
export type Answer<T> = { data: T; error?: undefined } | { data?: undefined; error: string };

type TrpcBody<T> = { result?: { data: T }; error?: { message?: string } };

async function read<T>(response: Response): Promise<Answer<T>> {
  const body = (await response.json().catch(() => ({}))) as TrpcBody<T>;
  if (response.ok && body.result) return { data: body.result.data };
  // A 400 from these two procedures is always about the link (or a password rule, said as such).
  return { error: body.error?.message || SOMETHING_WENT_WRONG };
}

export async function fetchInvitation(token: string): Promise<Answer<InvitationDetails>> {
  if (!token) return { error: INVITATION_INVALID_MESSAGE };
  try {
    const input = encodeURIComponent(JSON.stringify({ token }));
    return await read<InvitationDetails>(await fetch(`/trpc/portal.invitation?input=${input}`));
  } catch {
    return { error: SOMETHING_WENT_WRONG };
  }
}

export async function postAcceptInvitation(
  token: string,
  newPassword: string,
): Promise<Answer<{ email: string }>> {
  try {
    const response = await fetch('/trpc/portal.acceptInvitation', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, newPassword }),
    });
    return await read<{ email: string }>(response);
  } catch {
    return { error: SOMETHING_WENT_WRONG };
  }
}
