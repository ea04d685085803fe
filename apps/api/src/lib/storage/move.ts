import { isPublicImageKey, type FileStorage } from './types.ts';

export type MoveResult = { files: number; bytes: number; missing: string[]; refused: string[] };

/**
 * Copies every file of one storage into another under the same key (so every URL keeps working),
 * then reads each one back from the target to check it arrived whole. The source is left as it was:
 * delete it once the servers run on the new driver. Safe to run again (a put overwrites).
 * Only public images move: any other key (the tax invoices an old build wrote under `documents/`) is
 * refused and listed, never copied where /files/ could serve it.
 */
export async function copyFiles(
  from: FileStorage,
  to: FileStorage,
  onFile?: (key: string, bytes: number) => void,
): Promise<MoveResult> {
  const result: MoveResult = { files: 0, bytes: 0, missing: [], refused: [] };
  for await (const key of from.list()) {
    if (!isPublicImageKey(key)) {
      result.refused.push(key);
      continue;
    }
    const data = await from.get(key);
    if (!data) {
      result.missing.push(key);
      continue;
    }
    await to.put(key, data);
    const back = await to.get(key);
    if (!back?.equals(data)) throw new Error(`${key} did not arrive whole in the ${to.kind} storage`);
    result.files += 1;
    result.bytes += data.byteLength;
    onFile?.(key, data.byteLength);
  }
  return result;
}
