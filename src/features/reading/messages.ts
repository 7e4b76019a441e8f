/**
 * The reading aids' texts (ours: the SPEC has none for them). The site's shared ones are in
 * src/site/messages.ts.
 */
/** What posts and guides offer around the text: contents, copy buttons, sharing. */
export const readingMessages = {
  /** The table of contents: its navigation's name and, on phones, what opens it. */
  contents: "Contents",
  /** A code block's button: the word it shows and its accessible name. */
  copy: "Copy",
  copyCode: "Copy code",
  copied: "Copied",
  /** Copying refused or unavailable: the code is selected instead. */
  copyManual: "The code is selected: copy it with Ctrl+C, ⌘C or your phone's menu.",
  share: {
    title: (kind: "post" | "guide") => `Share this ${kind}`,
    text: "Know someone who would enjoy it? Send it their way.",
    /** The phone's own share sheet (shown only where the browser has one). */
    native: "Share",
    /** Each network's link shows its name; screen readers hear "Share on" before it. */
    on: "Share on",
    networks: { whatsapp: "WhatsApp", x: "X", linkedin: "LinkedIn", facebook: "Facebook" },
    copyLink: "Copy link",
    copied: "Link copied",
    manual: "Copying is not available here: copy the address from your browser's address bar.",
  },
} as const;
