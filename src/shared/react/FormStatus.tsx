import { STATUS_CLASS } from "@/shared/form-status";

interface Props {
  error: string | null;
  notice?: string | null;
}

/**
 * The outcome of a form: an error in a red box (announced at once) or a notice in green
 * (announced politely). Both regions are always in the page, so screen readers hear changes;
 * while empty they are taken out of the layout flow (not hidden), so they leave no gap.
 */
export default function FormStatus({ error, notice = null }: Props) {
  return (
    <>
      <div role="alert" className="empty:absolute">
        {error && <p className={STATUS_CLASS.error}>{error}</p>}
      </div>
      <div role="status" className="empty:absolute">
        {notice && <p className={STATUS_CLASS.notice}>{notice}</p>}
      </div>
    </>
  );
}
