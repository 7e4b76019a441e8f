// A browser in data-saver mode, for the budget check and the browser tests: its pages see
// `navigator.connection.saveData === true` (the signal src/features/effects/data-saver.ts reads; Chromium's
// DevTools protocol cannot set it) and it sends `Save-Data: on` with every request, as a browser
// whose reader asked it to save data does.

/**
 * Puts `context` (a Playwright BrowserContext) in data-saver mode, for every page opened after.
 * @param {import("@playwright/test").BrowserContext} context
 */
export async function emulateSaveData(context) {
  await context.setExtraHTTPHeaders({ "Save-Data": "on" });
  await context.addInitScript(() => {
    // Chromium's navigator.connection (NetworkInformation) keeps its other fields.
    const connection = /** @type {{ connection: object }} */ (/** @type {unknown} */ (navigator))
      .connection;
    Object.defineProperty(Object.getPrototypeOf(connection), "saveData", {
      configurable: true,
      get: () => true,
    });
  });
}
