/** Browser-test helpers for the account screens and the seeded demo accounts. */
import type { Page } from "@playwright/test";
import { accountFormMessages } from "@/features/account/messages";
import { DEMO_ACCOUNTS } from "../../../tools/dev/admin.mjs";

export const demo = DEMO_ACCOUNTS as Record<"admin" | "user", { email: string; password: string }>;

/** Signs in through the sign-in form on the current page (/account or /admin/testimonials). */
export async function signIn(page: Page, email: string, password: string) {
  const t = accountFormMessages;
  const form = page.locator("form", { has: page.getByRole("heading", { name: t.signInTitle }) });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: t.signIn, exact: true }).click();
}
