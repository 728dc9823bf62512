import type { FileStorage, ListedFile } from './file-storage.js';

export interface CopyProgress {
  total: number;
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
}

const AT_ONCE = 8;

/**
 * Copies every file of one storage into another (`npm run storage:copy`, docs/operations.md): a file the
 * target holds already with the same size is skipped, so running it again copies only what is new.
 */
export async function copyFiles(from: FileStorage, to: FileStorage, onProgress: (progress: CopyProgress) => void): Promise<CopyProgress> {
  const present = new Map<string, number>();
  for await (const file of to.list()) present.set(file.name, file.size);
  const files: ListedFile[] = [];
  for await (const file of from.list()) files.push(file);
  const progress: CopyProgress = { total: files.length, copied: 0, skipped: 0 };
  const copyOne = async (file: ListedFile) => {
    const source = present.get(file.name) === file.size ? null : await from.read(file.name);
    if (source) await to.write(file.name, source.body, source.info.contentType);
    if (source) progress.copied += 1;
    else progress.skipped += 1;
    onProgress(progress);
  };
  for (let start = 0; start < files.length; start += AT_ONCE) await Promise.all(files.slice(start, start + AT_ONCE).map(copyOne));
  return progress;
}
