import { useStore } from "@nanostores/react";
import { $isAdmin, $user, signOut } from "@/lib/firebase/auth-store";
import { messages } from "@/lib/messages";
import AuthReady from "./account/AuthReady";
import ModerationPanel from "./account/ModerationPanel";
import SignInForm from "./account/SignInForm";

/**
 * /admin/testimonials (SPEC §2 "Admin moderation page", docs/architecture.md): signed out -> a sign-in form;
 * signed in without admin -> 'Unauthorized Access'; admin -> the moderation panel.
 */
export default function AdminTestimonials() {
  return (
    <AuthReady signedOut={<SignedOut />}>
      <Gate />
    </AuthReady>
  );
}

function SignedOut() {
  return (
    <div className="card mx-auto w-full max-w-md p-6 sm:p-8">
      <SignInForm idPrefix="admin-signin" />
    </div>
  );
}

function Gate() {
  const user = useStore($user);
  const isAdmin = useStore($isAdmin);
  if (!user) return <SignedOut />;
  if (!isAdmin)
    return (
      <div className="card mx-auto grid max-w-xl gap-4 p-8 text-center">
        <h2 className="font-display text-paprika-dark text-3xl font-semibold">
          {messages.admin.unauthorizedTitle}
        </h2>
        <p className="text-muted">{messages.admin.unauthorizedText}</p>
        <div>
          <button type="button" className="btn-secondary" onClick={() => void signOut()}>
            {messages.accountForms.signOut}
          </button>
        </div>
      </div>
    );
  return <ModerationPanel />;
}
