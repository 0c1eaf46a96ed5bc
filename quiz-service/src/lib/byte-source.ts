import { open, type FileHandle } from 'node:fs/promises';

/** Random access to the bytes of an upload, whether it is in memory or in a temporary file. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `position` (fewer at the end of the file). */
  read(position: number, length: number): Promise<Buffer>;
}

export function bufferSource(data: Buffer): ByteSource {
  return {
    size: data.length,
    read: async (position, length) => data.subarray(position, position + length),
  };
}

const WINDOW = 1024 * 1024;

/**
 * A file read through a 1 MB window, so walking the thousands of small headers of a 100 MB
 * video costs about a hundred reads and never holds the whole file in memory.
 */
export async function withFileSource<T>(
  path: string,
  use: (source: ByteSource) => Promise<T>,
): Promise<T> {
  const handle: FileHandle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    let windowStart = 0;
    let window = Buffer.alloc(0);
    const source: ByteSource = {
      size,
      async read(position, length) {
        if (position < windowStart || position + length > windowStart + window.length) {
          const want = Math.max(length, WINDOW);
          const fresh = Buffer.alloc(Math.max(0, Math.min(want, size - position)));
          const { bytesRead } = await handle.read(fresh, 0, fresh.length, position);
          windowStart = position;
          window = fresh.subarray(0, bytesRead);
        }
        return window.subarray(position - windowStart, position - windowStart + length);
      },
    };
    return await use(source);
  } finally {
    await handle.close();
  }
}
