// Whether a build has offline reading off (src/features/offline/switch.ts): the site's
// configuration (siteFeatures.offlineReading) or the setting `npm run offline -- --off` deploys with.
import { describe, expect, it } from "vitest";
import { OFFLINE_SWITCH } from "@/features/offline/constants";
import { offlineReadingOff } from "@/features/offline/switch";

describe("offline reading off", () => {
  it("when switched off in the configuration, or by the setting; on otherwise", () => {
    const on = { offlineReading: true };
    expect(offlineReadingOff({}, on)).toBe(false);
    expect(offlineReadingOff({ [OFFLINE_SWITCH.setting]: "on" }, on)).toBe(false);
    expect(offlineReadingOff({ [OFFLINE_SWITCH.setting]: OFFLINE_SWITCH.off }, on)).toBe(true);
    expect(offlineReadingOff({}, { offlineReading: false })).toBe(true);
    expect(offlineReadingOff({ [OFFLINE_SWITCH.setting]: "on" }, { offlineReading: false })).toBe(
      true,
    );
  });
});
