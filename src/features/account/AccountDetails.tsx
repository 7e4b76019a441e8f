import type { SubmitEvent } from "react";
import { useStore } from "@nanostores/react";
import {
  $isAdmin,
  $isEmailVerified,
  $user,
  changeEmail,
  changePassword,
  refreshVerification,
  resendVerification,
  signOut,
} from "@/features/account/auth-store";
import { accountFormMessages } from "@/features/account/messages";
import Field from "../../shared/react/Field";
import FormStatus from "../../shared/react/FormStatus";
import { useAction } from "./useAction";

const t = accountFormMessages;

function Verification() {
  const verified = useStore($isEmailVerified);
  const { busy, error, notice, run } = useAction();
  if (verified && !notice) return <p className="text-leaf font-semibold">{t.verified}</p>;
  return (
    <div className="grid gap-3">
      {!verified && <p className="font-semibold">{t.unverified}</p>}
      <FormStatus error={error} notice={notice} />
      {!verified && (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() =>
              void run(async () =>
                (await refreshVerification()) ? t.nowVerified : t.stillUnverified,
              )
            }
          >
            {t.checkVerified}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => void run(async () => (await resendVerification(), t.resent))}
          >
            {t.resend}
          </button>
        </div>
      )}
    </div>
  );
}

function ChangeEmailForm() {
  const { busy, error, notice, run } = useAction();
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email")).trim();
    void run(async () => {
      const result = await changeEmail(email, String(data.get("password")));
      form.reset();
      if (result === "signed-out") return;
      return result === "changed" ? t.emailChanged(email) : t.emailConfirmSent(email);
    });
  }
  return (
    <form className="card grid gap-4 p-6" onSubmit={onSubmit} aria-labelledby="change-email-title">
      <h3 id="change-email-title" className="font-display text-xl font-semibold">
        {t.changeEmailTitle}
      </h3>
      <Field
        id="change-email-new"
        label="New email"
        name="email"
        type="email"
        autoComplete="email"
      />
      <Field
        id="change-email-password"
        label="Current password"
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <FormStatus error={error} notice={notice} />
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.working : t.changeEmail}
        </button>
      </div>
    </form>
  );
}

function ChangePasswordForm() {
  const { busy, error, notice, run } = useAction();
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void run(async () => {
      await changePassword(String(data.get("current")), String(data.get("next")));
      form.reset();
      return t.passwordChanged;
    });
  }
  return (
    <form
      className="card grid gap-4 p-6"
      onSubmit={onSubmit}
      aria-labelledby="change-password-title"
    >
      <h3 id="change-password-title" className="font-display text-xl font-semibold">
        {t.changePasswordTitle}
      </h3>
      <Field
        id="change-password-current"
        label="Current password"
        name="current"
        type="password"
        autoComplete="current-password"
      />
      <Field
        id="change-password-new"
        label="New password (at least 6 characters)"
        name="next"
        type="password"
        autoComplete="new-password"
        minLength={6}
      />
      <FormStatus error={error} notice={notice} />
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.working : t.changePassword}
        </button>
      </div>
    </form>
  );
}

/** The signed-in view of /account: who you are, verification, email, password, sign out. */
export default function AccountDetails() {
  const user = useStore($user);
  const isAdmin = useStore($isAdmin);
  const { busy, error, run } = useAction();
  if (!user) return null;
  return (
    <div className="grid gap-8">
      <section className="card grid gap-4 p-6" aria-labelledby="account-title">
        <h2 id="account-title" className="font-display text-2xl font-semibold">
          {t.signedInAs(user.email ?? "")}
        </h2>
        <Verification />
        <FormStatus error={error} notice={null} />
        <div className="flex flex-wrap gap-3">
          {isAdmin && (
            <a href="/admin/testimonials" className="btn-secondary">
              {t.adminLink}
            </a>
          )}
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() => void run(signOut)}
          >
            {t.signOut}
          </button>
        </div>
      </section>
      <div className="grid gap-8 lg:grid-cols-2">
        <ChangeEmailForm />
        <ChangePasswordForm />
      </div>
    </div>
  );
}
