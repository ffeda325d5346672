export type ChatMessage = { id: number; author: 'assistant' | 'user'; text: string };

export const ASSISTANT_GREETING = "Hello! I'm your InspectHub assistant. How can I help you today?";

// Until the assistant is wired to inspection data, one honest reply beats invented answers.
export const ASSISTANT_NOT_CONNECTED_REPLY =
  'The assistant is not connected yet. It will answer from your inspection data in a later release.';

export function replyTo(_message: string): string {
  return ASSISTANT_NOT_CONNECTED_REPLY;
}
