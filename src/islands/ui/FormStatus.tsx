interface Props {
  error: string | null;
  notice?: string | null;
}

/**
 * The outcome of a form: an error in a red box (announced at once) or a notice in green
 * (announced politely). Both regions are always in the page, so screen readers hear changes.
 */
export default function FormStatus({ error, notice = null }: Props) {
  return (
    <>
      <div role="alert">
        {error && (
          <p className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
      <div role="status">
        {notice && (
          <p className="bg-leaf/10 text-leaf rounded-xl px-4 py-3 font-semibold">{notice}</p>
        )}
      </div>
    </>
  );
}
