/**
 * How a form's outcome looks: an error in a red box, a notice in green. Shared by the React
 * FormStatus (islands) and the script of the signed-out account forms (src/features/account/auth-screen.ts), so both
 * look the same. A warning (saffron) is about the connection, not what was typed: the account
 * pages' offline notice and a part of a page whose code could not load (LoadNotice.astro).
 */
export const STATUS_CLASS = {
  error: "rounded-xl border-danger-line bg-danger-soft text-danger border px-4 py-3 font-semibold",
  notice: "bg-leaf/10 text-leaf rounded-xl px-4 py-3 font-semibold",
  warning: "bg-saffron/20 text-ink rounded-xl px-4 py-3 font-semibold",
} as const;
