/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): {width: number; height: number} {
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('Not a PNG file.');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}
