// The phone every check measures and tests at (a 390 x 844 screen at 3x, touch): the browser
// tests' phone project and the specs that switch to a phone inside the desktop project, the budget
// and the data-saver budget. One home, so that a test's phone and a measurement's phone agree.
//
// `screen` is the phone's too, not only the viewport. Playwright takes the screen from the
// viewport unless told, but the desktop project's device ("Desktop Chrome") brings a 1920 x 1080
// screen along, and a spec that only narrows the viewport keeps it: an impossible phone. Chromium's
// preload scanner reads `width=device-width` as the screen's width (the page itself lays out at
// the viewport's), so it chose a post's cover for a 1920 px wide page, the 1600w file, and the
// <img> its own 1280w file when the scanner's had not come yet: two downloads of one image, now
// and then, in data-saver.spec (issue 41's first image; CI of stop 47).

/** A 3x phone, 390 x 844 CSS pixels, its screen as large as its viewport. */
export const PHONE = Object.freeze({
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
});
