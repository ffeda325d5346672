import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createChunkWriter, StreamClosedError, waitForDrain } from './stream-writer';

/** A sink that takes chunks only when told to, like a slow client. */
function slowSink() {
  const received: string[] = [];
  const pending: (() => void)[] = [];
  const sink = new Writable({
    highWaterMark: 4,
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk.toString());
      pending.push(callback);
    },
  });
  const release = () => pending.splice(0).forEach((done) => done());
  return { sink, received, release };
}

describe('createChunkWriter', () => {
  it('resolves at once while the stream has room', async () => {
    const out = new PassThrough();
    const write = createChunkWriter(out);
    await write('a,b\r\n');
    expect(String(out.read())).toBe('a,b\r\n');
  });

  it('waits for the reader to drain a full stream before resolving', async () => {
    const { sink, received, release } = slowSink();
    const write = createChunkWriter(sink);
    let isDone = false;
    const writing = write('0123456789').then(() => (isDone = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(isDone).toBe(false);
    expect(received).toEqual(['0123456789']);
    release();
    await writing;
    expect(isDone).toBe(true);
  });

  it('rejects a write waiting on a stream that is destroyed, and every later write', async () => {
    const { sink } = slowSink();
    const write = createChunkWriter(sink);
    const waiting = write('0123456789');
    sink.destroy();
    await expect(waiting).rejects.toBeInstanceOf(StreamClosedError);
    await expect(write('more')).rejects.toBeInstanceOf(StreamClosedError);
  });
});

describe('waitForDrain', () => {
  it('resolves at once when the stream is not full', async () => {
    await expect(waitForDrain(new PassThrough())).resolves.toBeUndefined();
  });

  it('rejects when the stream is already destroyed', async () => {
    const out = new PassThrough();
    out.destroy();
    await expect(waitForDrain(out)).rejects.toBeInstanceOf(StreamClosedError);
  });
});
