import type { IconName } from "@/components/ui/icon-names";

export interface ContactReason {
  icon: IconName;
  title: string;
  description: string;
}

/** Contact page: reasons to get in touch (SPEC §2). */
export const contactReasons: readonly ContactReason[] = [
  {
    icon: "handshake",
    title: "Partnerships",
    description: "Joint ventures, sponsorships and partnerships with my companies or foundation.",
  },
  {
    icon: "megaphone",
    title: "Endorsements",
    description: "Brand collaborations and endorsements that fit food, technology or community.",
  },
  {
    icon: "users",
    title: "Collaboration",
    description: "Projects, events, content and research where we can build something together.",
  },
  {
    icon: "lightbulb",
    title: "Consultation",
    description: "Advice on software, culinary operations, business strategy or social impact.",
  },
];
