/** Helpers of the export tests: the bytes and text of a CSV the console saved, and its rows. */

/** A saved file's bytes: Node's Blob (withNodeFormData) reads itself; jsdom's has neither `arrayBuffer()` nor `text()`. */
export async function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** A saved CSV: whether it starts with the UTF-8 byte-order mark, its text after it, and its lines (each ended by CRLF). */
export async function csvOf(blob: Blob) {
  const bytes = await bytesOf(blob);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder('utf-8').decode(bom ? bytes.slice(3) : bytes);
  return { bom, text, lines: text.replace(/\r\n$/, '').split('\r\n'), type: blob.type };
}

/** One CSV line's cells (quoted cells unquoted, `""` made `"`). */
export function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
