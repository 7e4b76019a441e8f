// Reading a child process's output a line at a time.

/**
 * Calls `onLine` with each complete line `stream` emits (UTF-8, so a character split across two
 * chunks stays whole; the line ending removed). The last line, if it has no ending, is not given.
 * @param {NodeJS.ReadableStream | null | undefined} stream
 * @param {(line: string) => void} onLine
 */
export function onLines(stream, onLine) {
  if (!stream) return;
  let partial = "";
  stream.setEncoding("utf8");
  stream.on("data", (/** @type {string} */ chunk) => {
    const lines = (partial + chunk).split(/\r?\n/);
    partial = lines.pop() ?? "";
    for (const line of lines) onLine(line);
  });
}
