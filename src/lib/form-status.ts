/**
 * How a form's outcome looks: an error in a red box, a notice in green. Shared by the React
 * FormStatus (islands) and the script of the signed-out account forms (src/lib/account), so both
 * look the same.
 */
export const STATUS_CLASS = {
  error: "rounded-xl border-danger-line bg-danger-soft text-danger border px-4 py-3 font-semibold",
  notice: "bg-leaf/10 text-leaf rounded-xl px-4 py-3 font-semibold",
} as const;
