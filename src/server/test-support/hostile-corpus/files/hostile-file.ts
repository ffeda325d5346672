/** One malformed file of the hostile corpus, and the helpers its families share. */

export type HostileFile = {
  name: string;
  /** The name it is uploaded under; the extension is what the server is told. */
  fileName: string;
  bytes: Buffer;
};

export const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** Deterministic bytes (a linear congruential generator), so a failure can be reproduced. */
export function pseudoRandomBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}
