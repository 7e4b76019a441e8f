import { testimonialMessages } from "@/features/testimonials/messages";
import Spinner from "../../../../shared/react/Spinner";

const t = testimonialMessages;

interface Props {
  busy: boolean;
  submitting: boolean;
  onCancel: () => void;
}

/** Submit (with a spinner while it runs) and Cancel. */
export default function FormActions({ busy, submitting, onCancel }: Props) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className="btn-primary" disabled={busy}>
        {submitting && <Spinner light />}
        {submitting ? t.submitting : t.submit}
      </button>
      <button type="button" className="btn-secondary" disabled={submitting} onClick={onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}
