// Issue 43: signing out always wins. A new account's work (its user document, Firestore's code)
// is held back on purpose, so the visitor presses "Sign out" while it is still under way, as a
// person does who clicks the moment the button shows. Once that work is let through, the
// signed-out screen must stay, with no password left in the forms and no refused Firestore call.
import { expect, test, type Page } from "./fixtures";
import { LOCAL_FIRESTORE_EMULATOR_PORT } from "@/site/local-addresses";
import { accountFormMessages } from "@/features/account/messages";

const t = accountFormMessages;
const PASSWORD = "ofada-stew-2026";

/** A fresh address per test, so parallel tests never meet. */
const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Holds every request `pick` chooses until `release()`: `reached` resolves when the first one
 * is held. Later ones go straight through once released.
 */
async function hold(page: Page, pick: (url: URL) => boolean) {
  let released = false;
  let reached!: () => void;
  const held: (() => void)[] = [];
  const first = new Promise<void>((resolve) => (reached = resolve));
  await page.route(pick, async (route) => {
    if (!released) {
      reached();
      await new Promise<void>((resolve) => held.push(resolve));
    }
    await route.continue();
  });
  return {
    reached: first,
    release: () => {
      released = true;
      for (const go of held.splice(0)) go();
    },
  };
}

/** The page's Firestore calls (to the emulator), each with when it was sent and whether done. */
function firestoreCalls(page: Page) {
  const calls: { url: string; at: number; done: boolean }[] = [];
  const isFirestore = (url: string) => new URL(url).port === String(LOCAL_FIRESTORE_EMULATOR_PORT);
  page.on("request", (request) => {
    if (isFirestore(request.url()) && request.method() !== "OPTIONS")
      calls.push({ url: request.url(), at: Date.now(), done: false });
  });
  const finish = (url: string) => {
    const call = calls.find((c) => c.url === url && !c.done);
    if (call) call.done = true;
  };
  page.on("requestfinished", (request) => finish(request.url()));
  page.on("requestfailed", (request) => finish(request.url()));
  return calls;
}

/** Errors the page logs (the store logs every failed account call, SPEC §8). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

/** Fills the sign-up form and presses "Create account"; returns the form. */
async function signUp(page: Page, email: string) {
  const form = page.locator('form[data-auth="signup"]');
  await form.getByLabel("Full name").fill("Kemi Balogun");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole("button", { name: t.signUp }).click();
  return form;
}

/**
 * After the sign-up has finished its work: signed out, nothing typed left behind, no error said
 * or logged, and no Firestore call made after the sign-out (a refused read by nobody).
 */
async function expectSignedOutForGood(
  page: Page,
  form: ReturnType<Page["locator"]>,
  signedOutAt: number,
  calls: ReturnType<typeof firestoreCalls>,
  errors: string[],
) {
  // The sign-up's own work is over: its form is no longer busy.
  await expect(form).toHaveAttribute("aria-busy", "false");
  await expect.poll(() => calls.filter((call) => !call.done).length).toBe(0);
  // A person looks at the screen for a moment: nothing else arrives.
  await page.waitForTimeout(1500);
  await expect(page.getByRole("heading", { name: t.signInTitle })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Signed in as/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: t.signOut })).toHaveCount(0);
  await expect(form.getByLabel(/^Password/)).toHaveValue("");
  await expect(form.getByRole("alert")).toHaveText("");
  expect(calls.filter((call) => call.at > signedOutAt).map((call) => call.url)).toEqual([]);
  expect(errors).toEqual([]);
}

test("sign out while the new account's user document is being written: signed out it stays", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const calls = firestoreCalls(page);
  const write = await hold(
    page,
    (url) => url.port === String(LOCAL_FIRESTORE_EMULATOR_PORT) && url.pathname.endsWith(":commit"),
  );
  await page.goto("/account");
  const form = await signUp(page, uniqueEmail("kemi.write"));

  const signOut = page.getByRole("button", { name: t.signOut });
  await expect(signOut).toBeVisible();
  // The user document's write is on its way (held), and she signs out.
  await write.reached;
  await signOut.click();
  const signedOutAt = Date.now();
  await expect(page.getByRole("heading", { name: t.signInTitle })).toBeVisible();

  write.release();
  await expectSignedOutForGood(page, form, signedOutAt, calls, errors);
});

test("sign out while Firestore's code is still on its way: signed out it stays", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const calls = firestoreCalls(page);
  // The user documents' module (with Firestore Lite) is fetched on first use: held back.
  const code = await hold(page, (url) => /\/_astro\/users\.[^/]*\.js$/.test(url.pathname));
  await page.goto("/account");
  const form = await signUp(page, uniqueEmail("kemi.code"));

  await page.getByRole("button", { name: t.signOut }).click();
  const signedOutAt = Date.now();
  await expect(page.getByRole("heading", { name: t.signInTitle })).toBeVisible();

  await code.reached;
  code.release();
  await expectSignedOutForGood(page, form, signedOutAt, calls, errors);
});
