/**
 * The account and admin screens' frame (src/features/account/components/AuthScreen.astro) without React:
 * runs the first auth check, makes the server-rendered sign-in and sign-up forms work with Auth
 * alone, and has the page's React screen (an island with `client:signed-in`, see
 * signed-in-island.ts) fetched and hydrated once someone is signed in. A signed-out visitor so
 * downloads Auth and this script, nothing more.
 *
 * The forms can be filled at once; a submit before the first check is done waits for it (and one
 * before this script ran was held by the island's directive, see island-load.ts). A failure shows
 * a sentence (accountErrorMessage) and keeps what was typed; a success clears the form. If the
 * React screen's code cannot be downloaded, its notice shows instead of the spinner.
 */
import { accountErrorMessage } from "@/features/account/auth-errors";
import { replayEarlySubmits } from "@/runtime/early-submits";
import { LOAD_CHANGE, LOAD_FAILED } from "@/runtime/island-load";
import {
  $authLoading,
  $backendUnreachable,
  $user,
  resetPassword,
  signIn,
  signUp,
  startAuth,
} from "@/features/account/auth-store";
import { STATUS_CLASS } from "@/shared/form-status";
import { accountFormMessages } from "@/features/account/messages";
import { requestLoad } from "../../runtime/signed-in-island";

const t = accountFormMessages;

export function startAuthScreen(screen: HTMLElement): void {
  const part = (name: string) => screen.querySelector<HTMLElement>(`[data-${name}]`)!;
  const [signedOut, signedIn, checking, offline] = [
    part("signed-out"),
    part("signed-in"),
    part("checking"),
    part("offline"),
  ];
  const checked = startAuth();

  // The signed-in screen's island: hydrated once someone is signed in (then `mounted`).
  const island = signedIn.querySelector<HTMLElement>("astro-island")!;
  let mounted = false;
  island.addEventListener(
    "astro:hydrate",
    () => {
      mounted = true;
      render();
    },
    { once: true },
  );

  const render = () => {
    const loading = $authLoading.get();
    const user = $user.get();
    // Its code could not be downloaded: its notice shows (with Try again), not the spinner.
    const failed = island.hasAttribute(LOAD_FAILED);
    // Signed in, but the React screen is still on its way: the forms stay, inert, until it is in.
    const switching = !loading && user !== null && !mounted && !failed;
    screen.setAttribute("aria-busy", String(loading || switching));
    checking.hidden = !(loading || switching);
    signedOut.hidden = !loading && user !== null && (mounted || failed);
    signedOut.inert = switching;
    if (switching) requestLoad(island, "mount");
  };
  island.addEventListener(LOAD_CHANGE, render);
  $authLoading.listen(render);
  $user.listen(render);
  render();
  $backendUnreachable.subscribe((unreachable) => (offline.hidden = !unreachable));

  for (const form of screen.querySelectorAll<HTMLFormElement>("form[data-auth]")) {
    const run = formRunner(form, checked);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const email = String(data.get("email"));
      const password = String(data.get("password"));
      // The signed-in screen is fetched while the account answers.
      requestLoad(island, "prefetch");
      void run(async () => {
        if (form.dataset.auth === "signup") {
          await signUp(email, password, { displayName: String(data.get("displayName")).trim() });
        } else {
          await signIn(email, password);
        }
        form.reset();
      });
    });
    form.querySelector("[data-forgot]")?.addEventListener("click", () => {
      const field = form.elements.namedItem("email") as HTMLInputElement;
      if (!field.reportValidity()) return;
      void run(async () => {
        await resetPassword(field.value);
        return t.resetSent(field.value);
      });
    });
  }
  replayEarlySubmits(screen);
}

/**
 * Runs one account operation for a form (the useAction of the React screens): its buttons are
 * disabled and the submit button says so while it runs; then a notice (what `work` returns) or
 * the error's sentence is shown. Waits for the first auth check before starting.
 */
function formRunner(form: HTMLFormElement, checked: Promise<void>) {
  const [alert, status] = [
    form.querySelector<HTMLElement>('[role="alert"]')!,
    form.querySelector<HTMLElement>('[role="status"]')!,
  ];
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const label = submit.textContent;
  const show = (region: HTMLElement, text: string | null, className: string) => {
    const line = document.createElement("p");
    line.className = className;
    line.textContent = text;
    region.replaceChildren(...(text ? [line] : []));
  };
  const busy = (on: boolean) => {
    for (const button of form.querySelectorAll("button")) button.disabled = on;
    submit.textContent = on ? t.working : label;
    form.setAttribute("aria-busy", String(on));
  };

  return async (work: () => Promise<string | void>): Promise<void> => {
    busy(true);
    show(alert, null, STATUS_CLASS.error);
    show(status, null, STATUS_CLASS.notice);
    try {
      await checked;
      const notice = await work();
      if (notice) show(status, notice, STATUS_CLASS.notice);
    } catch (error) {
      show(alert, accountErrorMessage(error), STATUS_CLASS.error);
    } finally {
      busy(false);
    }
  };
}
