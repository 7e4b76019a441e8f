import { expect, test, type Page } from "./fixtures";
import {
  accountErrorMessages,
  accountFormMessages,
  accountMessages,
} from "@/features/account/messages";
import { loadMessages } from "@/runtime/messages";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { demo, signIn } from "../support/browser/account";
import {
  chunkImports,
  dropDownloads,
  firstImport,
  islandCode,
  pageScript,
} from "../support/browser/downloads";
import { oobCodes } from "../support/node/emulators";

const t = accountFormMessages;
const PASSWORD = "egusi-soup-2026";

/** A fresh address per test, so parallel tests never meet. */
const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test("sign up at /account, verify through the emailed link, sign out and in again", async ({
  page,
}) => {
  const email = uniqueEmail("ngozi");
  await page.goto("/account");
  const signup = page.locator("form", {
    has: page.getByRole("heading", { name: t.signUpTitle }),
  });
  await signup.getByLabel("Full name").fill("Ngozi Eze");
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel(/^Password/).fill(PASSWORD);
  await signup.getByRole("button", { name: t.signUp }).click();

  await expect(page.getByRole("heading", { name: t.signedInAs(email) })).toBeVisible();
  await expect(page.getByText(t.unverified)).toBeVisible();

  // The Auth emulator "sends" the verification email; open its link like the visitor would.
  await expect.poll(async () => (await oobCodes(email, "VERIFY_EMAIL")).length).toBe(1);
  const [code] = await oobCodes(email, "VERIFY_EMAIL");
  const verify = await page.request.get(code!.oobLink);
  expect(verify.ok()).toBe(true);
  await page.getByRole("button", { name: t.checkVerified }).click();
  await expect(page.getByText(t.nowVerified)).toBeVisible();

  await page.getByRole("button", { name: t.signOut }).click();
  await expect(page.getByRole("heading", { name: t.signInTitle })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("heading", { name: t.signedInAs(email) })).toBeVisible();
  await expect(page.getByText(t.verified)).toBeVisible();
  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole("heading", { name: t.signedInAs(email) })).toBeVisible();
});

test("a wrong password shows a clear error and keeps what was typed", async ({ page }) => {
  await page.goto("/account");
  await signIn(page, demo.user.email, "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    accountErrorMessages.wrongCredentials,
  );
  const form = page.locator("form", { has: page.getByRole("heading", { name: t.signInTitle }) });
  await expect(form.getByLabel("Email")).toHaveValue(demo.user.email);
  await expect(form.getByLabel("Password")).toHaveValue("not-the-password");
});

test("forgot password sends a reset email for the typed address", async ({ page }) => {
  await page.goto("/account");
  const form = page.locator("form", { has: page.getByRole("heading", { name: t.signInTitle }) });
  await form.getByLabel("Email").fill(demo.user.email);
  const before = (await oobCodes(demo.user.email, "PASSWORD_RESET")).length;
  await form.getByRole("button", { name: t.forgot }).click();
  await expect(form.getByRole("status")).toHaveText(t.resetSent(demo.user.email));
  expect((await oobCodes(demo.user.email, "PASSWORD_RESET")).length).toBe(before + 1);
});

test("signing up with an address that has an account says so", async ({ page }) => {
  await page.goto("/account");
  const signup = page.locator("form", {
    has: page.getByRole("heading", { name: t.signUpTitle }),
  });
  await signup.getByLabel("Full name").fill("Someone Else");
  await signup.getByLabel("Email").fill(demo.user.email);
  await signup.getByLabel(/^Password/).fill(PASSWORD);
  await signup.getByRole("button", { name: t.signUp }).click();
  await expect(signup.getByRole("alert")).toHaveText(accountErrorMessages.emailInUse);
});

test.describe("the moderation page", () => {
  test("signed out: a sign-in form", async ({ page }) => {
    await page.goto("/admin/testimonials");
    await expect(page.getByRole("heading", { name: t.signInTitle })).toBeVisible();
    await expect(page.getByText(adminMessages.unauthorizedTitle)).toHaveCount(0);
  });

  test("a signed-in non-admin sees 'Unauthorized Access'", async ({ page }) => {
    await page.goto("/admin/testimonials");
    await signIn(page, demo.user.email, demo.user.password);
    await expect(
      page.getByRole("heading", { name: adminMessages.unauthorizedTitle }),
    ).toBeVisible();
    await expect(page.getByText(adminMessages.unauthorizedText)).toBeVisible();
    await expect(page.locator("[data-moderation-panel]")).toHaveCount(0);
  });

  test("the seeded admin reaches the moderation panel", async ({ page }) => {
    await page.goto("/admin/testimonials");
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(page.locator("[data-moderation-panel]")).toBeVisible();
    await expect(page.getByText(adminMessages.unauthorizedTitle)).toHaveCount(0);
  });
});

test("the Firebase SDK is loaded only by the pages that need it", async ({ page }) => {
  // Every script the pages load is read in full (an unreadable one fails the test, it is not
  // counted as "no Firebase"), and all reads are awaited before anything is concluded.
  const reads: Promise<[string, string]>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(response.text().then((body) => [response.url(), body]));
  });
  const firebaseScripts = async () =>
    (await Promise.all(reads))
      .filter(([, body]) => /identitytoolkit|firestore\.googleapis/.test(body))
      .map(([url]) => url);
  for (const path of ["/", "/about", "/contact", "/blog/1"]) {
    await page.goto(path);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    // A body can be read only until the page is left: read them all before the next one.
    await Promise.all(reads);
  }
  expect(reads.length).toBeGreaterThan(0);
  expect(await firebaseScripts()).toEqual([]);
  await page.goto("/account");
  await page.waitForLoadState("networkidle");
  expect((await firebaseScripts()).length).toBeGreaterThan(0);
});

test("signed out, the account screens load Auth alone: Firestore and React come with a sign-in", async ({
  page,
}) => {
  const reads: Promise<[string, string]>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(response.text().then((body) => [response.url(), body]));
  });
  const loaded = async () => {
    const bodies = (await Promise.all(reads)).map(([, body]) => body);
    return {
      auth: bodies.some((body) => /identitytoolkit/.test(body)),
      firestore: bodies.some((body) => /firestore\.googleapis/.test(body)),
      react: bodies.some((body) => /react\.dev\/errors/.test(body)),
    };
  };
  const screen = page.locator("[data-auth-screen]");
  for (const path of ["/account", "/admin/testimonials"]) {
    await page.goto(path);
    await expect(screen).toHaveAttribute("aria-busy", "false");
    await page.waitForLoadState("networkidle");
    // (loaded() reads every body before the next page is opened.)
    expect(await loaded(), path).toEqual({ auth: true, firestore: false, react: false });
  }
  await signIn(page, demo.user.email, demo.user.password);
  await expect(page.getByRole("heading", { name: adminMessages.unauthorizedTitle })).toBeVisible();
  expect(await loaded()).toEqual({ auth: true, firestore: true, react: true });
});

test("a sign-in sent before the page's script has loaded is held, then made: nothing is lost", async ({
  page,
}) => {
  // The forms' script arrives two seconds late; the visitor does not wait for it.
  await page.route("**/_astro/auth-screen.*.js", async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.fulfill({ response });
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).port === new URL(page.url()).port)
      posts.push(request.url());
  });
  await page.goto("/account", { waitUntil: "domcontentloaded" });
  await signIn(page, demo.user.email, demo.user.password);
  await expect(page.getByRole("heading", { name: t.signedInAs(demo.user.email) })).toBeVisible({
    timeout: 15_000,
  });
  expect(new URL(page.url()).pathname).toBe("/account");
  expect(posts).toEqual([]);
});

/** Every POST the page sends to its own host (a form the browser sent itself). */
function ownPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).port === new URL(page.url()).port)
      posts.push(request.url());
  });
  return posts;
}

// The account screen's code does not arrive (src/runtime/island-load.ts): Astro's runtime gives up
// without a word, and the spinner used to stay over inert forms.
for (const part of ["its component", "the first chunk its component imports"] as const) {
  test(`signed in while the account screen's code does not arrive (${part}): its notice, then Try again`, async ({
    page,
  }) => {
    const code = await islandCode(page, "/account", "Account");
    const url = part === "its component" ? code.component : await firstImport(page, code.component);
    const connection = await dropDownloads(page, url);
    await page.goto("/account");
    await signIn(page, demo.user.email, demo.user.password);

    const notice = page.getByRole("status").getByText(loadMessages.account);
    await expect(notice).toBeVisible();
    await expect(page.locator("[data-auth-screen]")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByText(accountMessages.checking)).toBeHidden();
    // Signed in: the sign-in forms are gone, not left inert under a spinner.
    await expect(page.getByRole("heading", { name: t.signInTitle })).toBeHidden();

    connection.reconnect();
    // The code arrives: at once, or, where the browser keeps the failed import for the page's
    // life, once the page has loaded again and its auth check has answered signed in (only that
    // answer asks for the screen's code).
    const path = new URL(url).pathname;
    const arrived = page.waitForResponse(
      (response) => new URL(response.url()).pathname === path && response.ok(),
    );
    await page.getByRole("button", { name: loadMessages.retry }).click();
    await arrived;
    await expect(page.getByRole("heading", { name: t.signedInAs(demo.user.email) })).toBeVisible();
    await expect(notice).toBeHidden();
  });
}

test("the forms' script does not arrive: the visitor is told, the submit is kept, Try again makes it", async ({
  page,
}) => {
  const script = await pageScript(page, "/account", "AuthScreen");
  // The chunk the page script imports for the forms (with Firebase Auth), once it runs.
  const forms = (await chunkImports(page, script)).find((url) => /\/auth-screen\./.test(url));
  const connection = await dropDownloads(page, forms!);
  const posts = ownPosts(page);
  await page.goto("/account", { waitUntil: "domcontentloaded" });
  await signIn(page, demo.user.email, demo.user.password);

  const notice = page.getByRole("status").getByText(loadMessages.signIn);
  await expect(notice).toBeVisible();
  await expect(page.getByText(accountMessages.checking)).toBeHidden();
  // Another press of Sign in leads to Try again rather than nowhere.
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
  await expect(page.getByRole("button", { name: loadMessages.retry })).toBeFocused();

  connection.reconnect();
  await page.getByRole("button", { name: loadMessages.retry }).click();
  // The sign-in that was held is made, with what was typed: nothing to type again.
  await expect(page.getByRole("heading", { name: t.signedInAs(demo.user.email) })).toBeVisible();
  await expect(notice).toBeHidden();
  expect(posts).toEqual([]);
});

for (const part of ["itself", "the first chunk it imports"] as const) {
  test(`the page's script does not arrive (${part}): no submit is swallowed, Try again reloads`, async ({
    page,
  }) => {
    const script = await pageScript(page, "/account", "AuthScreen");
    const url = part === "itself" ? script : await firstImport(page, script);
    const connection = await dropDownloads(page, url);
    const posts = ownPosts(page);
    await page.goto("/account", { waitUntil: "domcontentloaded" });
    await signIn(page, demo.user.email, demo.user.password);

    const notice = page.getByRole("status").getByText(loadMessages.signIn);
    await expect(notice).toBeVisible();
    await expect(page.getByText(accountMessages.checking)).toBeHidden();
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await expect(page.getByRole("button", { name: loadMessages.retry })).toBeFocused();
    // The browser sent nothing itself (a password to a host that cannot use it), nor left.
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/account");

    connection.reconnect();
    await page.getByRole("button", { name: loadMessages.retry }).click();
    await expect(page.getByRole("heading", { name: t.signInTitle })).toBeVisible();
    await expect(notice).toBeHidden();
    await signIn(page, demo.user.email, demo.user.password);
    await expect(page.getByRole("heading", { name: t.signedInAs(demo.user.email) })).toBeVisible();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/account", "/admin/testimonials"]) {
    test(`${path} says the screens need it, instead of forms that cannot work`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByText(accountMessages.needsScript)).toBeVisible();
      await expect(page.getByRole("heading", { name: t.signInTitle })).toBeHidden();
      await expect(page.getByText(accountMessages.checking)).toBeHidden();
    });
  }
});
