/**
 * The account and admin screens' frame (src/components/account/AuthScreen.astro) without React:
 * runs the first auth check, makes the server-rendered sign-in and sign-up forms work with Auth
 * alone, and mounts the page's React screen (`loadSignedIn`: its module, fetched only then) once
 * someone is signed in. A signed-out visitor so downloads Auth and this script, nothing more.
 *
 * The forms can be filled at once; a submit before the first check is done waits for it (and one
 * before this script ran was held by the page, see early-open.ts). A failure shows a sentence
 * (accountErrorMessage) and keeps what was typed; a success clears the form.
 */
import { accountErrorMessage } from "@/lib/auth-errors";
import { takeEarlySubmits } from "@/lib/early-open";
import {
  $authLoading,
  $backendUnreachable,
  $user,
  resetPassword,
  signIn,
  signUp,
  startAuth,
} from "@/lib/firebase/auth-store";
import { STATUS_CLASS } from "@/lib/form-status";
import { messages } from "@/lib/messages";

/** A React screen for the signed-in visitor, rendered into the given element. */
export interface SignedInScreen {
  mount: (root: HTMLElement) => void;
}

const t = messages.accountForms;

export function startAuthScreen(
  screen: HTMLElement,
  loadSignedIn: () => Promise<SignedInScreen>,
): void {
  const part = (name: string) => screen.querySelector<HTMLElement>(`[data-${name}]`)!;
  const [signedOut, signedIn, checking, offline] = [
    part("signed-out"),
    part("signed-in"),
    part("checking"),
    part("offline"),
  ];
  const checked = startAuth();

  let screenModule: Promise<SignedInScreen> | null = null;
  const signedInModule = () => (screenModule ??= loadSignedIn());
  let mounted = false;

  const render = () => {
    const loading = $authLoading.get();
    const user = $user.get();
    // Signed in, but the React screen is still on its way: the forms stay, inert, until it is in.
    const switching = !loading && user !== null && !mounted;
    screen.setAttribute("aria-busy", String(loading || switching));
    checking.hidden = !(loading || switching);
    signedOut.hidden = !loading && user !== null && mounted;
    signedOut.inert = switching;
    if (!switching) return;
    void signedInModule().then(
      ({ mount }) => {
        if (mounted) return;
        mount(signedIn);
        mounted = true;
        render();
      },
      (error: unknown) => console.error("Error loading the account screen:", error),
    );
  };
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
      void signedInModule().catch(() => {});
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
  for (const form of takeEarlySubmits(screen)) form.requestSubmit();
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
