import { useEffect, type ReactNode } from "react";
import { useStore } from "@nanostores/react";
import { $authLoading, $backendUnreachable, startAuth } from "@/lib/firebase/auth-store";
import { messages } from "@/lib/messages";
import Spinner from "../ui/Spinner";

/**
 * Waits for the first auth check (SPEC §4) without moving the page: until it is done (and on the
 * server) the signed-out screen, `signedOut`, is already in place but inert, under a polite
 * 'Checking your sign-in...' line laid over it. A visitor who is signed out (most are) then gets
 * that very screen with nothing shifting; a signed-in one gets `children`. Says so when the
 * backend cannot be reached (SPEC §8).
 */
export default function AuthReady({
  signedOut,
  children,
}: {
  signedOut: ReactNode;
  children: ReactNode;
}) {
  const loading = useStore($authLoading);
  const unreachable = useStore($backendUnreachable);
  useEffect(() => {
    void startAuth();
  }, []);
  return (
    <div className="grid gap-6" aria-busy={loading}>
      {unreachable && (
        <p role="alert" className="bg-saffron/20 text-ink rounded-xl px-4 py-3 font-semibold">
          {messages.account.offline}
        </p>
      )}
      {loading ? (
        <div className="relative">
          <div inert className="opacity-50">
            {signedOut}
          </div>
          <p
            role="status"
            className="text-ink absolute top-6 left-1/2 flex -translate-x-1/2 items-center gap-3 bg-surface rounded-full px-5 py-2 font-semibold whitespace-nowrap shadow-lg"
          >
            <Spinner />
            {messages.account.checking}
          </p>
        </div>
      ) : (
        children
      )}
    </div>
  );
}
