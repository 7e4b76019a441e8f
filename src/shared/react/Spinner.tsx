/** The spinning ring shown while something loads or sends; decorative (the text says what). */
export default function Spinner({ light = false }: { light?: boolean }) {
  return (
    <span
      className={`size-5 shrink-0 animate-spin rounded-full border-2 border-t-transparent ${light ? "border-on-accent" : "border-paprika"}`}
      aria-hidden="true"
    />
  );
}
