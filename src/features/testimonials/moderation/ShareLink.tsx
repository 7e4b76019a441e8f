import { useRef, useState } from "react";
import { areas } from "@/features/testimonials/areas";
import { siteUrl } from "@/site/site";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { copyText } from "@/shared/clipboard";
import { shareLink, whatsAppRequest } from "@/features/testimonials/submit/share-link";

const t = adminMessages.share;

/**
 * The link that asks a client for a testimonial, with a Copy button and "Send on WhatsApp" (a
 * wa.me link with the request in her words typed in; WhatsApp asks her whom to send it to).
 * Without a usable Clipboard API the link is selected in its field and the panel says how to
 * copy it.
 */
export default function ShareLink() {
  const fieldRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<"copied" | "manual" | null>(null);
  /** The area the link chooses in the form, or "" for all. */
  const [area, setArea] = useState("");
  const link = shareLink(siteUrl, area || null);

  async function onCopy() {
    if (await copyText(link)) {
      setStatus("copied");
      return;
    }
    fieldRef.current?.focus();
    fieldRef.current?.select();
    setStatus("manual");
  }

  return (
    <section aria-labelledby="share-link-title" className="card grid gap-3 p-6" data-share-link>
      <h2 id="share-link-title" className="font-display text-2xl font-semibold">
        {t.title}
      </h2>
      <p className="text-muted">{t.text}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="share-area" className="text-ink font-medium">
          {t.areaLabel}
        </label>
        <select
          id="share-area"
          value={area}
          onChange={(event) => {
            setArea(event.currentTarget.value);
            setStatus(null);
          }}
          className="field sm:w-auto"
        >
          <option value="">{t.anyArea}</option>
          {areas.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="share-link" className="sr-only">
          {t.label}
        </label>
        <input
          ref={fieldRef}
          id="share-link"
          type="url"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="field"
        />
        <button type="button" className="btn-secondary shrink-0" onClick={() => void onCopy()}>
          {t.copy}
        </button>
        <a
          href={whatsAppRequest(link)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-secondary shrink-0"
          data-share-whatsapp
        >
          {t.whatsApp}
          <span className="sr-only"> {t.newTab}</span>
        </a>
      </div>
      <p aria-live="polite" className="text-leaf font-semibold empty:hidden" data-copy-status>
        {status === "copied" ? t.copied : status === "manual" ? t.manual : ""}
      </p>
    </section>
  );
}
