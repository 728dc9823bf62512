import { ConfigError, loadStorageSettings } from '@caliber/config';
import { copyFiles, LocalFileStorage, S3FileStorage, type CopyProgress } from '@caliber/core/storage';

/**
 * `npm run storage:copy -- [folder]`: copies a local upload folder (UPLOAD_DIR unless given) into the bucket of
 * S3_BUCKET, for a shop moving from one machine to several (docs/operations.md, "Object storage").
 */
async function copyStorage(): Promise<void> {
  const settings = loadStorageSettings();
  if (!settings.s3) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, ... as the BFF has them) to the bucket to copy into.');
    process.exit(2);
  }
  const from = new LocalFileStorage(process.argv[2] ?? settings.uploadDir);
  const to = new S3FileStorage(settings.s3);
  const line = ({ total, copied, skipped }: CopyProgress) => `${copied + skipped} of ${total} files: ${copied} copied, ${skipped} already there`;
  // One line, rewritten in place on a terminal; in a log, one line per hundred files.
  const report = (progress: CopyProgress) => {
    const done = progress.copied + progress.skipped;
    if (process.stdout.isTTY) process.stdout.write(`\r${line(progress)}`);
    else if (done % 100 === 0 && done < progress.total) console.log(line(progress));
  };
  console.log(`Copying the ${from.location} into the ${to.location}`);
  const result = await copyFiles(from, to, report);
  if (process.stdout.isTTY) process.stdout.write('\n');
  console.log(`Done: ${line(result)}.`);
}

copyStorage().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
