/**
 * Every user-facing message of SPEC §8 (and the fixed texts of SPEC §2 states), verbatim, in one
 * module. Components and tests import them from here; never retype them.
 */
export const messages = {
  contact: {
    failed: "Failed to send message. Please try again.",
    success: "Thanks for your message! I'll get back to you soon.",
    send: "Send Message",
    sending: "Sending...",
  },
  testimonial: {
    submitFailed: "Submission failed. Please try again.",
    uploadFailed: "Image upload failed. Please try another image.",
    wrongType: "Only JPG, PNG or GIF images are allowed",
    tooLarge: "Image size must be less than 5MB",
    invalidUrl: "Please enter a valid image URL",
    previewFailed: "Failed to load image. Please check the URL.",
    uploaded: "Image uploaded successfully!",
    uploading: (percent: number) => `Uploading: ${percent}%`,
  },
  admin: {
    loadFailed: "Failed to load testimonials",
    updateFailed: "Failed to update testimonial",
    unauthorizedTitle: "Unauthorized Access",
    unauthorizedText: "You don't have permission to access this page.",
    empty: "No pending testimonials to review",
  },
  blog: {
    notFoundTitle: "Post Not Found",
    notFoundText: "The requested blog post doesn't exist or may have been removed.",
    back: "Back to Blog",
  },
  notFound: {
    title: "404 - Page Not Found",
    text: "The page you're looking for doesn't exist or has been moved.",
    home: "Return to Home",
  },
  account: {
    userDocumentNotFound: "User document not found",
    unauthorized: "Unauthorized",
  },
  newsletter: {
    subscribe: "Subscribe",
    sending: "Subscribing...",
    thanks: "Thanks for subscribing! The next letter will find you soon.",
    failed: "Subscription failed",
  },
} as const;
