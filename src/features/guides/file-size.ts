/** File sizes as the guide pages show them. Pure, unit-tested (tests/unit/features/guides/guides.test.ts). */

const KB = 1024;
const MB = KB * KB;

/**
 * A byte count for people, in binary units labelled the way most readers know them:
 * `formatFileSize(50878)` is "50 KB", `formatFileSize(640)` is "640 bytes",
 * `formatFileSize(3_250_000)` is "3.1 MB". Kilobytes are whole numbers (rounded to the nearest),
 * megabytes have one decimal. A size that rounds up to 1024 KB is shown as "1.0 MB".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isSafeInteger(bytes) || bytes < 0) {
    throw new RangeError(`Not a byte count: ${bytes}`);
  }
  if (bytes < KB) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  const kb = Math.round(bytes / KB);
  if (kb < KB) return `${kb} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
