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
        {error && (
          <p className="rounded-xl border-danger-line bg-danger-soft text-danger border px-4 py-3 font-semibold">
            {error}
          </p>
        )}
      </div>
      <div role="status" className="empty:absolute">
        {notice && (
          <p className="bg-leaf/10 text-leaf rounded-xl px-4 py-3 font-semibold">{notice}</p>
        )}
      </div>
    </>
  );
}
