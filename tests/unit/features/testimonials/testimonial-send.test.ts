import { beforeEach, describe, expect, it, vi } from "vitest";
import { kept, type TestimonialItem } from "@/features/outbox/items";
import { testimonialMessages } from "@/features/testimonials/messages";

const store = { submitTestimonialAs: vi.fn(), testimonialStored: vi.fn() };
const uploadImage = vi.fn();
const notifyOwner = vi.fn(async () => ({ status: "sent" }));
vi.mock("@/features/testimonials/store/public-testimonials", () => store);
vi.mock("@/firebase/lite", () => ({ liteDb: () => "db" }));
vi.mock("@/features/testimonials/submit/notify", () => ({
  notifyOwner,
  testimonialNotification: (s: unknown) => s,
}));
vi.mock("@/features/testimonials/photo/photo-upload", async (original) => ({
  ...(await original<object>()),
  uploadImage,
}));

const { deliverTestimonial } = await import("@/features/testimonials/submit/testimonial-send");

const item = (extra: Partial<TestimonialItem> = {}): TestimonialItem => ({
  ...kept("testimonial"),
  kind: "testimonial",
  docId: "abcdefghij0123456789",
  fields: {
    name: "Ada Obi",
    email: "ada@example.com",
    role: "Chef",
    message: "Superb",
    consent: true,
  },
  image: null,
  photo: null,
  ...extra,
});
const denied = Object.assign(new Error("Missing or insufficient permissions."), {
  code: "permission-denied",
});

describe("deliverTestimonial (the form's send and the outbox's retry)", () => {
  beforeEach(() => vi.clearAllMocks());

  it("writes the record under the device's id, marked as maybe stored before it goes", async () => {
    const save = vi.fn(async () => {});
    expect(await deliverTestimonial(item(), save)).toEqual({ status: "sent" });
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ unsure: true }));
    expect(store.submitTestimonialAs).toHaveBeenCalledWith(
      "db",
      "abcdefghij0123456789",
      expect.objectContaining({ name: "Ada Obi", image: null }),
    );
    expect(notifyOwner).toHaveBeenCalledTimes(1);
  });

  it("a first try the rules refuse is a refusal: nothing asked, nothing announced", async () => {
    store.submitTestimonialAs.mockRejectedValueOnce(denied);
    expect(await deliverTestimonial(item(), async () => {})).toEqual({
      status: "refused",
      reason: testimonialMessages.submitFailed,
    });
    expect(store.testimonialStored).not.toHaveBeenCalled();
    expect(notifyOwner).not.toHaveBeenCalled();
  });

  it("a retry refused after a lost answer asks whether the record is stored: then it went", async () => {
    store.submitTestimonialAs.mockRejectedValueOnce(denied);
    store.testimonialStored.mockResolvedValueOnce(true);
    expect(await deliverTestimonial(item({ unsure: true }), async () => {})).toEqual({
      status: "sent",
    });
    expect(store.testimonialStored).toHaveBeenCalledWith("db", "abcdefghij0123456789");
    expect(notifyOwner).toHaveBeenCalledTimes(1);
  });

  it("... and when it is not stored, a real refusal", async () => {
    store.submitTestimonialAs.mockRejectedValueOnce(denied);
    store.testimonialStored.mockResolvedValueOnce(false);
    expect(await deliverTestimonial(item({ unsure: true }), async () => {})).toMatchObject({
      status: "refused",
    });
  });

  it("a failure of the network (Firestore Lite says 'unknown' or 'unavailable') is tried again", async () => {
    for (const code of ["unknown", "unavailable"]) {
      store.submitTestimonialAs.mockRejectedValueOnce(Object.assign(new Error(code), { code }));
      expect(await deliverTestimonial(item(), async () => {})).toEqual({
        status: "retry",
        network: true,
      });
    }
  });

  it("uploads a kept photo first and keeps its address, so a retry does not upload it again", async () => {
    const photo = new Blob(["png"], { type: "image/png" });
    const url = "https://res.cloudinary.com/demo-amara/image/upload/v1/visitors/a.png";
    uploadImage.mockResolvedValueOnce(url);
    const save = vi.fn(async () => {});
    expect(await deliverTestimonial(item({ photo }), save)).toEqual({ status: "sent" });
    expect(save).toHaveBeenNthCalledWith(1, expect.objectContaining({ image: url, photo: null }));
    expect(store.submitTestimonialAs).toHaveBeenCalledWith(
      "db",
      expect.any(String),
      expect.objectContaining({ image: url }),
    );
  });

  it("a failed upload is tried again; the service's refusal of the image is shown", async () => {
    uploadImage.mockRejectedValueOnce(new Error(testimonialMessages.uploadFailed));
    expect(
      await deliverTestimonial(item({ photo: new Blob(["x"]) }), async () => {}),
    ).toMatchObject({
      status: "retry",
    });
    uploadImage.mockRejectedValueOnce(new Error("Invalid image file"));
    expect(await deliverTestimonial(item({ photo: new Blob(["x"]) }), async () => {})).toEqual({
      status: "refused",
      reason: "Invalid image file",
    });
    expect(store.submitTestimonialAs).not.toHaveBeenCalled();
  });
});
