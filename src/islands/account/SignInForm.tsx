import type { SubmitEvent } from "react";
import { resetPassword, signIn } from "@/lib/firebase/auth-store";
import { messages } from "@/lib/messages";
import Field from "../ui/Field";
import FormStatus from "../ui/FormStatus";
import { useAction } from "./useAction";

/** Sign in with email and password, plus 'Forgot password?' for the typed email. */
export default function SignInForm({ idPrefix = "signin" }: { idPrefix?: string }) {
  const { busy, error, notice, run } = useAction();

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void run(() => signIn(String(data.get("email")), String(data.get("password"))));
  }

  function onForgot(event: React.MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form!;
    const email = form.elements.namedItem("email") as HTMLInputElement;
    if (!email.reportValidity()) return;
    void run(async () => {
      await resetPassword(email.value);
      return messages.accountForms.resetSent(email.value);
    });
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="font-display text-2xl font-semibold">
        {messages.accountForms.signInTitle}
      </h2>
      <Field
        id={`${idPrefix}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
      />
      <Field
        id={`${idPrefix}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <FormStatus error={error} notice={notice} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? messages.accountForms.working : messages.accountForms.signIn}
        </button>
        <button
          type="button"
          className="link text-sm font-semibold"
          onClick={onForgot}
          disabled={busy}
        >
          {messages.accountForms.forgot}
        </button>
      </div>
    </form>
  );
}
