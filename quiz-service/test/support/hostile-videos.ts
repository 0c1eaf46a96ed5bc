// Small videos made byte by byte: enough structure for the upload checks (the service does not
// decode videos), with room to hide things where polyglots hide them.

/** An MP4 box: 32-bit size, four-letter type, payload. */
function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An MP4: ftyp, a movie header box (with `metadata` in a free box inside it), then the frames. */
export function mp4Video({
  frames = Buffer.alloc(4096, 0x11),
  metadata = Buffer.alloc(0),
}: { frames?: Buffer; metadata?: Buffer } = {}): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100)), box('free', metadata)),
    box('mdat', frames),
  ]);
}

/** An EBML element with an 8-byte size field (or "unknown size", as live recordings write). */
function element(id: number[], payload: Buffer, unknownSize = false): Buffer {
  const size = Buffer.alloc(8, 0xff);
  size[0] = 0x01;
  if (!unknownSize) size.writeUIntBE(payload.length, 2, 6);
  size[1] = unknownSize ? 0xff : 0;
  return Buffer.concat([Buffer.from(id), size, payload]);
}

/**
 * A WebM: EBML header, then a Segment with Info, Tags (holding `metadata`) and one Cluster
 * whose SimpleBlock holds `frames`. `live` writes the unknown sizes of a browser's recorder.
 */
export function webmVideo({
  frames = Buffer.alloc(4096, 0x22),
  metadata = Buffer.from('Recorded at the airfield', 'latin1'),
  live = false,
}: { frames?: Buffer; metadata?: Buffer; live?: boolean } = {}): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
  );
  const tags = element([0x12, 0x54, 0xc3, 0x67], metadata);
  const cluster = element(
    [0x1f, 0x43, 0xb6, 0x75],
    Buffer.concat([element([0xe7], Buffer.from([0])), element([0xa3], frames)]),
    live,
  );
  return Buffer.concat([
    header,
    element([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tags, cluster]), live),
  ]);
}
