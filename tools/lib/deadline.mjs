// A wait with an end. Playwright's loads and selectors fail on their own timeouts; some of what the
// measuring tools wait for has none (closing a page or a browser context, a DevTools command, a
// server's connections closing): a wait that never ends there would stop a whole run, printing
// nothing. Wrapped in `deadline`, it fails after `ms`, naming what it waited for.

/**
 * Resolves or rejects as `promise` does, or rejects after `ms` with an error naming `what`.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export function deadline(promise, ms, what) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not end within ${Math.round(ms / 1000)} s`)),
      ms,
    );
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, late])).finally(() =>
    clearTimeout(timer),
  );
}
