import { useStore } from "@nanostores/react";
import { $user } from "@/lib/firebase/auth-store";
import AccountDetails from "./account/AccountDetails";
import AuthReady from "./account/AuthReady";
import SignInForm from "./account/SignInForm";
import SignUpForm from "./account/SignUpForm";

/** /account: sign in or create an account when signed out; the account's details when signed in. */
export default function Account() {
  return (
    <AuthReady signedOut={<SignedOut />}>
      <AccountView />
    </AuthReady>
  );
}

function AccountView() {
  const user = useStore($user);
  return user ? <AccountDetails /> : <SignedOut />;
}

function SignedOut() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="card p-6 sm:p-8">
        <SignInForm />
      </div>
      <div className="card p-6 sm:p-8">
        <SignUpForm />
      </div>
    </div>
  );
}
