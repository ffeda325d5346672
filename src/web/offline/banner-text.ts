/** "1 change waits to be sent." / "3 changes wait to be sent." */
export function waitingText(count: number): string {
  return count === 1 ? '1 change waits to be sent.' : `${count} changes wait to be sent.`;
}

/** What the banner says of the outbox, offline or online; null when there is nothing to say. */
export function bannerText(online: boolean, waiting: number): string | null {
  if (!online) return waiting > 0 ? `You are offline. ${waitingText(waiting)}` : 'You are offline.';
  return waiting > 0 ? waitingText(waiting) : null;
}

/** "1 change was refused" / "2 changes were refused". */
export function refusedText(count: number): string {
  return count === 1 ? '1 change was refused' : `${count} changes were refused`;
}

/** "1 answer differs from the server's" / "2 answers differ from the server's". */
export function conflictText(count: number): string {
  return count === 1
    ? "1 answer differs from the server's"
    : `${count} answers differ from the server's`;
}
