import { describe, expect, it } from "vitest";
import { testimonials } from "@/features/testimonials/sample-testimonials";
import { DEFAULT_AVATAR } from "@/features/testimonials/constants";
import { testimonialMessages } from "@/features/testimonials/messages";
import { LOCAL_CLOUD_NAME } from "@/site/local-addresses";
import {
  imageStatusText,
  initialTestimonialForm,
  isBusy,
  testimonialFormReducer as reduce,
  type TestimonialFormState,
} from "@/features/testimonials/submit";
import {
  appendToWall,
  areasField,
  highlightParts,
  knownAreas,
  nextTestimonialId,
  publicCopy,
  publicFields,
  submissionDocument,
  testimonialFields,
} from "@/features/testimonials/records";

const t = testimonialMessages;
const CLOUD_URL = "https://res.cloudinary.com/amara/image/upload/v1/visitors/a.png";

describe("ids and the wall", () => {
  it("continues ids from the highest, 1 when there is none (SPEC §3)", () => {
    expect(nextTestimonialId([])).toBe(1);
    expect(nextTestimonialId([{ id: 4 }, { id: 9 }, { id: 2 }])).toBe(10);
    expect(nextTestimonialId(testimonials)).toBe(5);
  });

  it("appends approved ones after the static four: photos from the site's cloud at the card's size, else the default avatar", () => {
    const host = { cloud: "amara", origin: "https://res.cloudinary.com" };
    const wall = appendToWall(
      testimonials,
      [
        {
          name: "Kemi",
          role: "Planner",
          message: "Great",
          imageUrl: "https://res.cloudinary.com/amara/image/upload/v17/visitors/k.jpg",
        },
        { name: "Tunde", role: "Student", company: "Unilag", message: "Thanks" },
        { name: "Eve", role: "Hacker", message: "x", imageUrl: "javascript:alert(1)" },
        // Stored before photos were re-hosted: its host would learn who reads the wall.
        { name: "Old", role: "Chef", message: "y", imageUrl: "https://tracker.example/me.jpg" },
        {
          name: "Other",
          role: "Chef",
          message: "z",
          imageUrl: "https://res.cloudinary.com/someone-else/image/upload/v1/x.jpg",
        },
      ],
      host,
    );
    expect(wall.slice(0, 4)).toEqual([...testimonials]);
    expect(wall.slice(4)).toEqual([
      {
        id: 5,
        name: "Kemi",
        role: "Planner",
        comment: "Great",
        image:
          "https://res.cloudinary.com/amara/image/upload/f_auto,q_auto,c_fill,w_112,h_112/v17/visitors/k.jpg",
      },
      { id: 6, name: "Tunde", role: "Student, Unilag", comment: "Thanks", image: DEFAULT_AVATAR },
      { id: 7, name: "Eve", role: "Hacker", comment: "x", image: DEFAULT_AVATAR },
      { id: 8, name: "Old", role: "Chef", comment: "y", image: DEFAULT_AVATAR },
      { id: 9, name: "Other", role: "Chef", comment: "z", image: DEFAULT_AVATAR },
    ]);
  });
});

describe("submissionDocument", () => {
  it("writes the stored shape: trimmed texts, pending, image only when it is the site's cloud's as uploaded", () => {
    const photo = `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/upload/v1/visitors/a.png`;
    expect(
      submissionDocument({
        name: " Ada ",
        email: "ada@example.com ",
        role: "CTO",
        message: " Superb ",
        image: photo,
        consent: true,
      }),
    ).toEqual({
      name: "Ada",
      email: "ada@example.com",
      role: "CTO",
      message: "Superb",
      status: "pending",
      consent: true,
      imageUrl: photo,
    });
    for (const image of [
      "https://res.cloudinary.com/amara/image/upload/v1/visitors/a.png",
      photo.replace("/upload/", "/upload/w_4000/e_upscale/"),
    ]) {
      const document = submissionDocument({
        name: "A",
        email: "a@b.co",
        role: "R",
        message: "M",
        image,
        consent: true,
      });
      expect(document, image).not.toHaveProperty("imageUrl");
    }
    const elsewhere = submissionDocument({
      name: "A",
      email: "a@b.co",
      role: "R",
      message: "M",
      image: "https://cdn.example.com/a.png",
      consent: true,
    });
    expect(elsewhere).not.toHaveProperty("imageUrl");
    const withoutImage = submissionDocument({
      name: "A",
      email: "a@b.co",
      role: "R",
      message: "M",
      image: "data:image/png;base64,AAAA",
      consent: true,
    });
    expect(withoutImage).not.toHaveProperty("imageUrl");
    expect(withoutImage).not.toHaveProperty("company");
  });
});

describe("testimonial form states", () => {
  const open = reduce(initialTestimonialForm, { type: "open" });

  it("'Share Your Experience' opens the form; Cancel closes it", () => {
    expect(initialTestimonialForm.open).toBe(false);
    expect(open.open).toBe(true);
    expect(reduce(open, { type: "cancel" }).open).toBe(false);
  });

  it("upload: progress only goes up, then success keeps the URL", () => {
    let s = reduce(open, { type: "uploadStarted" });
    expect(imageStatusText(s.imageStatus)).toBe(t.uploading(0));
    expect(isBusy(s)).toBe(true);
    s = reduce(s, { type: "uploadProgress", percent: 40.4 });
    s = reduce(s, { type: "uploadProgress", percent: 20 });
    expect(imageStatusText(s.imageStatus)).toBe("Uploading: 40%");
    s = reduce(s, { type: "uploadSucceeded", url: "https://cdn.example.com/a.png" });
    expect(imageStatusText(s.imageStatus)).toBe(t.uploaded);
    expect(s.imageUrl).toBe("https://cdn.example.com/a.png");
    expect(isBusy(s)).toBe(false);
  });

  it("upload failure shows the service's message and keeps no image", () => {
    let s = reduce(open, { type: "uploadStarted" });
    s = reduce(s, { type: "uploadFailed", message: "Invalid image file" });
    expect(imageStatusText(s.imageStatus)).toBe("Invalid image file");
    expect(s.imageUrl).toBeNull();
  });

  it("a rejected image shows its message; a good URL, once uploaded, clears it", () => {
    let s = reduce(open, { type: "imageRejected", message: t.invalidUrl });
    expect(s.imageError).toBe(t.invalidUrl);
    s = reduce(s, { type: "uploadStarted" });
    expect(s.imageError).toBeNull();
    s = reduce(s, { type: "uploadSucceeded", url: CLOUD_URL });
    expect(s.imageError).toBeNull();
    expect(s.imageUrl).toBe(CLOUD_URL);
  });

  it("a failed preview clears the image and says so", () => {
    const s = reduce(reduce(open, { type: "uploadSucceeded", url: CLOUD_URL }), {
      type: "previewFailed",
    });
    expect(s.imageUrl).toBeNull();
    expect(s.imageError).toBe(t.previewFailed);
  });

  it("switching mode starts the image choice afresh", () => {
    const urlMode = reduce(open, { type: "setMode", mode: "url" });
    const s = reduce(urlMode, { type: "uploadSucceeded", url: CLOUD_URL });
    expect(reduce(s, { type: "setMode", mode: "url" })).toBe(s);
    const switched = reduce(s, { type: "setMode", mode: "upload" });
    expect(switched.imageUrl).toBeNull();
    expect(switched.mode).toBe("upload");
  });

  it("submit: busy, then failure with the fallback message, or success that resets everything", () => {
    const withImage = reduce(open, { type: "uploadSucceeded", url: CLOUD_URL });
    const busy = reduce(withImage, { type: "submit" });
    expect(busy.submitting).toBe(true);
    expect(reduce(busy, { type: "submit" })).toBe(busy);
    expect(reduce(busy, { type: "cancel" })).toBe(busy);

    const failed = reduce(busy, { type: "submitFailed" });
    expect(failed).toMatchObject({ submitting: false, submitError: t.submitFailed, open: true });
    expect(failed.imageUrl).toBe(CLOUD_URL);
    expect(reduce(busy, { type: "submitFailed", message: "Too long" }).submitError).toBe(
      "Too long",
    );

    const done: TestimonialFormState = reduce(busy, { type: "submitSucceeded" });
    expect(done).toEqual({ ...initialTestimonialForm, succeeded: true });
    expect(reduce(done, { type: "closeSuccess" }).succeeded).toBe(false);
  });

  it("a cancelled upload leaves no image and no message", () => {
    const s = reduce(reduce(open, { type: "uploadStarted" }), { type: "uploadCancelled" });
    expect(s.imageStatus).toBeNull();
    expect(s.imageUrl).toBeNull();
    expect(isBusy(s)).toBe(false);
  });

  it("cannot submit while a photo is still uploading", () => {
    const uploading = reduce(open, { type: "uploadStarted" });
    expect(reduce(uploading, { type: "submit" })).toBe(uploading);
  });
});

describe("testimonial form states offline (src/features/outbox/)", () => {
  const open = reduce(initialTestimonialForm, { type: "open" });
  it("offline, a photo is kept for later (not busy), and a kept submission closes the form without the overlay", () => {
    const photoKept = reduce(reduce(open, { type: "uploadStarted" }), { type: "photoKept" });
    expect(photoKept).toMatchObject({ imageUrl: null, imageStatus: { kind: "kept" } });
    expect(imageStatusText(photoKept.imageStatus)).toBe(t.photoKept);
    expect(isBusy(photoKept)).toBe(false);
    const sending = reduce(photoKept, { type: "submit" });
    expect(reduce(sending, { type: "submitKept" })).toEqual(initialTestimonialForm);
  });
});

describe("publicCopy", () => {
  it("copies exactly the wall's fields of a private record: never the email or its state", () => {
    const record = {
      id: "abc",
      name: "Ada",
      role: "CTO",
      company: "Lagos Eats",
      email: "ada@example.com",
      message: "Great",
      imageUrl: "https://cdn.example.com/a.png",
      status: "pending" as const,
      createdAt: new Date(),
      decidedAt: null,
    };
    expect(publicCopy(record)).toEqual({
      name: "Ada",
      role: "CTO",
      company: "Lagos Eats",
      message: "Great",
      imageUrl: "https://cdn.example.com/a.png",
    });
    // Optional fields only when the record has them (the rules compare presence too).
    expect(publicCopy({ name: "A", role: "R", message: "M" })).toEqual({
      name: "A",
      role: "R",
      message: "M",
    });
  });

  it("publicFields reads a public copy as text and has no email", () => {
    const fields = publicFields({
      name: "Ada",
      role: 7,
      message: "Hi",
      email: "leaked@example.com",
      approvedAt: { seconds: 1 },
    });
    expect(fields).toEqual({ name: "Ada", role: "", message: "Hi" });
  });
});

describe("testimonialFields", () => {
  it("reads text fields as strings and keeps optional ones only when present", () => {
    expect(
      testimonialFields({
        name: "Ada",
        role: "CTO",
        email: "ada@example.com",
        message: "Great",
        imageUrl: "https://cdn.example.com/a.png",
        status: "approved",
      }),
    ).toEqual({
      name: "Ada",
      role: "CTO",
      email: "ada@example.com",
      message: "Great",
      imageUrl: "https://cdn.example.com/a.png",
    });
    expect(testimonialFields({ name: 42, company: null })).toEqual({
      name: "",
      role: "",
      email: "",
      message: "",
    });
  });
});

describe("areas, highlights and praise from elsewhere", () => {
  it("keeps known areas only, each once, in the areas' order; none is no field", () => {
    expect(knownAreas(["community", "culinary", "bogus", "culinary", 3])).toEqual([
      "culinary",
      "community",
    ]);
    expect(areasField(["nope"])).toEqual({});
    expect(areasField(["software"])).toEqual({ areas: ["software"] });
    expect(knownAreas("culinary")).toEqual([]);
  });

  it("reads areas, highlight and source from a public copy; drops what is unknown", () => {
    expect(
      publicFields({
        name: "A",
        role: "R",
        message: "M",
        areas: ["software", "astrology"],
        highlight: "M",
        source: "linkedin",
        sourceUrl: "https://www.linkedin.com/in/a",
      }),
    ).toEqual({
      name: "A",
      role: "R",
      message: "M",
      areas: ["software"],
      highlight: "M",
      source: "linkedin",
      sourceUrl: "https://www.linkedin.com/in/a",
    });
    expect(publicFields({ name: "A", role: "R", message: "M", source: "fax" })).not.toHaveProperty(
      "source",
    );
  });

  it("splits a message around its highlight, as text, or not at all", () => {
    expect(highlightParts("Fed 300 guests, all happy.", "300 guests")).toEqual([
      "Fed ",
      "300 guests",
      ", all happy.",
    ]);
    expect(highlightParts("<b>x</b> y", "<b>x</b>")).toEqual(["", "<b>x</b>", " y"]);
    expect(highlightParts("Fed 300 guests", "400 guests")).toBeNull();
    expect(highlightParts("Fed 300 guests", "  ")).toBeNull();
    expect(highlightParts("Fed 300 guests", undefined)).toBeNull();
  });

  it("shows where praise from elsewhere came from, linked only to an http(s) address", () => {
    const host = { cloud: "amara", origin: "https://res.cloudinary.com" };
    const [linked, plain, unsafe] = appendToWall(
      [],
      [
        { name: "A", role: "R", message: "M", source: "linkedin", sourceUrl: "https://lnkd.in/x" },
        { name: "B", role: "R", message: "M", source: "whatsapp" },
        { name: "C", role: "R", message: "M", source: "other", sourceUrl: "javascript:alert(1)" },
      ],
      host,
    );
    expect(linked?.via).toEqual({ name: "LinkedIn", url: "https://lnkd.in/x" });
    expect(plain?.via).toEqual({ name: "WhatsApp" });
    expect(unsafe?.via).toEqual({ name: "another site" });
  });
});
