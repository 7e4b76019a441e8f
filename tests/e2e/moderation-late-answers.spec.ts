// Issue 43 in the moderation panel: a late answer for an old request must not overwrite a newer
// one. The pending view's count is taken when the view opens; here its answer is held back until
// an approval has changed the view, as on a slow connection.
import { expect, test } from "./fixtures";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { LOCAL_FIRESTORE_EMULATOR_PORT } from "@/site/local-addresses";
import { openPanel } from "../support/browser/testimonial-pages";
import { eraseTestimonials, seedTestimonials } from "../support/node/testimonial-store";

/** The number in an aggregation query's answer (Firestore's REST form). */
const countIn = (body: string) => Number(/"integerValue"\s*:\s*"(\d+)"/.exec(body)?.[1] ?? NaN);

test("a count taken before an approval, answered after it, does not overwrite the total", async ({
  page,
}) => {
  const id = `late-count-${Date.now().toString(36)}`;
  // The oldest pending one, so it is on the view's first page.
  await seedTestimonials([
    { id, name: `Late Count ${id}`, status: "pending", createdAt: new Date(Date.UTC(2001, 0, 1)) },
  ]);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  try {
    // The first count's answer is held back; any later one goes straight through.
    let stale = NaN;
    const fresh: number[] = [];
    let holding = true;
    let heldDelivered: Promise<unknown> | undefined;
    await page.route(
      (url) =>
        url.port === String(LOCAL_FIRESTORE_EMULATOR_PORT) &&
        url.pathname.endsWith(":runAggregationQuery"),
      async (route) => {
        // Counted by the server now, before the approval.
        const response = await route.fetch();
        const count = countIn(await response.text());
        if (holding) {
          holding = false;
          stale = count;
          heldDelivered = page.waitForEvent("requestfinished", (r) => r === route.request());
          await released;
        } else {
          fresh.push(count);
        }
        await route.fulfill({ response });
      },
    );

    await openPanel(page);
    const panel = page.locator("[data-moderation-panel]");
    const item = page.locator(`[data-item-id="${id}"]`);
    await item.getByRole("button", { name: adminMessages.approve }).click();
    await expect(item).toHaveCount(0);

    // The view asks again (its first count may predate the approval) and shows that answer.
    await expect.poll(() => fresh.length, "a count asked after the approval").toBe(1);
    await expect(panel).toHaveAttribute("data-total", String(fresh[0]));
    // The first count's answer arrives late: it was taken before the approval, and stays unshown.
    expect(stale, "the held count includes the approved one").toBeGreaterThan(0);
    release();
    await heldDelivered;
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(panel).toHaveAttribute("data-total", String(fresh[0]));
  } finally {
    release();
    await eraseTestimonials([id]);
  }
});
