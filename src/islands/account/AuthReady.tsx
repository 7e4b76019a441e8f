import { useEffect, type ReactNode } from "react";
import { useStore } from "@nanostores/react";
import { $authLoading, $backendUnreachable, startAuth } from "@/lib/firebase/auth-store";
import { messages } from "@/lib/messages";
import Spinner from "../ui/Spinner";

/**
 * Renders its children only after the first auth check (SPEC §4); until then, and on the server,
 * a polite 'Checking your sign-in...' line. Says so when the backend cannot be reached (SPEC §8).
 */
export default function AuthReady({ children }: { children: ReactNode }) {
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
        <p role="status" className="text-muted flex items-center gap-3">
          <Spinner />
          {messages.account.checking}
        </p>
      ) : (
        children
      )}
    </div>
  );
}
