import { testimonialMessages } from "@/features/testimonials/messages";
import FormStatus from "../../../../shared/react/FormStatus";
import Honeypot from "../../../../shared/react/Honeypot";
import AreaChoice from "./AreaChoice";
import ConsentField from "./ConsentField";
import FormActions from "./FormActions";
import ImageChoice from "./ImageChoice";
import ShareButton from "./ShareButton";
import SuccessDialog from "./SuccessDialog";
import TestimonialFields from "./TestimonialFields";
import { useTestimonialForm } from "./useTestimonialForm";

/**
 * 'Share Your Experience' and the submission form (SPEC §2, §4, §5): four required fields, an
 * optional photo (uploaded to Cloudinary with progress, or an http(s) URL) and the required
 * consent to publish, stored in Firestore as a pending private record, then sent to the owner's
 * form endpoint (SPEC §7 call 2). A bot that fills the honeypot is shown success and nothing is
 * stored or sent. Inputs are uncontrolled: a failed submit keeps everything typed.
 */
export default function TestimonialForm({ area }: { area?: string | undefined }) {
  const form = useTestimonialForm();
  const { state, dispatch, busy } = form;

  return (
    // An early click (src/runtime/island-load.ts) marks the root and the opener before React hydrates:
    // those attributes are expected, so React is told not to report them as a mismatch.
    <div ref={form.rootRef} data-testimonial-form data-island-root suppressHydrationWarning>
      {!state.open && <ShareButton ref={form.shareRef} onOpen={() => dispatch({ type: "open" })} />}

      <form
        ref={form.formRef}
        hidden={!state.open}
        onSubmit={form.onSubmit}
        aria-labelledby="testimonial-form-title"
        aria-busy={state.submitting}
        className="card mx-auto grid max-w-2xl gap-5 p-6 sm:p-10"
      >
        <h2 id="testimonial-form-title" className="section-title">
          {testimonialMessages.share}
        </h2>
        <TestimonialFields />
        <AreaChoice chosen={area ? [area] : []} />

        <ImageChoice
          state={state}
          busy={busy}
          onMode={(mode) => dispatch({ type: "setMode", mode })}
          onFile={form.onFile}
          onUseUrl={form.onUseUrl}
          onPreviewFailed={() => dispatch({ type: "previewFailed" })}
        />

        <ConsentField />
        <Honeypot id="testimonial-gotcha" />

        <FormStatus error={state.submitError} />

        <FormActions busy={busy} submitting={state.submitting} onCancel={form.onCancel} />
      </form>

      {state.succeeded && <SuccessDialog onClose={form.onCloseSuccess} />}
    </div>
  );
}
