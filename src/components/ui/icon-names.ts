/** Names of the icons content may refer to; `components/ui/IconBadge.astro` maps each to its drawing. */
export const iconNames = [
  "chef-hat",
  "utensils",
  "code",
  "hand-heart",
  "graduation-cap",
  "briefcase",
  "lightbulb",
  "users",
  "handshake",
  "megaphone",
] as const;
export type IconName = (typeof iconNames)[number];
