/**
 * The circular cursor follower (SPEC §1, §4): variants "default" and "text". Over links and
 * buttons the native cursor is hidden and the follower grows into the "text" variant, so it
 * becomes the pointer. Loaded only on devices with a fine pointer (see BaseLayout); with reduced
 * motion it follows without easing or growing animations. Never while data saver is on
 * (data-saver.ts): `startCursor` takes it away when the footer's switch turns it on, and brings
 * it back when it is turned off.
 */
import { DATA_SAVER_CHANGE } from "./constants";
import { dataSaverOn } from "./data-saver";
import { prefersReducedMotion } from "./motion";
export type CursorVariant = "default" | "text";

/** What the pointer is over decides the variant: interactive elements get "text". */
const INTERACTIVE = "a, button, summary, label, [role='button']";

export function cursorVariant(target: EventTarget | null): CursorVariant {
  const element = target as Partial<Pick<Element, "closest">> | null;
  return element?.closest?.(INTERACTIVE) ? "text" : "default";
}

/** One easing step of the follower towards the pointer: `factor` of the remaining distance. */
export function follow(current: number, target: number, factor: number): number {
  const next = current + (target - current) * factor;
  return Math.abs(target - next) < 0.1 ? target : next;
}

/** Fraction of the distance covered each frame; 1 means no easing (reduced motion). */
const EASE = 0.2;

/** `reduced`: the visitor asked for reduced motion (see prefersReducedMotion in motion.ts). */
export function mountCursor(reduced: boolean): () => void {
  const factor = reduced ? 1 : EASE;
  const dot = document.createElement("div");
  dot.className = "cursor-follower";
  dot.dataset.variant = "default";
  dot.dataset.cursor = "";
  dot.setAttribute("aria-hidden", "true");
  document.body.append(dot);
  document.documentElement.classList.add("has-cursor");

  let x = -100;
  let y = -100;
  let targetX = x;
  let targetY = y;
  let frame = 0;

  const render = () => {
    x = follow(x, targetX, factor);
    y = follow(y, targetY, factor);
    dot.style.transform = `translate3d(${x}px, ${y}px, 0) translate(-50%, -50%)`;
    frame = x === targetX && y === targetY ? 0 : requestAnimationFrame(render);
  };
  const onMove = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    targetX = event.clientX;
    targetY = event.clientY;
    dot.dataset.variant = cursorVariant(event.target);
    dot.dataset.visible = "";
    if (!frame) frame = requestAnimationFrame(render);
  };
  const onLeave = () => delete dot.dataset.visible;

  addEventListener("pointermove", onMove, { passive: true });
  document.documentElement.addEventListener("pointerleave", onLeave);
  return () => {
    removeEventListener("pointermove", onMove);
    document.documentElement.removeEventListener("pointerleave", onLeave);
    cancelAnimationFrame(frame);
    dot.remove();
    document.documentElement.classList.remove("has-cursor");
  };
}

/** The follower while data saver is off: now, and after each press of the footer's switch. */
export function startCursor(doc: Document = document): void {
  let unmount: (() => void) | null = null;
  const follow = (saving: boolean) => {
    if (saving) {
      unmount?.();
      unmount = null;
    } else unmount ??= mountCursor(prefersReducedMotion());
  };
  follow(dataSaverOn(doc.documentElement));
  doc.addEventListener(DATA_SAVER_CHANGE, (event) =>
    follow((event as CustomEvent<boolean>).detail),
  );
}
