import { useState } from "react";
import { accountErrorMessage } from "@/features/account/auth-errors";

/**
 * Runs one account operation for a form: busy while it runs, then either a notice (success) or
 * a clear sentence for the error. The form's inputs are uncontrolled, so nothing typed is lost.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(work: () => Promise<string | void>): Promise<boolean> {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const text = await work();
      if (text) setNotice(text);
      return true;
    } catch (caught) {
      setError(accountErrorMessage(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, notice, run };
}
