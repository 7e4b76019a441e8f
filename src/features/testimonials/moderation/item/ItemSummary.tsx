import {
  DEFAULT_AVATAR,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_SOURCES,
} from "@/features/testimonials/constants";
import { newTabRel } from "@/shared/link-rel";
import { testimonialMessages } from "@/features/testimonials/messages";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { safeHttpUrl } from "@/shared/safe-url";
import type { StoredTestimonial, TestimonialStatus } from "@/features/testimonials/records";

const t = adminMessages;
const badges: Record<TestimonialStatus, string> = {
  pending: t.pending,
  approved: t.published,
  rejected: t.rejected,
};

/** The item's photo, or a placeholder icon when it has none. */
export function ItemPhoto({ photo }: { photo: string | null }) {
  return photo ? (
    <img
      src={photo}
      alt=""
      width={64}
      height={64}
      // The photo's host (any a visitor named) learns nothing of the page it is shown on.
      referrerPolicy="no-referrer"
      onError={(event) => {
        // An unreachable photo shows the default avatar instead of a broken image.
        event.currentTarget.onerror = null;
        event.currentTarget.src = DEFAULT_AVATAR;
      }}
      className="bg-cream-deep size-16 shrink-0 rounded-full object-cover"
    />
  ) : (
    <span
      className="bg-cream-deep text-muted inline-flex size-16 shrink-0 items-center justify-center rounded-full"
      data-placeholder-icon
    >
      <svg
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 4-7 8-7s8 3 8 7" />
      </svg>
    </span>
  );
}

/** The name with its status badge (and 'Featured'), as one line. */
function NameLine({ item, featured }: { item: StoredTestimonial; featured: boolean | null }) {
  const status = item.status;
  return (
    <p className="flex flex-wrap items-center gap-3">
      <span className="text-ink text-lg font-semibold" data-field="name">
        {item.name}
      </span>
      <span
        className={`text-ink rounded-full px-3 py-0.5 text-sm font-semibold ${
          status === "approved"
            ? "bg-leaf/20"
            : status === "rejected"
              ? "bg-ink/10"
              : "bg-saffron/25"
        }`}
      >
        {badges[status]}
      </span>
      {featured && (
        <span
          className="bg-saffron/40 text-ink rounded-full px-3 py-0.5 text-sm font-semibold"
          data-featured
        >
          {t.featured}
        </span>
      )}
    </p>
  );
}

/** Praise from elsewhere: "via LinkedIn", linked to the original when a safe link was given. */
function Via({ item }: { item: StoredTestimonial }) {
  if (!item.source) return null;
  const name = TESTIMONIAL_SOURCES[item.source];
  const link = safeHttpUrl(item.sourceUrl, TESTIMONIAL_LIMITS.sourceUrl);
  return (
    <p className="text-muted text-sm" data-field="via">
      {testimonialMessages.via}{" "}
      {link ? (
        <a className="link" href={link} target="_blank" rel={newTabRel("nofollow noreferrer")}>
          {name}
        </a>
      ) : (
        name
      )}
    </p>
  );
}

interface DetailsProps {
  item: StoredTestimonial;
  featured: boolean | null;
  hasPhoto: boolean;
  /** A photo not loaded yet: its (checked, safeImageSrc) address and what loads it. */
  hiddenPhoto: { url: string; show: () => void } | null;
}

/** Name and status, role, company, email, dates, and whether a photo is attached. */
export function ItemDetails({ item, featured, hasPhoto, hiddenPhoto }: DetailsProps) {
  const status = item.status;
  return (
    <div className="grid min-w-0 gap-1">
      <NameLine item={item} featured={featured} />
      <p className="text-muted" data-field="role">
        {item.role}
      </p>
      {item.company && (
        <p className="text-muted" data-field="company">
          {item.company}
        </p>
      )}
      {item.email && (
        <p>
          <a className="link" href={`mailto:${encodeURIComponent(item.email).replace("%40", "@")}`}>
            {item.email}
          </a>
        </p>
      )}
      <Via item={item} />
      <p className="text-muted text-sm">
        {t.submittedOn} {item.createdAt ? item.createdAt.toLocaleDateString() : ""}
      </p>
      {status !== "pending" && item.decidedAt && (
        <p className="text-muted text-sm">
          {t.decidedOn[status]} {item.decidedAt.toLocaleDateString()}
        </p>
      )}
      {hasPhoto && <p className="text-leaf text-sm font-semibold">{t.imageAttached}</p>}
      {hiddenPhoto && (
        <p>
          <button type="button" className="link text-sm" onClick={hiddenPhoto.show}>
            {t.showPhoto(new URL(hiddenPhoto.url).host)}
          </button>
        </p>
      )}
    </div>
  );
}
