import { describe, expect, it } from "vitest";
import { HERO_ANIMATION, REVEAL_ANIMATION } from "@/features/effects/constants";
import { cursorVariant, follow } from "@/features/effects/cursor";
import { heroItemStyle, revealKeyframes, shouldReveal } from "@/features/effects/motion";

describe("hero entrance timing", () => {
  it("starts after 0.3 s, staggers children by 0.2 s and runs 1.5 s", () => {
    expect(HERO_ANIMATION).toEqual({ durationS: 1.5, staggerS: 0.2, delayS: 0.3 });
    expect(heroItemStyle(0)).toBe("--hero-delay: 0.3s; --hero-duration: 1.5s");
    expect(heroItemStyle(1)).toBe("--hero-delay: 0.5s; --hero-duration: 1.5s");
    expect(heroItemStyle(4)).toBe("--hero-delay: 1.1s; --hero-duration: 1.5s");
  });
});

describe("section reveal", () => {
  it("hides only sections that start below the fold", () => {
    expect(shouldReveal(900, 844)).toBe(true);
    expect(shouldReveal(844, 844)).toBe(true);
    expect(shouldReveal(843, 844)).toBe(false);
    expect(shouldReveal(-200, 844)).toBe(false);
  });

  it("fades in from below to the section's resting place", () => {
    expect(revealKeyframes[0]).toEqual({
      opacity: 0,
      transform: `translateY(${REVEAL_ANIMATION.distancePx}px)`,
    });
    expect(revealKeyframes.at(-1)).toEqual({ opacity: 1, transform: "none" });
  });
});

describe("cursor follower", () => {
  const over = (interactive: boolean) => ({ closest: () => (interactive ? {} : null) });

  it("uses the text variant over links and buttons, default elsewhere", () => {
    expect(cursorVariant(over(true) as unknown as EventTarget)).toBe("text");
    expect(cursorVariant(over(false) as unknown as EventTarget)).toBe("default");
    expect(cursorVariant(null)).toBe("default");
  });

  it("eases towards the pointer and settles exactly on it", () => {
    expect(follow(0, 100, 0.2)).toBe(20);
    expect(follow(99.95, 100, 0.2)).toBe(100);
    expect(follow(0, 100, 1)).toBe(100);
  });
});
