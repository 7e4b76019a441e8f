import { EMAIL_PATTERN } from "@/site/constants";
import { TESTIMONIAL_LIMITS } from "@/features/testimonials/constants";
import Field from "../../../../shared/react/Field";

/** The four required fields of the testimonial form: name, email, role and the testimonial. */
export default function TestimonialFields() {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="testimonial-name"
          label="Full Name *"
          name="name"
          maxLength={TESTIMONIAL_LIMITS.name}
          autoComplete="name"
        />
        <Field
          id="testimonial-email"
          label="Email *"
          name="email"
          type="email"
          maxLength={TESTIMONIAL_LIMITS.email}
          pattern={EMAIL_PATTERN}
          autoComplete="email"
        />
      </div>
      <Field
        id="testimonial-role"
        label="Your Role/Title *"
        name="role"
        maxLength={TESTIMONIAL_LIMITS.role}
        autoComplete="organization-title"
      />
      <Field
        id="testimonial-message"
        label="Testimonial *"
        name="message"
        rows={4}
        maxLength={TESTIMONIAL_LIMITS.message}
      />
    </>
  );
}
