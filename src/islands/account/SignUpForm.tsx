import type { SubmitEvent } from "react";
import { signUp } from "@/lib/firebase/auth-store";
import { messages } from "@/lib/messages";
import Field from "../ui/Field";
import FormStatus from "../ui/FormStatus";
import { useAction } from "./useAction";

/** Create an account: name, email, password (6+ characters, Firebase's minimum). */
export default function SignUpForm() {
  const { busy, error, notice, run } = useAction();

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const displayName = String(data.get("displayName")).trim();
    void run(() =>
      signUp(String(data.get("email")), String(data.get("password")), { displayName }),
    );
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} aria-labelledby="signup-title">
      <h2 id="signup-title" className="font-display text-2xl font-semibold">
        {messages.accountForms.signUpTitle}
      </h2>
      <Field id="signup-name" label="Full name" name="displayName" autoComplete="name" />
      <Field id="signup-email" label="Email" name="email" type="email" autoComplete="email" />
      <Field
        id="signup-password"
        label="Password (at least 6 characters)"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={6}
      />
      <FormStatus error={error} notice={notice} />
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? messages.accountForms.working : messages.accountForms.signUp}
        </button>
      </div>
    </form>
  );
}
