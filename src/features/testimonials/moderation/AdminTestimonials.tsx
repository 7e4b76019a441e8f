import { useStore } from "@nanostores/react";
import { $isAdmin, $user, accountFormMessages, signOut } from "@/features/account";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import ModerationPanel from "./ModerationPanel";
import { useHydrated } from "../../../shared/react/useHydrated";

/**
 * /admin/testimonials (SPEC §2 "Admin moderation page", docs/architecture.md) once someone is
 * signed in: without admin status 'Unauthorized Access'; an admin gets the moderation panel.
 * An island with `client:signed-in` (src/features/account/components/AuthScreen.astro): signed out, the
 * page's frame (src/features/account/auth-screen.ts) shows its server-rendered sign-in form and has
 * this fetched and hydrated only when someone signs in. It renders nothing on the server.
 */
export default function AdminTestimonials() {
  const user = useStore($user);
  const isAdmin = useStore($isAdmin);
  const hydrated = useHydrated();
  // Nothing is an empty fragment, not null: Astro asks each renderer whether a component is its
  // own, and React says yes only to one that renders a React element; after a no, the MDX
  // renderer calls it outside React, and `npm run dev` printed "Invalid hook call".
  if (!hydrated || !user) return <></>;
  if (!isAdmin)
    return (
      <div className="card mx-auto grid max-w-xl gap-4 p-8 text-center">
        <h2 className="font-display text-paprika-dark text-3xl font-semibold">
          {adminMessages.unauthorizedTitle}
        </h2>
        <p className="text-muted">{adminMessages.unauthorizedText}</p>
        <div>
          <button type="button" className="btn-secondary" onClick={() => void signOut()}>
            {accountFormMessages.signOut}
          </button>
        </div>
      </div>
    );
  return <ModerationPanel />;
}
