// What a visitor sends offline, or whose send fails on the network, is kept on the device and sent
// once the connection comes back (src/features/outbox/): the contact form, the newsletter and the
// testimonial form (with its photo), each sent offline and delivered once when back online, with
// and without a reload in between (the service worker serves the page and the outbox's code);
// a refusal shown and never tried again; a discarded one gone from the device; a testimonial
// whose answer was lost after it was stored sent again without a second record. What the device
// keeps, and for how long (the page's clock moved by Playwright's): an unsent message deleted
// after OUTBOX_KEEP_DAYS, a refused one after OUTBOX_REFUSED_HOURS; no notice showing what was
// typed; Discard all; the endpoint of this build, not one kept with a message; a send the
// Content-Security-Policy blocks counted once an hour and shown as refused after OUTBOX_MAX_TRIES.
import { expect, test, type Page } from "./fixtures";
import { contactMessages } from "@/features/contact/messages";
import { outboxMessages } from "@/features/outbox/messages";
import { OUTBOX_RETRY } from "@/features/outbox/constants";
import {
  OUTBOX_CHANGED,
  OUTBOX_FLAG,
  OUTBOX_KEEP_DAYS,
  OUTBOX_LOCK,
  OUTBOX_MAX_TRIES,
  OUTBOX_REFUSED_HOURS,
  OUTBOX_STORE,
  OUTBOX_UNREACHABLE_GAP_HOURS,
} from "@/features/outbox/constants";
import { LOCAL_FORM_ENDPOINT } from "@/site/local-addresses";
import { testimonialMessages as t } from "@/features/testimonials/messages";
import { controlled, keptWhole } from "../support/browser/offline";
import {
  outboxCodeRequests,
  outboxEntries,
  outboxFlagged,
  outboxReady,
} from "../support/browser/outbox";
import {
  fillForm as fillTestimonial,
  openForm,
  photo,
  unique,
} from "../support/browser/testimonial-pages";
import { receivedMessages, receivedNotices, receivedSignUps } from "../support/node/stand-ins";
import { eraseTestimonials, idByName, record } from "../support/node/testimonial-store";

const sentAt = /Sent at \d{1,2}:\d{2}/;

/** The contact form filled (its code, and the outbox's as it is turned to, loaded). */
async function fillContact(
  page: Page,
  subject: string,
  email = "chidi@example.com",
  name = "Chidi Okeke",
) {
  const form = page.locator("form[data-contact-form]");
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island:has(form[data-contact-form])")).not.toHaveAttribute(
    "ssr",
  );
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Written on a bus between Enugu and Aba.");
  await outboxReady(page);
  return form;
}

/**
 * A contact message written on /contact and sent offline: kept on the device, the form says so.
 * Resolves with the form's outbox notice (the page stays offline).
 */
async function sendContactOffline(page: Page, subject: string, email?: string, name?: string) {
  await page.goto("/contact");
  const form = await fillContact(page, subject, email, name);
  await page.context().setOffline(true);
  await form.getByRole("button", { name: contactMessages.send }).click();
  const notice = page.locator('[data-outbox="contact"]');
  await expect(notice).toContainText(outboxMessages.saved);
  return notice;
}

const contactCount = async (subject: string) =>
  (await receivedMessages()).filter((m) => m.form === "contact" && m.subject === subject).length;

/** With `reload`: the service worker controls the page and keeps it whole, code included. */
async function reloadOffline(page: Page, path: string) {
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Time for a send that failed on the network to be made again: the first back-off and 5 s. */
const afterBackOff = OUTBOX_RETRY.firstMs + 5_000;

function contactOffline(reload: boolean) {
  const between = reload ? ", after a reload offline" : "";
  test(`contact: a message sent offline is kept, then delivered once when back online${between}`, async ({
    page,
    context,
  }) => {
    const subject = unique("Outbox message");
    await page.goto("/contact");
    if (reload) await controlled(page);
    const form = await fillContact(page, subject);
    if (reload) await keptWhole(page, "/contact");
    await context.setOffline(true);
    await form.getByRole("button", { name: contactMessages.send }).click();
    const notice = page.locator('[data-outbox="contact"]');
    await expect(notice).toContainText(outboxMessages.saved);
    await expect(notice.getByRole("button", { name: outboxMessages.sendNow })).toBeVisible();
    await expect(form.getByLabel("Subject")).toHaveValue("");
    expect(await outboxEntries(page)).toMatchObject([{ kind: "contact", body: { subject } }]);
    expect(await contactCount(subject)).toBe(0);

    if (reload) {
      await reloadOffline(page, "/contact");
      await expect(notice).toContainText(outboxMessages.saved);
    }
    await context.setOffline(false);
    // After a reload offline, the page may hear `online` before its worker's requests are let
    // through (the browser lifts the offline state target by target): its first try then fails on
    // the network and the next comes on the outbox's back-off (OUTBOX_RETRY), as for a reader whose
    // connection came back a moment after the event.
    await expect(notice).toContainText(sentAt, reload ? { timeout: afterBackOff } : {});
    expect(await contactCount(subject)).toBe(1);
    await expect.poll(() => outboxEntries(page)).toEqual([]);
    // Another return of the connection, and another visit, send nothing more.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.goto("/about");
    await expect.poll(() => outboxFlagged(page)).toBe(false);
    expect(await contactCount(subject)).toBe(1);
  });
}

function newsletterOffline(reload: boolean) {
  const between = reload ? ", after a reload offline" : "";
  test(`newsletter: a sign-up made offline is kept, then made once when back online${between}`, async ({
    page,
    context,
  }) => {
    await page.goto("/blog/3");
    if (reload) await controlled(page);
    const footer = page.getByRole("contentinfo");
    const email = footer.getByLabel("Email address");
    const address = `ngozi.${Date.now()}${reload ? ".reload" : ""}@example.com`;
    await email.fill(address);
    await outboxReady(page);
    if (reload) await keptWhole(page, "/blog/3");
    await context.setOffline(true);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const notice = page.locator('[data-outbox="newsletter"]');
    await expect(notice).toContainText(outboxMessages.saved);
    await expect(email).toHaveValue("");
    expect(await outboxEntries(page)).toMatchObject([{ kind: "newsletter", email: address }]);
    expect(await receivedSignUps(address)).toEqual([]);

    if (reload) {
      await reloadOffline(page, "/blog/3");
      await expect(notice).toContainText(outboxMessages.saved);
    }
    await context.setOffline(false);
    // Made once, at the newsletter stand-in: it leaves one receipt, shown once. After a reload
    // offline, a page that said it was online a moment early tried, failed on the network, and
    // tries again on its back-off (OUTBOX_RETRY).
    await expect(notice.getByText(sentAt)).toHaveCount(1, { timeout: 20_000 });
    await expect.poll(() => outboxEntries(page)).toEqual([]);
    expect(await receivedSignUps(address)).toMatchObject([{ email: address }]);
    await page.goto("/about");
    await expect(page.locator('[data-outbox="newsletter"]')).toBeEmpty();
  });
}

function testimonialOffline(reload: boolean) {
  const between = reload ? ", after a reload offline" : "";
  test(`testimonial: sent offline with its photo, kept, then stored once when back online${between}`, async ({
    page,
    context,
  }) => {
    const name = unique("Outbox Visitor");
    const form = await openForm(page);
    if (reload) await controlled(page);
    await fillTestimonial(page, {
      name,
      role: "Caterer",
      message: "Sent from a market with no signal.",
    });
    await outboxReady(page);
    if (reload) await keptWhole(page, "/testimonials");
    await context.setOffline(true);
    await form.getByLabel("Upload Profile Photo (Optional)").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: await photo(),
    });
    await expect(form.locator('[data-image-status="kept"]')).toHaveText(t.photoKept);
    await form.getByRole("button", { name: t.submit }).click();
    const notice = page.locator('[data-outbox="testimonial"]');
    await expect(notice).toContainText(outboxMessages.saved);
    await expect(form).toBeHidden();
    const [kept] = await outboxEntries(page);
    expect(kept).toMatchObject({ kind: "testimonial", fields: { name }, image: null });
    const docId = (kept as { docId: string }).docId;

    if (reload) {
      await reloadOffline(page, "/testimonials");
      await expect(notice).toContainText(outboxMessages.saved);
    }
    await context.setOffline(false);
    await expect(notice).toContainText(sentAt, { timeout: 20_000 });
    // One record, under the id chosen on the device (idByName refuses any other count).
    expect(await idByName(name)).toBe(docId);
    expect(await record(docId)).toMatchObject({
      name,
      status: "pending",
      imageUrl: expect.stringContaining("/visitors/"),
    });
    await expect.poll(async () => (await receivedNotices(name)).length).toBe(1);
    await expect.poll(() => outboxEntries(page)).toEqual([]);
    await eraseTestimonials([docId]);
  });
}

/** Each form sent offline, delivered once; with `reload`, the page reloaded offline between. */
function eachForm(reload: boolean) {
  contactOffline(reload);
  newsletterOffline(reload);
  testimonialOffline(reload);
}

eachForm(false);

test.describe("with the service worker", () => {
  // Offline, it serves the page and the outbox's code again.
  test.use({ serviceWorkers: "allow" });
  eachForm(true);
});

test("the testimonial form fetches the outbox's code as the visitor starts to fill it in, not on opening", async ({
  page,
}) => {
  const fetched = outboxCodeRequests(page);
  const form = await openForm(page);
  await expect(form.getByLabel("Full Name *")).toBeFocused();
  await page.waitForLoadState("networkidle");
  expect(fetched, "opening the form fetched the outbox's code").toEqual([]);
  await page.keyboard.type("A");
  await expect.poll(() => fetched.length).toBe(1);
  await outboxReady(page);
});

test('"Sent at" stays on the form when the service worker\'s word of the same send comes after', async ({
  page,
  context,
}) => {
  const subject = unique("Outbox receipt");
  const notice = await sendContactOffline(page, subject);
  await context.setOffline(false);
  await expect(notice).toContainText(sentAt);
  // The receipt, shown, is dropped from the device; the worker's message (background sync sent
  // something) then makes the page read the store again: the form must still say when it went.
  await expect.poll(() => outboxEntries(page)).toEqual([]);
  await notice.locator("ul").evaluate((list) => list.setAttribute("data-before", ""));
  await page.evaluate(
    (changed) =>
      navigator.serviceWorker.dispatchEvent(new MessageEvent("message", { data: changed })),
    OUTBOX_CHANGED,
  );
  // Rendered again (its list replaced), and still saying when it went.
  await expect(notice.locator("ul[data-before]")).toHaveCount(0);
  await expect(notice).toContainText(sentAt);
  expect(await contactCount(subject)).toBe(1);
});

test("a refusal that is not the network is shown, and never tried again", async ({
  page,
  context,
}) => {
  const subject = unique("Outbox refused");
  const posts: string[] = [];
  page.on(
    "request",
    (r) => void (r.method() === "POST" && /\/f\/contact$/.test(r.url()) && posts.push(r.url())),
  );
  // An address the browser lets through (no dot after the @) and the endpoint refuses (422).
  const notice = await sendContactOffline(page, subject, "chidi@localhost");
  await context.setOffline(false);
  await expect(notice).toContainText(outboxMessages.refused("email should be an email"));
  expect(posts).toHaveLength(1);
  // The connection coming back again, and the next visit, do not try it again.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await expect(notice).toContainText(outboxMessages.refused("email should be an email"));
  expect(posts).toHaveLength(1);
  expect(await contactCount(subject)).toBe(0);
  // Discarded, it is gone.
  await notice.getByRole("button", { name: outboxMessages.discard }).click();
  await expect(notice).toBeEmpty();
  expect(await outboxEntries(page)).toEqual([]);
});

test("a discarded submission is gone from the device and never sent", async ({ page, context }) => {
  const subject = unique("Outbox discarded");
  const notice = await sendContactOffline(page, subject);
  await notice.getByRole("button", { name: outboxMessages.discard }).click();
  await expect(notice).toBeEmpty();
  expect(await outboxEntries(page)).toEqual([]);
  await context.setOffline(false);
  await page.reload();
  await expect(notice).toBeEmpty();
  expect(await outboxEntries(page)).toEqual([]);
  expect(await contactCount(subject)).toBe(0);
});

test("a network failure keeps the message; Send now delivers it once", async ({ page }) => {
  const subject = unique("Outbox send now");
  await page.goto("/contact");
  const form = await fillContact(page, subject);
  await page.route("**/f/contact", (route) => route.abort("connectionrefused"));
  await form.getByRole("button", { name: contactMessages.send }).click();
  const notice = page.locator('[data-outbox="contact"]');
  await expect(notice).toContainText(outboxMessages.saved);
  await page.unroute("**/f/contact");
  await notice.getByRole("button", { name: outboxMessages.sendNow }).click();
  await expect(notice).toContainText(sentAt);
  expect(await contactCount(subject)).toBe(1);
});

/** Submits a testimonial whose write reaches Firestore and whose answer is lost on the way back. */
async function submitWithLostAnswer(page: Page, name: string) {
  const form = await openForm(page);
  await fillTestimonial(page, { name, role: "Baker", message: "The answer never came back." });
  await outboxReady(page);
  await page.route("**/documents:commit*", async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  await form.getByRole("button", { name: t.submit }).click();
  const notice = page.locator('[data-outbox="testimonial"]');
  await expect(notice).toContainText(outboxMessages.saved);
  const [kept] = await outboxEntries(page);
  const docId = (kept as { docId: string }).docId;
  expect(await record(docId)).toMatchObject({ name, status: "pending" });
  await page.unroute("**/documents:commit*");
  return { notice, docId };
}

test("a testimonial stored whose answer was lost is sent again without a second record", async ({
  page,
}) => {
  const name = unique("Outbox Lost Answer");
  const { notice, docId } = await submitWithLostAnswer(page, name);
  await notice.getByRole("button", { name: outboxMessages.sendNow }).click();
  await expect(notice).toContainText(sentAt);
  expect(await idByName(name)).toBe(docId);
  await eraseTestimonials([docId]);
});

test("a testimonial erased before the phone's retry is never stored again: its receipt stays", async ({
  page,
}) => {
  const name = unique("Ɗanjuma Adébáyọ̀ Erased");
  const { notice, docId } = await submitWithLostAnswer(page, name);
  await eraseTestimonials([docId]);
  await notice.getByRole("button", { name: outboxMessages.sendNow }).click();
  await expect(notice).toContainText(sentAt);
  expect(await record(docId)).toBeUndefined();
});

const HOUR = 3_600_000;
/** The page's time (Playwright's clock moves it). */
const pageNow = (page: Page) => page.evaluate(() => Date.now());
/** Resolves once no sender holds the outbox's lock: what was being sent has been answered. */
const sendersDone = (page: Page) =>
  page.evaluate((lock) => navigator.locks.request(lock, async () => {}), OUTBOX_LOCK);

test(`a message not sent within ${OUTBOX_KEEP_DAYS} days is deleted from the phone, never sent; the notice says so`, async ({
  page,
  context,
}) => {
  await page.clock.install();
  const old = unique("Outbox week-old");
  const fresh = unique("Outbox days-old");
  const notice = await sendContactOffline(page, old, "adebayo@example.com", "Adébáyọ̀ Ọlábísí");
  await expect(notice).toContainText(outboxMessages.keptFor);
  const start = await pageNow(page);
  // Two days later, a second one, still offline.
  await page.clock.setSystemTime(start + 2 * 24 * HOUR);
  const form = await fillContact(page, fresh, "danjuma@example.com", "Ɗanjuma Abubakar");
  await form.getByRole("button", { name: contactMessages.send }).click();
  await expect(notice.getByRole("listitem")).toHaveCount(2);
  // The connection comes back a minute after the first one's OUTBOX_KEEP_DAYS.
  await page.clock.setSystemTime(start + OUTBOX_KEEP_DAYS * 24 * HOUR + 60_000);
  await context.setOffline(false);
  await expect(notice).toContainText(sentAt);
  await expect(notice.getByRole("listitem")).toHaveCount(1);
  expect(await contactCount(fresh)).toBe(1);
  expect(await contactCount(old)).toBe(0);
  await expect.poll(() => outboxEntries(page)).toEqual([]);
});

test(`a refused message says it is deleted within ${OUTBOX_REFUSED_HOURS} hours, and is gone after them`, async ({
  page,
  context,
}) => {
  await page.clock.install();
  const subject = unique("Outbox refused a day");
  const refusal = outboxMessages.refused("email should be an email");
  const notice = await sendContactOffline(page, subject, "adebayo@localhost", "Adébáyọ̀ Ọlábísí");
  await context.setOffline(false);
  await expect(notice).toContainText(refusal);
  await expect(notice).toContainText(outboxMessages.refusedFor);
  const refusedAt = await pageNow(page);
  await page.clock.setSystemTime(refusedAt + OUTBOX_REFUSED_HOURS * HOUR - 60_000);
  await page.reload();
  await expect(notice).toContainText(refusal);
  await page.clock.setSystemTime(refusedAt + OUTBOX_REFUSED_HOURS * HOUR + 60_000);
  await page.reload();
  await outboxReady(page);
  await expect.poll(() => outboxEntries(page)).toEqual([]);
  await expect.poll(() => outboxFlagged(page)).toBe(false);
  await expect(notice).toBeEmpty();
  expect(await contactCount(subject)).toBe(0);
});

test("no notice shows the address or the subject typed (a shared phone shows the footer's on every page)", async ({
  page,
  context,
}) => {
  const subject = unique("Outbox private subject");
  const email = "adebayo.olabisi@example.com";
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(email);
  await outboxReady(page);
  const form = await fillContact(page, subject, email, "Adébáyọ̀ Ọlábísí");
  await context.setOffline(true);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await form.getByRole("button", { name: contactMessages.send }).click();
  const signUp = page.locator('[data-outbox="newsletter"]');
  const message = page.locator('[data-outbox="contact"]');
  await expect(signUp).toContainText(outboxMessages.saved);
  await expect(message).toContainText(outboxMessages.saved);
  await expect(signUp).toContainText(outboxMessages.kinds.newsletter);
  await expect(message).toContainText(outboxMessages.kinds.contact);
  for (const typed of [email, "@", subject, "Adébáyọ̀"]) {
    await expect(signUp).not.toContainText(typed);
    await expect(message).not.toContainText(typed);
  }
  for (const entry of await outboxEntries(page)) expect(entry).not.toHaveProperty("label");
});

test("Discard all deletes every message the notice lists: refused, unsent, and one on its way, which leaves no receipt", async ({
  page,
  context,
}) => {
  const refused = unique("Outbox all refused");
  const onItsWay = unique("Outbox all on its way");
  const notice = await sendContactOffline(page, refused, "adebayo@localhost", "Adébáyọ̀ Ọlábísí");
  await context.setOffline(false);
  await expect(notice).toContainText(outboxMessages.refused("email should be an email"));
  const form = await fillContact(page, onItsWay, "danjuma@example.com", "Ɗanjuma Abubakar");
  await context.setOffline(true);
  await form.getByRole("button", { name: contactMessages.send }).click();
  await expect(notice.getByRole("listitem")).toHaveCount(2);
  // Its post is held on the way until the notice is cleared.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/f/contact", async (route) => {
    await held;
    await route.continue();
  });
  await context.setOffline(false);
  await expect(notice).toContainText(outboxMessages.sending);
  await notice.getByRole("button", { name: outboxMessages.discardAll }).click();
  await expect(notice).toBeEmpty();
  expect(await outboxEntries(page)).toEqual([]);
  release();
  await sendersDone(page);
  // It had left: it arrives, and nothing of it comes back on the device.
  expect(await contactCount(onItsWay)).toBe(1);
  expect(await outboxEntries(page)).toEqual([]);
  await expect(notice).toBeEmpty();
  expect(await outboxFlagged(page)).toBe(false);
});

test("a kept message goes to the endpoint this build is configured with, not to an address kept with it", async ({
  page,
}) => {
  const subject = unique("Outbox endpoint");
  await page.goto("/contact");
  // A message kept by an earlier build, with the endpoint that build posted to.
  await page.evaluate(
    async ({ store, flag, item }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(store.database, store.version);
        open.onupgradeneeded = () => open.result.createObjectStore(store.items, { keyPath: "id" });
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(store.items, "readwrite");
        tx.objectStore(store.items).put({ ...item, keptAt: Date.now() });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      localStorage.setItem(flag, "1");
    },
    {
      store: OUTBOX_STORE,
      flag: OUTBOX_FLAG,
      item: {
        id: "keptByAnEarlierBuild1",
        kind: "contact",
        label: subject,
        tries: 0,
        unsure: false,
        url: `${LOCAL_FORM_ENDPOINT}/f/retired`,
        body: {
          name: "Ɗanjuma Abubakar",
          email: "danjuma@example.com",
          subject,
          message: "Kept by an earlier build of the site.",
        },
      },
    },
  );
  await page.reload();
  const notice = page.locator('[data-outbox="contact"]');
  await expect(notice).toContainText(sentAt);
  expect(await contactCount(subject)).toBe(1);
});

test(`a send the Content-Security-Policy blocks while online counts once an hour, and is shown as refused after ${OUTBOX_MAX_TRIES}`, async ({
  page,
  cspViolations,
}) => {
  const subject = unique("Outbox blocked");
  // This page's policy no longer lets it reach the form endpoint (connect-src).
  await page.route(
    (url) => url.pathname === "/contact",
    async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      headers["content-security-policy"] = (headers["content-security-policy"] ?? "")
        .split(";")
        .map((d) =>
          d.trim().startsWith("connect-src") ? d.replaceAll(LOCAL_FORM_ENDPOINT, "") : d,
        )
        .join(";");
      await route.fulfill({ response, headers });
    },
  );
  await page.clock.install();
  await page.goto("/contact");
  const form = await fillContact(page, subject, "danjuma@example.com", "Ɗanjuma Abubakar");
  // No retry of the page's own fires by itself: each attempt below is a press of Send now.
  const start = (await pageNow(page)) + 1_000;
  await page.clock.pauseAt(start);
  await form.getByRole("button", { name: contactMessages.send }).click();
  const notice = page.locator('[data-outbox="contact"]');
  await expect(notice).toContainText(outboxMessages.saved);
  /** Send now, once the policy has blocked its post and the sender is done: the stored tries. */
  const sendNow = async () => {
    const blocked = cspViolations.length;
    await notice.getByRole("button", { name: outboxMessages.sendNow }).click();
    await expect.poll(() => cspViolations.length).toBeGreaterThan(blocked);
    await sendersDone(page);
    const [entry] = await outboxEntries(page);
    return entry && "tries" in entry ? entry.tries : undefined;
  };
  for (let tries = 1; tries <= OUTBOX_MAX_TRIES; tries++) {
    await page.clock.setSystemTime(start + tries * OUTBOX_UNREACHABLE_GAP_HOURS * HOUR);
    expect(await sendNow()).toBe(tries);
    // Within the hour, another failure does not count.
    if (tries === 1) expect(await sendNow()).toBe(1);
  }
  await expect(notice).toContainText(outboxMessages.refused(outboxMessages.unreachable));
  await expect(notice).toContainText(outboxMessages.refusedFor);
  expect(await contactCount(subject)).toBe(0);
  // The policy's refusals of those posts, and nothing else, were its violations.
  expect(cspViolations.length).toBeGreaterThan(0);
  for (const violation of cspViolations) expect(violation.blocked).toContain(LOCAL_FORM_ENDPOINT);
  cspViolations.length = 0;
});
