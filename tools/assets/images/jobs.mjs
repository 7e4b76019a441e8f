/**
 * The list of images `npm run images` renders: each job's outputs, drawing function and size, its
 * encoding options, and which outputs are placeholders for the owner's photos.
 */
import { hero, heroPhone } from "./hero.mjs";
import { portrait } from "./portrait.mjs";
import { about } from "./about-photo.mjs";
import { avatar, taAdebayo, taChiamaka, taDavid, taFunmilayo } from "./avatars.mjs";
import { BW, BH } from "./blog/canvas.mjs";
import { post1 } from "./blog/post-1.mjs";
import { post2 } from "./blog/post-2.mjs";
import { post3 } from "./blog/post-3.mjs";
import { post4 } from "./blog/post-4.mjs";
import { post5 } from "./blog/post-5.mjs";
import { post6 } from "./blog/post-6.mjs";
import { post7 } from "./blog/post-7.mjs";
import { post8 } from "./blog/post-8.mjs";

/**
 * @typedef {object} Job
 * @property {string[]} out the files it writes (the same image each)
 * @property {() => string} make draws its SVG
 * @property {[number, number]} size width and height in pixels
 * @property {boolean} [png] PNG (with transparency) instead of JPEG
 * @property {{ quality?: number }} [jpeg] JPEG options over the defaults
 * @property {boolean | string[]} [placeholder] which outputs stand in for the owner's photos
 */

/** @type {Job[]} */
export const jobs = [
  {
    out: ["public/images/hero-bg.jpg", "src/assets/images/hero-bg.jpg"],
    make: hero,
    size: [1920, 1080],
    // No page uses the copy in public/ (the home page's hero is the optimised one).
    placeholder: ["src/assets/images/hero-bg.jpg"],
  },
  {
    out: ["src/assets/images/hero-phone.png"],
    make: heroPhone,
    size: [1080, 1080],
    png: true,
    placeholder: true,
  },
  {
    out: ["public/images/portrait.jpg", "src/assets/images/portrait.jpg"],
    make: portrait,
    size: [800, 1000],
    placeholder: true,
  },
  {
    out: ["public/images/about.jpg", "src/assets/images/about.jpg"],
    make: about,
    size: [1200, 900],
    placeholder: ["src/assets/images/about.jpg"],
  },
  {
    out: ["public/images/default-avatar.jpg"],
    make: avatar,
    size: [256, 256],
    jpeg: { quality: 80 },
  },
  ...[
    ["adebayo-johnson", taAdebayo],
    ["chiamaka-eze", taChiamaka],
    ["david-mensah", taDavid],
    ["funmilayo-adeyemi", taFunmilayo],
  ].map(([name, make]) => ({
    out: [`public/images/testimonials/${name}.jpg`],
    make,
    size: [256, 256],
    jpeg: { quality: 80 },
  })),
  ...[post1, post2, post3, post4, post5, post6, post7, post8].map((make, i) => ({
    out: [`src/assets/blog/post-${i + 1}.jpg`],
    make,
    size: [BW, BH],
    placeholder: true,
  })),
];
