import { createRoot } from "react-dom/client";
import { useStore } from "@nanostores/react";
import { $user } from "@/lib/firebase/auth-store";
import AccountDetails from "./account/AccountDetails";

/**
 * /account once someone is signed in: the account's details. The page's frame
 * (src/lib/account/auth-screen.ts) fetches this module and mounts it only then; signed out, the
 * frame shows its own server-rendered forms and this renders nothing.
 */
function Account() {
  const user = useStore($user);
  return user ? <AccountDetails /> : null;
}

export function mount(root: HTMLElement): void {
  createRoot(root).render(<Account />);
}
