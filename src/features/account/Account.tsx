import { useStore } from "@nanostores/react";
import { $user } from "@/features/account/auth-store";
import AccountDetails from "./AccountDetails";
import { useHydrated } from "../../shared/react/useHydrated";

/**
 * /account once someone is signed in: the account's details. An island with `client:signed-in`
 * (src/features/account/components/AuthScreen.astro): the page's frame (src/features/account/auth-screen.ts)
 * has it fetched and hydrated only then; signed out, the frame shows its own server-rendered
 * forms and this renders nothing (on the server too).
 */
export default function Account() {
  const user = useStore($user);
  // Nothing is an empty fragment, not null: see AdminTestimonials.
  return useHydrated() && user ? <AccountDetails /> : <></>;
}
