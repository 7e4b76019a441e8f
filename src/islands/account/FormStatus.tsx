interface Props {
  error: string | null;
  notice: string | null;
}

/** The outcome of a form: an error (announced at once) or a notice (announced politely). */
export default function FormStatus({ error, notice }: Props) {
  return (
    <>
      <div role="alert">
        {error && (
          <p className="bg-paprika/10 text-paprika-dark rounded-xl px-4 py-3 font-semibold">
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
