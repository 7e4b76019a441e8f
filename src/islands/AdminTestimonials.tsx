import { createRoot } from "react-dom/client";
import { useStore } from "@nanostores/react";
import { $isAdmin, $user, signOut } from "@/lib/firebase/auth-store";
import { messages } from "@/lib/messages";
import ModerationPanel from "./account/ModerationPanel";

/**
 * /admin/testimonials (SPEC §2 "Admin moderation page", docs/architecture.md) once someone is
 * signed in: without admin status 'Unauthorized Access'; an admin gets the moderation panel.
 * Signed out, the page's frame (src/lib/account/auth-screen.ts) shows its server-rendered sign-in
 * form; it fetches and mounts this module only when someone signs in.
 */
function Gate() {
  const user = useStore($user);
  const isAdmin = useStore($isAdmin);
  if (!user) return null;
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

export function mount(root: HTMLElement): void {
  createRoot(root).render(<Gate />);
}
